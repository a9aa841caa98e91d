import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { fragmentPath, MANIFEST_PATH, shardPath, type SearchManifest, type Shard } from '@portal/client/search/index-format.ts';
import { SEARCH_GROUPS, type SearchGroup } from './search-records.ts';
import type { SearchEntry } from './search-entry.ts';

/** One file of the search index, relative to the site's root (`search/…`). */
export interface SearchIndexFile {
  path: string;
  content: Uint8Array;
}

/** BM25's parameters (the usual ones: how fast repeats stop counting, how much a long page is held back). */
const K1 = 1.2;
const B = 0.75;

/**
 * A shard is split by the next character of its terms while its JSON is larger than this: a common
 * word on every page of a 2,000-page site stays in a shard of its own (about 3 KB gzip), and the
 * shards a query's words need are a few kilobytes each.
 */
const SHARD_BYTES = 24_000;

/**
 * The search index of `pages` (in the site's order, which the index's bytes follow): a manifest, the
 * shards of the term index and one fragment per page (index-format.ts). Each page's score for a term
 * is worked out here (BM25 over the weighted counts of search-entry.ts), so the dialog only adds
 * scores up. Written by hand: MiniSearch, FlexSearch and Orama keep one index that a browser must
 * download whole (544 KB gzip for 100 guides with MiniSearch), and Pagefind's own process took a third
 * of a 1,000-guide build (`pnpm bench:search`).
 */
export function buildSearchIndex(pages: readonly { group: SearchGroup; entry: SearchEntry }[]): SearchIndexFile[] {
  const postings = new Map<string, number[]>();
  let totalLength = 0;
  pages.forEach(({ entry }, doc) => {
    totalLength += entry.length;
    for (const [term, count] of entry.terms) {
      const list = postings.get(term);
      if (list) list.push(doc, count);
      else postings.set(term, [doc, count]);
    }
  });
  const average = totalLength / Math.max(1, pages.length) || 1;
  const total = pages.length;
  const scored = new Map<string, number[]>();
  for (const term of [...postings.keys()].sort()) {
    const list = postings.get(term)!;
    const found = list.length / 2;
    const idf = Math.log(1 + (total - found + 0.5) / (found + 0.5));
    const out: number[] = [];
    let last = 0;
    for (let i = 0; i < list.length; i += 2) {
      const doc = list[i]!;
      const count = list[i + 1]!;
      const norm = 1 - B + (B * pages[doc]!.entry.length) / average;
      out.push(doc - last, Math.max(1, Math.round((10 * idf * count * (K1 + 1)) / (count + K1 * norm))));
      last = doc;
    }
    scored.set(term, out);
  }
  const shards = cutShards([...scored.keys()], scored);
  const body: SearchIndexFile[] = [];
  const hash = createHash('sha256');
  const add = (path: (id: string) => string, content: Uint8Array) => {
    hash.update(content);
    body.push({ path: path('{id}'), content });
  };
  shards.forEach((shard, n) => add((id) => shardPath(id, n), gzipSync(JSON.stringify(shard.terms), { level: 9 })));
  pages.forEach(({ entry }, n) => add((id) => fragmentPath(id, n), entry.fragment));
  const docs = pages.map(({ group }) => String(SEARCH_GROUPS.indexOf(group))).join('');
  const keys = shards.map((s) => s.key);
  hash.update(JSON.stringify([SEARCH_GROUPS, docs, keys]));
  const id = hash.digest('hex').slice(0, 12);
  const manifest: SearchManifest = { format: 1, id, groups: [...SEARCH_GROUPS], docs, shards: keys };
  return [{ path: MANIFEST_PATH, content: Buffer.from(JSON.stringify(manifest), 'utf8') }, ...body.map((f) => ({ path: f.path.replace('{id}', id), content: f.content }))];
}

/**
 * The terms (sorted) cut into shards by prefix: all in one while small enough, else one shard for
 * each next character, again and again; a term as long as its shard's key stays in that shard.
 */
function cutShards(terms: readonly string[], scored: ReadonlyMap<string, number[]>): { key: string; terms: Shard }[] {
  const size = (term: string) => term.length + 4 + scored.get(term)!.length * 4;
  const out: { key: string; terms: Shard }[] = [];
  const cut = (key: string, group: readonly string[]) => {
    const bytes = group.reduce((sum, term) => sum + size(term), 0);
    const longer = group.filter((t) => t.length > key.length);
    if (bytes <= SHARD_BYTES || !longer.length) {
      out.push({ key, terms: Object.fromEntries(group.map((t) => [t, scored.get(t)!])) });
      return;
    }
    const own = group.filter((t) => t.length === key.length);
    if (own.length) out.push({ key, terms: Object.fromEntries(own.map((t) => [t, scored.get(t)!])) });
    const byNext = new Map<string, string[]>();
    for (const term of longer) {
      const next = term.slice(0, key.length + 1);
      const list = byNext.get(next);
      if (list) list.push(term);
      else byNext.set(next, [term]);
    }
    for (const [next, list] of byNext) cut(next, list);
  };
  cut('', terms);
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
