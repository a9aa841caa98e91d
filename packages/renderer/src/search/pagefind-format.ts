import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';
import type { SearchIndexFile } from './pagefind-index.ts';

/**
 * Pagefind's binary index files as its 1.6.0 writes them (pagefind/src/index/index_metadata.rs,
 * index_words.rs; pagefind_web/src/metadata.rs, index.rs reads them): gzip of a signature then CBOR,
 * structs encoded as arrays of their fields in order. The package's version is pinned: a test decodes
 * and re-encodes its files and fails when a new version writes them otherwise.
 */
const SIGNATURE = Buffer.from('pagefind_dcd');

/** One chunk of the word index as the metadata lists it: the words from `from` to `to` (prefixes) are in `pagefind/index/<hash>.pf_index`. */
export type MetaChunk = [from: string, to: string, hash: string];

/** `pagefind.<hash>.pf_meta`: version, pages, index chunks, filters, sorts, metadata fields. Only the chunks are read here; the rest is kept as it was. */
export type PagefindMeta = [version: string, pages: unknown[], chunks: MetaChunk[], ...rest: unknown[]];

/** A word of the index (`PackedWord`): the word (stemmed), its pages (`PackedPage`s, page numbers delta-encoded) and its variants with other diacritics. */
export type PackedWord = [word: string, pages: PackedPage[], variants: unknown[]];

/** `PackedPage`: page number (a delta from the word's previous page), locations (negative numbers change the weight), locations in metadata fields. */
export type PackedPage = [page: number, locs: number[], metaLocs: number[]];

/** `pagefind/index/<hash>.pf_index`: the words of one range, in order. */
export type WordIndex = [words: PackedWord[]];

/** The CBOR of one of Pagefind's files (`.pf_meta`, `.pf_index`, `.pf_filter`), checked for its signature. */
export function readPagefindFile(file: Uint8Array, name: string): unknown {
  return decode(signedPayload(file, name, 'index files'));
}

/** What follows the signature in one of Pagefind's gzipped files. */
function signedPayload(file: Uint8Array, name: string, kind: string): Buffer {
  const raw = gunzipSync(file);
  if (!raw.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error(`${name} is not one of Pagefind's ${kind} (no signature)`);
  return raw.subarray(SIGNATURE.length);
}

/** Where the fragment of a page (named in the metadata's page list) is: `pagefind/fragment/<name>.pf_fragment`. */
export function fragmentPath(name: string): string {
  return `pagefind/fragment/${name}.pf_fragment`;
}

/** The JSON of one of Pagefind's page fragments (gzip of the signature then JSON), checked for its signature. */
export function readPagefindFragment(file: Uint8Array, name: string): unknown {
  return JSON.parse(signedPayload(file, name, 'fragments').toString('utf8'));
}

/** The CBOR of `value` as Pagefind encodes its structs (arrays of fields, shortest integers): what `readPagefindFile` decodes back. */
export function encodePagefind(value: unknown): Uint8Array {
  return encode(value);
}

/** The file Pagefind's client reads for `cbor`: signature and CBOR, gzipped as Pagefind does (best compression). */
export function pagefindFile(cbor: Uint8Array): Uint8Array {
  return gzipSync(Buffer.concat([SIGNATURE, cbor]), { level: 9 });
}

/** Pagefind's `full_hash`: SHA-1 with each byte in hex without its leading zero (Rust's `{:x?}` per byte). */
export function pagefindFullHash(bytes: Uint8Array): string {
  return [...createHash('sha1').update(bytes).digest()].map((b) => b.toString(16)).join('');
}

/**
 * The file name Pagefind gives an index chunk of `language` (`en_1a2b3c4`): the language, `_` and the
 * start of the CBOR's hash, lengthened (two characters at a time, as Pagefind does) while `taken` has it.
 */
export function chunkHash(language: string, cbor: Uint8Array, taken: ReadonlySet<string>): string {
  const full = `${language}_${pagefindFullHash(cbor)}`;
  let short = full.slice(0, language.length + 8);
  while (taken.has(short) && short.length < full.length) short = full.slice(0, short.length + 2);
  return short;
}

/** The name Pagefind gives the metadata of `language` (`en_1a2b3c4d5e`, found in `pagefind-entry.json`). */
export function metaHash(language: string, cbor: Uint8Array): string {
  return `${language}_${pagefindFullHash(cbor).slice(0, language.length + 8)}`;
}

const ENTRY = 'pagefind/pagefind-entry.json';

/**
 * The index with each language's metadata replaced by what `rewrite` makes of it. `rewrite` may also
 * add, rename or drop other files in `files` (by path). The new metadata gets its own name, which
 * `pagefind-entry.json` then gives; the files come back sorted by path. An index without an entry
 * file is returned as it is.
 */
export function rewriteMetadata(files: readonly SearchIndexFile[], rewrite: (language: string, meta: PagefindMeta, files: Map<string, SearchIndexFile>) => PagefindMeta): SearchIndexFile[] {
  const entryFile = files.find((f) => f.path === ENTRY);
  if (!entryFile) return [...files];
  const byPath = new Map(files.map((f) => [f.path, f]));
  const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8')) as { languages: Record<string, { hash: string }> };
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaPath = `pagefind/pagefind.${info.hash}.pf_meta`;
    const meta = readPagefindFile(byPath.get(metaPath)!.content, metaPath) as PagefindMeta;
    const cbor = encodePagefind(rewrite(language, meta, byPath));
    info.hash = metaHash(language, cbor);
    byPath.delete(metaPath);
    const path = `pagefind/pagefind.${info.hash}.pf_meta`;
    byPath.set(path, { path, content: pagefindFile(cbor) });
  }
  byPath.set(ENTRY, { path: ENTRY, content: Buffer.from(JSON.stringify(entry)) });
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
