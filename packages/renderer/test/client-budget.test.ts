import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleClient } from '../src/assets/bundle-client.ts';

/** The JavaScript budget of a guide page (issue 4): everything it loads, gzip, at most 70 KB. */
const BUDGET_BYTES = 70 * 1024;

/** The explorer's code, loaded when "Try it" is first pressed (issue 16), gzip: measured, and kept small. */
const EXPLORER_BYTES = 25 * 1024;

/** The nine languages' sample generators, loaded when the explorer's samples first follow the form (issue 39), gzip. */
const SAMPLES_BYTES = 15 * 1024;

/** The lazily loaded modules that the modules `from` import, and those import in turn. */
function reachable(bundle: Awaited<ReturnType<typeof bundleClient>>, from: string[], among: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const code = new TextDecoder().decode(bundle.files.get(queue.pop()!.slice(1)));
    for (const url of among) {
      if (!seen.has(url) && code.includes(`"./${url.split('/').pop()}"`)) {
        seen.add(url);
        queue.push(url);
      }
    }
  }
  return [...seen];
}

/** Emitted modules that no page loads with its islands. */
function lazyModules(bundle: Awaited<ReturnType<typeof bundleClient>>, urls: Set<string>): string[] {
  return [...bundle.files.keys()].map((key) => `/${key}`).filter((url) => !urls.has(url));
}

describe('the client bundle', () => {
  it(`stays within ${BUDGET_BYTES / 1024} KB gzip even if a page loaded every island`, async () => {
    const bundle = await bundleClient();
    const urls = new Set([bundle.entry, ...bundle.preload, ...Object.values(bundle.islands).flat()]);
    const loaded = [...urls].map((url) => bundle.files.get(url.slice(1)));
    expect(loaded.every(Boolean)).toBe(true);
    // Nothing is emitted that no page can load: beyond the pages' modules, only what an island imports on first use (the explorer, the search dialog).
    const lazy = lazyModules(bundle, urls);
    const importers = [...Object.values(bundle.islands).flat(), ...lazy].map((url) => new TextDecoder().decode(bundle.files.get(url.slice(1))));
    for (const url of lazy)
      expect(
        importers.some((code) => code.includes(`"./${url.split('/').pop()}"`)),
        url,
      ).toBe(true);
    const gzip = loaded.reduce((sum, file) => sum + gzipSync(file!).length, 0);
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

  it(`loads the API explorer only when "Try it" is pressed, within ${EXPLORER_BYTES / 1024} KB gzip, and its live code samples only when asked for, within ${SAMPLES_BYTES / 1024} KB`, async () => {
    const bundle = await bundleClient();
    const urls = new Set([bundle.entry, ...bundle.preload, ...Object.values(bundle.islands).flat()]);
    const code = (url: string) => new TextDecoder().decode(bundle.files.get(url.slice(1)));
    const gzipOf = (list: string[]) => list.reduce((sum, url) => sum + gzipSync(bundle.files.get(url.slice(1))!).length, 0);
    const all = lazyModules(bundle, urls);
    // The nine languages' generators (httpsnippet's clients): Java's writes `Unirest.`.
    const samples = all.filter((url) => code(url).includes('Unirest.'));
    expect(samples).toHaveLength(1);
    const explorer = reachable(
      bundle,
      bundle.islands.ApiExplorer!,
      all.filter((url) => !samples.includes(url)),
    );
    expect(explorer.length).toBeGreaterThan(0);
    // The explorer imports the generators when the reader turns on "Code samples use these values", never before.
    expect(explorer.some((url) => code(url).includes(`import("./${samples[0]!.split('/').pop()}")`))).toBe(true);
    expect(explorer.every((url) => !new RegExp(`from\\s*"\\./${samples[0]!.split('/').pop()!.replace('.', '\\.')}"`).test(code(url)))).toBe(true);
    expect(gzipOf(explorer)).toBeLessThanOrEqual(EXPLORER_BYTES);
    expect(gzipOf(samples)).toBeLessThanOrEqual(SAMPLES_BYTES);
  });
});
