import type { CategoryPageData } from '../../site/types.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Pagination } from './Pagination.tsx';

/** A generated index: title, description and a card per item. */
export function CategoryPage(props: { page: CategoryPageData }) {
  const { page } = props;
  return (
    <>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <article className="doc generated-index">
        <header>
          <h1>{page.title}</h1>
          {page.description ? <p className="generated-index-description">{page.description}</p> : null}
        </header>
        <ul className="card-grid">
          {page.cards.map((card) => (
            <li key={card.href} className="card-item">
              <a className="card" href={card.href}>
                <h2 className="card-title">
                  <span aria-hidden="true" className="card-icon">
                    {card.itemCount === undefined ? '📄️' : '🗃️'}
                  </span>
                  {card.label}
                </h2>
                {card.description ? <p className="card-description">{card.description}</p> : null}
              </a>
            </li>
          ))}
        </ul>
      </article>
      <Pagination prev={page.prev} next={page.next} />
    </>
  );
}
