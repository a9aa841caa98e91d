import { SITE_CHANGED_EVENT } from '../site-events.ts';
import { pageKey } from './page-url.ts';

export interface LoadedPage {
  /** The URL the response came from (after redirects). */
  url: string;
  html: string;
}

/** Pages fetched or prefetched in this tab, most recently used last; a failed load is forgotten. */
const MAX_PAGES = 40;
const cache = new Map<string, Promise<LoadedPage>>();

window.addEventListener(SITE_CHANGED_EVENT, () => cache.clear());

async function fetchPage(key: string, priority: 'high' | 'low'): Promise<LoadedPage> {
  const response = await fetch(key, { credentials: 'same-origin', headers: { accept: 'text/html' }, priority } as RequestInit);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  if (!response.headers.get('content-type')?.includes('text/html')) throw new Error(`${key} is not an HTML page`);
  return { url: response.url, html: await response.text() };
}

/** The page at `url`, from the cache when it was prefetched. */
export function loadPage(url: URL, priority: 'high' | 'low' = 'high'): Promise<LoadedPage> {
  const key = pageKey(url);
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const loading = fetchPage(key, priority);
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_PAGES) break;
    cache.delete(oldest);
  }
  return loading;
}

/** Starts loading a page the reader is likely to open; errors wait for the real navigation. */
export function prefetchPage(url: URL): void {
  loadPage(url, 'low').catch(() => undefined);
}
