import { prefetchPage } from './page-cache.ts';
import { navigableUrl, pageKey } from './page-url.ts';

const HOVER_DELAY_MS = 50;

function saveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

let observer: IntersectionObserver | undefined;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/**
 * Prefetches a page when its link is hovered, focused or touched, and links of the main column
 * (content, pagination, breadcrumbs) when they scroll into view, at low priority when idle.
 */
export function installPrefetch(currentKey: () => string): void {
  const wanted = (target: EventTarget | null): URL | undefined => {
    const url = navigableUrl(target);
    return url && pageKey(url) !== currentKey() ? url : undefined;
  };
  let hover: { url: URL; timer: number } | undefined;
  document.addEventListener('mouseover', (event) => {
    const url = wanted(event.target);
    if (!url || (hover && pageKey(hover.url) === pageKey(url))) return;
    if (hover) window.clearTimeout(hover.timer);
    hover = { url, timer: window.setTimeout(() => prefetchPage(url), HOVER_DELAY_MS) };
  });
  document.addEventListener('mouseout', (event) => {
    const url = navigableUrl(event.target);
    if (hover && url && pageKey(url) === pageKey(hover.url)) {
      window.clearTimeout(hover.timer);
      hover = undefined;
    }
  });
  const now = (event: Event) => {
    const url = wanted(event.target);
    if (url) prefetchPage(url);
  };
  document.addEventListener('focusin', now);
  document.addEventListener('touchstart', now, { passive: true });

  if (!('IntersectionObserver' in window) || saveData()) return;
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      const url = wanted(entry.target);
      if (!url) continue;
      whenIdle(() => prefetchPage(url));
    }
  });
  observeLinks();
}

/** Watches the main column's links of the page now shown (called after every page swap). */
export function observeLinks(): void {
  if (!observer) return;
  observer.disconnect();
  for (const link of document.querySelectorAll('#main-content a[href]')) observer.observe(link);
}
