import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BundleCache } from '../../../src/cache/bundle-cache.ts';

let dir: string;
let input: string;
const bundle = { files: new Map([['assets/js/main.abc.js', new TextEncoder().encode('console.log(1)')]]), meta: { entry: '/assets/js/main.abc.js' } };

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-client-cache-'));
  vi.stubEnv('PORTAL_CACHE_DIR', path.join(dir, 'cache'));
  input = path.join(dir, 'entry.ts');
  writeFileSync(input, 'export {}');
});

describe('the kept client bundle', () => {
  it('is given back, files and all, while its inputs hash the same under the same version', () => {
    new BundleCache(dir, 'client', 'v1').save(bundle, [input]);
    const kept = new BundleCache(dir, 'client', 'v1').read<{ entry: string }>();
    expect(kept?.meta).toEqual({ entry: '/assets/js/main.abc.js' });
    expect([...(kept?.files ?? [])].map(([rel, data]) => [rel, new TextDecoder().decode(data)])).toEqual([['assets/js/main.abc.js', 'console.log(1)']]);
  });

  it('is not used once an input changed or is gone', () => {
    new BundleCache(dir, 'client', 'v1').save(bundle, [input]);
    writeFileSync(input, 'export const changed = 1');
    expect(new BundleCache(dir, 'client', 'v1').read()).toBeUndefined();
    new BundleCache(dir, 'client', 'v1').save(bundle, [input, path.join(dir, 'gone.ts')]);
    expect(new BundleCache(dir, 'client', 'v1').read()).toBeUndefined();
  });

  it('is not used when the kept file names something other than a regular file (a device never ends)', () => {
    new BundleCache(dir, 'client', 'v1').save(bundle, [input]);
    const file = path.join(dir, 'cache', readdirSync(path.join(dir, 'cache'))[0]!);
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { inputs: Record<string, string> };
    writeFileSync(file, JSON.stringify({ ...kept, inputs: { ...kept.inputs, '/dev/zero': 'x' } }));
    expect(new BundleCache(dir, 'client', 'v1').read()).toBeUndefined();
  });

  it('is not used under another version (portal, esbuild or the entry points changed)', () => {
    new BundleCache(dir, 'client', 'v1').save(bundle, [input]);
    expect(new BundleCache(dir, 'client', 'v2').read()).toBeUndefined();
  });

  it('is neither kept nor read without a cache folder', () => {
    vi.stubEnv('PORTAL_CACHE_DIR', '');
    const loose = mkdtempSync(path.join(os.tmpdir(), 'portal-loose-'));
    new BundleCache(loose, 'client', 'v1').save(bundle, [input]);
    expect(new BundleCache(loose, 'client', 'v1').read()).toBeUndefined();
  });
});
