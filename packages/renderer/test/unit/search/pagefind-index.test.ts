import { describe, expect, it } from 'vitest';
import { buildPagefindIndex } from '../../../src/search/pagefind-index.ts';
import type { SearchRecord } from '../../../src/search/search-records.ts';

const records = (words: string[]): SearchRecord[] =>
  words.map((word, i) => ({ route: `/guides/page-${i}`, group: 'Guides', terms: [], html: `<html><body><article class="doc"><h1>Page ${word}</h1><p>About ${word} and payments.</p></article></body></html>` }));

describe('buildPagefindIndex', () => {
  // `portal watch` starts a link check (and its index) after every save: two saves close together
  // build two indexes at once, over Pagefind's one service per process.
  it('builds indexes asked for at the same time, each as if it were alone', async () => {
    const one = records(['refunds', 'captures']);
    const two = records(['webhooks', 'payouts', 'mandates']);
    const alone = await buildPagefindIndex({ records: two, readHtml: (r) => r.html! });
    const together = await Promise.all([one, two, one].map((r) => buildPagefindIndex({ records: r, readHtml: (record) => record.html! })));
    expect(together[1]!.map((f) => [f.path, Buffer.from(f.content).toString('base64')])).toEqual(alone.map((f) => [f.path, Buffer.from(f.content).toString('base64')]));
    expect(together[0]!.map((f) => f.path)).toEqual(together[2]!.map((f) => f.path));
  });
});
