import * as pagefind from 'pagefind';
import { PortalError } from '../diagnostics.ts';
import { escapeHtml } from './operation-search-html.ts';
import type { SearchRecord } from './search-records.ts';

/** Parts of an article that are not prose: code sample tabs, heading anchor links, islands (buttons). */
const EXCLUDE = ['.code-tabs', '.hash-link', '[data-island]'];


/**
 * What Pagefind reads of a page: its `<article>` alone (navbar, sidebars and footer never pollute
 * results, and a 1,000-item sidebar is not parsed 1,000 times), marked as the indexed region, with
 * the record's group as metadata and its extra terms. Undefined when the page has no article.
 *
 *   …<article class="doc">…</article>…  →  <html lang="en"><body><article data-pagefind-body class="doc"><p data-pagefind-meta="group:API">createPayment Payments</p>…</article></body></html>
 */
export function indexedHtml(html: string, record: SearchRecord): string | undefined {
  const start = html.indexOf('<article');
  const open = start === -1 ? -1 : html.indexOf('>', start);
  const close = html.lastIndexOf('</article>');
  if (open === -1 || close < open) return undefined;
  const meta = `<p data-pagefind-meta="group:${record.group}" data-pagefind-weight="5">${escapeHtml(record.terms.join(' '))}</p>`;
  return `<html lang="en"><body><article data-pagefind-body${html.slice(start + '<article'.length, open + 1)}${meta}${html.slice(open + 1, close)}</article></body></html>`;
}

/** One file of the search index, relative to the site's root (`pagefind/…`). */
export interface SearchIndexFile {
  path: string;
  content: Uint8Array;
}

/** Pagefind runs one indexing service per process, which `close()` stops: one index is built at a time. */
let indexing: Promise<unknown> = Promise.resolve();

/**
 * Builds the Pagefind index of the records' pages, read in the records' order through `readHtml`
 * (so the same pages give the same bytes), and returns its files under `pagefind/`.
 */
export async function buildPagefindIndex(options: { records: readonly SearchRecord[]; readHtml: (record: SearchRecord) => string | Promise<string> }): Promise<SearchIndexFile[]> {
  const built = indexing.then(() => indexPages(options));
  indexing = built.catch(() => undefined);
  return built;
}

async function indexPages(options: { records: readonly SearchRecord[]; readHtml: (record: SearchRecord) => string | Promise<string> }): Promise<SearchIndexFile[]> {
  const created = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: EXCLUDE, writePlayground: false });
  const index = created.index;
  if (!index) throw new PortalError(`Can't start the search indexer (Pagefind): ${created.errors.join('; ')}`, { hint: 'reinstall with `pnpm install` so the pagefind binary for this platform is present' });
  try {
    for (const record of options.records) {
      const html = indexedHtml(await options.readHtml(record), record);
      if (html === undefined) continue;
      const added = await index.addHTMLFile({ url: record.route, content: html });
      if (added.errors.length) throw new PortalError(`Can't index ${record.route} for search: ${added.errors.join('; ')}`);
    }
    const { files, errors } = await index.getFiles();
    if (errors.length) throw new PortalError(`Can't write the search index: ${errors.join('; ')}`);
    return files
      .map((file) => ({ path: `pagefind/${file.path.replace(/\\/g, '/')}`, content: file.content }))
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}
