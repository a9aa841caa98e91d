import { SITE_CHANGED_EVENT } from '../site-events.ts';

/** The result groups in the order they are shown (the index's `group` filter: renderer search/search-records.ts). */
export const GROUPS = ['Guides', 'API', 'Changelog'] as const;

/** One result as the dialog shows it: a page, or the heading of a page that matched. */
export interface SearchHit {
  id: string;
  group: string;
  /** Route, with `#anchor` when a heading matched. */
  href: string;
  title: string;
  /** The heading that matched, when it is not the page's title. */
  heading?: string;
  /** Pagefind's excerpt: escaped text with the matched words in `<mark>`. */
  excerpt: string;
}

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { id: string };
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: PagefindSubResult[];
}

/** A page Pagefind found: its fragment (title, text, headings) downloads only when `data()` is called. */
export interface FoundResult {
  id: string;
  data(): Promise<PagefindData>;
}

/** One group's results for a query, best first. */
export interface FoundGroup {
  group: string;
  results: FoundResult[];
  /** The hits of its first results (how many: `findResults`'s `firstHits`), downloading since the group was ranked. */
  first: Promise<SearchHit[]>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<unknown>;
  destroy(): Promise<void>;
  /** Loads the index chunks a search for `query` needs, without searching. */
  preload(query: string, options?: { filters?: Record<string, string> }): Promise<void>;
  search(query: string, options?: { filters?: Record<string, string> }): Promise<{ results: FoundResult[] } | null>;
}

/** The index client Pagefind wrote beside the index; a variable keeps the bundler from resolving it. */
const CLIENT_URL = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | undefined;
/** Failed starts so far: a retry imports the client under another URL (a browser keeps a failed import). */
let failedStarts = 0;
/** Indexes replaced so far (`portal watch`): a module is loaded once per URL, so each new index is imported under a URL of its own. */
let replaced = 0;

let listening = false;

/**
 * In `portal watch` an edit replaces the index (its files and their hashes): the Pagefind started on the
 * old one would look for files no longer served, so the next search starts again on the new index.
 * (The old one is left to be collected, not destroyed: a search running on it still ends.)
 */
function startAgainOnSiteChange(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(SITE_CHANGED_EVENT, () => {
    if (!loading) return;
    replaced++;
    loading = undefined;
  });
}

/**
 * Loads the index client once (same origin, on first use) and starts reading the index: its entry,
 * metadata, WebAssembly and the `group` filter, all of which the first query needs. Pagefind runs in
 * this thread: its worker would be one more script (12 KB gzip) to download for the same searches.
 * A start that failed (a file of the index did not download) is dropped, and the next call starts
 * again: Pagefind itself keeps a failed start and fails every search after it.
 */
export function loadPagefind(): Promise<Pagefind> {
  startAgainOnSiteChange();
  const url = failedStarts || replaced ? `${CLIENT_URL}?retry=${failedStarts}&index=${replaced}` : CLIENT_URL;
  loading ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (pagefind) => {
    try {
      await pagefind.options({ excerptLength: 18, noWorker: true });
      await pagefind.init();
      await pagefind.filters();
      return pagefind;
    } catch (error) {
      await pagefind.destroy().catch(() => undefined);
      throw error;
    }
  });
  const started = loading;
  started.catch(() => {
    failedStarts++;
    if (loading === started) loading = undefined;
  });
  return started;
}

/**
 * Every result for `query`, by group, best first, or undefined once `current()` says a newer query
 * replaced it. Nothing of a result but its id is downloaded yet: see `loadHits`.
 *
 * A search is mostly Pagefind's WebAssembly ranking every page that holds the words (about 10 to 30 ms a
 * group on the 1,000 + 1,000 bench corpus), run in this thread. While a reader types, each key starts a
 * query and the earlier ones are already replaced: the index chunks are loaded first (`preload`, shared by
 * the groups), and each group is ranked only if its query is still the current one, so a typed-over query
 * stops at once instead of holding up the next one with the ranking of all three groups. The fragments of
 * a group's first `firstHits` results start downloading as soon as it is ranked, while the next is.
 */
export async function findResults(query: string, current: () => boolean = () => true, firstHits = 0): Promise<FoundGroup[] | undefined> {
  const pagefind = await loadPagefind();
  if (!current()) return undefined;
  await Promise.all(GROUPS.map((group) => pagefind.preload(query, { filters: { group } })));
  const found: FoundGroup[] = [];
  for (const group of GROUPS) {
    if (!current()) return undefined;
    const results = (await pagefind.search(query, { filters: { group } }))?.results ?? [];
    if (!results.length) continue;
    const first = loadHits(group, results.slice(0, firstHits));
    // A query typed over never awaits its hits: a failed download is then nobody's error.
    first.catch(() => undefined);
    found.push({ group, results, first });
  }
  return current() ? found : undefined;
}

/** The hit a page's result stands for: its best matching heading (with its anchor) when one matched. */
function toHit(id: string, group: string, data: PagefindData): SearchHit {
  const title = data.meta.title ?? data.url;
  const sub = data.sub_results.find((s) => s.anchor && s.url.includes('#') && s.title !== title);
  return { id, group: data.meta.group ?? group, href: sub?.url ?? data.url, title, heading: sub?.title, excerpt: sub?.excerpt ?? data.excerpt };
}

/** The hits of `results` (a group's), downloading each one's fragment (about 1 to 4 KB gzip): call it for the results shown only. */
export function loadHits(group: string, results: readonly FoundResult[]): Promise<SearchHit[]> {
  return Promise.all(results.map(async (r) => toHit(r.id, group, await r.data())));
}
