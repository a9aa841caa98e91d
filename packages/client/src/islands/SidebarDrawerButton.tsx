import { useCallback, useEffect, useRef, useState } from 'react';

export interface SidebarDrawerButtonProps {
  /** Id of the sidebar container that becomes a drawer below the breakpoint. */
  drawerId: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The navbar's menu button below 997 px: opens the menu drawer (the page's sidebar, or the navbar's links when
 * the page has none), moves focus into it and keeps it there; its "Back to main menu" shows the navbar's links.
 * Escape, the button, the drawer's close button, the backdrop or following a link closes it.
 */
export function SidebarDrawerButton(props: SidebarDrawerButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    const drawer = document.getElementById(props.drawerId);
    if (!drawer) return;
    drawer.toggleAttribute('data-open', open);
    document.documentElement.toggleAttribute('data-drawer-open', open);
    if (!open) return;
    // Each opening starts at the page's own sidebar, as Docusaurus's drawer does.
    const startLevel = drawer.querySelector('.drawer-panel') ? 'sidebar' : 'main';
    drawer.setAttribute('data-level', startLevel);
    const focusables = () =>
      [button.current, ...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el): el is HTMLElement => !!el && el.offsetParent !== null);
    const current = drawer.querySelector<HTMLElement>('.drawer-panel [aria-current="page"]');
    (current ?? drawer.querySelector<HTMLElement>('.drawer-close'))?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== 'Tab') return;
      // The menu button and the drawer are apart in the page: Tab moves through them alone, in a ring.
      const list = focusables();
      if (!list.length) return;
      event.preventDefault();
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + list.length) % list.length;
      list[next]!.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target.closest('.drawer-close')) close(true);
      else if (target.closest('.drawer-back')) {
        drawer.setAttribute('data-level', 'main');
        drawer.querySelector<HTMLElement>('.drawer-main-menu a')?.focus();
      } else if (target.closest('a[href]') || target === drawer) close(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!drawer.contains(target) && !button.current?.contains(target)) close(false);
    };
    const onResize = () => {
      if (window.matchMedia('(min-width: 997px)').matches) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    drawer.addEventListener('click', onClick);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
      drawer.removeEventListener('click', onClick);
      window.removeEventListener('resize', onResize);
      // Closing, or the page being replaced by client navigation, releases the page behind.
      drawer.removeAttribute('data-open');
      document.documentElement.removeAttribute('data-drawer-open');
    };
  }, [open, props.drawerId, close]);

  return (
    <button
      ref={button}
      type="button"
      className="navbar-menu-button"
      aria-label="Toggle navigation bar"
      aria-expanded={open}
      aria-controls={props.drawerId}
      onClick={() => setOpen((o) => !o)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        {open ? (
          <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z" />
        ) : (
          <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        )}
      </svg>
    </button>
  );
}
