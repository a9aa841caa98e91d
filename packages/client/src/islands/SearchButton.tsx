import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

// The dialog and the index client download on first use only: a page that never opens search loads this button alone.
const SearchDialog = lazy(() => import('../search/SearchDialog.tsx'));

/** Is the reader typing somewhere, so that `/` is a character and not the shortcut? */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

/** The navbar's search button with its shortcut hint; it, Ctrl+K, ⌘K and `/` open the search dialog. */
export function SearchButton(_props: Record<string, never>) {
  const [open, setOpen] = useState(false);
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // What the reader types while the dialog's code is still loading (Ctrl+K, then typing at once) becomes its first query.
  const typed = useRef<{ text: string; stop: () => void }>();
  /**
   * Opens the dialog and captures keys from this moment on (an effect would start after React's next
   * render, and the first key typed at once was lost), until the dialog takes them or closes.
   */
  const openSearch = useCallback(() => {
    if (typed.current) return; // already open
    const capture = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (event.key.length === 1) buffer.text += event.key;
      else if (event.key === 'Backspace') buffer.text = buffer.text.slice(0, -1);
      else return;
      event.preventDefault();
    };
    const buffer = { text: '', stop: () => document.removeEventListener('keydown', capture) };
    typed.current = buffer;
    document.addEventListener('keydown', capture);
    setOpen(true);
  }, []);
  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (shortcut || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target))) {
        event.preventDefault();
        openSearch();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      typed.current?.stop();
    };
  }, [openSearch]);
  /** Hands the dialog what was typed so far, and stops capturing: from now on its input has the focus. */
  const takeTyped = useCallback(() => {
    const buffer = typed.current;
    buffer?.stop();
    return buffer?.text ?? '';
  }, []);
  const close = useCallback(() => {
    typed.current?.stop();
    typed.current = undefined;
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <button ref={button} type="button" className="search-button" aria-keyshortcuts="Control+K Meta+K /" onClick={openSearch}>
        <svg className="search-button-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" fill="currentColor" />
        </svg>
        <span className="search-button-label">Search</span>
        <kbd className="search-button-keys" aria-hidden="true">
          {mac ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} takeTyped={takeTyped} />
        </Suspense>
      ) : null}
    </>
  );
}
