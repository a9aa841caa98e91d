import type { SearchIndexFile } from './pagefind-index.ts';
import { locationCap } from './cap-locations.ts';
import { chunkHash, encodePagefind, pagefindFile, readPagefindFile, rewriteMetadata, type MetaChunk, type PackedWord, type WordIndex } from './pagefind-format.ts';

/**
 * How large a re-cut chunk of the word index may grow, in Pagefind's own measure (each page of a
 * word counts its locations and one; Pagefind cuts its chunks at 20,000, about 29 KB gzip, and only
 * its undocumented PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE changes that); a word that weighs more gets a chunk of its own. Measured on the
 * 1,000-guide + 1,000-operation bench index (scripts/bench/search-recut-copy.ts): 102 chunks became
 * 282 at 5,000 (median 3.1 KB gzip, the metadata every query loads +1.9 KB), 353 at 3,000 (1.9 KB,
 * +2.7 KB), 411 at 2,000 (1.6 KB, +3.4 KB); the words of a query there weigh about 25,000 each (30 KB
 * alone), so smaller chunks saved less than the metadata they added. With 8 locations a word a page
 * (`PAGE_LOCATIONS`) the same size gives 282 chunks of 2,073 KB in all (3,013 KB before), a query's word about 20 KB.
 */
export const CHUNK_LOCATIONS = 5_000;

/**
 * The index Pagefind wrote with its word index cut again into smaller chunks: each of Pagefind's
 * chunks is split where it grew past `size` locations, the metadata lists the new chunks (and gets
 * a new name, which `pagefind-entry.json` gives) and every other file is kept. A query finds the
 * same words as before: a search term loads the chunks whose range holds it, which are all the new
 * chunks of its old chunk that hold words it starts (see `cutChunk`). With `locations`, each word keeps
 * that many locations a page at most before it is cut (`locationCap`). Same files, same bytes out.
 */
export function recutIndex(files: readonly SearchIndexFile[], size = CHUNK_LOCATIONS, locations = Number.POSITIVE_INFINITY): SearchIndexFile[] {
  return rewriteMetadata(files, (language, meta, byPath) => {
    const cap = Number.isFinite(locations) ? locationCap(byPath, meta, locations) : (words: PackedWord[]) => words;
    const taken = new Set<string>();
    const chunks: MetaChunk[] = [];
    const added: SearchIndexFile[] = [];
    for (const [from, to, hash] of meta[2]) {
      const chunkPath = `pagefind/index/${hash}.pf_index`;
      const [words] = readPagefindFile(byPath.get(chunkPath)!.content, chunkPath) as WordIndex;
      byPath.delete(chunkPath);
      for (const part of cutChunk({ words: cap(words), from, to, size })) {
        const cbor = encodePagefind([part.words] satisfies WordIndex);
        const name = chunkHash(language, cbor, taken);
        taken.add(name);
        chunks.push([part.from, part.to, name]);
        added.push({ path: `pagefind/index/${name}.pf_index`, content: pagefindFile(cbor) });
      }
    }
    // All old chunks are taken out before the new ones are put in: a new name may be an old one's.
    for (const file of added) byPath.set(file.path, file);
    return [meta[0], meta[1], chunks, ...meta.slice(3)];
  });
}

/** One chunk of a re-cut index: the range of words it answers for and the words it holds. */
export interface CutChunk {
  from: string;
  to: string;
  words: PackedWord[];
}

/**
 * Splits one of Pagefind's chunks (its words in order, the range `from`..`to` its metadata gave)
 * into chunks of about `size` locations, each word in one chunk; a word that fills a chunk alone gets
 * its own. A chunk's range ends at its last word and the next one's starts at the shortest prefix of
 * its first word that tells it from that word (as Pagefind cuts); the first starts at `from`, the last ends at `to`. Then
 * a chunk whose words start with a search term of an earlier chunk's range (Pagefind finds words by
 * prefix) has its range start at that term (the shortest prefix of the earlier `to` that is not before
 * the earlier `from`): ranges overlap, and a term loads every chunk of the old one that holds its words.
 *
 *   [abc abd | abf ac] from "aa" to "ad"  →  "aa".."abd" [abc abd], "ab".."ad" [abf ac] (a term "ab" loads both)
 */
export function cutChunk(options: { words: readonly PackedWord[]; from: string; to: string; size: number }): CutChunk[] {
  const { words } = options;
  const groups: Array<{ start: number; end: number }> = [];
  let start = 0;
  let locations = 0;
  words.forEach((word, i) => {
    const own = weight(word);
    // A word that fills a chunk alone (one on most pages) gets a chunk of its own: the words before it are not loaded with it.
    if (own >= options.size && i > start) {
      groups.push({ start, end: i });
      start = i;
      locations = 0;
    }
    locations += own;
    if (locations >= options.size && i + 1 < words.length) {
      groups.push({ start, end: i + 1 });
      start = i + 1;
      locations = 0;
    }
  });
  groups.push({ start, end: words.length });
  const ranges = groups.map((g) => ({ from: words[g.start]![0], to: words[g.end - 1]![0] }));
  ranges[0]!.from = options.from;
  ranges[ranges.length - 1]!.to = options.to;
  // A chunk ends at its last word: cut to a prefix as Pagefind cuts its own, that word would be in no
  // chunk's range, and the chunks below whose ranges now hold it would keep it from being looked for in all.
  for (let i = 0; i + 1 < ranges.length; i++) ranges[i + 1]!.from = prefixes(ranges[i]!.to, ranges[i + 1]!.from)[1];
  // A term in one chunk's range whose words go on into the next chunks loads those too: their ranges start at the shortest such term.
  const own = ranges.map((r) => r.from);
  for (let i = 0; i + 1 < groups.length; i++) {
    const term = shortestTermReaching(own[i]!, ranges[i]!.to);
    for (let next = i + 1; next < groups.length && words[groups[next]!.start]![0].startsWith(term); next++) {
      if (compareWords(term, ranges[next]!.from) < 0) ranges[next]!.from = term;
    }
  }
  return groups.map((g, i) => ({ ...ranges[i]!, words: words.slice(g.start, g.end) }));
}

/** What a word weighs in a chunk, as Pagefind counts it: one per page and one per location (of its variants too). */
function weight(word: PackedWord): number {
  let total = 0;
  for (const [, locs, metaLocs] of word[1]) total += locs.length + metaLocs.length + 1;
  for (const variant of word[2] as Array<[string, PackedWord[1]]>) for (const [, locs, metaLocs] of variant[1]) total += locs.length + metaLocs.length + 1;
  return total;
}

/** Pagefind's `get_prefixes` (index/mod.rs): `a` and `b` each cut one character past their common prefix. */
function prefixes(a: string, b: string): [string, string] {
  const ca = [...a];
  const cb = [...b];
  let common = 0;
  while (common < ca.length && common < cb.length && ca[common] === cb[common]) common++;
  return [ca.slice(0, common + 1).join(''), cb.slice(0, common + 1).join('')];
}

/** The shortest prefix of `to` that is not before `from`: every term in `from`..`to` that words after `to` start with starts with it. */
function shortestTermReaching(from: string, to: string): string {
  const chars = [...to];
  for (let n = 1; n < chars.length; n++) {
    const prefix = chars.slice(0, n).join('');
    if (compareWords(prefix, from) >= 0) return prefix;
  }
  return to;
}

/** Orders words as Pagefind (Rust strings) does: by UTF-8 bytes, which is by code point (JavaScript's `<` compares UTF-16 units). */
export function compareWords(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
