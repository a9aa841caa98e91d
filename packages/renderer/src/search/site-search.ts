import { existsSync } from 'node:fs';
import { routeToFile } from '../content/slugs.ts';
import { readSearchIndexCache, searchIndexCacheFile, writeSearchIndexCache } from '../cache/index.ts';
import type { PageData } from '../site/types.ts';
import { buildPagefindIndex, type SearchIndexFile } from './pagefind-index.ts';
import { searchRecords, type SearchRecord } from './search-records.ts';

/**
 * Pagefind's own UIs (portal has its dialog), its web worker (the dialog runs Pagefind without it) and
 * the WebAssembly for pages of no known language (every page is indexed as English): none is loaded, so none is written.
 */
const UNUSED = /^pagefind\/(pagefind-(modular-|component-)?ui|pagefind-highlight|pagefind-worker\.js$|wasm\.unknown\.pagefind$)/;

/** A page's HTML, given when the page is written (Node 20 has no `Promise.withResolvers`). */
interface PageSlot {
  promise: Promise<string>;
  resolve(html: string): void;
  reject(error: Error): void;
}

function pageSlot(): PageSlot {
  let slot!: Omit<PageSlot, 'promise'>;
  const promise = new Promise<string>((resolve, reject) => (slot = { resolve, reject }));
  // A slot nobody reads any more (the build failed first) must not be an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, ...slot };
}

/** A build's search index, made while its pages are written. */
export interface BuildSearchIndex {
  /** Gives the index a page as it is written: its output-relative file and the part of its HTML the index reads (search-records.ts `searchedPart`), as UTF-8; pages that are not searched are ignored. */
  written(file: string, bytes: Uint8Array): void;
  /** The index's files, once every searched page was written. */
  files(): Promise<SearchIndexFile[]>;
  /** Stops indexing (the build failed): no page is waited for any more; resolves once the indexer is closed and its scratch folder removed. */
  abort(): Promise<void>;
}

/**
 * Starts a build's search index before its pages are rendered: each searched page's HTML is taken
 * as it is written (operations are read from the model), and Pagefind reads the pages in the
 * site's order while the rest render. With the site's content folder, the index is kept in its
 * build cache and an unchanged site's index is taken from there (the same bytes) without running
 * Pagefind.
 */
export function startSearchIndex(options: { pages: readonly PageData[]; scratchIn: string; contentDir?: string }): BuildSearchIndex {
  const records = searchRecords(options.pages);
  const waiting = new Map(records.filter((r) => r.html === undefined).map((r) => [routeToFile(r.route), pageSlot()]));
  const files = indexRecords({
    records,
    readHtml: (record) => {
      const file = routeToFile(record.route);
      const page = waiting.get(file)!;
      return page.promise.finally(() => waiting.delete(file));
    },
    scratchIn: options.scratchIn,
    contentDir: options.contentDir,
  });
  // An aborted build does not wait for its index: the failure is the build's, not this promise's.
  files.catch(() => undefined);
  return {
    written(file, bytes) {
      waiting.get(file)?.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
    },
    files: () => files,
    async abort() {
      for (const page of waiting.values()) page.reject(new Error('the build stopped before its search index was made'));
      // Pagefind may be writing into the staging folder (every page was there): it ends before the folder is removed.
      await files.then(
        () => undefined,
        () => undefined,
      );
    },
  };
}

/**
 * The search index of `pages`, whose HTML `readHtml` gives (operations are read from the model), kept
 * in the build cache of `contentDir` when given: the same indexed pages give the kept files without
 * running Pagefind, in a build as in `portal watch` (whose edits that leave every indexed article as
 * it was cost no indexing).
 */
export function keptSearchIndex(options: { pages: readonly PageData[]; readHtml: (record: SearchRecord) => string | Promise<string>; scratchIn?: string; contentDir?: string }): Promise<SearchIndexFile[]> {
  return indexRecords({ ...options, records: searchRecords(options.pages) });
}

/** The index of the records' pages, through the build cache of `contentDir` when given. */
async function indexRecords(options: { records: readonly SearchRecord[]; readHtml: (record: SearchRecord) => string | Promise<string>; scratchIn?: string; contentDir?: string }): Promise<SearchIndexFile[]> {
  const file = options.contentDir === undefined ? undefined : searchIndexCacheFile(options.contentDir);
  const files = await buildPagefindIndex({
    records: options.records,
    readHtml: (record) => record.html ?? options.readHtml(record),
    scratchIn: options.scratchIn,
    cache: file === undefined ? undefined : { read: (key) => readSearchIndexCache(file, key), write: (key, kept) => writeSearchIndexCache(file, key, kept.filter((f) => !UNUSED.test(f.path))), holdsAny: () => existsSync(file) },
  });
  return files.filter((f) => !UNUSED.test(f.path));
}
