import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface CodeTabsProps {
  /** One per panel, in order: the key (shared across groups) and the tab's label. */
  tabs: { key: string; label: string; panelId: string }[];
  /** Groups with one key follow each other's choice on the page (a language, a response status). */
  storageKey: string;
  /** Remember the choice across pages in localStorage (languages); false for per-page choices. */
  remember?: boolean;
  /** The tab list's accessible name. */
  label?: string;
}

const EVENT = 'portal:tab-choice';

/**
 * Tabs for panels rendered by the server next to them (every panel is in the HTML and shows with
 * JavaScript off). Choosing a tab applies to every tab group of the same key on the page and, for
 * languages, is remembered. When the tabs overflow, arrow buttons at either edge scroll them.
 */
export function CodeTabs(props: CodeTabsProps) {
  const remember = props.remember !== false;
  const [selected, setSelected] = useState(props.tabs[0]?.key ?? '');
  const [edges, setEdges] = useState({ start: false, end: false });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    const stored = remember ? window.localStorage.getItem(props.storageKey) : null;
    if (stored && props.tabs.some((t) => t.key === stored)) setSelected(stored);
    const onChoice = (event: Event) => {
      const key = (event as CustomEvent<{ storageKey: string; key: string }>).detail;
      if (key.storageKey === props.storageKey && props.tabs.some((t) => t.key === key.key)) setSelected(key.key);
    };
    window.addEventListener(EVENT, onChoice);
    return () => window.removeEventListener(EVENT, onChoice);
  }, [props.storageKey, props.tabs, remember]);

  useEffect(() => {
    for (const tab of props.tabs) {
      const panel = document.getElementById(tab.panelId);
      if (panel) panel.hidden = tab.key !== selected;
    }
    // Until now CSS showed the first panel only (no shift when the panels get `hidden`).
    list.current?.closest('.code-tabs, .api-tabs')?.setAttribute('data-ready', '');
  }, [selected, props.tabs]);

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const update = () => setEdges({ start: el.scrollLeft > 1, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  const choose = (key: string) => {
    setSelected(key);
    if (remember) window.localStorage.setItem(props.storageKey, key);
    window.dispatchEvent(new CustomEvent(EVENT, { detail: { storageKey: props.storageKey, key } }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = props.tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    choose(props.tabs[next]!.key);
    const button = buttons.current[next];
    button?.focus();
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const scrollBy = (direction: 1 | -1) => {
    const el = list.current;
    if (el) el.scrollBy({ left: direction * Math.max(80, el.clientWidth * 0.6), behavior: 'smooth' });
  };

  return (
    <div className="code-tabs-bar">
      <button
        type="button"
        className="code-tabs-arrow code-tabs-arrow-start"
        aria-label="Scroll tabs left"
        tabIndex={-1}
        hidden={!edges.start}
        onClick={() => scrollBy(-1)}
      >
        ‹
      </button>
      <div role="tablist" className="code-tabs-list" aria-label={props.label ?? 'Language'} ref={list}>
        {props.tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${tab.panelId}-tab`}
            aria-selected={tab.key === selected}
            aria-controls={tab.panelId}
            tabIndex={tab.key === selected ? 0 : -1}
            className="code-tab"
            onClick={() => choose(tab.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="code-tabs-arrow code-tabs-arrow-end"
        aria-label="Scroll tabs right"
        tabIndex={-1}
        hidden={!edges.end}
        onClick={() => scrollBy(1)}
      >
        ›
      </button>
    </div>
  );
}
