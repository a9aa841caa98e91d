import { useEffect } from 'react';

/**
 * Shows the element a `#anchor` names when it sits in a closed `<details>` or a hidden tab panel (a
 * property of a collapsed schema, a response behind its status tab): opens the one, chooses the tab
 * of the other, then scrolls to the element. On load and on every hash change; renders nothing.
 */
export function RevealTarget(_props: Record<string, never>) {
  useEffect(() => {
    const reveal = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (!target) return;
      let changed = false;
      for (let node = target.parentElement; node; node = node.parentElement) {
        if (node instanceof HTMLDetailsElement && !node.open) {
          node.open = true;
          changed = true;
        }
        if (node.getAttribute('role') === 'tabpanel' && node.hidden) {
          document.getElementById(`${node.id}-tab`)?.click();
          changed = true;
        }
      }
      if (target instanceof HTMLDetailsElement && !target.open) {
        target.open = true;
        changed = true;
      }
      // A variant chip's item has no box of its own (display: contents): scroll to its chip.
      const box = target.getClientRects().length ? target : (target.querySelector('summary') ?? target);
      if (changed || box !== target) window.setTimeout(() => box.scrollIntoView(), 0);
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);
  return null;
}
