/**
 * `pnpm bench:search`: compares search engines on the 1,000-guide + 1,000-operation corpus and prints,
 * per engine, the index's bytes on disk, the bytes (gzip) a browser downloads for its first query, the
 * time from the last keystroke to the results in Chromium (median and p95 of the queries, after the
 * index loaded) and the build time search adds. Figures, never assertions.
 *
 *   pnpm bench:search [--guides 1000] [--operations 1000] [--runs 2] [--no-build-time | --no-build] [--no-minisearch]
 *
 * `--no-build` measures the browser side of the last build's output again; `--no-minisearch` measures portal's index alone.
 *
 * Engines: portal's own index (what portal ships: its dialog on a real page; search/search-index.ts)
 * and MiniSearch (one index of every section with its text, as VitePress's local search, in a one-page
 * harness with the same hooks). Pagefind, which portal shipped before, is measured by building an
 * earlier checkout's output and passing both to scripts/bench/search-first-query.ts.
 * Build time: `portal build` with and without search (`search: false`), alternating, in fresh processes:
 * cold (empty build caches each time) and warm (caches of an earlier build: an unchanged index is reused).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { generateCorpus } from './bench/generate-corpus.ts';
import { generateOpenApi } from './bench/generate-openapi.ts';
import { buildMiniSearchIndex, writeMiniSearchSite } from './bench/minisearch-site.ts';
import { QUERIES } from './bench/search-queries.ts';
import { downloadedBytes, firstQueryBytes, gzipBytes, isSearchDownload, networkQuiet, openSite, stats, timeQuery } from './bench/search-browser.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    guides: { type: 'string', default: '1000' },
    operations: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '2' },
    'no-build-time': { type: 'boolean', default: false },
    'no-minisearch': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const work = path.join(ROOT, '.bench');
const corpus = path.join(work, `search-${values.guides}-${values.operations}`);
const out = path.join(work, `search-out-${values.guides}-${values.operations}`);
/** The build caches of warm builds (kept between runs); a cold build gets an empty folder of its own. */
const warmCache = path.join(work, `search-cache-${values.guides}-${values.operations}`);
const coldCache = path.join(work, `search-cache-cold`);

function prepareCorpus(): void {
  if (existsSync(path.join(corpus, 'openapi.yml'))) return;
  generateCorpus({ dir: corpus, guides: Number(values.guides), wordsPerGuide: 1500 });
  generateOpenApi({ file: path.join(corpus, 'openapi.yml'), operations: Number(values.operations) });
  writeFileSync(path.join(corpus, 'portal.config.ts'), "export default { title: 'Search Benchmark Portal' };\n");
  writeFileSync(path.join(corpus, 'no-search.config.ts'), "export default { title: 'Search Benchmark Portal', search: false };\n");
}

/** CPU time of this process's finished children and theirs (Linux `/proc/self/stat` cutime + cstime, in ticks of 10 ms). */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/**
 * One `portal build` in a fresh process: wall time, CPU time of its threads (`cpuMs`) and with its
 * own children (`cpuAllMs`: anything a build starts as a process of its own), and the search step's time.
 */
function runBuild(config: string, cacheDir = warmCache): { wallMs: number; cpuMs: number; cpuAllMs: number; searchMs?: number } {
  rmSync(out, { recursive: true, force: true });
  const args = [
    '--import',
    path.join(ROOT, 'scripts/bench/report-usage.mjs'),
    path.join(ROOT, 'packages/cli/bin/portal.js'),
    'build',
    '--config',
    config,
    '--content',
    'content',
    '--openapi',
    'openapi.yml',
    '--out',
    out,
    '--cache-dir',
    cacheDir,
  ];
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  const child = spawnSync(process.execPath, args, { cwd: corpus, encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, CI: 'true' } });
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`build failed:\n${child.stdout}\n${child.stderr}`);
  const usage = JSON.parse(child.stderr.trim().split('\n').pop()!) as { cpuMs: number };
  const step = /index for search ([\d.]+) (m?s)/.exec(child.stderr);
  return { wallMs, cpuMs: usage.cpuMs, cpuAllMs: childrenCpuMs() - cpuBefore, searchMs: step ? Number(step[1]) * (step[2] === 's' ? 1000 : 1) : undefined };
}

function dirBytes(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) total += statSync(path.join(e.parentPath, e.name)).size;
  return total;
}

/** What a first query may download (issue 15): 150 KB gzip. */
const BUDGET = 150 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (list: number[]) => stats(list).median;

/** Opens `url`, runs `open` (which shows the search input), then times the queries; the first query's downloads are counted. */
async function measureBrowser(dir: string, route: string, open: (page: import('playwright-core').Page) => Promise<void>, input: string, results: string) {
  const site = await openSite(dir);
  try {
    const page = await (await site.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${site.base}${route}`);
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === site.base) requested.push(url.pathname);
    });
    await open(page);
    const firstMs = await timeQuery(page, input, results, QUERIES[0]!);
    await networkQuiet(page);
    const firstBytes = downloadedBytes(dir, requested);
    const times: number[] = [];
    for (const query of QUERIES.slice(1)) times.push(await timeQuery(page, input, results, query));
    return { firstMs, firstBytes: firstBytes.total, byKind: firstBytes.byKind, requests: new Set(requested).size, ...stats(times) };
  } finally {
    await site.stop();
  }
}

console.log(`node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`);
mkdirSync(work, { recursive: true });
prepareCorpus();
console.log(`corpus: ${values.guides} guides + ${values.operations} operations in ${path.relative(ROOT, corpus)}`);

const runs = Number(values.runs);
const withSearch: ReturnType<typeof runBuild>[] = [];
const without: ReturnType<typeof runBuild>[] = [];
if (values['no-build']) {
  if (!existsSync(path.join(out, 'search'))) throw new Error(`--no-build: no build in ${out}`);
} else if (values['no-build-time']) {
  const run = runBuild('portal.config.ts');
  console.log(`build with search: wall ${s(run.wallMs)}, CPU ${s(run.cpuMs)}, with child processes ${s(run.cpuAllMs)}, its step ${s(run.searchMs ?? 0)}`);
} else {
  // Cold: every build starts from empty caches (the index is made each time). Warm: a first build
  // filled the caches, so an unchanged site's index comes from the build cache.
  const cpu = (list: ReturnType<typeof runBuild>[]) =>
    `CPU ${s(median(list.map((r) => r.cpuMs)))}, with child processes ${s(median(list.map((r) => r.cpuAllMs)))}`;
  const report = (label: string, without: ReturnType<typeof runBuild>[], withSearch: ReturnType<typeof runBuild>[]) => {
    const base = median(without.map((r) => r.wallMs));
    const added = median(withSearch.map((r) => r.wallMs)) - base;
    console.log(
      `${label} build without search: wall ${s(base)} (${cpu(without)}); with search: wall ${s(median(withSearch.map((r) => r.wallMs)))} (${cpu(withSearch)}) [median of ${runs}, alternating]`,
    );
    const cpuBase = median(without.map((r) => r.cpuAllMs));
    const cpuAdded = median(withSearch.map((r) => r.cpuAllMs)) - cpuBase;
    console.log(
      `${label} search build time added: wall ${s(added)} (${((added / base) * 100).toFixed(1)} %), CPU with child processes ${s(cpuAdded)} (${((cpuAdded / cpuBase) * 100).toFixed(1)} %), its step ${s(median(withSearch.map((r) => r.searchMs ?? 0)))}`,
    );
  };
  const cold = (config: string) => {
    rmSync(coldCache, { recursive: true, force: true });
    return runBuild(config, coldCache);
  };
  const coldWithout: ReturnType<typeof runBuild>[] = [];
  const coldWith: ReturnType<typeof runBuild>[] = [];
  for (let i = 0; i < runs; i++) {
    coldWithout.push(cold('no-search.config.ts'));
    coldWith.push(cold('portal.config.ts'));
  }
  rmSync(coldCache, { recursive: true, force: true });
  report('cold', coldWithout, coldWith);
  runBuild('portal.config.ts');
  for (let i = 0; i < runs; i++) {
    without.push(runBuild('no-search.config.ts'));
    withSearch.push(runBuild('portal.config.ts'));
  }
  report('warm', without, withSearch);
}

// The last build's output (with search) stays in `out` for the engines.
const indexDir = path.join(out, 'search');
console.log(`portal's index on disk: ${kb(dirBytes(indexDir))} in ${readdirSync(indexDir, { recursive: true }).length} files`);
/** Opens the search dialog with its shortcut, which works once the search button's island is hydrated. */
const openSearch = async (page: import('playwright-core').Page) => {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => el.hasAttribute('data-hydrated')), undefined, {
    timeout: 120_000,
  });
  await page.keyboard.press('Control+K');
  await page.locator('dialog[aria-label="Search"] input').waitFor({ timeout: 120_000 });
};
const pf = await measureBrowser(out, '/', openSearch, 'dialog[aria-label="Search"] input', 'dialog[aria-label="Search"] [role=grid]');
console.log(
  `portal's index, first query: ${kb(pf.firstBytes)} gzip in ${pf.requests} requests (dialog code included), ${pf.firstMs.toFixed(0)} ms; keystroke → results median ${pf.median.toFixed(0)} ms, p95 ${pf.p95.toFixed(0)} ms [${QUERIES.length - 1} queries]`,
);
console.log(
  `  by kind: ${Object.entries(pf.byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(', ')}`,
);

// Each query as the first one of a fresh browser context: typed at once, and at a reader's pace (120 ms a key, so each prefix is searched).
{
  const site = await openSite(out);
  try {
    const fast: number[] = [];
    const paced: number[] = [];
    /**
     * The bytes of one first query's search by kind: the fixed part (the manifest, the dialog's code),
     * index shards, fragments. A result page that client navigation
     * fetched ahead (the pointer rested where the result appeared) is no download of the search's: shown apart.
     */
    const searchBytes = (b: { byKind: Record<string, number> }) => Object.entries(b.byKind).reduce((sum, [k, v]) => sum + (isSearchDownload(k) ? v : 0), 0);
    const kinds = (b: { total: number; byKind: Record<string, number> }) => {
      const search = searchBytes(b);
      const index = b.byKind.index ?? 0;
      const fragments = b.byKind.fragments ?? 0;
      const ahead = b.total - search;
      return `${kb(search)} (fixed ${kb(search - index - fragments)}, index ${kb(index)}, fragments ${kb(fragments)})${search <= BUDGET ? '' : ' over'}${ahead ? ` [+ ${kb(ahead)} of a result page fetched ahead]` : ''}`;
    };
    const common = {
      browser: site.browser,
      base: site.base,
      dir: out,
      route: '/',
      open: openSearch,
      input: 'dialog[aria-label="Search"] input',
      results: 'dialog[aria-label="Search"] [role=grid]',
    };
    for (const query of QUERIES) {
      const a = await firstQueryBytes({ ...common, query });
      const b = await firstQueryBytes({ ...common, query, delayMs: 120 });
      fast.push(searchBytes(a));
      paced.push(searchBytes(b));
      console.log(`  first query "${query}": typed at once ${kinds(a)}; at 120 ms a key ${kinds(b)}`);
    }
    const max = (list: number[]) => Math.max(...list);
    const passing = (list: number[]) => `${list.filter((bytes) => bytes <= BUDGET).length} of ${list.length} within ${kb(BUDGET)}`;
    console.log(
      `portal's index, first query over ${QUERIES.length} queries: typed at once median ${kb(median(fast))}, max ${kb(max(fast))}, ${passing(fast)}; at 120 ms a key median ${kb(median(paced))}, max ${kb(max(paced))}, ${passing(paced)}`,
    );
  } finally {
    await site.stop();
  }
}
if (values['no-minisearch']) process.exit(0);

const mini = buildMiniSearchIndex(out);
const miniDir = path.join(work, 'search-minisearch');
writeMiniSearchSite(miniDir, mini.json);
const base = without.length ? median(without.map((r) => r.wallMs)) : undefined;
console.log(
  `MiniSearch index: ${kb(mini.json.length)} on disk (${kb(gzipSync(mini.json).length)} gzip), ${mini.sections} sections; indexing CPU ${s(mini.cpuMs)}${base ? ` (${((mini.cpuMs / base) * 100).toFixed(1)} % of the build without search)` : ''}`,
);
const ms = await measureBrowser(miniDir, '/', async () => {}, '#q', '#results');
console.log(
  `MiniSearch first query: ${kb(ms.firstBytes)} gzip (script ${kb(gzipBytes(path.join(miniDir, 'search.js')))}), ${ms.firstMs.toFixed(0)} ms; keystroke → results median ${ms.median.toFixed(0)} ms, p95 ${ms.p95.toFixed(0)} ms [${QUERIES.length - 1} queries]`,
);
