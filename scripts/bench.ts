/**
 * `pnpm bench`: builds the real site and a synthetic corpus of 1,000 guides, each in a fresh
 * process, and prints wall time, pages per second and peak memory. Figures, never assertions.
 *
 *   pnpm bench [--guides 1000] [--runs 3] [--words 1500]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from './bench/generate-corpus.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { guides: { type: 'string', default: '1000' }, runs: { type: 'string', default: '3' }, words: { type: 'string', default: '1500' } } });
const runs = Number(values.runs);
const work = path.join(ROOT, '.bench');
mkdirSync(work, { recursive: true });

interface Run {
  wallMs: number;
  buildMs: number;
  pages: number;
  maxRssKb: number;
}

/** One build in a fresh process (tsx), timed from spawn to exit. */
function runBuild(cwd: string, config: string, content: string): Run {
  const out = path.join(work, 'out');
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/run-build.ts'), cwd, config, content, out], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 });
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`build failed:\n${child.stderr}`);
  const figures = JSON.parse(child.stdout.trim().split('\n').pop()!);
  rmSync(out, { recursive: true, force: true });
  return { wallMs, buildMs: figures.ms, pages: figures.pages, maxRssKb: figures.maxRssKb };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(name: string, results: Run[]): void {
  const wall = median(results.map((r) => r.wallMs));
  const inBuild = median(results.map((r) => r.buildMs));
  const rss = Math.max(...results.map((r) => r.maxRssKb)) / 1024;
  const pages = results[0]!.pages;
  console.log(
    `${name.padEnd(28)} ${String(pages).padStart(5)} pages  wall ${(wall / 1000).toFixed(2)} s  (build() ${(inBuild / 1000).toFixed(2)} s)  ${Math.round(pages / (wall / 1000))} pages/s  peak RSS ${Math.round(rss)} MB  [median of ${results.length}]`,
  );
}

console.log(`node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`);
report('real site', Array.from({ length: runs }, () => runBuild(ROOT, path.join(ROOT, 'portal.config.ts'), path.join(ROOT, 'content'))));

const corpus = path.join(work, `guides-${values.guides}`);
const generated = generateCorpus({ dir: corpus, guides: Number(values.guides), wordsPerGuide: Number(values.words) });
console.log(`corpus: ${generated.files} Markdown files, ${(generated.bytes / 2 ** 20).toFixed(1)} MB in ${path.relative(ROOT, corpus)}`);
report(`${values.guides}-guide corpus`, Array.from({ length: runs }, () => runBuild(corpus, path.join(corpus, 'portal.config.ts'), path.join(corpus, 'content'))));
