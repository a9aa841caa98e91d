import { discardCrashPage } from '../errors/crash-page.tsx';
import { clearLoadFailures } from '../errors/load-error.tsx';
import { hydrateIslands, unmountIslands } from '../hydrate.tsx';
import { loadPage } from './page-cache.ts';
import { navigableUrl, pageKey } from './page-url.ts';
import { installPrefetch, observeLinks } from './prefetch.ts';
import { startProgress } from './progress.ts';
import { REFRESH_EVENT } from '../site-events.ts';
import { captureSidebar, sameAssets, swapPage } from './swap.ts';
import { rememberPageVersion } from '../preferred-version.ts';

interface EntryState {
  /** The page's scroll position when the reader left it. */
  scroll?: number;
}

/** The page shown now (path and query), and the navigation in flight: a newer one supersedes it. */
let shown = pageKey(new URL(window.location.href));
let latest = 0;

function saveScroll(): void {
  const state = (window.history.state ?? {}) as EntryState;
  window.history.replaceState({ ...state, scroll: window.scrollY }, '');
}

function scrollTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Tells screen readers which page opened; keyboard focus returns to the top (the skip link is next). */
function announce(): void {
  let announcer = document.getElementById('route-announcer');
  if (!announcer) {
    announcer = document.createElement('div');
    announcer.id = 'route-announcer';
    announcer.className = 'sr-only';
    announcer.setAttribute('aria-live', 'assertive');
    announcer.setAttribute('aria-atomic', 'true');
    document.body.append(announcer);
  }
  announcer.textContent = document.title;
  const body = document.body;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
}

/**
 * Shows the page at `url` without a full reload: fetch its HTML, swap the page, update the URL,
 * title, scroll and focus, hydrate its islands. Any failure falls back to the browser loading it.
 */
async function navigate(url: URL, how: { push: boolean; scroll?: number; refresh?: boolean }): Promise<void> {
  const id = ++latest;
  if (how.push) saveScroll();
  const progress = startProgress();
  try {
    const page = await loadPage(url);
    // A newer navigation took over (its own bar runs).
    if (id !== latest) {
      progress.done();
      return;
    }
    const next = new DOMParser().parseFromString(page.html, 'text/html');
    if (!sameAssets(next)) throw new Error('the page uses other assets (the site was rebuilt)');
    const target = new URL(page.url);
    target.hash = url.hash;
    const sidebar = captureSidebar();
    unmountIslands();
    discardCrashPage();
    clearLoadFailures();
    swapPage(next, sidebar);
    rememberPageVersion();
    shown = pageKey(target);
    if (how.push) window.history.pushState({} satisfies EntryState, '', target.href);
    else if (target.href !== window.location.href) window.history.replaceState(window.history.state, '', target.href);
    const anchor = scrollTarget(target.hash);
    // A new page starts where a full load would put it, without the smooth scrolling in-page links get.
    if (how.scroll !== undefined) window.scrollTo({ top: how.scroll, behavior: 'instant' });
    else if (anchor) anchor.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
    // A refresh of the page being read (watch mode) leaves focus where the reader has it.
    if (!how.refresh) announce();
    progress.done();
    observeLinks();
    void hydrateIslands();
  } catch {
    progress.done();
    if (id !== latest) return;
    // SPEC §8: a route that fails to load is loaded by the browser itself.
    if (how.push) window.location.assign(url.href);
    else window.location.reload();
  }
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = navigableUrl(event.target);
  if (!url) return;
  // An anchor on this page: the browser scrolls to it (and back/forward return here).
  if (pageKey(url) === shown && url.hash) return;
  event.preventDefault();
  void navigate(url, { push: url.href !== window.location.href });
}

function onPopState(event: PopStateEvent): void {
  const url = new URL(window.location.href);
  if (pageKey(url) === shown) return;
  void navigate(url, { push: false, scroll: (event.state as EntryState | null)?.scroll });
}

/** Client navigation for internal links, back and forward, with prefetching. */
export function startNavigation(): void {
  if (!('pushState' in window.history) || !('DOMParser' in window)) return;
  window.history.scrollRestoration = 'manual';
  const restored = (window.history.state as EntryState | null)?.scroll;
  if (restored !== undefined && !window.location.hash) window.scrollTo({ top: restored, behavior: 'instant' });
  let timer = 0;
  window.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(saveScroll, 150);
    },
    { passive: true },
  );
  window.addEventListener('pagehide', saveScroll);
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  window.addEventListener(REFRESH_EVENT, (event) => {
    event.preventDefault();
    void navigate(new URL(window.location.href), { push: false, scroll: window.scrollY, refresh: true });
  });
  installPrefetch(() => shown);
}
