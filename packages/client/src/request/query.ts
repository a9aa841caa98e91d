/** How a parameter is serialised (OpenAPI `style` and `explode`). */
export interface Serialisation {
  in: 'path' | 'query' | 'header' | 'cookie';
  style?: string;
  explode?: boolean;
}

export type Pair = [name: string, value: string];

function scalar(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The default style of a location (OpenAPI 3): form for query and cookie, simple for path and header. */
function styleOf(s: Serialisation): string {
  return s.style ?? (s.in === 'query' || s.in === 'cookie' ? 'form' : 'simple');
}

/** `explode` defaults to true for form, false for the others. */
function explodeOf(s: Serialisation): boolean {
  return s.explode ?? styleOf(s) === 'form';
}

/**
 * The name/value pairs a query (or cookie) parameter sends, unencoded: form arrays repeat the name when
 * exploded (`tags=red&tags=blue`) and join with commas when not; spaceDelimited and pipeDelimited join with
 * a space or `|`; deepObject sends `name[key]=value` (`name[key][inner]=value`, `name[key][0]=value` deeper); a form
 * object exploded sends its properties as fields.
 */
export function queryPairs(name: string, value: unknown, s: Serialisation): Pair[] {
  if (value === undefined) return [];
  const style = styleOf(s);
  const explode = explodeOf(s);
  if (style === 'deepObject' && value !== null && typeof value === 'object') return bracketPairs(name, value);
  if (Array.isArray(value)) {
    const items = value.map(scalar);
    if (style === 'spaceDelimited') return explode ? items.map((v) => [name, v]) : [[name, items.join(' ')]];
    if (style === 'pipeDelimited') return explode ? items.map((v) => [name, v]) : [[name, items.join('|')]];
    return explode ? items.map((v) => [name, v]) : [[name, items.join(',')]];
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (explode) return entries.map(([k, v]) => [k, scalar(v)]);
    return [[name, entries.flatMap(([k, v]) => [k, scalar(v)]).join(',')]];
  }
  return [[name, scalar(value)]];
}

/**
 * deepObject: `name[key]=value`, and below its first level, which OpenAPI leaves open, as qs, Rails and
 * PHP read it (and Stripe's API expects): `card[address][city]=…`, an array's items by index, `items[0][price]=…`.
 */
function bracketPairs(name: string, value: unknown): Pair[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => bracketPairs(`${name}[${i}]`, item));
  if (value !== null && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => bracketPairs(`${name}[${k}]`, v));
  return [[name, scalar(value)]];
}

/** A path or header value (style simple; label and matrix for paths): arrays and objects joined with commas. */
export function simpleValue(value: unknown, s: Serialisation, name = ''): string {
  const style = styleOf(s);
  const explode = explodeOf(s);
  const parts = Array.isArray(value)
    ? value.map(scalar)
    : value !== null && typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => (explode ? [`${k}=${scalar(v)}`] : [k, scalar(v)]))
      : [scalar(value)];
  if (style === 'label') return `.${parts.join(explode ? '.' : ',')}`;
  if (style === 'matrix') return explode && Array.isArray(value) ? parts.map((p) => `;${name}=${p}`).join('') : `;${name}=${parts.join(',')}`;
  return parts.join(',');
}

/**
 * Percent-encoding of a query or form component: everything but the unreserved characters (a `+` is sent as %2B).
 * A credential placeholder (`$STRIPE_API_KEY`) is left as written, so a shell can put the real value in its place.
 */
export function encodeComponent(text: string): string {
  if (/^\$[A-Z][A-Z0-9_]*$/.test(text)) return text;
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `a=1&b=2`, names and values percent-encoded. */
export function encodePairs(pairs: readonly Pair[]): string {
  return pairs.map(([n, v]) => `${encodeComponent(n)}=${encodeComponent(v)}`).join('&');
}
