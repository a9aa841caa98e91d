import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { fragmentPath, MANIFEST_PATH, shardPath, TITLE_MARK, vocabularyPath, type SearchManifest, type Shard } from '@portal/client/search/index-format.ts';
import { SEARCH_GROUPS, type SearchGroup } from './search-records.ts';
import { FIELDS, type SearchEntry } from './search-entry.ts';

/** One file of the search index, relative to the site's root (`search/…`). */
export interface SearchIndexFile {
  path: string;
  content: Uint8Array;
}

/** BM25's parameters (the usual ones: how fast repeats stop counting, how much a long page is held back). */
const K1 = 1.2;
const B = 0.75;

/**
 * How much each field (search-entry.ts `FIELDS`: title, headings, text, extra terms) counts. Each
 * field is scored apart (BM25F): a word of the title outweighs any number of the same word in the
 * text, which saturates, so "create refund" finds the operation "Create a refund" before the long
 * overview that says "create" and "refund" many times.
 */
const FIELD_WEIGHTS = [5, 2, 1, 2.5];

/**
 * The least a term weighs. BM25's idf is about 0 for a word on every page, and rounded scores would
 * then tie every page that holds it: "payment" on a payment provider's site must still find the page
 * titled "Payments" first.
 */
const IDF_FLOOR = 0.2;

/**
 * A shard is split by the next character of its terms while its JSON is larger than this: a common
 * word on every page of a 2,000-page site stays in a shard of its own (about 3 KB gzip), and the
 * shards a query's words need are a few kilobytes each.
 */
const SHARD_BYTES = 24_000;

/**
 * The search index of `pages` (in the site's order, which the index's bytes follow): a manifest, the
 * shards of the term index and one fragment per page (index-format.ts). Each page's score for a term
 * is worked out here (BM25F over the counts by field of search-entry.ts), so the dialog only adds
 * scores up. Written by hand: MiniSearch, FlexSearch and Orama keep one index that a browser must
 * download whole (544 KB gzip for 100 guides with MiniSearch), and Pagefind's own process took a third
 * of a 1,000-guide build (`pnpm bench:search`).
 */
export function buildSearchIndex(pages: readonly { group: SearchGroup; entry: SearchEntry; version?: string }[]): SearchIndexFile[] {
  /** Each term's pages, as pairs: the page, and where the term is in the page's entry. */
  const postings = new Map<string, number[]>();
  const totals = FIELDS.map(() => 0);
  pages.forEach(({ entry }, doc) => {
    entry.lengths.forEach((length, f) => (totals[f]! += length));
    entry.terms.forEach((term, i) => {
      const list = postings.get(term);
      if (list) list.push(doc, i);
      else postings.set(term, [doc, i]);
    });
  });
  const averages = totals.map((total) => total / Math.max(1, pages.length) || 1);
  const total = pages.length;
  const scored = new Map<string, number[]>();
  /** Each word's pages and how many pages hold it, by its first letter: what a misspelt query word is matched against. */
  const vocabulary = new Map<string, [string, number][]>();
  for (const term of [...postings.keys()].sort()) {
    const list = postings.get(term)!;
    // A word on nearly every page still ranks the pages that hold it (its title before its text): its weight never falls below IDF_FLOOR.
    const idf = Math.max(IDF_FLOOR, Math.log(1 + (total - list.length / 2 + 0.5) / (list.length / 2 + 0.5)));
    const out: number[] = [];
    const titled: number[] = [];
    let last = 0;
    let lastTitled = 0;
    for (let p = 0; p < list.length; p += 2) {
      const doc = list[p]!;
      const { counts, lengths } = pages[doc]!.entry;
      const at = list[p + 1]! * FIELDS.length;
      let weight = 0;
      for (let f = 0; f < FIELDS.length; f++) {
        const count = counts[at + f]!;
        if (count) weight += (FIELD_WEIGHTS[f]! * count * (K1 + 1)) / (count + K1 * (1 - B + (B * lengths[f]!) / averages[f]!));
      }
      out.push(doc - last, Math.max(1, Math.round(10 * idf * weight)));
      last = doc;
      if (counts[at]) {
        titled.push(doc - lastTitled, 1);
        lastTitled = doc;
      }
    }
    scored.set(term, out);
    // The pages whose title holds the term: a page whose title holds every word of a query ranks first.
    if (titled.length) scored.set(`${term}${TITLE_MARK}`, titled);
    if (/^[a-z]{3,}$/.test(term)) {
      const letter = vocabulary.get(term[0]!);
      if (letter) letter.push([term, list.length / 2]);
      else vocabulary.set(term[0]!, [[term, list.length / 2]]);
    }
  }
  const shards = cutShards(scored);
  const body: SearchIndexFile[] = [];
  const hash = createHash('sha256');
  const add = (path: (id: string) => string, content: Uint8Array) => {
    hash.update(content);
    body.push({ path: path('{id}'), content });
  };
  shards.forEach((shard, n) => add((id) => shardPath(id, n), gzipSync(JSON.stringify(shard.terms), { level: 6 })));
  pages.forEach(({ entry }, n) => add((id) => fragmentPath(id, n), entry.fragment));
  // The words of each first letter, those on most pages first (a misspelling's candidates are tried in that order).
  const letters = [...vocabulary.keys()].sort();
  letters.forEach((letter, n) => {
    const words = vocabulary
      .get(letter)!
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([word]) => word);
    add((id) => vocabularyPath(id, n), gzipSync(JSON.stringify(words), { level: 6 }));
  });
  const docs = pages.map(({ group }) => String(SEARCH_GROUPS.indexOf(group))).join('');
  const keys = shards.map((s) => s.key);
  hash.update(JSON.stringify([SEARCH_GROUPS, docs, keys, letters]));
  const scoped = pageVersions(pages);
  if (scoped.docVersions) hash.update(JSON.stringify(scoped));
  const id = hash.digest('hex').slice(0, 12);
  const manifest: SearchManifest = { format: 1, id, groups: [...SEARCH_GROUPS], docs, shards: keys, vocabulary: letters, ...scoped };
  return [
    { path: MANIFEST_PATH, content: Buffer.from(JSON.stringify(manifest), 'utf8') },
    ...body.map((f) => ({ path: f.path.replace('{id}', id), content: f.content })),
  ];
}

/**
 * The scored terms (in sorted order) cut into shards by prefix: all in one while small enough, else
 * one shard for each next character, again and again; a term as long as its shard's key stays in that shard.
 */
function cutShards(scored: ReadonlyMap<string, number[]>): { key: string; terms: Shard }[] {
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
  cut('', [...scored.keys()]);
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** A versioned site's pages' versions (`versions` and one character a page, `-` for none); nothing on a site without versions. */
function pageVersions(pages: readonly { version?: string }[]): Pick<SearchManifest, 'versions' | 'docVersions'> {
  const versions = [...new Set(pages.flatMap((p) => p.version ?? []))].sort();
  if (!versions.length) return {};
  return { versions, docVersions: pages.map((p) => (p.version === undefined ? '-' : String.fromCharCode(48 + versions.indexOf(p.version)))).join('') };
}
