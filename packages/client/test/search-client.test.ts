import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchEntry } from '../../renderer/src/search/search-entry.ts';
import { buildSearchIndex, type SearchIndexFile } from '../../renderer/src/search/search-index.ts';
import type { SearchGroup } from '../../renderer/src/search/search-records.ts';
import type { PageSections } from '../../renderer/src/search/page-sections.ts';
import type { SearchHit } from '../src/search/index-client.ts';
import { searchTerms } from '../src/search/search-terms.ts';
import { SITE_CHANGED_EVENT } from '../src/site-events.ts';
import { random } from '../../../scripts/bench/random.ts';

type Page = { group: SearchGroup; url: string; title: string; sections: PageSections['sections']; extra?: string[]; phrases?: string[] };

/**
 * A small site, in an order unlike the groups' (a changelog post first, the Refunds guide after the
 * Payments one), so that neither the groups' order nor the ranking can come from the pages' order.
 */
const SITE: Page[] = [
  {
    group: 'Changelog',
    url: '/changelog/faster-refunds',
    title: 'Faster refunds',
    sections: [['', '', 'Refunds now settle within a day. The client takes a constructor option.']],
  },
  {
    group: 'Guides',
    url: '/guides/payments',
    title: 'Payments',
    sections: [['', '', 'Take a payment with a card. A payment that was refunded shows its refunds.']],
  },
  {
    group: 'Guides',
    url: '/guides/refunds',
    title: 'Refunds',
    sections: [
      ['', '', 'Give money back to a customer when an order is cancelled.'],
      ['refund-a-payment', 'Refund a payment', 'Call the refunds endpoint with the payment id.'],
      ['partial-refunds', 'Partial refunds', 'Refund part of the amount: amounts are in cents, and 5 < 10 & 20 > 10 for <b> tags.'],
    ],
  },
  {
    group: 'API',
    url: '/api/create-refund',
    title: 'Create a refund',
    sections: [['', '', 'POST /refunds creates a refund of a captured payment.']],
    extra: ['createRefund', 'Refunds'],
  },
  { group: 'Guides', url: '/guides/webhooks', title: 'Webhooks', sections: [['', '', 'Receive events at your endpoint.']] },
];

const indexOf = (pages: readonly Page[]): SearchIndexFile[] =>
  buildSearchIndex(pages.map((p) => ({ group: p.group, entry: searchEntry(p.url, { title: p.title, sections: p.sections }, p.extra, p.phrases) })));

/** What the stubbed host was asked for, in order. */
let requests: string[] = [];
/** The files the host serves (`/search/…`), and how it answers. */
let served: Map<string, Uint8Array>;
let answer: (url: string) => Response | undefined;

/** Serves `files` at `/search/…`; anything else is a 404. */
function serve(files: readonly SearchIndexFile[]): void {
  served = new Map(files.map((f) => [`/${f.path}`, f.content]));
}

beforeEach(() => {
  requests = [];
  answer = () => undefined;
  serve(indexOf(SITE));
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('fetch', async (input: unknown) => {
    const url = String(input);
    requests.push(url);
    const given = answer(url);
    if (given) return given;
    const content = served.get(url);
    return content ? new Response(new Uint8Array(content)) : new Response('Not found', { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fresh copy of the client: it keeps the index it loaded. */
async function client() {
  vi.resetModules();
  return import('../src/search/index-client.ts');
}

/** Every hit of a query, best first. */
async function search(query: string): Promise<SearchHit[]> {
  const { findResults, loadHits } = await client();
  const found = await findResults(query);
  expect(found).toBeDefined();
  return loadHits(found!.results);
}

/** Each hit's group and page. */
const routes = (found: SearchHit[]) => found.map((h) => [h.group, h.href.split('#')[0]]);

// The search dialog's side of the index (index-client.ts), against an index the build made (renderer search/search-index.ts).
describe('findResults and loadHits', () => {
  it('ranks guides, operations and posts in one list: pages titled with the word first', async () => {
    const found = await search('refund');
    expect(routes(found)).toEqual([
      ['Guides', '/guides/refunds'],
      ['API', '/api/create-refund'],
      ['Changelog', '/changelog/faster-refunds'],
      ['Guides', '/guides/payments'],
    ]);
    expect(found.map((h) => h.title)).toEqual(['Refunds', 'Create a refund', 'Faster refunds', 'Payments']);
    // Ids are unique.
    const ids = found.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ranks first the page whose title holds every word, above a guide that says them more often', async () => {
    serve(
      indexOf([
        {
          group: 'Guides',
          url: '/guides/refunds',
          title: 'Refunds',
          sections: [['', '', 'Create a refund: to create a refund, create it with the refund endpoint. Create, refund, create refund. '.repeat(5)]],
        },
        { group: 'API', url: '/api/create-refund', title: 'Create a refund', sections: [['', '', 'Gives back part of a payment.']], extra: ['createRefund'] },
      ]),
    );
    expect(routes(await search('create refund'))).toEqual([
      ['API', '/api/create-refund'],
      ['Guides', '/guides/refunds'],
    ]);
  });

  it('finds a misspelt word by the words one or two edits from it, and marks them', async () => {
    // One letter left out, two swapped, one wrong: within 1 edit of a word of 4 to 7 letters.
    expect(routes(await search('refnd')).map(([, route]) => route)).toEqual(routes(await search('refund')).map(([, route]) => route));
    expect((await search('refnd'))[0]!.excerpt).toContain('<mark>refunds</mark>');
    expect(routes(await search('paymnet '))).toEqual(routes(await search('payment ')));
    expect(routes(await search('webhoks'))).toEqual([['Guides', '/guides/webhooks']]);
    // Two edits are allowed from 8 letters: "captureed" (9) finds "captured"; "refxxd" (6 letters, 2 edits) finds nothing.
    expect(routes(await search('captureed'))).toEqual([['API', '/api/create-refund']]);
    expect(await search('refxxd')).toEqual([]);
    // Short words are never taken for others.
    expect(await search('cad ')).toEqual([]);
  });

  it('downloads the words of one letter for a misspelt word only', async () => {
    const { findResults } = await client();
    await findResults('refund ');
    expect(requests.filter((r) => /\/v\d+\.bin$/.test(r))).toEqual([]);
    await findResults('refnd ');
    expect(requests.filter((r) => /\/v\d+\.bin$/.test(r))).toHaveLength(1);
  });

  it('links the section that matched, titled by its heading, with its page as the breadcrumb', async () => {
    const found = await search('partial refund');
    expect(found).toHaveLength(1);
    const hit = found[0]!;
    expect(hit.href).toBe('/guides/refunds#partial-refunds');
    expect(hit.title).toBe('Partial refunds');
    expect(hit.page).toBe('Refunds');
    expect(hit.excerpt).toMatch(/^<mark>Refund<\/mark> part of the amount/);
    // A page whose title holds every word of the query links the page itself; its excerpt still comes from the best section.
    const titled = (await search('refund'))[0]!;
    expect(titled.href).toBe('/guides/refunds');
    expect(titled.page).toBeUndefined();
    expect(titled.excerpt).toMatch(/^Call the <mark>refunds<\/mark> endpoint with the payment id/);
    // A page that matched by its title and first text links the page itself, with no breadcrumb page.
    const payments = (await search('card'))[0]!;
    expect(payments.href).toBe('/guides/payments');
    expect(payments.page).toBeUndefined();
  });

  it('marks the matched words of an excerpt and escapes its text', async () => {
    const hit = (await search('cents'))[0]!;
    expect(hit.href).toBe('/guides/refunds#partial-refunds');
    expect(hit.excerpt).toContain('<mark>cents</mark>');
    expect(hit.excerpt).toContain('5 &lt; 10 &amp; 20 &gt; 10 for &lt;b&gt; tags');
    expect(hit.excerpt.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    // Every form of the word is marked, as written.
    const payments = (await search('refund')).find((h) => h.href === '/guides/payments')!;
    expect(payments.excerpt).toContain('<mark>refunded</mark> shows its <mark>refunds</mark>');
    expect(payments.excerpt).not.toContain('<mark>payment</mark>');
  });

  it("keeps an excerpt's punctuation, and says with … only where text was left out", async () => {
    const refunds = (await search('refunds '))[0]!;
    expect(refunds.excerpt).toBe('Call the <mark>refunds</mark> endpoint with the <mark>payment</mark> id.'.replace('<mark>payment</mark>', 'payment'));
    serve(
      indexOf([
        { group: 'Guides', url: '/long', title: 'Long', sections: [['', '', `(Optional) ${'word '.repeat(30)}needle, then ${'more '.repeat(30)}end.`]] },
      ]),
    );
    const long = (await search('needle '))[0]!.excerpt;
    expect(long).toMatch(/^… word word word word <mark>needle<\/mark>, then more/);
    expect(long).toMatch(/ …$/);
  });

  it('ranks the page titled with a word first even when the word is on every page', async () => {
    const pages: Page[] = Array.from({ length: 100 }, (_, i) => ({
      group: 'Guides' as const,
      url: `/g/${i}`,
      title: `Guide ${i}`,
      sections: [['', '', `Text about a payment, number ${i}.`]] as Page['sections'],
    }));
    pages.push({
      group: 'Guides',
      url: '/g/payments',
      title: 'Payments',
      sections: [
        ['', '', 'Take a payment.'],
        ['take-a-payment', 'Take a payment', 'Charge the card.'],
      ],
    });
    serve(indexOf(pages));
    const found = await search('payment ');
    expect(found[0]!.href.split('#')[0]).toBe('/g/payments');
  });

  it('finds the whole word a typed start begins when the terms it starts fill many shards', async () => {
    const next = random(7);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const word = () => `merchant${Array.from({ length: 6 }, () => letters[Math.floor(next() * 26)]).join('')}`;
    const pages: Page[] = Array.from({ length: 40 }, (_, i) => ({
      group: 'Guides' as const,
      url: `/ids/${i}`,
      title: `Ids ${i}`,
      sections: [['', '', Array.from({ length: 150 }, word).join(' ')]] as Page['sections'],
    }));
    pages.push({ group: 'Guides', url: '/merchant', title: 'Your account', sections: [['', '', 'Every merchant has one account.']] });
    const files = indexOf(pages);
    serve(files);
    const manifest = JSON.parse(Buffer.from(files[0]!.content).toString('utf8')) as { shards: string[] };
    // The start "merch" begins terms in more shards than a word may download.
    expect(manifest.shards.filter((k) => k.startsWith('merch')).length).toBeGreaterThan(4);
    const found = await search('merch');
    expect(found.map((h) => h.href)).toContain('/merchant');
  });

  it('ranks first the operation whose method and path the query gives whole, also while its last word is typed', async () => {
    serve(
      indexOf([
        // A webhook about refunds, found by the same words (its title and id hold "refund", its text "POST" and "v1").
        {
          group: 'API',
          url: '/api/webhooks/refund-status-changed',
          title: 'Refund status changed',
          sections: [['', '', 'POST refundStatusChanged, signed with v1 and sent when a refund changes.']],
          extra: ['refundStatusChanged', 'Refunds', 'post'],
        },
        {
          group: 'API',
          url: '/api/create-refund',
          title: 'Create a refund',
          sections: [['', '', 'POST /v1/refunds with the amount to give back, for a long time and in many currencies, with a reason.']],
          extra: ['createRefund', 'Refunds', 'post', '/v1/refunds'],
          phrases: ['POST /v1/refunds', '/v1/refunds'],
        },
      ]),
    );
    const first = async (query: string) => (await search(query))[0]!.href;
    expect(await first('POST /v1/refunds')).toBe('/api/create-refund');
    expect(await first('/v1/refunds')).toBe('/api/create-refund');
    expect(await first('post /v1/ref')).toBe('/api/create-refund');
  });

  it('finds by the start of the word being typed, but not once it is finished', async () => {
    expect(routes(await search('refu'))).toEqual(routes(await search('refund')));
    expect(routes(await search('webh'))).toEqual([['Guides', '/guides/webhooks']]);
    expect((await search('refu'))[0]!.excerpt).toContain('<mark>refunds</mark>');
    // A query ending in a space has finished its last word.
    expect(await search('refu ')).toEqual([]);
    expect(await search('webh ')).toEqual([]);
  });

  it('finds other forms of a word by its stem', async () => {
    const refund = routes(await search('refund'));
    expect(routes(await search('refunds'))).toEqual(refund);
    expect(routes(await search('refunded '))).toEqual(refund);
    expect(routes(await search('Refunding'))).toEqual(refund);
    expect(routes(await search('REFUNDS '))).toEqual(refund);
  });

  it('finds an operation by its id, whole or by its parts', async () => {
    expect(routes(await search('createRefund'))).toEqual([['API', '/api/create-refund']]);
    expect(routes(await search('createrefund '))).toEqual([['API', '/api/create-refund']]);
    expect(routes(await search('create refund'))).toEqual([['API', '/api/create-refund']]);
  });

  it('finds nothing for a word no page has, and pages with some words when none has all', async () => {
    expect(await search('zebra')).toEqual([]);
    expect(await search('zebra ')).toEqual([]);
    expect(await search('  ')).toEqual([]);
    expect(await search('?!')).toEqual([]);
    // No page holds both: each page holding one of them.
    expect(routes(await search('zebra webhooks'))).toEqual([['Guides', '/guides/webhooks']]);
    const either = await search('partial webhooks');
    expect(either.map((h) => h.group)).toEqual(['Guides', 'Guides']);
    expect(either.map((h) => h.href).sort()).toEqual(['/guides/refunds#partial-refunds', '/guides/webhooks']);
  });

  it('treats the names of Object’s own properties as words like others', async () => {
    expect(routes(await search('constructor'))).toEqual([['Changelog', '/changelog/faster-refunds']]);
    for (const query of ['__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__proto__ ', 'toString ']) {
      expect(await search(query), query).toEqual([]);
    }
    // An index without the word: `constructor` is no shard's own term, whatever Object's prototype has.
    serve(indexOf(SITE.slice(1)));
    expect(await search('constructor')).toEqual([]);
    expect(await search('constructor ')).toEqual([]);
  });

  it('finds each word of a large index in its shard, and its start in a few shards', async () => {
    const next = random(7);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const vocabulary = Array.from({ length: 6000 }, () => Array.from({ length: 5 + Math.floor(next() * 5) }, () => letters[Math.floor(next() * 26)]).join(''));
    const pick = () => vocabulary[Math.floor(next() * vocabulary.length)]!;
    const pages: Page[] = Array.from({ length: 1500 }, (_, i) => ({
      group: 'Guides',
      url: `/p/${i}`,
      title: `Page ${pick()}`,
      sections: [['', '', Array.from({ length: 30 }, pick).join(' ')]],
    }));
    const files = indexOf(pages);
    serve(files);
    const manifest = JSON.parse(Buffer.from(files[0]!.content).toString()) as { shards: string[] };
    expect(manifest.shards.length).toBeGreaterThan(20);
    const pageTerms = pages.map((p) => new Set(searchTerms(`${p.title} ${p.sections.map((s) => s[2]).join(' ')}`)));
    const { findResults, loadHits } = await client();
    const shardRequests = () => requests.filter((r) => /\/t\d+\.bin$/.test(r)).length;
    const urls = async (query: string) => new Set((await loadHits((await findResults(query))!.results)).map((h) => h.href));
    for (let n = 0; n < 25; n++) {
      const word = pick();
      const term = searchTerms(word)[0]!;
      const holding = new Set(pages.filter((_, i) => pageTerms[i]!.has(term)).map((p) => p.url));
      expect(holding.size, word).toBeGreaterThan(0);
      const before = shardRequests();
      expect(await urls(`${word} `), word).toEqual(holding);
      expect(shardRequests() - before, word).toBeLessThanOrEqual(1);
      // The start of the word: every page holding it, among pages holding a word it starts.
      const start = word.slice(0, 4);
      const started = await urls(start);
      for (const url of holding) expect(started.has(url), `${start} → ${url}`).toBe(true);
      for (const url of started)
        expect(
          [...pageTerms[Number(url.slice(3))]!].some((t) => t.startsWith(start) || t === searchTerms(start)[0]),
          `${start} → ${url}`,
        ).toBe(true);
    }
    // Each shard downloaded once, however many queries needed it.
    expect(shardRequests()).toBeLessThanOrEqual(manifest.shards.length);
    expect(new Set(requests).size).toBe(requests.length);
  });

  it('downloads only what a query needs: the manifest once, its shards, and the fragments of the hits asked for', async () => {
    const { findResults, loadHits } = await client();
    const found = (await findResults('refund', () => true, 1))!;
    expect(found.results).toHaveLength(4);
    expect((await found.first).map((h) => h.title)).toEqual(['Refunds']);
    const fragments = () => requests.filter((r) => /\/f\d+\.bin$/.test(r));
    // The first hit only.
    expect(fragments()).toHaveLength(1);
    await loadHits(found.results);
    expect(fragments()).toHaveLength(4);
    // Again: nothing downloaded twice; a word found as written needs no vocabulary.
    await loadHits(found.results);
    await findResults('refund');
    expect(fragments()).toHaveLength(4);
    expect(requests.filter((r) => /\/v\d+\.bin$/.test(r))).toEqual([]);
    expect(requests.filter((r) => r === '/search/index.json')).toHaveLength(1);
    expect(new Set(requests).size).toBe(requests.length);
  });

  it('gives undefined for a query a newer one replaced', async () => {
    const { findResults } = await client();
    expect(await findResults('refund', () => false)).toBeUndefined();
    let calls = 0;
    // Replaced while its shards downloaded.
    expect(await findResults('refund', () => ++calls < 2)).toBeUndefined();
    expect((await findResults('refund', () => true))!.results).toHaveLength(4);
  });

  it('fails a search whose manifest did not download, and loads it again on the next one', async () => {
    let failures = 1;
    answer = (url) => (url === '/search/index.json' && failures-- > 0 ? new Response('Unavailable', { status: 503 }) : undefined);
    const { findResults, loadHits } = await client();
    await expect(findResults('refund')).rejects.toThrow(/503/);
    const found = await findResults('refund');
    expect((await loadHits(found!.results))[0]!.title).toBe('Refunds');
    expect(requests.filter((r) => r === '/search/index.json')).toHaveLength(2);
  });

  it('fails on a network error the same way, and on an index of another format', async () => {
    let failures = 1;
    answer = (url) => {
      if (url === '/search/index.json' && failures-- > 0) throw new TypeError('fetch failed');
      return undefined;
    };
    const { findResults } = await client();
    await expect(findResults('refund')).rejects.toThrow(/fetch failed/);
    expect((await findResults('refund'))!.results).toHaveLength(4);

    const other = await client();
    answer = (url) => (url === '/search/index.json' ? new Response(JSON.stringify({ format: 2 })) : undefined);
    await expect(other.findResults('refund')).rejects.toThrow(/format 2/);
  });

  it('reads files a host sent already decompressed', async () => {
    serve(indexOf(SITE).map((f) => (f.path.endsWith('.bin') ? { path: f.path, content: gunzipSync(f.content) } : f)));
    expect(routes(await search('partial refund'))).toEqual([['Guides', '/guides/refunds']]);
  });

  it('loads the new index after the site changed (`portal watch`)', async () => {
    const { findResults } = await client();
    expect((await findResults('mandates'))!.results).toEqual([]);
    serve(indexOf([...SITE, { group: 'Guides', url: '/guides/mandates', title: 'Mandates', sections: [['', '', 'Collect payments by direct debit.']] }]));
    // Until told, the loaded index stays.
    expect((await findResults('mandates'))!.results).toEqual([]);
    window.dispatchEvent(new Event(SITE_CHANGED_EVENT));
    const found = await findResults('mandates');
    expect(found!.results).toHaveLength(1);
    expect((await found!.results[0]!.hit()).href).toBe('/guides/mandates');
  });
});
