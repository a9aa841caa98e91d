import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { routeToFile } from '../content/slugs.ts';
import type { PageData } from '../site/types.ts';
import { buildPagefindIndex, type SearchIndexFile } from './pagefind-index.ts';
import { searchRecords } from './search-records.ts';

/**
 * Pagefind's own UIs (portal has its dialog), its web worker (the dialog runs Pagefind without it) and
 * the WebAssembly for pages of no known language (every page is indexed as English): none is loaded, so none is written.
 */
const UNUSED = /^pagefind\/(pagefind-(modular-|component-)?ui|pagefind-highlight|pagefind-worker\.js$|wasm\.unknown\.pagefind$)/;

/** The search index of a built site: every searched page's HTML, read back from the folder it was written to. */
export async function searchIndexFiles(options: { pages: readonly PageData[]; siteDir: string }): Promise<SearchIndexFile[]> {
  const files = await buildPagefindIndex({
    records: searchRecords(options.pages),
    readHtml: (record) => record.html ?? readFile(path.join(options.siteDir, routeToFile(record.route)), 'utf8'),
    scratchIn: options.siteDir,
  });
  return files.filter((file) => !UNUSED.test(file.path));
}
