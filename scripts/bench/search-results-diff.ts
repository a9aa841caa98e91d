/**
 * Whether two built sites' search indexes give the same results (a checkout before and after a change
 * to the index, or a re-cut copy: search-recut-copy.ts): for each query, in a fresh page as a first
 * query and after its prefixes were searched (as while typing), Pagefind's results per group (the
 * dialog's searches) with each result's URL, excerpt and sub-results, in order. Prints the queries
 * whose results differ, with what differs (`kinds`: the pages found or their order, the heading a hit
 * shows, its excerpt, other sub-results); exits 1 when one does. `--words 0` searches the bench's
 * queries alone, `--first-only` leaves out the typed prefixes.
 *
 *   node --import tsx scripts/bench/search-results-diff.ts OUT_A OUT_B [--words 60] [--first-only]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openSite } from './search-browser.ts';
import { QUERIES } from './search-queries.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { words: { type: 'string', default: '60' }, 'first-only': { type: 'boolean', default: false } } });
const dirs = positionals.map((d) => path.resolve(d));

/** Results of `queries` searched in turn in one fresh page (the last one's are returned), as the dialog asks: each group's, ten at most. */
async function results(site: Awaited<ReturnType<typeof openSite>>, queries: string[]): Promise<string> {
  const page = await (await site.browser.newContext()).newPage();
  try {
    await page.goto(`${site.base}/404.html`);
    return await page.evaluate(async (queries) => {
      const pf = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
      await pf.options({ excerptLength: 18, noWorker: true });
      await pf.init();
      let last = '';
      for (const query of queries) {
        const groups = [];
        for (const group of ['Guides', 'API', 'Changelog']) {
          const found = await pf.search(query, { filters: { group } });
          const data = await Promise.all(found.results.slice(0, 10).map((r: { data(): Promise<unknown> }) => r.data()));
          groups.push({ group, count: found.results.length, data: data.map((d: any) => [d.url, d.excerpt, d.sub_results.map((s: any) => [s.url, s.excerpt])]) });
        }
        last = JSON.stringify(groups);
      }
      return last;
    }, queries);
  } finally {
    await page.context().close();
  }
}

type Groups = Array<{ group: string; count: number; data: Array<[url: string, excerpt: string, subs: Array<[url: string, excerpt: string]>]> }>;

/** What differs between two queries' results (as `results` gives them): the pages (or their order), the heading and excerpt a hit shows (as the dialog picks them), other sub-results. */
function kinds(a: string, b: string): string[] {
  const found = new Set<string>();
  const [ga, gb] = [JSON.parse(a) as Groups, JSON.parse(b) as Groups];
  // The dialog's hit: the first sub-result with an anchor, else the page (pagefind-client.ts, `toHit`).
  const shown = (d: Groups[number]['data'][number]) => d[2].find((s) => s[0].includes('#')) ?? [d[0], d[1]];
  for (const [i, x] of ga.entries()) {
    const y = gb[i]!;
    if (x.count !== y.count || x.data.map((d) => d[0]).join() !== y.data.map((d) => d[0]).join()) {
      found.add(x.data.map((d) => d[0]).sort().join() === y.data.map((d) => d[0]).sort().join() && x.count === y.count ? 'order' : 'pages');
      continue;
    }
    for (const [j, d] of x.data.entries()) {
      const e = y.data[j]!;
      if (shown(d)[0] !== shown(e)[0]) found.add('heading');
      else if (shown(d)[1] !== shown(e)[1]) found.add('excerpt');
      if (JSON.stringify(d[2]) !== JSON.stringify(e[2])) found.add('sub-results');
      if (d[1] !== e[1]) found.add('page excerpt');
    }
  }
  return [...found];
}

const sites = await Promise.all(dirs.map((d) => openSite(d)));
try {
  // The bench's queries and words of the site: whole, and their first three and four letters.
  const words = await (async () => {
    const page = await (await sites[0]!.browser.newContext()).newPage();
    await page.goto(`${sites[0]!.base}/404.html`);
    const text = await (await fetch(`${sites[0]!.base}/llms-full.txt`)).text().catch(() => '');
    await page.context().close();
    const all = [...new Set(text.toLowerCase().match(/[a-z]{5,}/g) ?? [])].sort();
    const step = Math.max(1, Math.floor(all.length / Number(values.words)));
    return all.filter((_, i) => i % step === 0).slice(0, Number(values.words));
  })();
  const queries = [...QUERIES, ...words, ...words.map((w) => w.slice(0, 3)), ...words.map((w) => w.slice(0, 4))];
  let differ = 0;
  const bySite: number[] = [];
  for (const query of queries) {
    const typing = [...query].map((_, i) => query.slice(0, i + 1)).filter((q) => q.trim().split(/\s+/).pop()!.length >= 3);
    for (const [label, sequence] of values['first-only'] ? ([['first', [query]]] as const) : ([['first', [query]], ['typed', typing]] as const)) {
      const [a = '', ...rest] = await Promise.all(sites.map((s) => results(s, [...sequence])));
      for (const [i, b] of rest.entries()) {
        if (a === b) continue;
        differ++;
        bySite[i] = (bySite[i] ?? 0) + 1;
        console.log(`"${query}" (${label}) ${path.basename(dirs[i + 1]!)}: ${kinds(a, b).join(', ')}`);
      }
    }
  }
  console.log(`${queries.length} queries, each as a first query${values['first-only'] ? '' : ' and after its prefixes'}: ${differ} differ (${dirs.slice(1).map((d, i) => `${path.basename(d)} ${bySite[i] ?? 0}`).join(', ')})`);
  process.exitCode = differ ? 1 : 0;
} finally {
  await Promise.all(sites.map((s) => s.stop()));
}
