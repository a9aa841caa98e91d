/**
 * `pnpm bench:compare --against DIR`: the before/after figures of a change, measured side by side in
 * one run. Builds the same inputs with this checkout's `portal` and with another checkout's (an older
 * commit in a git worktree), alternating which goes first, and prints the median wall time, CPU time
 * (user + system, worker threads included) and peak memory of each, cold and warm, with the ratios.
 * The machine is noisy (±20 % between identical runs): alternating keeps the noise on both sides.
 *
 *   pnpm bench:compare --against ../base [--guides 1000] [--operations 1000] [--runs 3] [--only real,guides,api,mixed]
 *
 * Each checkout's CLI bundle is rebuilt first, so both run what `pnpm install` leaves. Each checkout
 * builds its own copy of the inputs, so their build caches never meet: cold builds
 * delete the copy's cache folder first, warm builds reuse what the previous build of the same
 * checkout kept. The real site is each checkout's own `content/` and `mk-openapi/` (they may differ
 * between commits: the page counts say so). Figures, never assertions.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from './generate-corpus.ts';
import { generateOpenApi } from './generate-openapi.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    against: { type: 'string' },
    guides: { type: 'string', default: '1000' },
    operations: { type: 'string', default: '1000' },
    words: { type: 'string', default: '1500' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: 'real,guides,api,mixed' },
  },
});
if (!values.against) throw new Error('--against DIR: the other checkout (e.g. a git worktree of the commit before the change)');
const checkouts = { after: ROOT, before: path.resolve(values.against) };
const runs = Number(values.runs);
const work = path.join(os.tmpdir(), 'portal-compare');

interface Usage {
  wallMs: number;
  cpuMs: number;
  maxRssKb: number;
  pages: number;
}

/** One `portal build` of `site` by the checkout at `root`, in a fresh process. */
function build(root: string, site: Site, cold: boolean): Usage {
  if (cold) rmSync(path.join(site.dir, 'node_modules/.cache/portal'), { recursive: true, force: true });
  const out = path.join(work, 'out');
  const args = [
    '--import',
    path.join(ROOT, 'scripts/bench/report-usage.mjs'),
    path.join(root, 'packages/cli/bin/portal.js'),
    'build',
    '--config',
    site.config,
    '--content',
    site.content,
    '--out',
    out,
    ...(site.openapi ? ['--openapi', site.openapi] : []),
  ];
  const started = performance.now();
  const child = spawnSync(process.execPath, args, { cwd: site.dir, encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, CI: 'true' } });
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`build by ${root} failed:\n${child.stdout}\n${child.stderr}`);
  const built = /Built (\d+) pages/.exec(child.stdout);
  const usage = JSON.parse(child.stderr.trim().split('\n').pop()!) as { maxRssKb: number; cpuMs: number };
  rmSync(out, { recursive: true, force: true });
  return { wallMs, cpuMs: usage.cpuMs, maxRssKb: usage.maxRssKb, pages: Number(built?.[1] ?? 0) };
}

interface Site {
  dir: string;
  config: string;
  content: string;
  openapi?: string;
}

/** A copy of the generated inputs for one checkout, with a package.json so that its caches stay in it. */
function siteFor(source: string, name: string, side: string, openapi: boolean): Site {
  const dir = path.join(work, side, name);
  if (!existsSync(dir)) {
    cpSync(source, dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  }
  return {
    dir,
    config: path.join(dir, 'portal.config.ts'),
    content: path.join(dir, 'content'),
    ...(openapi ? { openapi: path.join(dir, 'openapi.yml') } : {}),
  };
}

/** Each checkout's own real site, built in place (its caches are its own node_modules/.cache). */
function realSite(root: string): Site {
  return { dir: root, config: path.join(root, 'portal.config.ts'), content: path.join(root, 'content'), openapi: path.join(root, 'mk-openapi/openapi.yml') };
}

function median(numbers: number[]): number {
  return [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
}

function figures(results: Usage[]): string {
  const wall = median(results.map((r) => r.wallMs)) / 1000;
  const cpu = median(results.map((r) => r.cpuMs)) / 1000;
  const rss = Math.max(...results.map((r) => r.maxRssKb)) / 1024;
  return `${String(results[0]!.pages).padStart(5)} pages  wall ${wall.toFixed(2).padStart(6)} s  CPU ${cpu.toFixed(2).padStart(6)} s  peak ${String(Math.round(rss)).padStart(5)} MB`;
}

/** Builds `sites` of both checkouts `runs` times, alternating, cold then warm, and prints the medians. */
function compare(name: string, sites: { before: Site; after: Site }): void {
  for (const cold of [true, false]) {
    const results: { before: Usage[]; after: Usage[] } = { before: [], after: [] };
    if (!cold) for (const side of ['before', 'after'] as const) build(checkouts[side], sites[side], false); // fills the caches
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const side of order) results[side].push(build(checkouts[side], sites[side], cold));
    }
    const ratio = (pick: (u: Usage) => number) => (median(results.after.map(pick)) / median(results.before.map(pick))).toFixed(2);
    console.log(`${name} ${cold ? 'cold' : 'warm'}`);
    console.log(`  before ${figures(results.before)}`);
    console.log(`  after  ${figures(results.after)}`);
    console.log(
      `  after/before: wall ${ratio((u) => u.wallMs)}, CPU ${ratio((u) => u.cpuMs)}, peak ${ratio((u) => u.maxRssKb)}  [median of ${runs}, alternating]`,
    );
  }
}

// Each checkout runs its prebuilt CLI bundle, as after `pnpm install`: a stale one would run the sources through tsx.
for (const root of Object.values(checkouts)) spawnSync(process.execPath, [path.join(root, 'packages/cli/build-bundle.js')], { cwd: root, stdio: 'ignore' });

const only = new Set(values.only.split(','));
console.log(
  `node ${process.version}, ${os.cpus().length} cores; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; before = ${checkouts.before}, after = ${checkouts.after}`,
);
mkdirSync(work, { recursive: true });

if (only.has('real')) compare('real site', { before: realSite(checkouts.before), after: realSite(checkouts.after) });

const source = path.join(work, 'source');
if (only.has('guides') || only.has('mixed')) {
  const guides = path.join(source, `guides-${values.guides}`);
  if (!existsSync(guides)) generateCorpus({ dir: guides, guides: Number(values.guides), wordsPerGuide: Number(values.words) });
  if (only.has('guides'))
    compare(`${values.guides}-guide corpus`, {
      before: siteFor(guides, path.basename(guides), 'before', false),
      after: siteFor(guides, path.basename(guides), 'after', false),
    });
}
if (only.has('api') || only.has('mixed')) {
  const api = path.join(source, `api-${values.operations}`);
  if (!existsSync(api)) {
    mkdirSync(path.join(api, 'content'), { recursive: true });
    writeFileSync(path.join(api, 'content/index.md'), '---\ntitle: API benchmark\n---\n\nA generated API description.\n');
    writeFileSync(path.join(api, 'portal.config.ts'), "export default { title: 'API Benchmark Portal' };\n");
    generateOpenApi({ file: path.join(api, 'openapi.yml'), operations: Number(values.operations) });
  }
  if (only.has('api'))
    compare(`${values.operations}-operation API`, {
      before: siteFor(api, path.basename(api), 'before', true),
      after: siteFor(api, path.basename(api), 'after', true),
    });
}
if (only.has('mixed')) {
  const mixed = path.join(source, `mixed-${values.guides}-${values.operations}`);
  if (!existsSync(mixed)) {
    cpSync(path.join(source, `guides-${values.guides}`), mixed, { recursive: true });
    cpSync(path.join(source, `api-${values.operations}`, 'openapi.yml'), path.join(mixed, 'openapi.yml'));
  }
  compare(`${values.guides} guides + ${values.operations} operations`, {
    before: siteFor(mixed, path.basename(mixed), 'before', true),
    after: siteFor(mixed, path.basename(mixed), 'after', true),
  });
}
