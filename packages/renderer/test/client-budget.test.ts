import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleClient } from '../src/assets/bundle-client.ts';

/** The JavaScript budget of a guide page (issue 4): everything it loads, gzip, at most 70 KB. */
const BUDGET_BYTES = 70 * 1024;

describe('the client bundle', () => {
  it(`stays within ${BUDGET_BYTES / 1024} KB gzip even if a page loaded every island`, async () => {
    const bundle = await bundleClient();
    const urls = new Set([bundle.entry, ...bundle.preload, ...Object.values(bundle.islands).flat()]);
    const loaded = [...urls].map((url) => bundle.files.get(url.slice(1)));
    expect(loaded.every(Boolean)).toBe(true);
    // Nothing is emitted that no page can load: besides what pages preload, only what an island imports on first use (the search dialog).
    const islandCode = Object.values(bundle.islands).flat().map((url) => new TextDecoder().decode(bundle.files.get(url.slice(1))));
    const onUse = [...bundle.files.keys()].filter((rel) => !urls.has(`/${rel}`));
    for (const rel of onUse) expect(islandCode.some((code) => code.includes(`import("./${rel.split('/').pop()}")`)), rel).toBe(true);
    // Issue 15: a page that opened search too.
    const gzip = [...bundle.files.values()].reduce((sum, file) => sum + gzipSync(file).length, 0);
    expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('gives every island a module of its own, loaded lazily by the entry', async () => {
    const bundle = await bundleClient();
    const entry = new TextDecoder().decode(bundle.files.get(bundle.entry.slice(1)));
    for (const [name, [module]] of Object.entries(bundle.islands)) {
      expect(module).toMatch(new RegExp(`^/assets/js/${name}\\.[A-Z0-9]+\\.js$`));
      expect(entry).toContain(`import("./${module!.split('/').pop()}")`);
    }
  });
});
