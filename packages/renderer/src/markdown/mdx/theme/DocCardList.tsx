import { useMdxPage } from './page-context.tsx';

/** `@theme/DocCardList`: the pages of the doc's category as cards (the category page's cards). */
export function DocCardList(props: { items?: { label: string; href: string; description?: string }[] }) {
  const page = useMdxPage();
  const cards = props.items ?? page.category?.cards ?? [];
  return (
    <ul className="card-list doc-card-list">
      {cards.map((card) => (
        <li key={card.href} className="card">
          <a href={card.href} className="card-link">
            <span className="card-title">{card.label}</span>
            {card.description ? <span className="card-description">{card.description}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
