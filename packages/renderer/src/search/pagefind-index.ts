import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rendererCodeVersion } from '../cache/index.ts';
import { PortalError } from '../diagnostics.ts';
import { escapeHtml } from './operation-search-html.ts';
import type { SearchRecord } from './search-records.ts';
import { CHUNK_LOCATIONS, recutIndex } from './recut-index.ts';
import { PAGE_LOCATIONS } from './cap-locations.ts';
import { shortenFragmentNames } from './fragment-names.ts';

/**
 * Parts of an article that are not prose: code sample tabs, heading anchor links, islands (buttons);
 * and the API overview's list of operations (each is a result of its own) and schema trees (its
 * schema names stay): with them, the overview's fragment alone was 144 KB gzip on the bench corpus.
 */
const EXCLUDE = ['.code-tabs', '.hash-link', '[data-island]', '.api-operation-list', '.api-schema .schema'];


/**
 * What Pagefind reads of a page: its `<article>` alone (navbar, sidebars and footer never pollute
 * results, and a 1,000-item sidebar is not parsed 1,000 times), marked as the indexed region, with
 * the record's group as metadata and as a filter (the dialog asks for each group's best results) and
 * its extra terms. Undefined when the page has no article.
 *
 *   …<article class="doc">…</article>…  →  <html lang="en"><body><article data-pagefind-body class="doc"><p data-pagefind-meta="group:API" data-pagefind-filter="group:API">createPayment Payments</p>…</article></body></html>
 */
export function indexedHtml(html: string, record: SearchRecord): string | undefined {
  const start = html.indexOf('<article');
  const open = start === -1 ? -1 : html.indexOf('>', start);
  const close = html.lastIndexOf('</article>');
  if (open === -1 || close < open) return undefined;
  const meta = `<p data-pagefind-meta="group:${record.group}" data-pagefind-filter="group:${record.group}" data-pagefind-weight="5">${escapeHtml(record.terms.join(' '))}</p>`;
  return `<html lang="en"><body><article data-pagefind-body${html.slice(start + '<article'.length, open + 1)}${meta}${plainCode(html.slice(open + 1, close))}</article></body></html>`;
}

/**
 * Code blocks with their highlighting spans dropped: the same text (so the same index) in a fifth of
 * the bytes, which is most of what Pagefind would otherwise receive and parse for a guide.
 *
 *   <pre class="shiki" style="…"><code><span class="line"><span style="…">curl</span></span></code></pre>  →  <pre><code>curl</code></pre>
 */
export function plainCode(html: string): string {
  return html.replace(/<pre\b[^>]*>([\s\S]*?)<\/pre>/g, (_, inner: string) => `<pre><code>${inner.replace(/<[^>]*>/g, '')}</code></pre>`);
}

/** How many pages are on their way to Pagefind at once: its process parses one while the next is read and sent. */
const IN_FLIGHT = 8;

/** One file of the search index, relative to the site's root (`pagefind/…`). */
export interface SearchIndexFile {
  path: string;
  content: Uint8Array;
}

/** Pagefind runs one indexing service per process, which `close()` stops: one index is built at a time. */
let indexing: Promise<unknown> = Promise.resolve();

/** What Pagefind is started with; part of the key a kept index is found by. */
const INDEX_OPTIONS = { forceLanguage: 'en', excludeSelectors: EXCLUDE, writePlayground: false };

/** A page as Pagefind reads it: its route and the HTML `indexedHtml` made. */
export interface IndexedPage {
  url: string;
  html: string;
}

/**
 * Builds the Pagefind index of the records' pages, read in the records' order through `readHtml`
 * (so the same pages give the same bytes, whatever order they become ready in) and sent several at
 * a time, and returns its files under `pagefind/`. With a `cache` (the index kept by the last
 * build), the same pages give the kept files without running Pagefind; other pages build the whole
 * index again (Pagefind cannot update one). When the cache holds no index (a cold build) or there is
 * none, each page goes to Pagefind as soon as `readHtml` gives it: a build's index is made while
 * its pages are still rendering.
 */
export async function buildPagefindIndex(options: { records: readonly SearchRecord[]; readHtml: (record: SearchRecord) => string | Promise<string>; scratchIn?: string; cache?: IndexCache }): Promise<SearchIndexFile[]> {
  const { cache } = options;
  const key = cache && new IndexKey();
  const pages = keyed(indexedPages(options.records, options.readHtml), key);
  if (!cache || cache.holdsAny?.() === false) {
    const files = await oneAtATime(() => indexPages(pages, options.scratchIn));
    if (key) cache!.write(key.digest(), files);
    return files;
  }
  const all: IndexedPage[] = [];
  for await (const page of pages) all.push(page);
  const digest = key!.digest();
  const kept = cache.read(digest);
  if (kept) return kept;
  const files = await oneAtATime(() => indexPages(all, options.scratchIn));
  cache.write(digest, files);
  return files;
}

/** The records' pages as Pagefind reads them, in the records' order. */
async function* indexedPages(records: readonly SearchRecord[], readHtml: (record: SearchRecord) => string | Promise<string>): AsyncGenerator<IndexedPage> {
  for (const record of records) {
    const html = indexedHtml(await readHtml(record), record);
    if (html !== undefined) yield { url: record.route, html };
  }
}

/** The pages, each added to `key` as it passes. */
async function* keyed(pages: AsyncIterable<IndexedPage>, key: IndexKey | undefined): AsyncGenerator<IndexedPage> {
  for await (const page of pages) {
    key?.add(page);
    yield page;
  }
}

/** Runs `index` once no other index is being built in this process. */
function oneAtATime<T>(index: () => Promise<T>): Promise<T> {
  const built = indexing.then(index);
  indexing = built.catch(() => undefined);
  return built;
}

/** Where an index is kept between builds (cache/search-index-cache.ts), by the key of what it indexed. */
export interface IndexCache {
  read(key: string): SearchIndexFile[] | undefined;
  write(key: string, files: readonly SearchIndexFile[]): void;
  /** False when nothing is kept at all (the pages are then indexed as they come, without waiting for the key); unknown when absent. */
  holdsAny?(): boolean;
}

/** The version of Pagefind that builds the index (its binary has the same); `unknown` when its package cannot be read. */
export function pagefindVersion(): string {
  // Its package exports no `package.json`: it is looked for where Node looks for the package.
  for (const dir of createRequire(import.meta.url).resolve.paths('pagefind') ?? []) {
    try {
      return (JSON.parse(readFileSync(path.join(dir, 'pagefind', 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      // Not in this folder.
    }
  }
  return 'unknown';
}

/**
 * The key of an index: a hash of the pages Pagefind reads (route and HTML, in order), Pagefind's
 * version and options, and portal's renderer code and locked packages (which decide what is written).
 */
export class IndexKey {
  private readonly hash = createHash('sha256').update(`pagefind@${pagefindVersion()}\u0000${JSON.stringify(INDEX_OPTIONS)}\u0000${rendererCodeVersion()}\u0000`);

  /** Adds the next page. */
  add(page: IndexedPage): void {
    this.hash.update(page.url).update('\u0000').update(page.html).update('\u0000');
  }

  /** The key of the pages added. */
  digest(): string {
    return this.hash.digest('hex');
  }
}

async function indexPages(pages: Iterable<IndexedPage> | AsyncIterable<IndexedPage>, scratchIn: string | undefined): Promise<SearchIndexFile[]> {
  // Imported when an index is built: a build whose index is kept never loads Pagefind.
  const pagefind = await import('pagefind');
  const created = await pagefind.createIndex(INDEX_OPTIONS);
  const index = created.index;
  if (!index) throw new PortalError(`Can't start the search indexer (Pagefind): ${created.errors.join('; ')}`, { hint: 'reinstall with `pnpm install` so the pagefind binary for this platform is present' });
  // Where Pagefind writes the index before it is read back and removed: inside the staging folder for a build, the system's temporary folder in watch mode.
  const scratch = mkdtempSync(path.join(scratchIn ?? os.tmpdir(), '.pagefind-'));
  try {
    const pending: Promise<void>[] = [];
    let failure: unknown;
    for await (const page of pages) {
      pending.push(
        index.addHTMLFile({ url: page.url, content: page.html }).then(
          (added) => void (added.errors.length && (failure ??= new PortalError(`Can't index ${page.url} for search: ${added.errors.join('; ')}`))),
          (error: unknown) => void (failure ??= error),
        ),
      );
      if (pending.length >= IN_FLIGHT) await pending[pending.length - IN_FLIGHT];
      if (failure) throw failure;
    }
    await Promise.all(pending);
    if (failure) throw failure;
    // Pagefind writes its files itself: `getFiles()` sends them base64-encoded through its pipe, ten times slower.
    const { errors } = await index.writeFiles({ outputPath: scratch });
    if (errors.length) throw new PortalError(`Can't write the search index: ${errors.join('; ')}`);
    // Pagefind's word index with fewer locations a page, in smaller chunks, and its metadata with shorter names: a first query downloads less of all.
    return shortenFragmentNames(recutIndex(readIndexFiles(scratch), CHUNK_LOCATIONS, PAGE_LOCATIONS));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await index.deleteIndex();
    await pagefind.close();
  }
}

/** The files of the index Pagefind wrote to `dir`, as `pagefind/…` paths in sorted order. */
function readIndexFiles(dir: string): SearchIndexFile[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const abs = path.join(entry.parentPath, entry.name);
      return { path: `pagefind/${path.relative(dir, abs).split(path.sep).join('/')}`, content: readFileSync(abs) };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
