import type { ReactNode } from 'react';
import { useMdxPage } from './page-context.tsx';

/** A card's item as Docusaurus's sidebar gives it: a link, or a category (its link, else its first page's). */
export interface DocCardItem {
  type?: 'link' | 'category' | string;
  label: string;
  href?: string;
  description?: string;
  items?: DocCardItem[];
}

/** Where a card goes: its own link, else (a category without a page of its own) its first page's. */
function cardHref(item: DocCardItem): string | undefined {
  return item.href ?? item.items?.map(cardHref).find((href) => href !== undefined);
}

function Card(props: { item: DocCardItem }) {
  const href = cardHref(props.item);
  const body = (
    <>
      <span className="card-title">{props.item.label}</span>
      {props.item.description ? (
        <span className="card-description">{props.item.description}</span>
      ) : props.item.items ? (
        <span className="card-description">{props.item.items.length} items</span>
      ) : null}
    </>
  );
  return href ? (
    <a href={href} className="card-link">
      {body}
    </a>
  ) : (
    <span className="card-link">{body}</span>
  );
}

/**
 * `@theme/DocCard`: one page or category as a card, as Docusaurus's `<DocCard item={…} />`; or a card
 * written out, as some presets' DocCard takes it (Ionic's: `href`, `header`, an `img` above, the
 * description as children), so that a page written for one builds and shows its cards.
 */
export function DocCard(props: { item?: DocCardItem; href?: string; header?: ReactNode; title?: ReactNode; img?: string; children?: ReactNode }) {
  if (props.item)
    return (
      <div className="card doc-card">
        <Card item={props.item} />
      </div>
    );
  const title = props.header ?? props.title;
  const body = (
    <>
      {props.img ? <img src={props.img} alt="" className="card-image" loading="lazy" /> : null}
      {title ? <span className="card-title">{title}</span> : null}
      {props.children ? <div className="card-description">{props.children}</div> : null}
    </>
  );
  return (
    <div className="card doc-card">
      {props.href ? (
        <a href={props.href} className="card-link">
          {body}
        </a>
      ) : (
        <div className="card-link">{body}</div>
      )}
    </div>
  );
}

/** `@theme/DocCardList`: the pages of the doc's category as cards (the category page's cards), or the items or cards it is given. */
export function DocCardList(props: { items?: DocCardItem[]; children?: ReactNode }) {
  const page = useMdxPage();
  if (props.children !== undefined && props.items === undefined) return <div className="card-list doc-card-list">{props.children}</div>;
  const cards = props.items ?? page.category?.cards ?? [];
  return (
    <ul className="card-list doc-card-list">
      {cards.map((card) => (
        <li key={cardHref(card) ?? card.label} className="card">
          <Card item={card} />
        </li>
      ))}
    </ul>
  );
}
