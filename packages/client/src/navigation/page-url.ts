import { SITE_BASE } from '../base-url.ts';

/** Paths that name a file rather than a page: the browser downloads or shows these itself. */
const FILE_EXTENSION = /\.(?:ya?ml|json|xml|txt|pdf|zip|gz|csv|png|jpe?g|gif|svg|webp|avif|ico|css|m?js|map|woff2?)$/i;

/** A page's identity for navigation and the cache: path and query, without the hash. */
export function pageKey(url: URL): string {
  return url.pathname + url.search;
}

/** The URL of a link that client navigation may follow: same origin under the site's base path, same tab, a page (not a file). */
export function navigableUrl(target: EventTarget | null): URL | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.relList.contains('external')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(SITE_BASE) || FILE_EXTENSION.test(url.pathname)) return undefined;
  return url;
}
