import { describe, expect, it } from 'vitest';
import type { SearchIndexFile } from '../../../src/search/search-index.ts';
import type { SearchRecord } from '../../../src/search/search-records.ts';
import { recordSearchEntry, siteSearchIndex, startSearchIndex } from '../../../src/search/site-search.ts';
import type { CategoryPageData, PageData } from '../../../src/site/types.ts';

/** Searched pages (categories: read from their rendered HTML), one per word. */
const pages = (words: string[]): PageData[] =>
  words.map(
    (word, i): CategoryPageData => ({
      kind: 'category',
      route: `/guides/page-${i}`,
      title: `Page ${word}`,
      noindex: false,
      breadcrumbs: [],
      source: `page-${i}.md`,
      cards: [],
    }),
  );

/** Each page's rendered HTML: its article tells about its word. */
const htmlOf = (words: string[]) => (record: SearchRecord) => {
  const word = words[Number(record.route.split('-').pop())]!;
  return `<html><body><nav>Sidebar</nav><article class="doc"><h1>Page ${word}</h1><p>About ${word} and payments.</p><h2 id="more">More</h2><p>Details on ${word}.</p></article></body></html>`;
};

/** A guide's encoded search entry, as its render worker makes it. */
const entryOf = (route: string, html: string) => recordSearchEntry({ route, group: 'Guides', terms: [] }, html);

const bytes = (files: readonly SearchIndexFile[]) => files.map((f) => [f.path, Buffer.from(f.content).toString('base64')]);

// A build takes each page's entry as it is written (site-search.ts); `portal watch` reads the pages' HTML.
describe("the site's search index", () => {
  it('gives a build the index of its pages in the site’s order, whatever order they are written in, the same as watch makes it', async () => {
    const words = ['refunds', 'captures', 'mandates'];
    const site = pages(words);
    const html = htmlOf(words);
    const records = site.map((p): SearchRecord => ({ route: p.route, group: 'Guides', terms: [] }));
    const index = startSearchIndex({ pages: site });
    for (const i of [2, 0, 1]) index.written(`guides/page-${i}/index.html`, entryOf(site[i]!.route, html(records[i]!)));
    // A page that is not searched is ignored.
    index.written('other/index.html', new Uint8Array([1, 2, 3]));
    const files = await index.files();
    const expected = await siteSearchIndex({ pages: site, readHtml: html });
    expect(bytes(files)).toEqual(bytes(expected));
    // The same pages give the same bytes; an edited article gives another index, under another id.
    const again = startSearchIndex({ pages: site });
    for (const i of [1, 2, 0]) again.written(`guides/page-${i}/index.html`, entryOf(site[i]!.route, html(records[i]!)));
    expect(bytes(await again.files())).toEqual(bytes(files));
    const edited = startSearchIndex({ pages: site });
    for (const i of [0, 1, 2]) edited.written(`guides/page-${i}/index.html`, entryOf(site[i]!.route, html(records[i]!).replace('Details', 'Notes')));
    const changed = await edited.files();
    expect(changed[0]!.path).toBe('search/index.json');
    expect(JSON.parse(Buffer.from(changed[0]!.content).toString()).id).not.toBe(JSON.parse(Buffer.from(files[0]!.content).toString()).id);
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
});
