import { gzipSync } from 'node:zlib';
import type { Fragment } from '@portal/client/search/index-format.ts';
import { searchTerms } from '@portal/client/search/search-terms.ts';
import type { PageSections } from './page-sections.ts';

/**
 * How much a word counts where it stands: a word of the title counts as six of the text, a word of a
 * heading as two, an extra term (an operation's id and tags, which its page shows elsewhere) as three.
 */
export const WEIGHTS = { title: 6, heading: 2, text: 1, extra: 3 } as const;

/** At most this many characters of a section's text go into its fragment (the excerpt's source; the index has every word). */
export const FRAGMENT_SECTION_CHARS = 6_000;

/**
 * One searched page as the index takes it: its fragment (gzip-compressed JSON, what the dialog
 * downloads to show the page as a result), each of its terms with its weighted count, and its
 * length in words. Made where the page is rendered (a render worker), so the build's own thread only
 * adds it to the index.
 */
export interface SearchEntry {
  fragment: Uint8Array;
  terms: Map<string, number>;
  length: number;
}

/** The entry of a page at `url` with these sections, found by `extra` terms too. */
export function searchEntry(url: string, page: PageSections, extra: readonly string[] = []): SearchEntry {
  const terms = new Map<string, number>();
  let length = 0;
  const add = (text: string, weight: number, counted: boolean) => {
    for (const term of searchTerms(text, true)) {
      terms.set(term, (terms.get(term) ?? 0) + weight);
      if (counted) length++;
    }
  };
  add(page.title, WEIGHTS.title, true);
  for (const [, heading, text] of page.sections) {
    add(heading, WEIGHTS.heading, true);
    add(text, WEIGHTS.text, true);
  }
  for (const term of extra) add(term, WEIGHTS.extra, false);
  const fragment: Fragment = { url, title: page.title, sections: page.sections.map(([anchor, heading, text]) => [anchor, heading, text.length > FRAGMENT_SECTION_CHARS ? text.slice(0, FRAGMENT_SECTION_CHARS) : text]) };
  return { fragment: gzipSync(JSON.stringify(fragment), { level: 9 }), terms, length };
}

/**
 * An entry as bytes, to cross from a render worker and into the build cache:
 * a 4-byte length, JSON `[length, [term, count, term, count, …]]`, then the fragment.
 */
export function encodeSearchEntry(entry: SearchEntry): Uint8Array {
  const header = Buffer.from(JSON.stringify([entry.length, [...entry.terms].flat()]), 'utf8');
  const bytes = new Uint8Array(4 + header.length + entry.fragment.length);
  new DataView(bytes.buffer).setUint32(0, header.length);
  bytes.set(header, 4);
  bytes.set(entry.fragment, 4 + header.length);
  return bytes;
}

/** The entry `encodeSearchEntry` wrote. */
export function decodeSearchEntry(bytes: Uint8Array): SearchEntry {
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const [length, flat] = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + 4, size).toString('utf8')) as [number, (string | number)[]];
  const terms = new Map<string, number>();
  for (let i = 0; i < flat.length; i += 2) terms.set(flat[i] as string, flat[i + 1] as number);
  return { fragment: bytes.subarray(4 + size), terms, length };
}
