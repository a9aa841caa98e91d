import { gzipSync } from 'node:zlib';
import type { Fragment } from '@portal/client/search/index-format.ts';
import { phraseTerm, searchTerms } from '@portal/client/search/search-terms.ts';
import type { PageSections } from './page-sections.ts';

/**
 * The fields a page's words are counted in, in this order: its title, its headings, its text, and
 * extra terms (an operation's id, tags, method and path, which its page shows elsewhere).
 * search-index.ts scores each field apart and weighs them (`FIELD_WEIGHTS`).
 */
export const FIELDS = ['title', 'heading', 'text', 'extra'] as const;

/** At most this many characters of a section's text go into its fragment (the excerpt's source; the index has every word). */
export const FRAGMENT_SECTION_CHARS = 6_000;

/**
 * One searched page as the index takes it: its fragment (gzip-compressed JSON, what the dialog
 * downloads to show the page as a result), its terms, how often each occurs in each field (`counts`:
 * `FIELDS.length` numbers a term, in the order of `terms`), and each field's length in words. Made
 * where the page is rendered (a render worker), so the build's own thread only adds it to the index.
 */
export interface SearchEntry {
  fragment: Uint8Array;
  terms: string[];
  counts: number[];
  lengths: number[];
}

/** The entry of a page at `url` with these sections, found by `extra` terms and whole `phrases` too (counted as extra terms). */
export function searchEntry(url: string, page: PageSections, extra: readonly string[] = [], phrases: readonly string[] = []): SearchEntry {
  const at = new Map<string, number>();
  const terms: string[] = [];
  const counts: number[] = [];
  const lengths = FIELDS.map(() => 0);
  const add = (text: string, field: number, found: readonly string[] = searchTerms(text, true)) => {
    for (const term of found) {
      let i = at.get(term);
      if (i === undefined) {
        at.set(term, (i = terms.length));
        terms.push(term);
        for (let f = 0; f < FIELDS.length; f++) counts.push(0);
      }
      counts[i * FIELDS.length + field]!++;
      lengths[field]!++;
    }
  };
  add(page.title, 0);
  page.sections.forEach(([, heading, text], i) => {
    add(heading, 1);
    add(text, 2);
    const code = page.code?.[i];
    if (code) add(code, 2);
  });
  for (const term of extra) add(term, 3);
  for (const phrase of phrases) {
    const term = phraseTerm(phrase);
    if (term) add(phrase, 3, [term]);
  }
  const fragment: Fragment = {
    url,
    title: page.title,
    sections: page.sections.map(([anchor, heading, text]) => [
      anchor,
      heading,
      text.length > FRAGMENT_SECTION_CHARS ? text.slice(0, FRAGMENT_SECTION_CHARS) : text,
    ]),
  };
  return { fragment: gzipSync(JSON.stringify(fragment), { level: 6 }), terms, counts, lengths };
}

/**
 * An entry as bytes, to cross from a render worker to the build's thread: a 4-byte length, then
 * `lengths`, the terms (letters and digits only: a space between them) and `counts`, each on a line
 * of its own, then the fragment.
 */
export function encodeSearchEntry(entry: SearchEntry): Uint8Array {
  const header = Buffer.from(`${entry.lengths.join(',')}\n${entry.terms.join(' ')}\n${entry.counts.join(',')}`, 'utf8');
  const bytes = new Uint8Array(4 + header.length + entry.fragment.length);
  new DataView(bytes.buffer).setUint32(0, header.length);
  bytes.set(header, 4);
  bytes.set(entry.fragment, 4 + header.length);
  return bytes;
}

/** The entry `encodeSearchEntry` wrote. */
export function decodeSearchEntry(bytes: Uint8Array): SearchEntry {
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const [lengths = '', terms = '', counts = ''] = Buffer.from(bytes.buffer, bytes.byteOffset + 4, size)
    .toString('utf8')
    .split('\n');
  const numbers = (list: string) => (list ? list.split(',').map(Number) : []);
  return { fragment: bytes.subarray(4 + size), terms: terms ? terms.split(' ') : [], counts: numbers(counts), lengths: numbers(lengths) };
}
