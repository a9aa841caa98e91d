import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface DocTabsProps {
  /** One per panel, in order: the tab's value, its label and the id of its panel. */
  tabs: { value: string; label: string; panelId: string }[];
  /** The tab shown first (Docusaurus's `defaultValue`, else the `default` item, else the first). */
  defaultValue: string;
  /** Tabs with one `groupId` choose together, on the page and across pages (remembered in localStorage). */
  groupId?: string;
  /** The URL search parameter that selects a tab and records the choice (`true`: the groupId). */
  queryString?: string;
}

const EVENT = 'portal:doc-tab-choice';
const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

/**
 * Docusaurus's `<Tabs>` in the browser: a tab list for panels the server rendered beside it (all
 * of them show without JavaScript). The ARIA tabs pattern: arrow keys, Home and End move the choice.
 */
export function DocTabs(props: DocTabsProps) {
  const [selected, setSelected] = useState(props.defaultValue);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const has = (value: string | null): value is string => value !== null && props.tabs.some((t) => t.value === value);

  useEffect(() => {
    const fromQuery = props.queryString ? new URLSearchParams(window.location.search).get(props.queryString) : null;
    const stored = props.groupId ? window.localStorage.getItem(storageKey(props.groupId)) : null;
    if (has(fromQuery)) setSelected(fromQuery);
    else if (has(stored)) setSelected(stored);
    if (!props.groupId) return;
    const onChoice = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === props.groupId && has(detail.value)) setSelected(detail.value);
    };
    const onStorage = (event: StorageEvent) => {
      if (props.groupId && event.key === storageKey(props.groupId) && has(event.newValue)) setSelected(event.newValue);
    };
    window.addEventListener(EVENT, onChoice);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(EVENT, onChoice);
      window.removeEventListener('storage', onStorage);
    };
  }, [props.groupId, props.queryString, props.tabs]);

  useEffect(() => {
    for (const tab of props.tabs) {
      const panel = document.getElementById(tab.panelId);
      if (panel) panel.hidden = tab.value !== selected;
    }
    // Until now the stylesheet showed the first panel only (no shift while the page loads); the panels' `hidden` decides from here.
    document
      .getElementById(props.tabs[0]?.panelId ?? '')
      ?.closest('.code-tabs')
      ?.setAttribute('data-ready', '');
  }, [selected, props.tabs]);

  const choose = (value: string) => {
    setSelected(value);
    if (props.queryString) {
      const url = new URL(window.location.href);
      url.searchParams.set(props.queryString, value);
      window.history.replaceState(window.history.state, '', url);
    }
    if (!props.groupId) return;
    window.localStorage.setItem(storageKey(props.groupId), value);
    window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId: props.groupId, value } }));
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
    choose(props.tabs[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div role="tablist" className="code-tabs-list doc-tabs-list" aria-orientation="horizontal">
      {props.tabs.map((tab, i) => (
        <button
          key={tab.value}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${tab.panelId}-tab`}
          aria-selected={tab.value === selected}
          aria-controls={tab.panelId}
          tabIndex={tab.value === selected ? 0 : -1}
          className="code-tab"
          onClick={() => choose(tab.value)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
