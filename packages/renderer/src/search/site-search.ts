import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { routeToFile } from '../content/slugs.ts';
import { readSearchIndexCache, rendererCodeVersion, searchIndexCacheFile, writeSearchIndexCache } from '../cache/index.ts';
import type { PageData } from '../site/types.ts';
import { pageSections } from './page-sections.ts';
import { decodeSearchEntry, encodeSearchEntry, searchEntry, type SearchEntry } from './search-entry.ts';
import { buildSearchIndex, type SearchIndexFile } from './search-index.ts';
import { searchRecords, type SearchGroup, type SearchRecord } from './search-records.ts';

/** A page's entry, given when the page is written (Node 20 has no `Promise.withResolvers`). */
interface PageSlot {
  promise: Promise<Uint8Array>;
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}

function pageSlot(): PageSlot {
  let slot!: Omit<PageSlot, 'promise'>;
  const promise = new Promise<Uint8Array>((resolve, reject) => (slot = { resolve, reject }));
  // A slot nobody reads any more (the build failed first) must not be an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, ...slot };
}

/** A build's search index, made while its pages are written. */
export interface BuildSearchIndex {
  /** Gives the index a page as it is written: its output-relative file and its search entry (`recordSearchEntry`); pages that are not searched are ignored. */
  written(file: string, entry: Uint8Array): void;
  /** The index's files, once every searched page was written. */
  files(): Promise<SearchIndexFile[]>;
  /** Stops indexing (the build failed): no page is waited for any more. */
  abort(): Promise<void>;
}

/**
 * The encoded search entry of a searched page: made from its record's HTML when it has one (an
 * operation, from the model), else from the page's rendered `html`; empty for a page without an
 * article. Made by the thread that rendered the page.
 */
export function recordSearchEntry(record: SearchRecord, html?: string): Uint8Array {
  const sections = pageSections(record.html ?? html ?? '');
  return sections ? encodeSearchEntry(searchEntry(record.route, sections, record.terms)) : new Uint8Array(0);
}

/**
 * Starts a build's search index before its pages are rendered: each searched page's entry is taken
 * as the page is written (made by the render worker). With the site's content folder, the
 * index is kept in its build cache and the same entries give the kept files.
 */
export function startSearchIndex(options: { pages: readonly PageData[]; contentDir?: string }): BuildSearchIndex {
  const records = searchRecords(options.pages);
  const waiting = new Map(records.map((r) => [routeToFile(r.route), pageSlot()]));
  const files = indexRecords({
    records,
    readEntry: (record) => {
      const file = routeToFile(record.route);
      const page = waiting.get(file)!;
      return page.promise.finally(() => waiting.delete(file));
    },
    contentDir: options.contentDir,
  });
  // An aborted build does not wait for its index: the failure is the build's, not this promise's.
  files.catch(() => undefined);
  return {
    written(file, entry) {
      waiting.get(file)?.resolve(entry);
    },
    files: () => files,
    async abort() {
      for (const page of waiting.values()) page.reject(new Error('the build stopped before its search index was made'));
      await files.then(
        () => undefined,
        () => undefined,
      );
    },
  };
}

/**
 * The search index of `pages`, whose HTML `readHtml` gives (operations are read from the model), kept
 * in the build cache of `contentDir` when given (`portal watch`).
 */
export function keptSearchIndex(options: { pages: readonly PageData[]; readHtml: (record: SearchRecord) => string | Promise<string>; contentDir?: string }): Promise<SearchIndexFile[]> {
  return indexRecords({ records: searchRecords(options.pages), readEntry: async (record) => (record.html === undefined ? recordSearchEntry(record, await options.readHtml(record)) : recordSearchEntry(record)), contentDir: options.contentDir });
}

/**
 * The index of the records' pages, in the records' order whatever order their entries arrive in,
 * through the build cache of `contentDir` when given: the same entries give the kept files.
 */
async function indexRecords(options: { records: readonly SearchRecord[]; readEntry: (record: SearchRecord) => Uint8Array | Promise<Uint8Array>; contentDir?: string }): Promise<SearchIndexFile[]> {
  const key = createHash('sha256').update(`portal-search\u0000${rendererCodeVersion()}\u0000`);
  const pages: { group: SearchGroup; entry: SearchEntry }[] = [];
  for (const record of options.records) {
    const bytes = await options.readEntry(record);
    if (!bytes.byteLength) continue;
    key.update(`${record.route}\u0000${record.group}\u0000${bytes.byteLength}\u0000`).update(bytes);
    pages.push({ group: record.group, entry: decodeSearchEntry(bytes) });
  }
  const file = options.contentDir === undefined ? undefined : searchIndexCacheFile(options.contentDir);
  const digest = key.digest('hex');
  const kept = file && existsSync(file) ? readSearchIndexCache(file, digest) : undefined;
  if (kept) return kept;
  const files = buildSearchIndex(pages);
  writeSearchIndexCache(file, digest, files);
  return files;
}
