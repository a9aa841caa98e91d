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

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] } | null>;
}

/** The index client Pagefind wrote beside the index; a variable keeps the bundler from resolving it. */
const CLIENT_URL = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | undefined;

/** Loads the index client once (same origin, on first use) and starts reading the index. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ CLIENT_URL) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 18 });
    await pagefind.init();
    return pagefind;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The hit a page's result stands for: its best matching heading (with its anchor) when one matched. */
function toHit(id: string, data: PagefindData): SearchHit {
  const title = data.meta.title ?? data.url;
  const sub = data.sub_results.find((s) => s.anchor && s.url.includes('#') && s.title !== title);
  return { id, group: data.meta.group ?? 'Guides', href: sub?.url ?? data.url, title, heading: sub?.title, excerpt: sub?.excerpt ?? data.excerpt };
}

/**
 * The first `limit` hits for `query`, best first, or undefined once `current()` says a newer query
 * replaced it: each hit downloads its page's fragment (about 4 KB), so six keep a first query within
 * 150 KB gzip, and a query typed over is not left downloading fragments the reader never sees.
 */
export async function searchSite(query: string, current: () => boolean = () => true, limit = 6): Promise<SearchHit[] | undefined> {
  const pagefind = await loadPagefind();
  if (!current()) return undefined;
  const found = await pagefind.search(query);
  if (!current()) return undefined;
  if (!found) return [];
  return Promise.all(found.results.slice(0, limit).map(async (r) => toHit(r.id, await r.data())));
}
