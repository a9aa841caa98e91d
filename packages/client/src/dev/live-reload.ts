import { LIVE_EVENTS_PATH, REFRESH_EVENT, SITE_CHANGED_EVENT } from '../site-events.ts';
import { hideOverlay, overlayShown, showOverlay, type OverlayError } from './error-overlay.ts';
import { withBase } from '../base-url.ts';

/** `/docs/guides/x` → `/guides/x` under the base `/docs/`. */
function withoutBase(path: string): string {
  const bare = base.slice(0, -1);
  return base !== '/' && (path === bare || path.startsWith(base)) ? `/${path.slice(base.length)}` : path;
}

/**
 * The live-reload client `portal watch` puts at the end of every page it serves. It listens to
 * the dev server's events (server-sent events on /__portal/events, under the site's base path):
 *
 * - `hello {id, build}`: sent on (re)connecting; a page from an older build or an earlier server reloads;
 * - `reload {routes}`: reloads the current URL when its page is among the changed routes (or an error overlay is up);
 * - `css {href}`: swaps the stylesheet without a reload;
 * - `build-error {errors}`: shows the error overlay until the next reload.
 *
 * Client-side navigation keeps this document, so the script guards against installing twice.
 */

declare global {
  interface Window {
    /** Set once the client runs; counts the events it handled (tests wait on it). */
    __portalLiveReload?: { events: number };
  }
}

/** The site's base path, as the dev server gives it on this script (`data-base`). */
let base = '/';

/** The route of the current URL, as the server names pages (no trailing slash, `/404` for the not-found page). */
function currentRoute(): string {
  if (document.body.classList.contains('page-not-found')) return '/404';
  const path = withoutBase(decodeURIComponent(location.pathname).replace(/\/index\.html$/, '/'));
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function data<T>(event: Event): T {
  const state = window.__portalLiveReload;
  if (state) state.events++;
  return JSON.parse((event as MessageEvent<string>).data) as T;
}

function start(): void {
  if (window.__portalLiveReload) return;
  const state = { events: 0 };
  window.__portalLiveReload = state;
  const script = document.currentScript;
  const loadedBuild = script?.getAttribute('data-build') ?? '';
  base = script?.getAttribute('data-base') ?? '/';
  let server: string | undefined;
  const reload = () => location.reload();
  /** The changed page in place (client navigation swaps it in, keeping the scroll), else a reload. */
  const refresh = () => {
    const event = new Event(REFRESH_EVENT, { cancelable: true });
    window.dispatchEvent(event);
    if (!event.defaultPrevented) reload();
  };
  // Under the site's base path, as everything the dev server serves (a proxy may forward only that path).
  const source = new EventSource(withBase(LIVE_EVENTS_PATH, base));
  source.addEventListener('hello', (event) => {
    const hello = data<{ id: string; build: string }>(event);
    // A page rendered before an edit this tab did not hear of (it was loading, or the server restarted).
    if ((server !== undefined && server !== hello.id) || (server === undefined && loadedBuild && loadedBuild !== hello.build)) reload();
    server = hello.id;
  });
  source.addEventListener('reload', (event) => {
    const { routes } = data<{ routes: string[] }>(event);
    // Pages fetched ahead by client navigation may be among the changed ones.
    window.dispatchEvent(new Event(SITE_CHANGED_EVENT));
    if (overlayShown()) reload();
    else if (routes.includes(currentRoute())) refresh();
  });
  source.addEventListener('css', (event) => {
    const href = withBase(data<{ href: string }>(event).href, base);
    const path = new URL(href, location.href).pathname;
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      if (new URL(link.href, location.href).pathname === path) link.href = href;
    }
  });
  source.addEventListener('build-error', (event) => {
    const { errors } = data<{ errors: OverlayError[] }>(event);
    if (errors.length) showOverlay(errors);
    else hideOverlay();
  });
}

start();
