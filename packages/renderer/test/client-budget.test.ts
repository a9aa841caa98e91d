import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleClient } from '../src/assets/bundle-client.ts';

/** The JavaScript budget of a guide page (issue 4): everything it loads, gzip, at most 70 KB. */
const BUDGET_BYTES = 70 * 1024;

describe('the client bundle', () => {
  it(`stays within ${BUDGET_BYTES / 1024} KB gzip for a guide page`, async () => {
    const bundle = await bundleClient();
    const loaded = [bundle.entry, ...bundle.preload].map((url) => bundle.files.get(url.slice(1)));
    const gzip = loaded.reduce((sum, file) => sum + gzipSync(file!).length, 0);
    expect(loaded.every(Boolean)).toBe(true);
    expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
