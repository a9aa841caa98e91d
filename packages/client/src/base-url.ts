/**
 * The site's base path (the config's `baseUrl`, `/` or `/docs/`) in the browser. The client bundle
 * is served from `<base>assets/js/`, so its own URL tells the base; nothing else in the page needs to.
 */
export const SITE_BASE = /* @__PURE__ */ baseOf(import.meta.url);

/**
 * `https://x.example/docs/assets/js/chunk.1.js` → `/docs/`; `/` for a module not served over HTTP
 * (tests) or a script that is not a module (the dev server's inline live-reload script has no URL).
 */
export function baseOf(moduleUrl: string | undefined): string {
  if (typeof moduleUrl !== 'string' || !URL.canParse(moduleUrl)) return '/';
  const url = new URL(moduleUrl);
  if (!/^https?:$/.test(url.protocol)) return '/';
  const at = url.pathname.lastIndexOf('/assets/js/');
  return at === -1 ? '/' : url.pathname.slice(0, at + 1);
}

/**
 * A site path under the base path, by the renderer's rule (renderer/src/url.ts `withBase`, Docusaurus's):
 * `/search/manifest.json` → `/docs/search/manifest.json`; a path already under the base is left as it is.
 */
export function withBase(url: string, base: string = SITE_BASE): string {
  if (base === '/' || !url.startsWith('/') || url.startsWith('//')) return url;
  if (url.startsWith(base)) return url;
  const bare = base.slice(0, -1);
  if (url === bare || url.startsWith(`${bare}#`) || url.startsWith(`${bare}?`)) return url;
  return bare + url;
}
