import { stemmer } from 'stemmer';

/**
 * The words of a text as the search index knows them, shared by the build (renderer
 * search/search-index.ts) and the dialog (index-client.ts) so that a query meets the index's terms:
 * lower case, accents dropped, runs of letters and digits (`merchant_reference` and
 * `merchant-reference` are two words), each English word reduced to its stem (Porter's stemmer:
 * `refunds`, `refunded` and `refunding` are `refund`).
 */
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
/** A word that only letters of the Latin alphabet make is stemmed (numbers, ids with digits and other scripts stay as written). */
const LATIN = /^[a-z]+$/;

/** Lower case without accents (`Café` → `cafe`); ASCII text is only lower-cased. */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u007f]/.test(lower) ? lower.normalize('NFKD').replace(MARKS, '') : lower;
}

const stems = new Map<string, string>();

/** The stem of one folded word (remembered: a site repeats its words). */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = word.length > 2 && LATIN.test(word) ? stemmer(word) : word;
    if (stems.size > 100_000) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}

/** Each word of `text` with where it starts and ends (UTF-16 offsets into `text`), in order. */
export function wordsOf(text: string): { word: string; start: number; end: number }[] {
  const words: { word: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(WORD)) words.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  return words;
}

/**
 * The terms of a text, in order, one per word: folded and stemmed. A camelCase identifier
 * (`merchantReference`) is one term, and its parts are terms too (`merchant`, `reference`) when
 * `withParts` (the index does so; a query keeps what the reader typed).
 */
export function searchTerms(text: string, withParts = false): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    terms.push(stemOf(foldCase(word)));
    if (withParts && /[a-z][A-Z]/.test(word)) for (const part of word.split(/(?<=[a-z])(?=[A-Z])/)) terms.push(stemOf(foldCase(part)));
  }
  return terms;
}

/** What joins a phrase's terms into one: no term holds it (a word is letters and digits). */
export const PHRASE_JOINER = '_';

/**
 * The term of a phrase of two words or more: their terms joined by `_`, so that "POST /v1/refunds"
 * is one term, `post_v1_refund`, which only a page that has the words in this order (an operation's
 * method and path) holds.
 */
export function phraseTerm(text: string): string | undefined {
  const terms = searchTerms(text);
  return terms.length > 1 ? terms.join(PHRASE_JOINER) : undefined;
}
