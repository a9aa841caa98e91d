/** A server as the request model reads it: a URL template and its variables with their defaults and enums. */
export interface ServerTemplate {
  url: string;
  variables?: { name: string; default?: string; enum?: string[] }[];
}

/**
 * The server's URL with its variables filled: the value given, else the default, else the first enum value.
 * A variable left empty stays `{name}` so the caller can tell the URL is incomplete (see `parseUrl`).
 */
export function serverUrl(server: ServerTemplate, values: Record<string, string | undefined> = {}): string {
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = server.variables?.find((v) => v.name === name);
    const value = values[name] || variable?.default || variable?.enum?.[0];
    return value ? value : whole;
  });
}

/** The path part of a server URL (`/v1` of `https://host/v1`, `/api` of `/api`), without a trailing slash; '' for none. */
export function serverBasePath(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/^\/\/[^/?#]*/, '');
  const path = withoutOrigin.split(/[?#]/)[0] ?? '';
  return path.replace(/\/+$/, '');
}

/**
 * One path parameter's value as a path segment, percent-encoded (`/`, `?`, `#` cannot leave it); undefined for
 * `.` and `..`, which URL parsers resolve to another path even when encoded as `%2E`.
 */
export function pathSegment(value: string): string | undefined {
  if (/^(\.|%2e)+$/i.test(value) && value.replace(/%2e/gi, '.').length <= 2) return undefined;
  return encodeURIComponent(value);
}

/** The operation's path with its `{name}` parameters encoded; a parameter without a usable value stays `{name}` (refused by `parseUrl`). */
export function expandPath(path: string, values: Record<string, string | undefined>): string {
  return path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = values[name];
    return (value === undefined || value === '' ? undefined : pathSegment(value)) ?? whole;
  });
}

/** `base` + `path` with exactly one slash between them (no `//` a server could read as another host). */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The URL parsed by the URL API when it is complete and http(s); the reason otherwise. */
export function parseUrl(text: string): { url: URL } | { error: string } {
  if (/\{[^}]*\}/.test(text)) return { error: `The URL still has an empty placeholder: ${text}` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: `Not a valid URL: ${text}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: `Only http and https URLs can be sent: ${text}` };
  return { url };
}

/** The origins a site lists (its sandbox URL, the description's servers, configured servers), from absolute URLs only. */
export function listedOrigins(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const text of urls) {
    const parsed = parseUrl(serverUrl({ url: text }).replace(/\{[^}]*\}/g, 'x'));
    if ('url' in parsed && !/\{/.test(text.split('/').slice(0, 3).join('/'))) origins.add(parsed.url.origin);
  }
  return [...origins].sort();
}

/** True when `url` is http(s) and its origin is one of `origins`: the only hosts credentials or OAuth requests may go to. */
export function isListedOrigin(url: string, origins: readonly string[]): boolean {
  const parsed = parseUrl(url);
  return 'url' in parsed && origins.includes(parsed.url.origin);
}
