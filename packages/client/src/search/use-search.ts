import { useCallback, useEffect, useRef, useState } from 'react';
import { findResults, loadHits, type FoundResult, type SearchHit } from './index-client.ts';

/**
 * How many results the dialog shows: `TYPING_HITS` at once (while the reader may still be typing, so a
 * query typed over costs few fragments), `FIRST_HITS` once typing paused `PAUSE_MS`, and
 * `MORE_HITS` more for each "Show more results". Each hit shown is a fragment downloaded (a guide's
 * is about 4 KB gzip): the first query's fragments stay well within the 150 KB it may download.
 */
export const TYPING_HITS = 4;
export const FIRST_HITS = 8;
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

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

/** The results of the query shown: all of them, best first, and the hits (with their fragments) of those shown. */
export interface ShownResults {
  results: FoundResult[];
  hits: SearchHit[];
}

const NONE: ShownResults = { results: [], hits: [] };

/**
 * The search behind the dialog: the best results for `query` (only the fragments of the hits shown
 * are downloaded: a few at once, more once typing pauses), `shown` the query they belong to, and
 * `showMore()` to add the next hits. A query typed over is dropped before its fragments load.
 */
export function useSearch(query: string): ShownResults & { shown: string; status: SearchStatus; showMore: () => void } {
  const [found, setFound] = useState<ShownResults>(NONE);
  const [shown, setShown] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  // Which query's search is current: each query, and each "Show more results", checks it before showing anything.
  const generation = useRef(0);
  const latest = useRef<ShownResults>(NONE);
  latest.current = found;

  useEffect(() => {
    const text = query.trim();
    const mine = ++generation.current;
    const current = () => generation.current === mine;
    if (!text) {
      setFound(NONE);
      setShown('');
      setStatus('idle');
      return;
    }
    setStatus('searching');
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    (async () => {
      if (endsInShortWord(text)) await sleep(SHORT_QUERY_DELAY_MS);
      const results = current() ? await findResults(text, current, TYPING_HITS) : undefined;
      if (!results) return;
      const typing = await results.first;
      if (!current()) return;
      setFound({ results: results.results, hits: typing });
      setShown(text);
      setStatus('done');
      await sleep(PAUSE_MS);
      if (!current()) return;
      const rest = await loadHits(results.results.slice(TYPING_HITS, FIRST_HITS));
      // Hits a "Show more results" pressed meanwhile added stay, after these (ranked before them).
      const merged = (hits: SearchHit[]) => hits.filter((h, i) => hits.findIndex((x) => x.id === h.id) === i);
      if (current()) setFound((prev) => ({ ...prev, hits: merged([...typing, ...rest, ...prev.hits]) }));
    })().catch(() => current() && setStatus('failed'));
  }, [query]);

  const showMore = useCallback(() => {
    const mine = generation.current;
    const target = latest.current;
    loadHits(target.results.slice(target.hits.length, target.hits.length + MORE_HITS)).then(
      (hits) => {
        if (generation.current !== mine) return;
        // A second press before the first one's hits arrived adds nothing twice.
        setFound((prev) => ({ ...prev, hits: [...prev.hits, ...hits.filter((h) => !prev.hits.some((x) => x.id === h.id))] }));
      },
      () => generation.current === mine && setStatus('failed'),
    );
  }, []);

  return { ...found, shown, status, showMore };
}
