import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { loadIndex, type SearchHit } from './index-client.ts';
import { rememberSearch, recentSearches } from './recent-searches.ts';
import { useSearch } from './use-search.ts';

/** What the arrow keys move through: the hits, a "Show more results" when there are more, or the recent searches. */
type Item = { kind: 'hit'; hit: SearchHit } | { kind: 'more'; left: number } | { kind: 'recent'; query: string };

/**
 * The search dialog: a modal `<dialog>` with a combobox and a grid of results (each a link): guides,
 * operations and posts in one list, best first, each with its group and page as a breadcrumb, and a
 * "Show more results" when there are more. Before anything is typed it offers the recent searches.
 * Arrow keys move, Enter opens (through client navigation: the link is clicked) or shows more,
 * Escape closes; Tab stays inside.
 */
export default function SearchDialog(props: { onClose: () => void /** What was typed while the dialog loaded: the first query. */; takeTyped?: () => string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // `shown` is the query the shown results belong to (`data-results-for`, which `pnpm bench:search` times).
  const { results, hits, shown, status, showMore } = useSearch(query);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const [recent] = useState(recentSearches);
  const ids = useId();
  const items = useMemo((): Item[] => {
    if (!query.trim()) return recent.map((q): Item => ({ kind: 'recent', query: q }));
    const shownHits = hits.map((hit): Item => ({ kind: 'hit', hit }));
    return results.length > hits.length ? [...shownHits, { kind: 'more', left: results.length - hits.length }] : shownHits;
  }, [query, recent, results, hits]);
  const total = results.length;

  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) el.showModal();
    input.current?.focus();
    // Keys typed while the dialog's code loaded, and while React rendered it (a render can yield to the browser),
    // were captured by the button until now, when the input has the focus: they become the first query. The state
    // update of a layout effect is applied before the browser handles another event, so no key falls between.
    const typed = props.takeTyped?.();
    if (typed) setQuery(typed);
    // The index starts loading as the dialog opens, while the reader types.
    void loadIndex().catch(() => setFailed(true));
    return () => el.close();
  }, []);
  // New results start at the first one.
  useLayoutEffect(() => setActive(0), [shown]);

  const optionId = (i: number) => `${ids}-option-${i}`;
  const open = (i: number) => {
    const item = items[i];
    if (item?.kind === 'more') return showMore();
    if (item?.kind === 'recent') return setQuery(item.query);
    const link = document.getElementById(optionId(i))?.querySelector('a');
    if (!link) return;
    rememberSearch(query);
    props.onClose();
    // The document's click handler opens the route through client navigation.
    link.click();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!items.length) return;
      const next = (active + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && event.target === input.current && items.length) {
      event.preventDefault();
      open(active);
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: the input and the close button (the results are reached with the arrow keys).
      const focusables = [...(dialog.current?.querySelectorAll<HTMLElement>('input, button:not([tabindex="-1"])') ?? [])];
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const listId = `${ids}-list`;
  const expanded = items.length > 0;
  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-modal="true"
      aria-label="Search"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === dialog.current) props.onClose();
      }}
    >
      <div className="search-panel">
        <div className="search-field">
          <input
            ref={input}
            type="text"
            className="search-input"
            role="combobox"
            aria-label="Search the docs"
            aria-autocomplete="list"
            aria-haspopup="grid"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded ? optionId(active) : undefined}
            placeholder="Search guides and API"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className="search-close" onClick={props.onClose}>
            Close
          </button>
        </div>
        {/* A grid rather than a listbox: its cells may hold links, so every result is a real link (an option may not). */}
        <div id={listId} role="grid" aria-label={query.trim() ? 'Search results' : 'Recent searches'} className="search-results" data-results-for={shown}>
          {!query.trim() && recent.length ? (
            <div className="search-group-label" aria-hidden="true">
              Recent searches
            </div>
          ) : null}
          {items.map((item, i) => (
            <div key={item.kind === 'hit' ? item.hit.id : item.kind === 'recent' ? `recent-${item.query}` : 'more'} role="row" className="search-row">
              <div id={optionId(i)} role="gridcell" aria-selected={i === active} className="search-option" onMouseMove={() => setActive(i)}>
                {item.kind === 'hit' ? (
                  <a
                    tabIndex={-1}
                    href={item.hit.href}
                    className="search-hit"
                    onClick={() => {
                      rememberSearch(query);
                      props.onClose();
                    }}
                  >
                    <span className="search-hit-path">
                      <span className="search-hit-group">{item.hit.group}</span>
                      {item.hit.page ? <span className="search-hit-page">{item.hit.page}</span> : null}
                    </span>
                    <span className="search-hit-title">{item.hit.title}</span>
                    {/* The excerpt is the page's text escaped, with only <mark> added (index-client.ts). */}
                    <span className="search-hit-excerpt" dangerouslySetInnerHTML={{ __html: item.hit.excerpt }} />
                  </a>
                ) : (
                  // Pressed with the mouse, it leaves the focus in the input, where the arrow keys work.
                  <button
                    type="button"
                    tabIndex={-1}
                    className={item.kind === 'more' ? 'search-more' : 'search-recent'}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => (item.kind === 'more' ? showMore() : setQuery(item.query))}
                  >
                    {item.kind === 'more' ? `Show more results (${item.left} more)` : item.query}
                  </button>
                )}
              </div>
            </div>
          ))}
        </div>
        <p className="search-status" role="status">
          {(failed && status !== 'done') || status === 'failed'
            ? 'Search is not available: the index could not be loaded.'
            : status === 'done' && !total
              ? `No results for “${shown}”. Check the spelling, or try fewer or other words.`
              : status === 'done'
                ? `${total} results`
                : !query.trim() && !recent.length
                  ? 'Search guides, API operations and the changelog.'
                  : ''}
        </p>
        <p className="search-keys" aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to move
          </span>
          <span>
            <kbd>↵</kbd> to open
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </p>
      </div>
    </dialog>
  );
}
