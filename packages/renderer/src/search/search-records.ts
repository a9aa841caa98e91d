import type { PageData } from '../site/types.ts';
import { operationSearchHtml } from './operation-search-html.ts';

/** The result groups the search dialog shows, in this order. */
export const SEARCH_GROUPS = ['Guides', 'API', 'Changelog'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** What the index learns about one page besides its article: where it is, its group, words the page does not show. */
export interface SearchRecord {
  route: string;
  group: SearchGroup;
  /** Terms to find the page by besides its article's words, weighted as more than its text (an operation's id, tags, method and path). */
  terms: string[];
  /** The HTML search reads instead of the page's (operations: see operation-search-html.ts). */
  html?: string;
  /** Phrases a query may give whole (an operation's method and path, and its path): a page with one ranks first for it. */
  phrases?: string[];
  /** The docs version of a versioned page (a site with `versions.json`): the dialog shows the version being read. */
  version?: string;
}

/**
 * The group a page's results appear under, or undefined when the page is not searched: by kind, so a
 * new kind of page (`changelog-*`) is picked up without touching this module's callers.
 */
export function searchGroup(page: PageData): SearchGroup | undefined {
  const kind: string = page.kind;
  if (kind === 'doc' || kind === 'category') return 'Guides';
  if (kind === 'api-operation' || kind === 'api-overview') return 'API';
  // Changelog posts are searched; its list, tag and archive pages only repeat them.
  if (kind === 'changelog') return 'Changelog';
  return undefined;
}

/** Whether a page is indexed: a searched kind that is neither unlisted nor a draft (both are `noindex`). */
function isSearchable(page: PageData): boolean {
  if (page.noindex) return false;
  return !('draft' in page && page.draft) && !('unlisted' in page && page.unlisted);
}

/** The record of a page, or undefined when the page is not searched. */
export function searchRecord(page: PageData): SearchRecord | undefined {
  const group = searchGroup(page);
  if (!group || !isSearchable(page)) return undefined;
  if (page.kind !== 'api-operation') return { route: page.route, group, terms: [], ...(page.docsVersion ? { version: page.docsVersion.name } : {}) };
  const op = page.operation;
  return {
    route: page.route,
    group,
    terms: [op.operationId ?? '', ...op.tags, op.method, op.path].filter(Boolean),
    html: operationSearchHtml(op, page.title),
    phrases: [`${op.method.toUpperCase()} ${op.path}`, op.path],
  };
}

/** The records of every searched page, in the site's page order (the index's bytes follow this order). */
export function searchRecords(pages: readonly PageData[]): SearchRecord[] {
  return pages.flatMap((page) => searchRecord(page) ?? []);
}
