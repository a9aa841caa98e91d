/**
 * Whether two built sites' search indexes give the same results (a checkout before and after a change
 * to the index, or a re-cut copy: search-recut-copy.ts): for each query, in a fresh page as a first
 * query and after its prefixes were searched (as while typing), Pagefind's results per group (the
 * dialog's searches) with each result's URL, excerpt and sub-results, in order. Prints the queries
 * whose results differ; exits 1 when one does.
 *
 *   node --import tsx scripts/bench/search-results-diff.ts OUT_A OUT_B [--words 60]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openSite } from './search-browser.ts';
import { QUERIES } from './search-queries.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { words: { type: 'string', default: '60' } } });
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
  for (const query of queries) {
    const typing = [...query].map((_, i) => query.slice(0, i + 1)).filter((q) => q.trim().split(/\s+/).pop()!.length >= 3);
    for (const [label, sequence] of [['first', [query]], ['typed', typing]] as const) {
      const [a = '', ...rest] = await Promise.all(sites.map((s) => results(s, [...sequence])));
      for (const [i, b] of rest.entries()) {
        if (a === b) continue;
        differ++;
        console.log(`"${query}" (${label}): ${path.basename(dirs[0]!)} ${a.slice(0, 300)}\n  ${path.basename(dirs[i + 1]!)} ${b.slice(0, 300)}`);
      }
    }
  }
  console.log(`${queries.length} queries, each as a first query and after its prefixes: ${differ} differ`);
  process.exitCode = differ ? 1 : 0;
} finally {
  await Promise.all(sites.map((s) => s.stop()));
}
