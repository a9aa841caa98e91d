import type { SearchIndexFile } from './pagefind-index.ts';
import { fragmentPath, readPagefindFragment, type PackedPage, type PackedWord, type PagefindMeta } from './pagefind-format.ts';

/**
 * How many locations of a word a page keeps in the index at most, besides those with a raised weight
 * (headings, the title, the record's terms), which it keeps all of. Pagefind lists every location of
 * a word on every page; a query's words weigh about 25,000 locations each on the 1,000-guide +
 * 1,000-operation bench, so a two-word first query downloaded more than 150 KB gzip. Measured there
 * (scripts/bench/search-recut-copy.ts --merge --cap K, search-first-query.ts --at-once): the word index
 * 3,013 KB → 2,073 KB at 8, a first query median 136.5 → 125.7 KB gzip, the largest 213.1 → 155.4 KB
 * (its hits' fragments: 25 KB), 14 → 19 of the 20 queries within 150 KB; the re-cut's CPU 2.2 → 2.8 s.
 * In Chromium (search-results-diff.ts --first-only, 54 queries and prefixes) the heading a hit shows
 * never changed; excerpts did (fewer matches marked), and the hits or their order of 7.
 */
export const PAGE_LOCATIONS = 8;

/** The weight Pagefind gives a word of plain text (1.0 as 24); above it, a heading's, the title's or a `data-pagefind-weight`'s. */
const PLAIN_WEIGHT = 24;

/** The weight Pagefind's reader starts each page's locations with (pagefind_web/src/index.rs): the first weight marker changes it. */
const START_WEIGHT = 25;

/** The highest weight a location can have (a `u8` in Pagefind's reader). */
const MAX_WEIGHT = 255;

/**
 * What `capWords` keeps of the words of the index in `files` (whose metadata is `meta`): for each
 * word and page, every location with a raised weight, then the first location of each of the page's
 * sections (as Pagefind's client cuts a page into sub-results at its fragment's anchors) not already
 * kept, then the earliest locations, up to `limit` besides the raised ones. The plain locations kept
 * share the weight of all the plain ones: Pagefind ranks a page by the sum of its locations' weights
 * (BM25 over it, pagefind_web's search.rs), which stays the same while a location's weight fits 255
 * (ten plain locations a kept one). A query finds the same pages in the same order, the sub-results
 * (the headings that matched) are the same and the excerpt still centres on matched words. Same words,
 * same locations out.
 *
 * Locations are deltas within each weight's run (`[-25, 3, 1, 1, 7, 1, -169, 1]` is 3, 4, 5, 12, 13 at 24 and 1 at 168).
 *
 *   limit 2, sections at 0 and 10; page [-25, 3, 1, 1, 7, 1, -169, 1]  →  [-61, 3, 9, -169, 1] (five of 24 shared by two: 60 and 60)
 */
export function locationCap(files: ReadonlyMap<string, SearchIndexFile>, meta: PagefindMeta, limit: number): (words: PackedWord[]) => PackedWord[] {
  const sections = new Map<number, number[]>();
  const sectionsOf = (page: number) => {
    let starts = sections.get(page);
    if (!starts) sections.set(page, (starts = anchorLocations(files, meta, page)));
    return starts;
  };
  const capPages = (pages: PackedPage[]) => {
    let page = 0;
    return pages.map(([delta, locs, metaLocs]): PackedPage => {
      page += delta;
      return [delta, locs.length <= limit ? locs : capPage(locs, limit, () => sectionsOf(page)), metaLocs];
    });
  };
  return (words) => words.map(([word, pages, variants]): PackedWord => [word, capPages(pages), (variants as Array<[string, PackedPage[]]>).map(([form, pages]) => [form, capPages(pages)])]);
}

/**
 * One page's locations of a word (`locs` of its `PackedPage`), capped as `locationCap` says;
 * `sections()` gives the locations where the page's sections start, in order.
 */
export function capPage(locs: readonly number[], limit: number, sections: () => readonly number[]): number[] {
  const all: Array<{ weight: number; location: number }> = [];
  let weight = START_WEIGHT;
  // Each weight's locations are deltas from the one before, from 0 after its weight's marker.
  let last = 0;
  for (const n of locs) {
    if (n < 0) {
      weight = Math.min(255, -n - 1);
      last = 0;
    } else {
      last += n;
      all.push({ weight, location: last });
    }
  }
  const plain = all.filter((l) => l.weight <= PLAIN_WEIGHT).sort((a, b) => a.location - b.location);
  if (plain.length <= limit) return [...locs];
  const starts = sections();
  const kept = new Set(all.filter((l) => l.weight > PLAIN_WEIGHT));
  const covered = new Set([...kept].map((l) => sectionOf(l.location, starts)));
  const firsts = plain.filter((l) => {
    const section = sectionOf(l.location, starts);
    return !covered.has(section) && covered.add(section);
  });
  let room = limit;
  for (const l of [...firsts, ...plain]) {
    if (room === 0) break;
    if (!kept.has(l)) {
      kept.add(l);
      room--;
    }
  }
  // The plain locations kept share the weight of all (as evenly as integers allow, the earliest one more): Pagefind ranks a page by the sum.
  const keptPlain = plain.filter((l) => kept.has(l));
  const total = plain.reduce((sum, l) => sum + l.weight, 0);
  const share = Math.floor(total / keptPlain.length);
  const shared = keptPlain.map((l, i) => ({ weight: Math.min(MAX_WEIGHT, share + (i < total % keptPlain.length ? 1 : 0)), location: l.location }));
  // Each weight's locations together, by location, as deltas after their weight's marker (as Pagefind writes them).
  const out: number[] = [];
  weight = START_WEIGHT;
  last = 0;
  for (const l of [...shared, ...all.filter((l) => l.weight > PLAIN_WEIGHT)].sort((a, b) => a.weight - b.weight || a.location - b.location)) {
    if (l.weight !== weight || out.length === 0) {
      out.push(-l.weight - 1);
      last = 0;
    }
    out.push(l.location - last);
    last = l.location;
    weight = l.weight;
  }
  return out;
}

/** The section a location is in: how many sections start at or before it (0 before the first anchor). */
function sectionOf(location: number, starts: readonly number[]): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (starts[mid]! <= location) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Where page `page`'s sub-result sections start: its fragment's anchors that Pagefind's client makes a
 * sub-result of (`calculate_sub_results`: a title, or a heading with text), by location. None when the
 * page has no fragment of its own (it is in a fragment group).
 */
function anchorLocations(files: ReadonlyMap<string, SearchIndexFile>, meta: PagefindMeta, page: number): number[] {
  const [hash] = meta[1][page] as [string, ...unknown[]];
  const path = fragmentPath(hash);
  const file = files.get(path);
  if (!file) return [];
  const fragment = readPagefindFragment(file.content, path) as { anchors?: Array<{ element?: string; title?: string; text?: string; location: number }> };
  const shown = (a: { element?: string; title?: string; text?: string }) => Boolean(a.title && /\S/.test(a.title)) || (/h\d/i.test(a.element ?? '') && Boolean(a.text && /\S/.test(a.text)));
  return (fragment.anchors ?? [])
    .filter(shown)
    .map((a) => a.location)
    .sort((a, b) => a - b);
}
