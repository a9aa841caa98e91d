import { useCallback, useEffect, useRef, useState } from 'react';
import { findResults, loadHits, type FoundResult, type SearchHit } from './index-client.ts';

/**
 * How many results each group shows: `TYPING_HITS` at once (while the reader may still be typing, so a
 * query typed over costs few fragments), `FIRST_HITS` once typing paused `PAUSE_MS`, and
 * `MORE_HITS` more for each "Show more results". Three a group fill the dialog without scrolling, and
 * each hit shown is a fragment downloaded (a guide's is about 4 KB gzip): with five, the fragments of a
 * first query were 27-50 KB of the 150 KB it may download on the 1,000 + 1,000 bench corpus.
 */
export const TYPING_HITS = 2;
export const FIRST_HITS = 3;
export const MORE_HITS = 10;
const PAUSE_MS = 200;

/**
 * A query whose last word has one or two characters ("pa", "webhook s") is searched only once typing
 * pauses this long: such a prefix matches words across many of the index's shards (a few KB gzip
 * each), which a reader typing on past it would download for nothing. Other queries are searched at once.
 */
export const SHORT_QUERY_DELAY_MS = 300;
const SHORT_WORD = 3;

/** Whether the word being typed (the query's last) is still one or two characters long. */
export function endsInShortWord(text: string): boolean {
  return [...(text.split(/\s+/).pop() ?? '')].length < SHORT_WORD;
}

/** A group as the dialog shows it: all its results, and the hits (with their fragments) of those shown. */
export interface ShownGroup {
  group: string;
  results: FoundResult[];
  hits: SearchHit[];
}

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

/**
 * The search behind the dialog: the best results of each group for `query` (only the fragments of the
 * hits shown are downloaded: two per group at once, three once typing pauses), `shown` the query they
 * belong to, and `showMore(group)` to add that group's next hits. A query typed over is dropped before
 * its fragments load.
 */
export function useSearch(query: string): { groups: ShownGroup[]; shown: string; status: SearchStatus; showMore: (group: string) => void } {
  const [groups, setGroups] = useState<ShownGroup[]>([]);
  const [shown, setShown] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  // Which query's search is current: each query, and each "Show more results", checks it before showing anything.
  const generation = useRef(0);
  const latest = useRef<ShownGroup[]>([]);
  latest.current = groups;

  useEffect(() => {
    const text = query.trim();
    const mine = ++generation.current;
    const current = () => generation.current === mine;
    if (!text) {
      setGroups([]);
      setShown('');
      setStatus('idle');
      return;
    }
    setStatus('searching');
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    (async () => {
      if (endsInShortWord(text)) await sleep(SHORT_QUERY_DELAY_MS);
      const found = current() ? await findResults(text, current, TYPING_HITS) : undefined;
      if (!found) return;
      const typing = await Promise.all(found.map((g) => g.first));
      if (!current()) return;
      setGroups(found.map((g, i) => ({ group: g.group, results: g.results, hits: typing[i]! })));
      setShown(text);
      setStatus('done');
      await sleep(PAUSE_MS);
      if (!current()) return;
      const rest = await Promise.all(found.map((g) => loadHits(g.results.slice(TYPING_HITS, FIRST_HITS))));
      // Hits a "Show more results" pressed meanwhile added stay, after these (ranked before them).
      const merged = (hits: SearchHit[]) => hits.filter((h, i) => hits.findIndex((x) => x.id === h.id) === i);
      if (current()) setGroups((prev) => prev.map((g, i) => ({ ...g, hits: merged([...typing[i]!, ...rest[i]!, ...g.hits]) })));
    })().catch(() => current() && setStatus('failed'));
  }, [query]);

  const showMore = useCallback((group: string) => {
    const mine = generation.current;
    const target = latest.current.find((g) => g.group === group);
    if (!target) return;
    loadHits(target.results.slice(target.hits.length, target.hits.length + MORE_HITS)).then(
      (hits) => {
        if (generation.current !== mine) return;
        // A second press before the first one's hits arrived adds nothing twice.
        setGroups((prev) => prev.map((g) => (g.group === group ? { ...g, hits: [...g.hits, ...hits.filter((h) => !g.hits.some((x) => x.id === h.id))] } : g)));
      },
      () => generation.current === mine && setStatus('failed'),
    );
  }, []);

  return { groups, shown, status, showMore };
}
