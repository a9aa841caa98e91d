import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface CodeTabsProps {
  /** One per panel, in order: the language key (shared across groups) and the tab's label. */
  tabs: { key: string; label: string; panelId: string }[];
  /** localStorage key that remembers the reader's language across pages. */
  storageKey: string;
}

const EVENT = 'portal:tab-choice';

/**
 * Tabs for panels rendered by the server next to them (every panel is in the HTML and shows with
 * JavaScript off). Choosing a language applies to every tab group on the page and is remembered.
 */
export function CodeTabs(props: CodeTabsProps) {
  const [selected, setSelected] = useState(props.tabs[0]?.key ?? '');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    const stored = window.localStorage.getItem(props.storageKey);
    if (stored && props.tabs.some((t) => t.key === stored)) setSelected(stored);
    const onChoice = (event: Event) => {
      const key = (event as CustomEvent<{ storageKey: string; key: string }>).detail;
      if (key.storageKey === props.storageKey && props.tabs.some((t) => t.key === key.key)) setSelected(key.key);
    };
    window.addEventListener(EVENT, onChoice);
    return () => window.removeEventListener(EVENT, onChoice);
  }, [props.storageKey, props.tabs]);

  useEffect(() => {
    for (const tab of props.tabs) {
      const panel = document.getElementById(tab.panelId);
      if (panel) panel.hidden = tab.key !== selected;
    }
  }, [selected, props.tabs]);

  const choose = (key: string) => {
    setSelected(key);
    window.localStorage.setItem(props.storageKey, key);
    window.dispatchEvent(new CustomEvent(EVENT, { detail: { storageKey: props.storageKey, key } }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = props.tabs.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
    if (next < 0) return;
    event.preventDefault();
    choose(props.tabs[next]!.key);
    const button = buttons.current[next];
    button?.focus();
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div role="tablist" className="code-tabs-list" aria-label="Language">
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
  );
}
