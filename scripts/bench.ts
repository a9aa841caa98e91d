/**
 * `pnpm bench`: builds the real site and a synthetic corpus of 1,000 guides, each with the `portal`
 * command in a fresh process (the prebuilt bundle when it is fresh, as `pnpm portal build` runs), and
 * prints wall time, pages per second and peak memory. Figures, never assertions.
 *
 * A third run builds a generated API description of 1,000 operations over deep shared schemas.
 *
 *   pnpm bench [--guides 1000] [--runs 3] [--words 1500] [--operations 1000] [--cold] [--mdx]
 *
 * `--mdx` builds the corpus a second time with every fifth guide as MDX (Tabs, a partial and a site
 * component added: scripts/bench/mdx-corpus.ts), to set beside the plain corpus.
 *
 * Builds reuse what the previous build kept in node_modules/.cache/portal (compiled Markdown,
 * highlighted code, the OpenAPI schema check), as a writer's second build does; the first of the
 * runs starts from whatever is there. `--cold` deletes those caches before every build, as a
 * fresh checkout in CI has none.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freshBundle } from '../packages/cli/bin/bundle-state.js';
import { generateCorpus } from './bench/generate-corpus.ts';
import { generateOpenApi } from './bench/generate-openapi.ts';
import { mdxFifth } from './bench/mdx-corpus.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    guides: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '3' },
    words: { type: 'string', default: '1500' },
    operations: { type: 'string', default: '1000' },
    cold: { type: 'boolean', default: false },
    mdx: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const work = path.join(ROOT, '.bench');
mkdirSync(work, { recursive: true });

interface Run {
  wallMs: number;
  buildMs: number;
  pages: number;
  maxRssKb: number;
  /** User and system CPU time of the process (all threads): steadier than wall time on a busy machine. */
  cpuMs: number;
  /** Size of the largest HTML page written, in bytes. */
  largestPage: number;
}

/** The largest `.html` file under `dir`. */
function largestHtml(dir: string): number {
  let largest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) largest = Math.max(largest, statSync(path.join(entry.parentPath, entry.name)).size);
  }
  return largest;
}

/** One `portal build` in a fresh process, timed from spawn to exit. */
function runBuild(cwd: string, config: string, content: string, openapi?: string): Run {
  const out = path.join(work, 'out');
  if (values.cold) rmSync(path.join(ROOT, 'node_modules/.cache/portal'), { recursive: true, force: true });
  const started = performance.now();
  const cli = ['build', '--config', config, '--content', content, '--out', out, ...(openapi ? ['--openapi', openapi] : [])];
  const args = ['--import', path.join(ROOT, 'scripts/bench/report-usage.mjs'), path.join(ROOT, 'packages/cli/bin/portal.js'), ...cli];
  const child = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, CI: 'true' } });
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`build failed:\n${child.stdout}\n${child.stderr}`);
  // "Built 34 pages with 0 warnings in 1.21 s → …" and the usage line of report-usage.mjs.
  const built = /Built (\d+) pages .* in ([\d.]+) (m?s) →/.exec(child.stdout);
  if (!built) throw new Error(`no summary line in the output:\n${child.stdout}`);
  const usage = JSON.parse(child.stderr.trim().split('\n').pop()!) as { maxRssKb: number; cpuMs: number };
  const largestPage = largestHtml(out);
  rmSync(out, { recursive: true, force: true });
  return {
    wallMs,
    buildMs: Number(built[2]) * (built[3] === 's' ? 1000 : 1),
    pages: Number(built[1]),
    maxRssKb: usage.maxRssKb,
    cpuMs: usage.cpuMs,
    largestPage,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(name: string, results: Run[]): void {
  const wall = median(results.map((r) => r.wallMs));
  const inBuild = median(results.map((r) => r.buildMs));
  const cpu = median(results.map((r) => r.cpuMs));
  const rss = Math.max(...results.map((r) => r.maxRssKb)) / 1024;
  const pages = results[0]!.pages;
  const largest = results[0]!.largestPage / 2 ** 10;
  console.log(
    `${name.padEnd(28)} ${String(pages).padStart(5)} pages  wall ${(wall / 1000).toFixed(2)} s  (build ${(inBuild / 1000).toFixed(2)} s, CPU ${(cpu / 1000).toFixed(2)} s)  ${Math.round(pages / (wall / 1000))} pages/s  peak RSS ${Math.round(rss)} MB  largest page ${largest.toFixed(0)} KB  [median of ${results.length}]`,
  );
}

console.log(
  `node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB; ${values.cold ? 'cold (no build caches)' : 'warm (the caches of the previous build)'}; CLI: ${freshBundle() ? 'prebuilt bundle' : 'sources through tsx (the bundle is missing or stale: pnpm install writes it)'}`,
);
report(
  'real site',
  Array.from({ length: runs }, () => runBuild(ROOT, path.join(ROOT, 'portal.config.ts'), path.join(ROOT, 'content'))),
);

const corpus = path.join(work, `guides-${values.guides}`);
const generated = generateCorpus({ dir: corpus, guides: Number(values.guides), wordsPerGuide: Number(values.words) });
console.log(`corpus: ${generated.files} Markdown files, ${(generated.bytes / 2 ** 20).toFixed(1)} MB in ${path.relative(ROOT, corpus)}`);
report(
  `${values.guides}-guide corpus`,
  Array.from({ length: runs }, () => runBuild(corpus, path.join(corpus, 'portal.config.ts'), path.join(corpus, 'content'))),
);

if (values.mdx) {
  const mdxCorpus = path.join(work, `guides-${values.guides}-mdx`);
  rmSync(mdxCorpus, { recursive: true, force: true });
  generateCorpus({ dir: mdxCorpus, guides: Number(values.guides), wordsPerGuide: Number(values.words) });
  console.log(`MDX corpus: the same guides, ${mdxFifth(mdxCorpus)} of them as MDX with Tabs, a partial and a site component`);
  report(
    `${values.guides}-guide corpus, 1/5 MDX`,
    Array.from({ length: runs }, () => runBuild(mdxCorpus, path.join(mdxCorpus, 'portal.config.ts'), path.join(mdxCorpus, 'content'))),
  );
}

const apiDir = path.join(work, `api-${values.operations}`);
mkdirSync(path.join(apiDir, 'content'), { recursive: true });
writeFileSync(path.join(apiDir, 'content/index.md'), '---\ntitle: API benchmark\n---\n\nA generated API description for `pnpm bench`.\n');
writeFileSync(path.join(apiDir, 'portal.config.ts'), "export default { title: 'API Benchmark Portal' };\n");
const description = path.join(apiDir, 'openapi.yml');
const api = generateOpenApi({ file: description, operations: Number(values.operations) });
console.log(
  `API description: ${api.operations} operations, ${api.schemas} schemas, ${(api.bytes / 2 ** 20).toFixed(1)} MB in ${path.relative(ROOT, description)}`,
);
report(
  `${values.operations}-operation API`,
  Array.from({ length: runs }, () => runBuild(apiDir, path.join(apiDir, 'portal.config.ts'), path.join(apiDir, 'content'), description)),
);
