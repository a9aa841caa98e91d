import type { CategoryPageData } from '../../site/types.ts';
import { Pagination } from './Pagination.tsx';

const DOC_ICON = 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13h8v1.5H8V13Zm0 3.5h8V18H8v-1.5Z';
const FOLDER_ICON = 'M3 5a2 2 0 0 1 2-2h4.6l2 2H19a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5Zm2 0v13h14V7h-8.2l-2-2H5Z';

/** A generated index: title, description and a card per item. */
export function CategoryPage(props: { page: CategoryPageData }) {
  const { page } = props;
  return (
    <>
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
                  <svg className="card-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path fill="currentColor" d={card.itemCount === undefined ? DOC_ICON : FOLDER_ICON} />
                  </svg>
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
