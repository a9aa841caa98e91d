import { SITE_CHANGED_EVENT } from '../site-events.ts';
import { fragmentPath, MANIFEST_PATH, shardOf, shardPath, TITLE_MARK, vocabularyPath, type Fragment, type SearchManifest, type Shard } from './index-format.ts';
import { foldCase, PHRASE_JOINER, stemOf, wordsOf } from './search-terms.ts';
import { withBase } from '../base-url.ts';
import { versionScope } from './version-scope.ts';

/** One result as the dialog shows it: a page, or the heading of a page that matched. */
export interface SearchHit {
  id: string;
  group: string;
  /** Route, with `#anchor` when a heading matched. */
  href: string;
  /** What the result is called: the heading that matched, else the page's title. */
  title: string;
  /** The page's title when a heading of it matched (the result's breadcrumb). */
  page?: string;
  /** The heading that matched, when it is not the page's title. */
  heading?: string;
  /** The excerpt: escaped text with the matched words in `<mark>`. */
  excerpt: string;
}

/** A page that matched: its group, and its fragment (title, text by section), downloaded only when `hit()` is called. */
export interface FoundResult {
  id: string;
  group: string;
  hit(): Promise<SearchHit>;
}

/** A query's results, guides, operations and posts in one list, best first. */
export interface FoundResults {
  results: FoundResult[];
  /** The hits of the first results (how many: `findResults`'s `firstHits`), downloading since the results were ranked. */
  first: Promise<SearchHit[]>;
}

/** A loaded index: its manifest, and each shard and fragment once downloaded (kept while the index is). */
interface LoadedIndex {
  manifest: SearchManifest;
  shards: Map<number, Promise<Shard>>;
  fragments: Map<number, Promise<Fragment>>;
  vocabulary: Map<number, Promise<string[]>>;
}

/** The most shards a word may download: its own, and those of the terms the word being typed starts. */
const MAX_PREFIX_SHARDS = 4;
/** A term found by the start of the word being typed counts less than the word itself. */
const PREFIX_FACTOR = 0.5;
/** Words an excerpt shows, and how many of them come before the first match. */
const EXCERPT_WORDS = 18;
const EXCERPT_LEAD = 4;

/**
 * A page whose title holds every word of the query ranks above any page that only mentions them (an
 * operation "Create a refund" above a guide that says "create" and "refund" often); a title holding
 * some of the words counts a little.
 */
const TITLE_ALL_BONUS = 1000;
const TITLE_WORD_BONUS = 60;
/** A word close to a misspelt one counts less than the word itself: by its edit distance, 1 or 2. */
const FUZZY_FACTORS = [1, 0.6, 0.35];
/** The most words a misspelt query word is taken for. */
const MAX_FUZZY_TERMS = 3;

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
  const response = await fetch(withBase(`/${path}`));
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
    return { manifest, shards: new Map(), fragments: new Map(), vocabulary: new Map() };
  });
  const started = loading;
  started.catch(() => {
    if (loading === started) loading = undefined;
  });
  return started;
}

const PATHS = { shards: shardPath, fragments: fragmentPath, vocabulary: vocabularyPath };

/** File `n` of a kind (`shards`, `fragments` or `vocabulary`), downloaded once; a failed download is tried again next time. */
function indexFile<T>(index: LoadedIndex, kind: keyof typeof PATHS, n: number): Promise<T> {
  const files = index[kind] as Map<number, Promise<T>>;
  let found = files.get(n);
  if (!found) {
    found = fetchJson<T>(PATHS[kind](index.manifest.id, n));
    files.set(n, found);
    found.catch(() => files.delete(n));
  }
  return found;
}

const shard = (index: LoadedIndex, n: number) => indexFile<Shard>(index, 'shards', n);
const fragment = (index: LoadedIndex, n: number) => indexFile<Fragment>(index, 'fragments', n);

/** The words of the index that start with `letter`, on most pages first (none in an index without them). */
async function wordsStartingWith(index: LoadedIndex, letter: string): Promise<string[]> {
  const n = index.manifest.vocabulary?.indexOf(letter) ?? -1;
  return n === -1 ? [] : indexFile<string[]>(index, 'vocabulary', n);
}

/** A query's words: each one's term, and for the last one (still being typed) whether its start finds longer terms. */
interface QueryWord {
  term: string;
  /** The folded word as typed: a term it starts counts too (the last word only). */
  prefix?: string;
  /** The folded word as typed, for words close to it when it finds nothing. */
  typed?: string;
  /** Words of the index close to this one (it found nothing as written), with their edit distance. */
  near?: [term: string, distance: number][];
}

function queryWords(query: string): QueryWord[] {
  const words = wordsOf(query).map((w) => foldCase(w.word));
  const seen = new Set<string>();
  return words.flatMap((word, i): QueryWord[] => {
    const term = stemOf(word);
    if (seen.has(term)) return [];
    seen.add(term);
    // A query ending in a space has finished its last word.
    return [i === words.length - 1 && !/\s$/.test(query) ? { term, prefix: word, typed: word } : { term, typed: word }];
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
    const longer = keys
      .flatMap((k, i) => (k.length > prefix.length && k.startsWith(prefix) ? [i] : []))
      .sort((a, b) => keys[a]!.length - keys[b]!.length || a - b);
    for (const n of longer) {
      if (found.size >= MAX_PREFIX_SHARDS) break;
      found.add(n);
    }
  }
  return [...found];
}

/** Each page's score for one word, and the pages whose title holds it: its term's score, or the best of the terms the typed word starts (counted less), or of the words near it. */
function wordScores(word: QueryWord, shards: readonly Shard[]): { scores: Map<number, number>; titled: Set<number> } {
  const scores = new Map<number, number>();
  const titled = new Set<number>();
  const addList = (list: number[], factor: number) => {
    let doc = 0;
    for (let i = 0; i < list.length; i += 2) {
      doc += list[i]!;
      const score = list[i + 1]! * factor;
      if (score > (scores.get(doc) ?? 0)) scores.set(doc, score);
    }
  };
  const addTitled = (list: number[] | undefined) => {
    let doc = 0;
    for (let i = 0; list && i < list.length; i += 2) titled.add((doc += list[i]!));
  };
  for (const s of shards) {
    if (Object.hasOwn(s, word.term)) addList(s[word.term]!, 1);
    if (Object.hasOwn(s, word.term + TITLE_MARK)) addTitled(s[word.term + TITLE_MARK]);
    for (const [term, distance] of word.near ?? []) {
      if (Object.hasOwn(s, term)) addList(s[term]!, FUZZY_FACTORS[distance]!);
      if (Object.hasOwn(s, term + TITLE_MARK)) addTitled(s[term + TITLE_MARK]);
    }
    if (!word.prefix) continue;
    for (const term of Object.keys(s)) {
      if (term === word.term || !term.startsWith(word.prefix)) continue;
      if (term.endsWith(TITLE_MARK)) {
        if (term !== word.term + TITLE_MARK) addTitled(s[term]);
      } else addList(s[term]!, PREFIX_FACTOR);
    }
  }
  return { scores, titled };
}

/** The edit distance of two words (insertions, deletions, substitutions and swaps of neighbours), or `max + 1` once it is more than `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** How far a word may be from a misspelt one: none under 4 letters, 1 up to 7, 2 from 8. */
function typoAllowance(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
}

/**
 * The index's words close to a query word that found nothing (`refnd` → `refund`): those starting
 * with its letter within its allowance of it as typed or of its stem, nearest first, then those on
 * most pages, at most `MAX_FUZZY_TERMS`.
 */
async function nearWords(index: LoadedIndex, word: QueryWord): Promise<[string, number][]> {
  const typed = word.typed ?? word.term;
  const max = typoAllowance(typed);
  if (!max || !/^[a-z]/.test(typed)) return [];
  const words = await wordsStartingWith(index, typed[0]!);
  const near: [string, number][] = [];
  for (const candidate of words) {
    const distance = Math.min(editDistance(typed, candidate, max), editDistance(word.term, candidate, max));
    if (distance <= max && candidate !== word.term) near.push([candidate, distance]);
  }
  // Sorting is stable: among words as near, those on most pages (the file's order) come first.
  return near.sort((a, b) => a[1] - b[1]).slice(0, MAX_FUZZY_TERMS);
}

/**
 * Every result for `query`, guides, operations and posts in one list, best first, or undefined once
 * `current()` says a newer query replaced it. A page must hold every word (the last one may be the
 * start of a longer word, and a word that finds nothing as written is taken for the words close to
 * it); when none holds them all, pages holding any are shown. A page whose title holds every word
 * ranks first. Only the shards of the query's words are downloaded (and, for a misspelt word, the
 * words of its first letter), and the fragments of the first `firstHits` results start downloading
 * as soon as they are ranked.
 */
export async function findResults(query: string, current: () => boolean = () => true, firstHits = 0): Promise<FoundResults | undefined> {
  const index = await loadIndex();
  if (!current()) return undefined;
  const words = queryWords(query);
  if (!words.length) return { results: [], first: Promise.resolve([]) };
  const keys = index.manifest.shards;
  const shardsFor = (word: QueryWord) =>
    Promise.all(
      [...new Set([...shardsOf(keys, word), ...(word.near ?? []).map(([term]) => shardOf(keys, term)).filter((n) => n !== -1)])].map((n) => shard(index, n)),
    );
  const scoresOf = async (word: QueryWord) => {
    const found = wordScores(word, await shardsFor(word));
    if (found.scores.size || !current()) return found;
    word.near = await nearWords(index, word);
    return word.near.length ? wordScores(word, await shardsFor(word)) : found;
  };
  // A page that has the whole query as one of its phrases (an operation's method and path) ranks first: its score for the phrase counts too.
  const phrase = phraseWord(words);
  const [perWord, phraseScores] = await Promise.all([Promise.all(words.map(scoresOf)), phrase && scoresOf(phrase)]);
  if (!current()) return undefined;
  const total = new Map<number, number>();
  const every = perWord.reduce<Set<number> | undefined>((acc, { scores }) => new Set([...scores.keys()].filter((d) => !acc || acc.has(d))), undefined)!;
  const pool = every.size ? every : new Set(perWord.flatMap(({ scores }) => [...scores.keys()]));
  for (const doc of pool) {
    const inTitle = perWord.filter(({ titled }) => titled.has(doc)).length;
    const bonus = inTitle === words.length ? TITLE_ALL_BONUS : inTitle * TITLE_WORD_BONUS;
    total.set(doc, perWord.reduce((sum, { scores }) => sum + (scores.get(doc) ?? 0), 0) + (phraseScores?.scores.get(doc) ?? 0) + bonus);
  }
  const inScope = versionScope(index.manifest);
  const ranked = [...total]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([doc]) => doc)
    .filter((doc) => !inScope || inScope(doc));
  const { groups, docs, id } = index.manifest;
  const results = ranked.map((doc): FoundResult => {
    const group = groups[docs.charCodeAt(doc) - 48] ?? '';
    return { id: `${id}:${doc}`, group, hit: () => fragment(index, doc).then((f) => toHit(`${id}:${doc}`, group, f, words)) };
  });
  const first = loadHits(results.slice(0, firstHits));
  // A query typed over never awaits its hits: a failed download is then nobody's error.
  first.catch(() => undefined);
  return current() ? { results, first } : undefined;
}

/** Does a word of the text (folded) match this query word: the same term, or (the word being typed) a word it starts? */
function matchesWord(word: string, query: QueryWord): boolean {
  const stem = stemOf(word);
  return query.term === stem || (query.prefix !== undefined && word.startsWith(query.prefix)) || Boolean(query.near?.some(([term]) => term === stem));
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
  for (const [weight, part] of [
    [3, heading],
    [1, text],
  ] as const) {
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
  const pageTitle = page.title || page.url;
  return {
    id,
    group,
    href: sub?.href ?? page.url,
    title: sub?.heading ?? pageTitle,
    page: sub ? pageTitle : undefined,
    heading: sub?.heading,
    excerpt: excerpt(text || heading, words),
  };
}

/** The hits of `results` (a group's), downloading each one's fragment: call it for the results shown only. */
export function loadHits(results: readonly FoundResult[]): Promise<SearchHit[]> {
  return Promise.all(results.map((r) => r.hit()));
}
