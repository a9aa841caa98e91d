import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_PATH, shardOf, type Fragment, type SearchManifest, type Shard } from '@portal/client/search/index-format.ts';
import { build } from '../../../src/build.ts';
import type { PageSections } from '../../../src/search/page-sections.ts';
import { decodeSearchEntry, encodeSearchEntry, searchEntry, type SearchEntry } from '../../../src/search/search-entry.ts';
import { buildSearchIndex, type SearchIndexFile } from '../../../src/search/search-index.ts';
import type { SearchGroup } from '../../../src/search/search-records.ts';
import { md, removeTree, writeTree } from '../content-tree.ts';
import { random } from '../../../../../scripts/bench/random.ts';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) removeTree(root);
  roots = [];
});

type Page = { group: SearchGroup; entry: SearchEntry };

const page = (group: SearchGroup, url: string, title: string, sections: PageSections['sections'], extra: string[] = []): Page => ({
  group,
  entry: searchEntry(url, { title, sections }, extra),
});

/** A few pages of a small site. */
const smallSite = (): Page[] => [
  page('Guides', '/guides/refunds', 'Refunds', [
    ['', '', 'Give money back to a customer.'],
    ['refund-a-payment', 'Refund a payment', 'Call the refunds endpoint with the payment id.'],
    ['partial-refunds', 'Partial refunds', 'Refund part of the amount.'],
  ]),
  page('Guides', '/guides/payments', 'Payments', [['', '', 'Take a payment with a card; a café accepts it.']]),
  page('API', '/api/create-refund', 'Create a refund', [['', '', 'POST /refunds creates a refund of a payment.']], ['createRefund', 'Refunds']),
  page('Changelog', '/changelog/2024-01-refunds', 'Faster refunds', [['', '', 'Refunds now settle in a day.']]),
];

const manifestOf = (files: readonly SearchIndexFile[]): SearchManifest => {
  expect(files[0]!.path).toBe(MANIFEST_PATH);
  return JSON.parse(Buffer.from(files[0]!.content).toString('utf8')) as SearchManifest;
};

const fileOf = (files: readonly SearchIndexFile[], file: string): Uint8Array => {
  const found = files.find((f) => f.path === file);
  expect(found, file).toBeDefined();
  return found!.content;
};

const shardsOf = (files: readonly SearchIndexFile[], manifest: SearchManifest): Shard[] =>
  manifest.shards.map((_, n) => JSON.parse(gunzipSync(fileOf(files, `search/${manifest.id}/t${n}.bin`)).toString('utf8')) as Shard);

/** A posting list's pages and scores (its pages are deltas). */
const postings = (list: readonly number[]): Map<number, number> => {
  const out = new Map<number, number>();
  let doc = 0;
  for (let i = 0; i < list.length; i += 2) {
    doc += list[i]!;
    out.set(doc, list[i + 1]!);
  }
  return out;
};

/** Checks that each term of each page is in the shard `shardOf` names, listing that page with a positive score, and that no shard holds a term `shardOf` sends elsewhere. */
function expectEveryTermFound(pages: readonly Page[], files: readonly SearchIndexFile[]): void {
  const manifest = manifestOf(files);
  const shards = shardsOf(files, manifest);
  const decoded = new Map<string, Map<number, number>>();
  let checked = 0;
  pages.forEach(({ entry }, doc) => {
    for (const term of entry.terms) {
      let list = decoded.get(term);
      if (!list) {
        const n = shardOf(manifest.shards, term);
        if (n === -1 || !Object.hasOwn(shards[n]!, term)) expect.fail(`${term} is not in the shard shardOf names (${String(manifest.shards[n])})`);
        list = postings(shards[n]![term]!);
        decoded.set(term, list);
      }
      if (!((list.get(doc) ?? 0) >= 1)) expect.fail(`${term} does not list page ${doc}`);
      checked++;
    }
  });
  expect(checked).toBeGreaterThan(0);
  shards.forEach((shard, n) => {
    for (const term of Object.keys(shard)) expect(shardOf(manifest.shards, term), term).toBe(n);
  });
}

/** `count` pages of synthetic words: a vocabulary of `vocabulary` made-up words, a few common ones on every page. */
function syntheticSite(count: number, vocabulary: number, wordsPerPage: number): Page[] {
  const next = random(42);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const words = new Set<string>();
  while (words.size < vocabulary) {
    const length = 4 + Math.floor(next() * 6);
    let word = '';
    for (let i = 0; i < length; i++) word += letters[Math.floor(next() * 26)];
    words.add(word);
  }
  const list = [...words];
  const pick = () => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const text = Array.from({ length: wordsPerPage }, pick).join(' ');
    const group = (['Guides', 'API', 'Changelog'] as const)[i % 3]!;
    return page(group, `/p/${i}`, `Page ${pick()} ${pick()}`, [
      ['', '', `payment refund webhook ${text}`],
      [`s${i}`, `Section ${pick()}`, `${pick()} ${pick()} customer`],
    ]);
  });
}

// The search index portal writes (search/search-index.ts, format in client search/index-format.ts).
describe('buildSearchIndex', () => {
  it('writes a manifest, and every term of every page is in the shard shardOf names', () => {
    const pages = smallSite();
    const files = buildSearchIndex(pages);
    const manifest = manifestOf(files);
    expect(manifest.format).toBe(1);
    expect(manifest.id).toMatch(/^[0-9a-f]{12}$/);
    expect(manifest.groups).toEqual(['Guides', 'API', 'Changelog']);
    expect(manifest.docs).toBe('0012');
    expect(manifest.shards.length).toBeGreaterThan(0);
    expect([...manifest.shards].sort()).toEqual(manifest.shards);
    const shards = shardsOf(files, manifest);
    const termPages = (term: string) => [...postings(shards[shardOf(manifest.shards, term)]![term] ?? []).keys()];
    // Every other file lives in the index's own folder: its shards, one fragment per page, then the words of each first letter.
    expect(files.slice(1).map((f) => f.path)).toEqual([
      ...manifest.shards.map((_, n) => `search/${manifest.id}/t${n}.bin`),
      ...pages.map((_, n) => `search/${manifest.id}/f${n}.bin`),
      ...manifest.vocabulary!.map((_, n) => `search/${manifest.id}/v${n}.bin`),
    ]);
    // The pages whose title holds a term, beside it.
    expect(termPages('refund^')).toEqual([0, 2, 3]);
    expect(termPages('payment^')).toEqual([1]);
    const words = JSON.parse(
      gunzipSync(files.find((f) => f.path === `search/${manifest.id}/v${manifest.vocabulary!.indexOf('r')}.bin`)!.content).toString(),
    ) as string[];
    expect(words).toContain('refund');
    expect(words.every((w) => w.startsWith('r') && /^[a-z]+$/.test(w))).toBe(true);
    expectEveryTermFound(pages, files);
    // Stemmed, folded, and the parts of a camelCase extra term.
    expect(termPages('refund')).toEqual([0, 2, 3]);
    expect(termPages('payment')).toEqual([0, 1, 2]);
    expect(termPages('createrefund')).toEqual([2]);
    expect(termPages('creat')).toEqual([2]);
    expect(termPages('cafe')).toEqual([1]);
    expect(termPages('refunds')).toEqual([]);
  });

  it('gives the same bytes for the same pages, and another id for other pages', () => {
    const once = buildSearchIndex(smallSite());
    const again = buildSearchIndex(smallSite());
    expect(again.map((f) => f.path)).toEqual(once.map((f) => f.path));
    again.forEach((f, i) => expect(Buffer.from(f.content).equals(Buffer.from(once[i]!.content)), f.path).toBe(true));
    // Entries that went through the cache's encoding give the same index too.
    const decoded = smallSite().map((p) => ({ group: p.group, entry: decodeSearchEntry(encodeSearchEntry(p.entry)) }));
    expect(buildSearchIndex(decoded).map((f) => Buffer.from(f.content).toString('base64'))).toEqual(once.map((f) => Buffer.from(f.content).toString('base64')));
    const changed = smallSite();
    changed[1] = page('Guides', '/guides/payments', 'Payments', [['', '', 'Take a payment with a mandate.']]);
    expect(manifestOf(buildSearchIndex(changed)).id).not.toBe(manifestOf(once).id);
  });

  it('scores a page whose title holds a word above one whose text holds it once', () => {
    const filler = 'Some words about other things that make both pages as long as each other.';
    const pages = [
      page('Guides', '/text', 'Balances', [['', '', `${filler} You can read about mandates here.`]]),
      page('Guides', '/title', 'Mandates', [['', '', `${filler} You can read about balances here.`]]),
      page('Guides', '/none', 'Other', [['', '', filler]]),
    ];
    const files = buildSearchIndex(pages);
    const manifest = manifestOf(files);
    const shards = shardsOf(files, manifest);
    const scores = postings(shards[shardOf(manifest.shards, 'mandat')]!['mandat']!);
    expect([...scores.keys()]).toEqual([0, 1]);
    expect(scores.get(1)!).toBeGreaterThan(scores.get(0)!);
    // And a heading above the text (pages with as many headings: each field is weighed against its average length).
    const withHeading = [
      page('Guides', '/text', 'A', [
        ['', '', `${filler} mandates`],
        ['o', 'Overview', 'Words.'],
      ]),
      page('Guides', '/heading', 'B', [
        ['', '', `${filler} words`],
        ['m', 'Mandates', 'Words.'],
      ]),
      page('Guides', '/none', 'C', [
        ['', '', `${filler} words`],
        ['o', 'Overview', 'Words.'],
      ]),
    ];
    const headingFiles = buildSearchIndex(withHeading);
    const headingManifest = manifestOf(headingFiles);
    const headingScores = postings(shardsOf(headingFiles, headingManifest)[shardOf(headingManifest.shards, 'mandat')]!['mandat']!);
    expect(headingScores.get(1)!).toBeGreaterThan(headingScores.get(0)!);
  });

  it('cuts a large vocabulary into shards of a few kilobytes, each term still in the shard shardOf names', () => {
    const pages = syntheticSite(3000, 30_000, 40);
    const files = buildSearchIndex(pages);
    const manifest = manifestOf(files);
    expect(manifest.docs).toHaveLength(3000);
    expect(manifest.shards.length).toBeGreaterThan(10);
    const shardFiles = files.filter((f) => /\/t\d+\.bin$/.test(f.path));
    expect(shardFiles).toHaveLength(manifest.shards.length);
    const largest = Math.max(...shardFiles.map((f) => f.content.byteLength));
    expect(largest).toBeLessThan(16_000);
    expectEveryTermFound(pages, files);
    // The word on every page sits in a shard no larger than the others, and lists all 3,000 pages.
    const shards = shardsOf(files, manifest);
    expect(postings(shards[shardOf(manifest.shards, 'payment')]!['payment']!).size).toBe(3000);
  });

  it('writes each page’s fragment: its route, title and sections', () => {
    const pages = smallSite();
    const files = buildSearchIndex(pages);
    const manifest = manifestOf(files);
    const fragment = (n: number) => JSON.parse(gunzipSync(fileOf(files, `search/${manifest.id}/f${n}.bin`)).toString('utf8')) as Fragment;
    expect(fragment(0)).toEqual({
      url: '/guides/refunds',
      title: 'Refunds',
      sections: [
        ['', '', 'Give money back to a customer.'],
        ['refund-a-payment', 'Refund a payment', 'Call the refunds endpoint with the payment id.'],
        ['partial-refunds', 'Partial refunds', 'Refund part of the amount.'],
      ],
    });
    expect(fragment(2)).toEqual({ url: '/api/create-refund', title: 'Create a refund', sections: [['', '', 'POST /refunds creates a refund of a payment.']] });
    expect(fragment(3).url).toBe('/changelog/2024-01-refunds');
  });

  it('is neither written nor offered with `search: false`', async () => {
    const root = writeTree({
      'portal.config.ts': "export default { title: 'No Search', search: false };\n",
      'content/index.md': md({ title: 'Home' }, 'Start here.\n'),
      'content/guide.md': md({ title: 'Guide' }, '## Refunds\n\nRefund a payment.\n'),
    });
    roots.push(root);
    const outDir = path.join(root, 'build');
    await build({ cwd: root, outDir });
    expect(existsSync(path.join(outDir, 'search'))).toBe(false);
    expect(readFileSync(path.join(outDir, 'guide/index.html'), 'utf8')).not.toContain('SearchButton');
    expect(readFileSync(path.join(outDir, 'guide/index.html'), 'utf8')).toContain('Refund a payment');
  });
});
