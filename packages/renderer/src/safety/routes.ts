/** A route checked and normalised (`/a/b`, the root is `/`), or why it was refused. */
export type RouteResult = { ok: true; route: string } | { ok: false; reason: string };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Normalises a route written by a writer (a front matter `slug`, a category's `link.slug`):
 * absolute from the site root when it starts with `/`, else relative to `base`. `.` segments
 * and repeated slashes go; `..` steps up within the site and is refused when it would leave it.
 * Refused too: NUL and control characters, backslashes, and segments that decode (`%2e%2e`,
 * `%2f`) to a dot segment or a separator, since a server would decode them.
 */
export function normalizeRoute(written: string, base = '/'): RouteResult {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(written)) return { ok: false, reason: 'it contains a control character' };
  if (written.includes('\\')) return { ok: false, reason: 'it contains a backslash (routes use /)' };
  if (/^[a-z][a-z0-9+.-]*:/i.test(written)) return { ok: false, reason: 'it is a URL, not a route' };
  const segments: string[] = [];
  const parts = [...(written.startsWith('/') ? [] : base.split('/')), ...written.split('/')];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (segments.length === 0) return { ok: false, reason: 'it leads outside the site (too many `..`)' };
      segments.pop();
      continue;
    }
    const decoded = decodeSegment(part);
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return { ok: false, reason: `its segment \`${part}\` decodes to a path step` };
    segments.push(part);
  }
  return { ok: true, route: `/${segments.join('/')}` };
}

/** A request's path for a static server: decoded, with `.`/`..` refused and repeated slashes collapsed. */
export interface RequestPath {
  /** Decoded path with single slashes, e.g. `/api/mk-api/`. */
  pathname: string;
  /** The path as it came (encoded), with single slashes: what a redirect may send back. */
  encoded: string;
  /** True when the request had repeated slashes or dot segments (the canonical URL differs). */
  collapsed: boolean;
  search: string;
}

/**
 * Parses a request target (`/a//b?x`, `//`, `/.//api`) without ever treating it as a
 * protocol-relative URL: the result always names a path on this site, or is undefined
 * (`..`, NUL, a malformed escape). Never throws.
 */
export function requestPath(target: string | undefined): RequestPath | undefined {
  const raw = target ?? '/';
  const at = raw.search(/[?#]/);
  const rawPath = at === -1 ? raw : raw.slice(0, at);
  const search = at === -1 || raw[at] === '#' ? '' : raw.slice(at).replace(/#.*$/, '');
  // An absolute-form target (`http://host/x`) names its path; any other must start with `/`.
  const pathPart = /^[a-z][a-z0-9+.-]*:\/\//i.test(rawPath) ? rawPath.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/' : rawPath;
  if (!pathPart.startsWith('/')) return undefined;
  const kept: string[] = [];
  let collapsed = false;
  const parts = pathPart.split('/');
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!;
    const last = i === parts.length - 1;
    if (part === '' && !last) {
      collapsed = true;
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) return undefined;
    if (decoded === '.') {
      collapsed = true;
      continue;
    }
    kept.push(part);
  }
  const encoded = `/${kept.join('/')}`;
  return { pathname: kept.map(decodeURIComponent).join('/').replace(/^/, '/'), encoded, collapsed, search };
}

/**
 * The most bytes a route's segment may take: it becomes a folder or file name (`R/index.html`,
 * the twin `R.md`), and most file systems stop at 255 bytes a name (ENAMETOOLONG).
 */
export const MAX_SEGMENT_BYTES = 250;

/** The first segment of a route longer than MAX_SEGMENT_BYTES (as a file name, decoded, in UTF-8), or undefined. */
export function overlongSegment(route: string): string | undefined {
  return route.split('/').find((segment) => Buffer.byteLength(decodeSegment(segment), 'utf8') > MAX_SEGMENT_BYTES);
}
