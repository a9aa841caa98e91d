import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSearchIndexCache, searchIndexCacheFile, writeSearchIndexCache } from '../../../src/cache/index.ts';
import type { SearchIndexFile } from '../../../src/search/search-index.ts';
import type { SearchRecord } from '../../../src/search/search-records.ts';
import { keptSearchIndex, recordSearchEntry, startSearchIndex } from '../../../src/search/site-search.ts';
import type { CategoryPageData, PageData } from '../../../src/site/types.ts';

/** Searched pages (categories: read from their rendered HTML), one per word. */
const pages = (words: string[]): PageData[] =>
  words.map((word, i): CategoryPageData => ({ kind: 'category', route: `/guides/page-${i}`, title: `Page ${word}`, noindex: false, breadcrumbs: [], source: `page-${i}.md`, cards: [] }));

/** Each page's rendered HTML: its article tells about its word. */
const htmlOf = (words: string[]) => (record: SearchRecord) => {
  const word = words[Number(record.route.split('-').pop())]!;
  return `<html><body><nav>Sidebar</nav><article class="doc"><h1>Page ${word}</h1><p>About ${word} and payments.</p><h2 id="more">More</h2><p>Details on ${word}.</p></article></body></html>`;
};

/** A guide's encoded search entry, as its render worker makes it. */
const entryOf = (route: string, html: string) => recordSearchEntry({ route, group: 'Guides', terms: [] }, html);

const bytes = (files: readonly SearchIndexFile[]) => files.map((f) => [f.path, Buffer.from(f.content).toString('base64')]);

let dirs: string[] = [];
let contentDir: string;
beforeEach(() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-search-cache-'));
  dirs.push(dir);
  // A cache folder of this test's own, and a content folder the kept index belongs to.
  vi.stubEnv('PORTAL_CACHE_DIR', path.join(dir, 'cache'));
  contentDir = path.join(dir, 'content');
});
afterEach(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** The key and files of the kept index. */
function keptHeader(file: string): { key: string; files: [string, number][] } {
  const data = readFileSync(file);
  return JSON.parse(data.subarray(0, data.indexOf(10)).toString('utf8')) as { key: string; files: [string, number][] };
}

/** Replaces the kept index's files by others under the same key: what a build that reuses it would then give. */
function poison(file: string): SearchIndexFile[] {
  const { key, files } = keptHeader(file);
  const poisoned = files.map(([p], i) => ({ path: p, content: new TextEncoder().encode(`poisoned ${i}`) }));
  writeSearchIndexCache(file, key, poisoned);
  return poisoned;
}

// Warm builds and `portal watch` take an unchanged site's index from the build cache (site-search.ts, cache/search-index-cache.ts).
describe('the kept search index', () => {
  it('gives the kept files for the same entries, and builds again when a page changed', async () => {
    const words = ['refunds', 'captures'];
    const file = searchIndexCacheFile(contentDir)!;
    expect(existsSync(file)).toBe(false);
    const cold = await keptSearchIndex({ pages: pages(words), readHtml: htmlOf(words), contentDir });
    expect(cold.map((f) => f.path)).toContain('search/index.json');
    expect(existsSync(file)).toBe(true);
    expect(keptHeader(file).files.map(([p]) => p)).toEqual(cold.map((f) => f.path));
    const coldKey = keptHeader(file).key;
    // The same site gives what was kept, not a new build: the poisoned bytes come back.
    const poisoned = poison(file);
    const warm = await keptSearchIndex({ pages: pages(words), readHtml: htmlOf(words), contentDir });
    expect(bytes(warm)).toEqual(bytes(poisoned));

    // A changed page: built again, as a build without a cache would, and kept in place of the other.
    const after = ['refunds', 'mandates'];
    const changed = await keptSearchIndex({ pages: pages(after), readHtml: htmlOf(after), contentDir });
    const uncached = await keptSearchIndex({ pages: pages(after), readHtml: htmlOf(after) });
    expect(bytes(changed)).toEqual(bytes(uncached));
    expect(bytes(changed)).not.toEqual(bytes(cold));
    expect(Buffer.from(changed[0]!.content).toString()).not.toContain('poisoned');
    expect(keptHeader(file).key).not.toBe(coldKey);
    const again = await keptSearchIndex({ pages: pages(after), readHtml: htmlOf(after), contentDir });
    expect(bytes(again)).toEqual(bytes(changed));
  });

  it('builds again when only a page’s group or route changed, or a page went away', async () => {
    const words = ['refunds', 'captures'];
    const file = searchIndexCacheFile(contentDir)!;
    await keptSearchIndex({ pages: pages(words), readHtml: htmlOf(words), contentDir });
    const key = keptHeader(file).key;
    poison(file);
    // The same HTML, but the page is now a changelog post: another group.
    const asPost = pages(words);
    asPost[1] = { ...asPost[1]!, kind: 'changelog' } as unknown as PageData;
    const regrouped = await keptSearchIndex({ pages: asPost, readHtml: htmlOf(words), contentDir });
    expect(JSON.parse(Buffer.from(regrouped[0]!.content).toString()).docs).toBe('02');
    expect(keptHeader(file).key).not.toBe(key);
    poison(file);
    const fewer = await keptSearchIndex({ pages: pages(words).slice(0, 1), readHtml: htmlOf(words), contentDir });
    expect(JSON.parse(Buffer.from(fewer[0]!.content).toString()).docs).toBe('0');
  });

  it('takes no kept index without a content folder, and keeps none', async () => {
    const words = ['refunds'];
    const file = searchIndexCacheFile(contentDir)!;
    const first = await keptSearchIndex({ pages: pages(words), readHtml: htmlOf(words), contentDir });
    poison(file);
    const plain = await keptSearchIndex({ pages: pages(words), readHtml: htmlOf(words) });
    expect(bytes(plain)).toEqual(bytes(first));
  });

  it('gives a build the index of its pages in the site’s order, whatever order they are written in, through the same cache', async () => {
    const words = ['refunds', 'captures', 'mandates'];
    const site = pages(words);
    const html = htmlOf(words);
    const records = site.map((p): SearchRecord => ({ route: p.route, group: 'Guides', terms: [] }));
    const index = startSearchIndex({ pages: site, contentDir });
    for (const i of [2, 0, 1]) index.written(`guides/page-${i}/index.html`, entryOf(site[i]!.route, html(records[i]!)));
    // A page that is not searched is ignored.
    index.written('other/index.html', new Uint8Array([1, 2, 3]));
    const files = await index.files();
    const expected = await keptSearchIndex({ pages: site, readHtml: html });
    expect(bytes(files)).toEqual(bytes(expected));
    // The next build of the same site takes the kept index.
    const poisoned = poison(searchIndexCacheFile(contentDir)!);
    const next = startSearchIndex({ pages: site, contentDir });
    for (const i of [0, 1, 2]) next.written(`guides/page-${i}/index.html`, entryOf(site[i]!.route, html(records[i]!)));
    expect(bytes(await next.files())).toEqual(bytes(poisoned));
  });

  it('leaves out a page without an article, and stops waiting when the build stopped', async () => {
    const site = pages(['refunds', 'captures']);
    const index = startSearchIndex({ pages: site });
    const empty = entryOf('/guides/page-1', '<html><body><main>No article</main></body></html>');
    expect(empty.byteLength).toBe(0);
    index.written('guides/page-1/index.html', empty);
    index.written('guides/page-0/index.html', entryOf('/guides/page-0', '<article><h1>Refunds</h1><p>x</p></article>'));
    const files = await index.files();
    expect(JSON.parse(Buffer.from(files[0]!.content).toString()).docs).toBe('0');

    const stopped = startSearchIndex({ pages: site });
    stopped.written('guides/page-0/index.html', entryOf('/guides/page-0', '<article><h1>Refunds</h1><p>x</p></article>'));
    await stopped.abort();
    await expect(stopped.files()).rejects.toThrow(/stopped/);
  });

  it('is not used when its file was cut short, damaged or kept under another key', () => {
    const file = searchIndexCacheFile(contentDir)!;
    const files = [
      { path: 'search/index.json', content: new Uint8Array([1, 2, 3]) },
      { path: 'search/abc/t0.bin', content: new TextEncoder().encode('x') },
    ];
    writeSearchIndexCache(file, 'k1', files);
    expect(readSearchIndexCache(file, 'k1')?.map((f) => [f.path, [...f.content]])).toEqual([
      ['search/index.json', [1, 2, 3]],
      ['search/abc/t0.bin', [120]],
    ]);
    expect(readSearchIndexCache(file, 'k2')).toBeUndefined();
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length - 1));
    expect(readSearchIndexCache(file, 'k1')).toBeUndefined();
    writeFileSync(file, Buffer.concat([whole, Buffer.from('!')]));
    expect(readSearchIndexCache(file, 'k1')).toBeUndefined();
    writeFileSync(file, `{"key":"k1","files":[["a",-1]]}\n`);
    expect(readSearchIndexCache(file, 'k1')).toBeUndefined();
    writeFileSync(file, `not json\n`);
    expect(readSearchIndexCache(file, 'k1')).toBeUndefined();
    expect(readSearchIndexCache(path.join(file, 'missing'), 'k1')).toBeUndefined();
    expect(readSearchIndexCache(undefined, 'k1')).toBeUndefined();
  });
});
