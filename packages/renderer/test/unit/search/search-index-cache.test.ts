import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSearchIndexCache, writeSearchIndexCache } from '../../../src/cache/index.ts';
import { buildPagefindIndex, pagefindVersion, type IndexCache } from '../../../src/search/pagefind-index.ts';
import type { SearchRecord } from '../../../src/search/search-records.ts';
import type { SearchIndexFile } from '../../../src/search/pagefind-index.ts';

const records = (words: string[]): SearchRecord[] =>
  words.map((word, i) => ({ route: `/guides/page-${i}`, group: 'Guides', terms: [], html: `<html><body><article class="doc"><h1>Page ${word}</h1><p>About ${word} and payments.</p></article></body></html>` }));

const bytes = (files: readonly SearchIndexFile[]) => files.map((f) => [f.path, Buffer.from(f.content).toString('base64')]);

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A cache kept in a file of a fresh folder, counting what it was asked. */
function fileCache(): IndexCache & { file: string; reads: number; writes: number } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-search-cache-'));
  dirs.push(dir);
  const file = path.join(dir, 'search-site.bin');
  const cache = { file, reads: 0, writes: 0, read: (key: string) => (cache.reads++, readSearchIndexCache(file, key)), write: (key: string, files: readonly SearchIndexFile[]) => (cache.writes++, writeSearchIndexCache(file, key, files)) };
  return cache;
}

// Issue 15: warm builds take an unchanged site's index from the build cache instead of running Pagefind.
describe('the kept search index', () => {
  it('gives an unchanged site the bytes Pagefind gave, and a changed one a new index as a cold build would', async () => {
    const cache = fileCache();
    const before = records(['refunds', 'captures']);
    const cold = await buildPagefindIndex({ records: before, readHtml: (r) => r.html!, cache });
    expect(cache.writes).toBe(1);
    const warm = await buildPagefindIndex({ records: before, readHtml: (r) => r.html!, cache });
    expect(cache.writes).toBe(1);
    expect(bytes(warm)).toEqual(bytes(cold));

    const after = records(['refunds', 'mandates']);
    const changed = await buildPagefindIndex({ records: after, readHtml: (r) => r.html!, cache });
    expect(cache.writes).toBe(2);
    expect(bytes(changed)).not.toEqual(bytes(cold));
    expect(bytes(changed)).toEqual(bytes(await buildPagefindIndex({ records: after, readHtml: (r) => r.html! })));
  });

  it('is not used when its file was cut short, damaged or kept under another key', async () => {
    const cache = fileCache();
    const files = [{ path: 'pagefind/a.pf_meta', content: new Uint8Array([1, 2, 3]) }, { path: 'pagefind/b.js', content: new TextEncoder().encode('x') }];
    writeSearchIndexCache(cache.file, 'k1', files);
    expect(readSearchIndexCache(cache.file, 'k1')?.map((f) => [f.path, [...f.content]])).toEqual([['pagefind/a.pf_meta', [1, 2, 3]], ['pagefind/b.js', [120]]]);
    expect(readSearchIndexCache(cache.file, 'k2')).toBeUndefined();
    const whole = readFileSync(cache.file);
    writeFileSync(cache.file, whole.subarray(0, whole.length - 1));
    expect(readSearchIndexCache(cache.file, 'k1')).toBeUndefined();
    writeFileSync(cache.file, Buffer.concat([whole, Buffer.from('!')]));
    expect(readSearchIndexCache(cache.file, 'k1')).toBeUndefined();
    writeFileSync(cache.file, `{"key":"k1","files":[["a",-1]]}\n`);
    expect(readSearchIndexCache(cache.file, 'k1')).toBeUndefined();
    expect(readSearchIndexCache(path.join(cache.file, 'missing'), 'k1')).toBeUndefined();
  });

  it('is kept under the version of Pagefind that built it', () => {
    expect(pagefindVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
