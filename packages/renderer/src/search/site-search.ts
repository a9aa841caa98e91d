import { withBase } from '../url.ts';
import { routeToFile } from '../content/slugs.ts';
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
export function recordSearchEntry(record: SearchRecord, html?: string, base = '/'): Uint8Array {
  const sections = pageSections(record.html ?? html ?? '');
  // A result opens the page's URL: its route under the site's base path.
  return sections ? encodeSearchEntry(searchEntry(withBase(record.route, base), sections, record.terms, record.phrases)) : new Uint8Array(0);
}

/**
 * Starts a build's search index before its pages are rendered: each searched page's entry is taken
 * as the page is written (made by the render worker).
 */
export function startSearchIndex(options: { pages: readonly PageData[] }): BuildSearchIndex {
  const records = searchRecords(options.pages);
  const waiting = new Map(records.map((r) => [routeToFile(r.route), pageSlot()]));
  const files = indexRecords({
    records,
    readEntry: (record) => {
      const file = routeToFile(record.route);
      const page = waiting.get(file)!;
      return page.promise.finally(() => waiting.delete(file));
    },
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
 * The search index of `pages`, whose HTML `readHtml` gives (operations are read from the model): `portal watch`'s.
 */
export function siteSearchIndex(options: {
  pages: readonly PageData[];
  readHtml: (record: SearchRecord) => string | Promise<string>;
  base?: string;
}): Promise<SearchIndexFile[]> {
  return indexRecords({
    records: searchRecords(options.pages),
    readEntry: async (record) =>
      record.html === undefined ? recordSearchEntry(record, await options.readHtml(record), options.base) : recordSearchEntry(record, undefined, options.base),
  });
}

/**
 * The index of the records' pages, in the records' order whatever order their entries arrive in.
 * Not kept between builds: made from the entries, it takes about 0.1 s for 2,000 pages, less than
 * writing and reading a kept copy did.
 */
async function indexRecords(options: {
  records: readonly SearchRecord[];
  readEntry: (record: SearchRecord) => Uint8Array | Promise<Uint8Array>;
}): Promise<SearchIndexFile[]> {
  const pages: { group: SearchGroup; entry: SearchEntry; version?: string }[] = [];
  for (const record of options.records) {
    const bytes = await options.readEntry(record);
    if (bytes.byteLength) pages.push({ group: record.group, entry: decodeSearchEntry(bytes), ...(record.version ? { version: record.version } : {}) });
  }
  return buildSearchIndex(pages);
}
