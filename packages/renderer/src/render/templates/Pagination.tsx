import type { NavLink } from '../../site/types.ts';

/** Previous and next page in sidebar order. */
export function Pagination(props: { prev?: NavLink; next?: NavLink }) {
  if (!props.prev && !props.next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {props.prev ? (
        <a className="pagination-link pagination-prev" href={props.prev.href} rel="prev">
          <span className="pagination-sublabel">Previous</span>
          <span className="pagination-label">{`« ${props.prev.label}`}</span>
        </a>
      ) : (
        <span />
      )}
      {props.next ? (
        <a className="pagination-link pagination-next" href={props.next.href} rel="next">
          <span className="pagination-sublabel">Next</span>
          <span className="pagination-label">{`${props.next.label} »`}</span>
        </a>
      ) : null}
    </nav>
  );
}
