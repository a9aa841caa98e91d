/**
 * The files of portal's search index, written by the build (renderer search/search-index.ts) and read
 * by the dialog (index-client.ts). Every file but the manifest is gzip-compressed JSON, so a first
 * query downloads the same few kilobytes whatever the host compresses:
 *
 *   search/index.json            the manifest (below): which index, each page's group, the shard keys
 *   search/<id>/t<n>.bin         shard n: the terms starting with `shards[n]`, each with its pages and scores
 *   search/<id>/f<n>.bin         the fragment of page n: route, title and its text by section, for excerpts
 *   search/<id>/v<n>.bin         the words starting with `vocabulary[n]`, on most pages first: for misspelt queries
 *
 * `<id>` is a hash of the index's content, so a new index never mixes with files a browser cached of
 * an old one; the manifest alone keeps its name.
 */
export const MANIFEST_PATH = 'search/index.json';

export interface SearchManifest {
  format: 1;
  /** The folder of this index's files under `search/`. */
  id: string;
  /** The result groups, in the order the dialog shows them. */
  groups: string[];
  /** One character per page, in page order: the index of its group in `groups`. */
  docs: string;
  /** Shard keys, sorted: a term is in the shard of the longest key it starts with. */
  shards: string[];
  /** The first letters of the words the vocabulary files hold, sorted (absent in an index without them). */
  vocabulary?: string[];
}

/**
 * Ends a term whose pages are those that hold it in their title (`refund^`): kept in the term's shard,
 * never a word of a text (a word is letters and digits).
 */
export const TITLE_MARK = '^';

/**
 * A shard: for each term, its pages and scores as `[page, score, page, score, …]`, each page the
 * difference from the one before (the first from 0), pages ascending. A score is the page's BM25
 * weight for the term ×10, rounded (at least 1): title words count more than headings, headings more
 * than text.
 */
export type Shard = Record<string, number[]>;

/** A section of a page: its heading's anchor (empty for the text before the first heading), heading and text. */
export type FragmentSection = [anchor: string, heading: string, text: string];

/** What the dialog shows of a page: its route, title and text by section. */
export interface Fragment {
  url: string;
  title: string;
  sections: FragmentSection[];
}

export const shardPath = (id: string, n: number) => `search/${id}/t${n}.bin`;
export const fragmentPath = (id: string, n: number) => `search/${id}/f${n}.bin`;
export const vocabularyPath = (id: string, n: number) => `search/${id}/v${n}.bin`;

/** The index of the shard holding `term`: the longest key it starts with (keys sorted), or -1. */
export function shardOf(keys: readonly string[], term: string): number {
  let best = -1;
  for (let i = 0; i < keys.length; i++) if (term.startsWith(keys[i]!) && (best === -1 || keys[i]!.length > keys[best]!.length)) best = i;
  return best;
}
