/** Is this URL something other than a path on this site (`https:`, `mailto:`, `//cdn`, `data:`)? */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/** decodeURIComponent that leaves a malformed escape as it is (a writer's `100%` must not stop the build). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Absolute URL of a route on the configured site URL, under its base path (`https://x.example/docs/guides/y`). */
export function absoluteUrl(route: string, config: { url: string; baseUrl?: string }): string {
  const path = withBase(route, config.baseUrl ?? '/');
  return new URL(path, config.url.endsWith('/') ? config.url : `${config.url}/`).href.replace(/\/$/, route === '/' ? '/' : '');
}

/**
 * A site path as served under the base path `base` (the config's `baseUrl`, `/` or `/docs/`), by
 * Docusaurus's rule: `/guides/x` → `/docs/guides/x`; a path that already starts with the base
 * (`/docs/guides/x`, or `/docs` itself) is left as written, so links written either way resolve.
 * External URLs, `#anchors` and relative paths are returned as they are.
 */
export function withBase(url: string, base: string): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  if (url.startsWith(base)) return url;
  const bare = base.slice(0, -1);
  if (url === bare || url.startsWith(`${bare}#`) || url.startsWith(`${bare}?`)) return url;
  return bare + url;
}

/**
 * The site path a root-relative URL stands for, the inverse of `withBase`: `/docs/guides/x` →
 * `/guides/x`, `/docs` → `/`; a path without the base is already a site path (as Docusaurus reads it).
 */
export function withoutBase(url: string, base: string): string {
  if (base === '/' || !url.startsWith('/')) return url;
  const bare = base.slice(0, -1);
  if (url.startsWith(base)) return url.slice(bare.length);
  if (url === bare || url.startsWith(`${bare}#`) || url.startsWith(`${bare}?`)) return `/${url.slice(bare.length)}`;
  return url;
}
