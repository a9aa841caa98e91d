import { existsSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createStaticServer } from '../../packages/cli/src/serve/static-server.ts';

export const CHROMIUM = '/usr/bin/chromium';

/** What a browser downloads for a file: its gzip size, or its own size when it is compressed already (the index's `.bin` files, Pagefind's `.pf_*`, wasm). */
export function gzipBytes(file: string): number {
  const raw = readFileSync(file);
  return Math.min(raw.length, gzipSync(raw).length);
}

/** Serves `dir` on loopback (portal's own static server) and launches Chromium. */
export async function openSite(dir: string): Promise<{ base: string; browser: Browser; stop: () => Promise<void> }> {
  const server: Server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  return {
    base,
    browser,
    stop: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The kind of a search download: `index` (portal's shards, Pagefind's chunks), `fragments` (a page's
 * text for its hit), the index's other files by path, else the file's extension.
 */
export function downloadKind(p: string): string {
  if (/^\/search\/\w+\/t\d+\.bin$/.test(p) || p.startsWith('/pagefind/index/')) return 'index';
  if (/^\/search\/\w+\/f\d+\.bin$/.test(p) || p.startsWith('/pagefind/fragment/')) return 'fragments';
  if (p.startsWith('/pagefind/filter/')) return '/pagefind/filter/';
  return p.startsWith('/pagefind/') || p.startsWith('/search/') ? p : path.extname(p) || p;
}

/** Whether a kind of download is the search's own (its index, fragments, the dialog's code) rather than a page fetched ahead. */
export function isSearchDownload(kind: string): boolean {
  return kind === 'index' || kind === 'fragments' || kind === '.js' || kind.startsWith('/pagefind/') || kind.startsWith('/search/');
}

/** Sum of the gzip sizes of the site files behind `paths` (requests outside the site count nothing), in all and by kind (`downloadKind`). */
export function downloadedBytes(dir: string, paths: Iterable<string>): { total: number; byKind: Record<string, number> } {
  let total = 0;
  const byKind: Record<string, number> = {};
  for (const p of new Set(paths)) {
    const file = path.join(dir, decodeURIComponent(p));
    const candidates = [file, path.join(file, 'index.html'), `${file}.html`];
    const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
    if (!found) continue;
    const bytes = gzipBytes(found);
    total += bytes;
    const kind = downloadKind(p);
    byKind[kind] = (byKind[kind] ?? 0) + bytes;
  }
  return { total, byKind };
}

/**
 * Resolves once `page` made no request for `quietMs` and has none in flight: `waitForLoadState('networkidle')`
 * resolves at once after the page's load, so requests made later (hits loaded after a pause) went uncounted.
 */
export async function networkQuiet(page: Page, quietMs = 1000): Promise<void> {
  let inFlight = 0;
  let last = performance.now();
  const start = () => {
    inFlight++;
    last = performance.now();
  };
  const end = () => {
    inFlight--;
    last = performance.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    while (inFlight > 0 || performance.now() - last < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * The bytes (gzip) a fresh browser context downloads for `query` as its first search: the page is
 * loaded, `open` shows the search input, `query` is typed (`delayMs` between keys: 0 as fast as
 * possible, about 120 a reader's pace) and its results are waited for; counted from `open` on.
 */
export async function firstQueryBytes(options: {
  browser: Browser;
  base: string;
  dir: string;
  route: string;
  open: (page: Page) => Promise<void>;
  input: string;
  results: string;
  query: string;
  delayMs?: number;
}): Promise<{ total: number; byKind: Record<string, number> }> {
  const context = await options.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${options.base}${options.route}`);
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === options.base) requested.push(url.pathname);
    });
    await options.open(page);
    await page.type(options.input, options.query, { delay: options.delayMs ?? 0 });
    await page.waitForFunction(
      ({ results, query }) => document.querySelector(results)?.getAttribute('data-results-for') === query,
      { results: options.results, query: options.query.trim() },
      { timeout: 120_000 },
    );
    await networkQuiet(page);
    return downloadedBytes(options.dir, requested);
  } finally {
    await context.close();
  }
}

/**
 * Times, in the page, from the last keystroke's `input` event to the commit of the results for the
 * whole query (the listbox's `data-results-for` equals `query`).
 */
export async function timeQuery(page: Page, inputSelector: string, resultsSelector: string, query: string): Promise<number> {
  await page.fill(inputSelector, '');
  await page.evaluate(
    ({ resultsSelector, query }) => {
      const w = window as unknown as { lastInput: number; shownAt: number; listening?: boolean };
      w.lastInput = 0;
      w.shownAt = 0;
      // Capture on window runs before any listener of the page's own (React's at its root, the harness's on the input).
      if (!w.listening) window.addEventListener('input', () => (w.lastInput = performance.now()), true);
      w.listening = true;
      const results = document.querySelector(resultsSelector)!;
      new MutationObserver((_, observer) => {
        // The whole query's results, not a prefix's that arrived while the rest was being typed.
        if (results.getAttribute('data-results-for') === query.trim()) {
          w.shownAt = performance.now();
          observer.disconnect();
        }
      }).observe(results, { attributes: true, attributeFilter: ['data-results-for'] });
    },
    { resultsSelector, query },
  );
  await page.focus(inputSelector);
  await page.keyboard.type(query);
  await page.waitForFunction(() => (window as unknown as { shownAt: number }).shownAt > 0, undefined, { timeout: 120_000 });
  return page.evaluate(() => {
    const w = window as unknown as { lastInput: number; shownAt: number };
    return w.shownAt - w.lastInput;
  });
}

/** Median and 95th percentile. */
export function stats(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]! };
}
