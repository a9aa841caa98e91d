import { useEffect, useState, type ReactNode } from 'react';

export { Head, interpolate, Interpolate, translate, Translate } from './docusaurus-text.tsx';

/**
 * Docusaurus's modules as a hydrated site component sees them in the browser; the server's are in
 * renderer/src/markdown/mdx/theme/docusaurus-hooks.tsx and render the same first HTML, so hydration matches.
 * bundle-site-islands.ts maps `@docusaurus/…` imports here.
 */

/** The site's config, set when the site's chunks are bundled. */
declare const __PORTAL_SITE__: { title: string; tagline?: string; url: string; baseUrl?: string; defaultMode: 'light' | 'dark' };

/** `@docusaurus/useIsBrowser`: false while hydrating (as on the server), true once mounted. */
export function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** `@docusaurus/BrowserOnly`: the fallback (as the server rendered it), then the children once hydrated. */
export function BrowserOnly(props: { children?: () => ReactNode; fallback?: ReactNode }) {
  const browser = useIsBrowser();
  return <>{browser && props.children ? props.children() : (props.fallback ?? null)}</>;
}

/** `@docusaurus/useDocusaurusContext`: the site's config under Docusaurus's names. */
export function useDocusaurusContext() {
  return {
    siteConfig: {
      title: __PORTAL_SITE__.title,
      tagline: __PORTAL_SITE__.tagline,
      url: __PORTAL_SITE__.url,
      baseUrl: __PORTAL_SITE__.baseUrl ?? '/',
      customFields: {},
      themeConfig: {},
    },
    siteMetadata: {},
    globalData: {},
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  };
}

/** `@docusaurus/useBaseUrl`: the path under the site's base path, as on the server. */
export function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
  const base = __PORTAL_SITE__.baseUrl ?? '/';
  const bare = base.slice(0, -1);
  // As the renderer's `withBase` (this module is bundled into site chunks alone: it imports nothing of the client).
  const plain = url.startsWith('/') ? url : `/${url}`;
  const path = base === '/' || plain.startsWith(base) || plain === bare ? plain : bare + plain;
  return options.absolute ? __PORTAL_SITE__.url.replace(/\/$/, '') + path : path;
}

/** `@docusaurus/useBaseUrl`'s named export. */
export function useBaseUrlUtils() {
  return { withBaseUrl: (url: string, options?: { absolute?: boolean }) => useBaseUrl(url, options) };
}

/** `@docusaurus/Link`: a plain link, as on the server. */
export function Link(props: { to?: string; href?: string; children?: ReactNode; [attr: string]: unknown }) {
  const { to, href, children, ...rest } = props;
  return (
    <a {...rest} href={to ?? href}>
      {children}
    </a>
  );
}

/** `@docusaurus/theme-common`'s `useColorMode`: the site's default while hydrating, then the page's mode. */
export function useColorMode() {
  const browser = useIsBrowser();
  const mode = browser && document.documentElement.dataset.theme === 'dark' ? 'dark' : browser ? 'light' : __PORTAL_SITE__.defaultMode;
  return { colorMode: mode, setColorMode: () => undefined, isDarkTheme: mode === 'dark' };
}

/** `@docusaurus/ExecutionEnvironment`: in the browser. */
export const ExecutionEnvironment = { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: true, canUseViewport: true };

/** The page's location: its path while hydrating (as the server rendered it), then the query and hash too, kept current. */
function currentLocation(hydrated: boolean) {
  return {
    pathname: location.pathname,
    search: hydrated ? location.search : '',
    hash: hydrated ? location.hash : '',
    state: hydrated ? (history.state as unknown) : undefined,
  };
}

/** Components that read the location, told when `useHistory().push` or the browser changes it. */
const listeners = new Set<() => void>();
addEventListener('popstate', () => listeners.forEach((listener) => listener()));

/** Tells `listener` of each change of the location until the function it returns is called. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** `@docusaurus/router`'s `useLocation`. */
export function useLocation() {
  const hydrated = useIsBrowser();
  const [, changed] = useState(0);
  useEffect(() => subscribe(() => changed((n) => n + 1)), []);
  return currentLocation(hydrated);
}

/** Goes to `to`: a change of query or hash stays on the page (components re-read the location), another page is loaded. */
function go(to: string | { pathname?: string; search?: string; hash?: string }, replace: boolean): void {
  const href = typeof to === 'string' ? to : `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
  const url = new URL(href, location.href);
  if (url.origin !== location.origin || url.pathname !== location.pathname) {
    location[replace ? 'replace' : 'assign'](url.href);
    return;
  }
  history[replace ? 'replaceState' : 'pushState'](history.state, '', url.href);
  listeners.forEach((listener) => listener());
}

/** `@docusaurus/router`'s `useHistory`. */
export function useHistory() {
  const location = useLocation();
  return {
    location,
    length: history.length,
    action: 'PUSH',
    push: (to: Parameters<typeof go>[0]) => go(to, false),
    replace: (to: Parameters<typeof go>[0]) => go(to, true),
    go: (n: number) => history.go(n),
    goBack: () => history.back(),
    goForward: () => history.forward(),
    listen: subscribe,
    block: () => () => undefined,
    createHref: (to: { pathname?: string } | string) => (typeof to === 'string' ? to : (to.pathname ?? '')),
  };
}
