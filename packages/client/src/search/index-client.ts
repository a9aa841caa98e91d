import { SITE_CHANGED_EVENT } from '../site-events.ts';
import { fragmentPath, MANIFEST_PATH, shardOf, shardPath, type Fragment, type SearchManifest, type Shard } from './index-format.ts';
import { foldCase, PHRASE_JOINER, stemOf, wordsOf } from './search-terms.ts';
import { versionScope } from './version-scope.ts';

/** One result as the dialog shows it: a page, or the heading of a page that matched. */
export interface SearchHit {
  id: string;
  group: string;
  /** Route, with `#anchor` when a heading matched. */
  href: string;
  title: string;
  /** The heading that matched, when it is not the page's title. */
  heading?: string;
  /** The excerpt: escaped text with the matched words in `<mark>`. */
  excerpt: string;
}

/** A page that matched: its fragment (title, text by section) downloads only when `hit()` is called. */
export interface FoundResult {
  id: string;
  hit(): Promise<SearchHit>;
}

/** One group's results for a query, best first. */
export interface FoundGroup {
  group: string;
  results: FoundResult[];
  /** The hits of its first results (how many: `findResults`'s `firstHits`), downloading since the group was ranked. */
  first: Promise<SearchHit[]>;
}

/** A loaded index: its manifest, and each shard and fragment once downloaded (kept while the index is). */
interface LoadedIndex {
  manifest: SearchManifest;
  shards: Map<number, Promise<Shard>>;
  fragments: Map<number, Promise<Fragment>>;
}

/** The most shards a word may download: its own, and those of the terms the word being typed starts. */
const MAX_PREFIX_SHARDS = 4;
/** A term found by the start of the word being typed counts less than the word itself. */
const PREFIX_FACTOR = 0.5;
/** Words an excerpt shows, and how many of them come before the first match. */
const EXCERPT_WORDS = 18;
const EXCERPT_LEAD = 4;

let loading: Promise<LoadedIndex> | undefined;
let listening = false;

/** The bytes of a gzip-compressed file as text (a host that already sent it decompressed gives plain JSON, used as it is). */
async function gunzipText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return new TextDecoder().decode(bytes);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

/** A file of the index as JSON: the manifest is plain, the rest gzip-compressed (`gunzipText` tells them apart). */
async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(`/${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return JSON.parse(await gunzipText(response)) as T;
}

/**
 * Loads the index's manifest once (same origin, on first use). A start that failed is dropped, and
 * the next call starts again. In `portal watch` an edit replaces the index: the next search starts
 * again on the new one.
 */
export function loadIndex(): Promise<LoadedIndex> {
  if (!listening) {
    listening = true;
    window.addEventListener(SITE_CHANGED_EVENT, () => (loading = undefined));
  }
  loading ??= fetchJson<SearchManifest>(MANIFEST_PATH).then((manifest) => {
    if (manifest.format !== 1) throw new Error(`search index format ${String(manifest.format)} is not known`);
    return { manifest, shards: new Map(), fragments: new Map() };
  });
  const started = loading;
  started.catch(() => {
    if (loading === started) loading = undefined;
  });
  return started;
}

/** File `n` of a kind (`shards` or `fragments`), downloaded once; a failed download is tried again next time. */
function indexFile<T>(index: LoadedIndex, kind: 'shards' | 'fragments', n: number): Promise<T> {
  const files = index[kind] as Map<number, Promise<T>>;
  let found = files.get(n);
  if (!found) {
    found = fetchJson<T>((kind === 'shards' ? shardPath : fragmentPath)(index.manifest.id, n));
    files.set(n, found);
    found.catch(() => files.delete(n));
  }
  return found;
}

const shard = (index: LoadedIndex, n: number) => indexFile<Shard>(index, 'shards', n);
const fragment = (index: LoadedIndex, n: number) => indexFile<Fragment>(index, 'fragments', n);

/** A query's words: each one's term, and for the last one (still being typed) whether its start finds longer terms. */
interface QueryWord {
  term: string;
  /** The folded word as typed: a term it starts counts too (the last word only). */
  prefix?: string;
}

function queryWords(query: string): QueryWord[] {
  const words = wordsOf(query).map((w) => foldCase(w.word));
  const seen = new Set<string>();
  return words.flatMap((word, i): QueryWord[] => {
    const term = stemOf(word);
    if (seen.has(term)) return [];
    seen.add(term);
    // A query ending in a space has finished its last word.
    return [i === words.length - 1 && !/\s$/.test(query) ? { term, prefix: word } : { term }];
  });
}

/**
 * The query's words as one phrase term (search-terms.ts `phraseTerm`), when it has two or more; the
 * word being typed ends it as typed, so the phrase matches the phrase terms it starts.
 */
function phraseWord(words: readonly QueryWord[]): QueryWord | undefined {
  if (words.length < 2) return undefined;
  const last = words[words.length - 1]!;
  const head = words.slice(0, -1).map((w) => w.term);
  const term = [...head, last.term].join(PHRASE_JOINER);
  return last.prefix === undefined ? { term } : { term, prefix: [...head, last.prefix].join(PHRASE_JOINER) };
}

/**
 * The shards a word needs: its term's, and for the word being typed those of the terms it starts, the
 * shortest keys first (a shard whose key is a whole word, `merchant`, before those it was split into,
 * `merchantaccount`…), at most `MAX_PREFIX_SHARDS` in all.
 */
function shardsOf(keys: readonly string[], word: QueryWord): number[] {
  const own = shardOf(keys, word.term);
  const found = new Set(own === -1 ? [] : [own]);
  const prefix = word.prefix;
  if (prefix !== undefined) {
    const start = shardOf(keys, prefix);
    if (start !== -1) found.add(start);
    const longer = keys.flatMap((k, i) => (k.length > prefix.length && k.startsWith(prefix) ? [i] : [])).sort((a, b) => keys[a]!.length - keys[b]!.length || a - b);
    for (const n of longer) {
      if (found.size >= MAX_PREFIX_SHARDS) break;
      found.add(n);
    }
  }
  return [...found];
}

/** Each page's score for one word: its term's score, or the best of the terms the typed word starts (counted less). */
function wordScores(word: QueryWord, shards: readonly Shard[]): Map<number, number> {
  const scores = new Map<number, number>();
  const addList = (list: number[], factor: number) => {
    let doc = 0;
    for (let i = 0; i < list.length; i += 2) {
      doc += list[i]!;
      const score = list[i + 1]! * factor;
      if (score > (scores.get(doc) ?? 0)) scores.set(doc, score);
    }
  };
  for (const s of shards) {
    if (Object.hasOwn(s, word.term)) addList(s[word.term]!, 1);
    if (!word.prefix) continue;
    for (const term of Object.keys(s)) if (term !== word.term && term.startsWith(word.prefix)) addList(s[term]!, PREFIX_FACTOR);
  }
  return scores;
}

/**
 * Every result for `query`, by group, best first, or undefined once `current()` says a newer query
 * replaced it. A page must hold every word (the last one may be the start of a longer word); when
 * none holds them all, pages holding any are shown. Only the shards of the query's words are
 * downloaded, and the fragments of a group's first `firstHits` results start downloading as soon as
 * it is ranked.
 */
export async function findResults(query: string, current: () => boolean = () => true, firstHits = 0): Promise<FoundGroup[] | undefined> {
  const index = await loadIndex();
  if (!current()) return undefined;
  const words = queryWords(query);
  if (!words.length) return [];
  const keys = index.manifest.shards;
  const scoresOf = async (word: QueryWord) => wordScores(word, await Promise.all(shardsOf(keys, word).map((n) => shard(index, n))));
  // A page that has the whole query as one of its phrases (an operation's method and path) ranks first: its score for the phrase counts too.
  const phrase = phraseWord(words);
  const [perWord, phraseScores] = await Promise.all([Promise.all(words.map(scoresOf)), phrase && scoresOf(phrase)]);
  if (!current()) return undefined;
  const total = new Map<number, number>();
  const every = perWord.reduce<Set<number> | undefined>((acc, scores) => new Set([...scores.keys()].filter((d) => !acc || acc.has(d))), undefined)!;
  const pool = every.size ? every : new Set(perWord.flatMap((scores) => [...scores.keys()]));
  for (const doc of pool) total.set(doc, perWord.reduce((sum, scores) => sum + (scores.get(doc) ?? 0), 0) + (phraseScores?.get(doc) ?? 0));
  const inScope = versionScope(index.manifest);
  const ranked = [...total].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([doc]) => doc).filter((doc) => !inScope || inScope(doc));
  const found: FoundGroup[] = [];
  index.manifest.groups.forEach((group, g) => {
    const docs = ranked.filter((doc) => index.manifest.docs.charCodeAt(doc) - 48 === g);
    if (!docs.length) return;
    const results = docs.map((doc): FoundResult => ({ id: `${index.manifest.id}:${doc}`, hit: () => fragment(index, doc).then((f) => toHit(`${index.manifest.id}:${doc}`, group, f, words)) }));
    const first = loadHits(results.slice(0, firstHits));
    // A query typed over never awaits its hits: a failed download is then nobody's error.
    first.catch(() => undefined);
    found.push({ group, results, first });
  });
  return current() ? found : undefined;
}

/** Does a word of the text (folded) match this query word: the same term, or (the word being typed) a word it starts? */
function matchesWord(word: string, query: QueryWord): boolean {
  return query.term === stemOf(word) || (query.prefix !== undefined && word.startsWith(query.prefix));
}

/** Does a word of the text (folded) match any of the query's words? */
function matches(word: string, words: readonly QueryWord[]): boolean {
  return words.some((q) => matchesWord(word, q));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * About `EXCERPT_WORDS` words of `text` around its first match, escaped, each matched word in
 * `<mark>`, with the punctuation around them; `…` where text was left out before or after.
 */
function excerpt(text: string, words: readonly QueryWord[]): string {
  const all = wordsOf(text);
  const hit = all.findIndex((w) => matches(foldCase(w.word), words));
  const from = Math.max(0, hit - EXCERPT_LEAD);
  const shown = all.slice(from, from + EXCERPT_WORDS);
  if (!shown.length) return '';
  // From the space before the first word shown (its opening bracket or quote stays) to the space after the last one.
  const start = from > 0 ? text.lastIndexOf(' ', shown[0]!.start) + 1 : 0;
  const next = text.indexOf(' ', shown[shown.length - 1]!.end);
  const end = from + EXCERPT_WORDS < all.length && next !== -1 ? next : text.length;
  let html = start > 0 ? '… ' : '';
  let at = start;
  for (const w of shown) {
    html += escapeHtml(text.slice(at, w.start));
    html += matches(foldCase(w.word), words) ? `<mark>${escapeHtml(w.word)}</mark>` : escapeHtml(w.word);
    at = w.end;
  }
  html += escapeHtml(text.slice(at, end));
  return end < text.length ? `${html} …` : html;
}

/** How well a section's heading and text match: distinct words found (heading first), then how often. */
function sectionScore(heading: string, text: string, words: readonly QueryWord[]): number {
  const found = new Set<number>();
  let count = 0;
  for (const [weight, part] of [[3, heading], [1, text]] as const) {
    for (const w of wordsOf(part)) {
      const folded = foldCase(w.word);
      words.forEach((q, i) => {
        if (matchesWord(folded, q)) {
          found.add(i);
          count += weight;
        }
      });
    }
  }
  return found.size * 1000 + Math.min(count, 999);
}

/**
 * The hit a page stands for: the page itself when its title holds every word of the query, else its
 * best matching section, linked by its heading's anchor when that is not the page's start. The
 * excerpt comes from the best matching section either way.
 */
function toHit(id: string, group: string, page: Fragment, words: readonly QueryWord[]): SearchHit {
  let best = 0;
  let bestScore = -1;
  page.sections.forEach(([anchor, heading, text], i) => {
    if (i > 0 && !anchor) return;
    const score = sectionScore(i === 0 ? page.title : heading, text, words);
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  const [anchor, heading, text] = page.sections[best] ?? ['', '', ''];
  const titled = words.every((q) => wordsOf(page.title).some((w) => matchesWord(foldCase(w.word), q)));
  const sub = !titled && best > 0 && anchor ? { href: `${page.url}#${anchor}`, heading } : undefined;
  return { id, group, href: sub?.href ?? page.url, title: page.title || page.url, heading: sub?.heading, excerpt: excerpt(text || heading, words) };
}

/** The hits of `results` (a group's), downloading each one's fragment: call it for the results shown only. */
export function loadHits(results: readonly FoundResult[]): Promise<SearchHit[]> {
  return Promise.all(results.map((r) => r.hit()));
}
