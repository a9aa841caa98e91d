import { readFile } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * The search index of a built site: every searched page's HTML, read back from the folder it was
 * written to. With the site's content folder, the index is kept in its build cache and an unchanged
 * site's index is taken from there (the same bytes) without running Pagefind.
 */
export async function searchIndexFiles(options: { pages: readonly PageData[]; siteDir: string; contentDir?: string }): Promise<SearchIndexFile[]> {
  return keptSearchIndex({
    pages: options.pages,
    readHtml: (record) => readFile(path.join(options.siteDir, routeToFile(record.route)), 'utf8'),
    scratchIn: options.siteDir,
    contentDir: options.contentDir,
  });
}

/**
 * The search index of `pages`, whose HTML `readHtml` gives (operations are read from the model), kept
 * in the build cache of `contentDir` when given: the same indexed pages give the kept files without
 * running Pagefind, in a build as in `portal watch` (whose edits that leave every indexed article as
 * it was cost no indexing).
 */
export async function keptSearchIndex(options: { pages: readonly PageData[]; readHtml: (record: SearchRecord) => string | Promise<string>; scratchIn?: string; contentDir?: string }): Promise<SearchIndexFile[]> {
  const file = options.contentDir === undefined ? undefined : searchIndexCacheFile(options.contentDir);
  const files = await buildPagefindIndex({
    records: searchRecords(options.pages),
    readHtml: (record) => record.html ?? options.readHtml(record),
    scratchIn: options.scratchIn,
    cache: file === undefined ? undefined : { read: (key) => readSearchIndexCache(file, key), write: (key, kept) => writeSearchIndexCache(file, key, kept.filter((f) => !UNUSED.test(f.path))) },
  });
  return files.filter((f) => !UNUSED.test(f.path));
}
