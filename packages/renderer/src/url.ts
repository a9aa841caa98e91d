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

/** Absolute URL of a route on the configured site URL. */
export function absoluteUrl(route: string, config: { url: string }): string {
  return new URL(route, config.url.endsWith('/') ? config.url : `${config.url}/`).href.replace(/\/$/, route === '/' ? '/' : '');
}
