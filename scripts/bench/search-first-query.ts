/**
 * Each bench query's first-query download, side by side for several built sites (a checkout before and
 * after a change), in one run, alternating between them: bytes
 * (gzip) by kind typed at once and at a reader's pace (120 ms a key), how many fit 150 KB, then the
 * keystroke → results latency (median, p95) with the load average. Figures, never assertions.
 *
 *   node --import tsx scripts/bench/search-first-query.ts OUT_BEFORE OUT_AFTER […] [--at-once] [--no-latency]
 *
 * `--at-once` leaves out the paced typing (half the time); `--no-latency` the latency; `--latency-only`
 * the downloads (then `--rounds N` measures the latency N times, alternating between the sites).
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { firstQueryBytes, isSearchDownload, openSite, stats, timeQuery } from './search-browser.ts';
import { QUERIES } from './search-queries.ts';
const BUDGET = 150 * 1024;
const INPUT = 'dialog[aria-label="Search"] input';
const RESULTS = 'dialog[aria-label="Search"] [role=grid]';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

const openSearch = async (page: Page) => {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => el.hasAttribute('data-hydrated')), undefined, {
    timeout: 120_000,
  });
  await page.keyboard.press('Control+K');
  await page.locator(INPUT).waitFor({ timeout: 120_000 });
};

/** The search's own bytes of one first query by kind: fixed (dialog code, manifest; Pagefind's client, WebAssembly, metadata, filter), index, fragments. */
function kinds(byKind: Record<string, number>) {
  const search = Object.entries(byKind).reduce((sum, [k, v]) => sum + (isSearchDownload(k) ? v : 0), 0);
  const index = byKind.index ?? 0;
  const fragments = byKind.fragments ?? 0;
  return { search, index, fragments, fixed: search - index - fragments };
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'at-once': { type: 'boolean', default: false },
    'no-latency': { type: 'boolean', default: false },
    'latency-only': { type: 'boolean', default: false },
    rounds: { type: 'string', default: '1' },
  },
});
const dirs = positionals.map((d) => path.resolve(d));
console.log(
  `node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; ${dirs.map((d) => path.basename(d)).join(' | ')}; KB gzip: total (fixed + index + fragments)`,
);
const sites = await Promise.all(dirs.map((dir) => openSite(dir)));
try {
  const totals = dirs.map(() => ({ fast: [] as number[], paced: [] as number[] }));
  for (const query of values['latency-only'] ? [] : QUERIES) {
    const cells: string[] = [];
    for (const [i, dir] of dirs.entries()) {
      const common = { browser: sites[i]!.browser, base: sites[i]!.base, dir, route: '/', open: openSearch, input: INPUT, results: RESULTS, query };
      const fast = kinds((await firstQueryBytes(common)).byKind);
      const paced = values['at-once'] ? fast : kinds((await firstQueryBytes({ ...common, delayMs: 120 })).byKind);
      totals[i]!.fast.push(fast.search);
      totals[i]!.paced.push(paced.search);
      const cell = (k: typeof fast) => `${kb(k.search)} (${kb(k.fixed)} + ${kb(k.index)} + ${kb(k.fragments)})${k.search <= BUDGET ? '' : ' over'}`;
      cells.push(values['at-once'] ? `at once ${cell(fast)}` : `at once ${cell(fast)}, paced ${cell(paced)}`);
    }
    console.log(`"${query}": ${cells.join(' | ')}`);
  }
  for (const [i, dir] of values['latency-only'] ? [] : dirs.entries()) {
    const within = (list: number[]) => `${list.filter((b) => b <= BUDGET).length} of ${list.length}`;
    console.log(
      `${path.basename(dir)}: typed at once median ${kb(stats(totals[i]!.fast).median)} KB, max ${kb(Math.max(...totals[i]!.fast))} KB, ${within(totals[i]!.fast)} within 150 KB; paced median ${kb(stats(totals[i]!.paced).median)} KB, max ${kb(Math.max(...totals[i]!.paced))} KB, ${within(totals[i]!.paced)}`,
    );
  }
  // Keystroke → results once the index is loaded: one page per site, the queries after the first.
  const rounds = values['no-latency'] ? 0 : Number(values.rounds);
  for (const [i, dir] of Array.from({ length: rounds }, () => [...dirs.entries()]).flat()) {
    const page = await (await sites[i]!.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${sites[i]!.base}/`);
    await openSearch(page);
    await timeQuery(page, INPUT, RESULTS, QUERIES[0]!);
    // The page's main-thread busy time over the queries: what the typing cost, less sensitive than the latency to a loaded machine.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;
    const busyBefore = await busy();
    const times: number[] = [];
    for (const query of QUERIES.slice(1)) times.push(await timeQuery(page, INPUT, RESULTS, query));
    const { median, p95 } = stats(times);
    console.log(
      `${path.basename(dir)}: keystroke → results median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, main thread busy ${((await busy()) - busyBefore).toFixed(1)} s [${times.length} queries, load ${os.loadavg()[0]!.toFixed(1)}]`,
    );
    await page.context().close();
  }
} finally {
  await Promise.all(sites.map((s) => s.stop()));
}
