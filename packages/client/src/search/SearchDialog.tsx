import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { loadPagefind, searchSite, type SearchHit } from './pagefind-client.ts';

/** The result groups in the order they are shown. */
const GROUPS = ['Guides', 'API', 'Changelog'];

type Status = 'idle' | 'searching' | 'done' | 'failed';

/** Results grouped in the order of GROUPS (unknown groups last), keeping the ranking inside each group. */
function grouped(hits: SearchHit[]): { group: string; hits: SearchHit[] }[] {
  const names = [...new Set([...GROUPS, ...hits.map((h) => h.group)])];
  return names.map((group) => ({ group, hits: hits.filter((h) => h.group === group) })).filter((g) => g.hits.length);
}

/**
 * The search dialog: a modal `<dialog>` with a combobox and a grid of results (each a link) grouped as Guides,
 * API and Changelog. Arrow keys move, Enter opens (through client navigation: the link is clicked),
 * Escape closes; Tab stays inside.
 */
export default function SearchDialog(props: { onClose: () => void; /** What was typed while the dialog loaded: the first query. */ takeTyped?: () => string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(() => props.takeTyped?.() ?? '');
  const [hits, setHits] = useState<SearchHit[]>([]);
  // The query the shown results belong to (`data-results-for`, which `pnpm bench:search` times).
  const [shown, setShown] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(0);
  const ids = useId();
  const groups = useMemo(() => grouped(hits), [hits]);
  const ordered = useMemo(() => groups.flatMap((g) => g.hits), [groups]);

  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!el.open) el.showModal();
    input.current?.focus();
    void loadPagefind().catch(() => setStatus('failed'));
    return () => el.close();
  }, []);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setHits([]);
      setShown('');
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus('searching');
    searchSite(text, () => current).then(
      (found) => {
        if (!current || !found) return;
        setHits(found);
        setShown(text);
        setActive(0);
        setStatus('done');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const optionId = (i: number) => `${ids}-option-${i}`;
  const open = (i: number) => {
    const link = document.getElementById(optionId(i))?.querySelector('a');
    if (!link) return;
    props.onClose();
    // The document's click handler opens the route through client navigation.
    link.click();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!ordered.length) return;
      const next = (active + (event.key === 'ArrowDown' ? 1 : -1) + ordered.length) % ordered.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && event.target === input.current && ordered.length) {
      event.preventDefault();
      open(active);
    } else if (event.key === 'Tab') {
      // Focus stays in the dialog: the input and the close button.
      const focusables = [...(dialog.current?.querySelectorAll<HTMLElement>('input, button') ?? [])];
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
  const expanded = ordered.length > 0;
  let index = 0;
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
        <div id={listId} role="grid" aria-label="Search results" className="search-results" data-results-for={shown}>
          {groups.map((g) => (
            <div key={g.group} role="rowgroup" aria-labelledby={`${ids}-group-${g.group}`} className="search-group">
              <div id={`${ids}-group-${g.group}`} className="search-group-label" aria-hidden="true">
                {g.group}
              </div>
              {g.hits.map((hit) => {
                const i = index++;
                return (
                  <div key={hit.id} role="row" className="search-row">
                    <div id={optionId(i)} role="gridcell" aria-selected={i === active} className="search-option" onMouseMove={() => setActive(i)}>
                      <a tabIndex={-1} href={hit.href} className="search-hit" onClick={() => props.onClose()}>
                        <span className="search-hit-title">{hit.title}</span>
                        {hit.heading ? <span className="search-hit-heading">{hit.heading}</span> : null}
                        {/* Pagefind escapes the page's text and adds only <mark>. */}
                        <span className="search-hit-excerpt" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
                      </a>
                    </div>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <p className="search-status" role="status">
          {status === 'failed' ? 'Search is not available: the index could not be loaded.' : status === 'done' && !ordered.length ? `No results for “${query.trim()}”.` : status === 'done' ? `${ordered.length} results` : ''}
        </p>
      </div>
    </dialog>
  );
}
