/**
 * What the server and the browser agree on for the site's own hydrated components
 * (`'use client'` modules): the island names, where their chunks live, how React is shared and how
 * a prop rendered to HTML travels.
 */

/** `data-island` of a site component's island starts with this (`Site_3f9a1c2b`). */
export const SITE_ISLAND_PREFIX = 'Site_';

/** Site components' chunks are served from here (and only from here are they imported). */
export const SITE_MODULES_PATH = '/assets/js/site/';

/** `Symbol.for(SITE_RUNTIME_KEY)` on `globalThis` holds the page's React for the site's chunks. */
export const SITE_RUNTIME_KEY = 'portal.site-runtime';

/** A prop the server rendered to HTML (MDX children, an element): kept as that HTML in the browser. */
export interface StaticHtml {
  __portalHtml: string;
}

/** Is `value` a prop the server rendered to HTML? */
export function isStaticHtml(value: unknown): value is StaticHtml {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && typeof (value as Partial<StaticHtml>).__portalHtml === 'string';
}
