/** Docusaurus's number prefix: `01-intro`, `2_setup`, `10. faq` (the number is a default position). */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

/**
 * Names Docusaurus's DefaultNumberPrefixParser leaves alone, whatever follows: date-like
 * (`(\d{2}|\d{4})[-_.]\d{2}…`, e.g. `2021-01-31 - Doc`) and version-like (`\d+[-_.]\d+…`, e.g.
 * `8.0 - Doc`, `1.2.3`) beginnings. The version pattern covers the date one.
 */
const IGNORED_PREFIX = /^\d+[-_.]\d/;

/** `01-intro` → `{ name: 'intro', position: 1 }`; a name without a prefix is returned as is. */
export function stripNumberPrefix(name: string): { name: string; position?: number } {
  if (IGNORED_PREFIX.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  if (!match) return { name };
  return { name: name.slice(match[0].length), position: Number(match[1]) };
}

/** `Custom API integration` → `custom-api-integration`, for generated-index slugs. */
export function kebabCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Joins route segments into `/a/b`, without a trailing slash (the root is `/`). */
export function joinRoute(...parts: string[]): string {
  const joined = parts
    .flatMap((p) => p.split('/'))
    .filter((s) => s !== '' && s !== '.')
    .join('/');
  return `/${joined}`;
}

/** Resolves a front matter `slug`: absolute from the root when it starts with `/`, else relative to the folder. */
export function resolveSlug(slug: string, dirRoute: string): string {
  return slug.startsWith('/') ? joinRoute(slug) : joinRoute(dirRoute, slug);
}

/** Is this file the index of its folder (`index.md`, `README.md`, or named like the folder)? */
export function isIndexFileName(baseName: string, folderName: string | undefined): boolean {
  const lower = baseName.toLowerCase();
  return lower === 'index' || lower === 'readme' || (folderName !== undefined && baseName === folderName);
}

/** The output file of a route: `/` → `index.html`, `/a/b` → `a/b/index.html`. */
export function routeToFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/** Natural, case-insensitive file order (`2-b` before `10-a`), the order the sidebar falls back to. */
export function compareFileNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}
