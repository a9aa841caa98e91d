/**
 * `pnpm bench:docusaurus`: cold builds of portal and of Docusaurus 3.10 (Rspack, with
 * docusaurus-plugin-openapi-docs 5.2) on the same generated corpus, alternating, in one run; prints
 * wall time, CPU time of the process tree and peak memory of each, and the ratios. Not part of CI.
 *
 *   pnpm bench:docusaurus [--guides 200] [--operations 100] [--words 1500] [--runs 3] [--only portal|docusaurus] [--api real|generated]
 *
 * The guides are the ones `pnpm bench` generates (scripts/bench/generate-corpus.ts). The API is made
 * of copies of the real description (replicate-openapi.ts) by default; `--api generated` takes
 * `pnpm bench`'s synthetic one (generate-openapi.ts), which docusaurus-plugin-openapi-docs 5.2
 * cannot build ("Invalid string length").
 * Docusaurus is installed once, pinned, into ~/.cache/portal-bench/docusaurus-3.10 (or
 * $PORTAL_DOCUSAURUS_BENCH), outside the workspace. Cold means no cache of any kind: portal gets an
 * empty --cache-dir; Docusaurus loses build/, .docusaurus/, node_modules/.cache and its generated API
 * pages, and its figure is `docusaurus gen-api-docs all` (writes the API pages as MDX) plus
 * `docusaurus build`, both shown.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freshBundle } from '../../packages/cli/bin/bundle-state.js';
import { cleanBuild, DOCUSAURUS_PACKAGES, docusaurusDir, fillSite, installDocusaurus } from './docusaurus-site.ts';
import { generateCorpus } from './generate-corpus.ts';
import { generateOpenApi } from './generate-openapi.ts';
import { measure, type Measured } from './measure-process.ts';
import { replicateOpenApi } from './replicate-openapi.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    guides: { type: 'string', default: '200' },
    operations: { type: 'string', default: '100' },
    words: { type: 'string', default: '1500' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    api: { type: 'string', default: 'real' },
  },
});
const guides = Number(values.guides);
const operations = Number(values.operations);

const work = path.join(ROOT, '.bench', `docusaurus-vs-portal-${guides}-${operations}-${values.api}`);
const corpus = path.join(work, 'site');
const generated = generateCorpus({ dir: corpus, guides, wordsPerGuide: Number(values.words) });
const description = path.join(corpus, values.api === 'generated' ? 'openapi.yml' : 'openapi.json');
const api =
  operations <= 0
    ? undefined
    : values.api === 'generated'
      ? generateOpenApi({ file: description, operations })
      : replicateOpenApi({ file: description, operations });
// The same site for both: guides plus an API reference; portal's config names the description.
writeFileSync(path.join(corpus, 'portal.config.ts'), "export default { title: 'Benchmark Portal' };\n");

// portal as a writer runs it: the prebuilt bundle (a stale one would run the sources through tsx).
if (!freshBundle()) spawnSync(process.execPath, [path.join(ROOT, 'packages/cli/build-bundle.js')], { stdio: 'inherit' });

const site = docusaurusDir();
if (values.only !== 'portal') {
  installDocusaurus(site);
  fillSite(site, path.join(corpus, 'content'), api ? description : undefined);
}

/** One cold portal build in a fresh process (the prebuilt bundle, as `pnpm portal build` runs). */
async function portalBuild(): Promise<Measured> {
  const out = path.join(work, 'portal-out');
  const cache = path.join(work, 'portal-cache');
  for (const dir of [out, cache]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(cache);
  const cli = [
    'build',
    '--config',
    path.join(corpus, 'portal.config.ts'),
    '--content',
    path.join(corpus, 'content'),
    '--out',
    out,
    '--cache-dir',
    cache,
    ...(api ? ['--openapi', description] : []),
  ];
  return measure(process.execPath, [path.join(ROOT, 'packages/cli/bin/portal.js'), ...cli], { cwd: corpus, env: { CI: 'true' } });
}

/** One cold Docusaurus build: generate the API pages, then build; the two summed, and each. */
async function docusaurusBuild(): Promise<Measured & { genMs: number }> {
  cleanBuild(site);
  rmSync(path.join(site, 'docs', 'api'), { recursive: true, force: true });
  const bin = path.join(site, 'node_modules/.bin/docusaurus');
  const env = { CI: 'true', NODE_OPTIONS: '--max-old-space-size=8192', DOCUSAURUS_TELEMETRY_DISABLED: '1' };
  const gen = api ? await measure(bin, ['gen-api-docs', 'all'], { cwd: site, env }) : { wallMs: 0, cpuMs: 0, peakRssMb: 0, stdout: '', stderr: '' };
  const build = await measure(bin, ['build'], { cwd: site, env });
  return {
    wallMs: gen.wallMs + build.wallMs,
    cpuMs: gen.cpuMs + build.cpuMs,
    peakRssMb: Math.max(gen.peakRssMb, build.peakRssMb),
    stdout: build.stdout,
    stderr: build.stderr,
    genMs: gen.wallMs,
  };
}

const median = (list: number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

console.log(
  `node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os.loadavg()[0]!.toFixed(1)}; portal CLI: ${freshBundle() ? 'prebuilt bundle' : 'sources through tsx (bundle missing or stale)'}`,
);
console.log(
  `Docusaurus ${DOCUSAURUS_PACKAGES['@docusaurus/core']} (@docusaurus/faster), docusaurus-plugin-openapi-docs ${DOCUSAURUS_PACKAGES['docusaurus-plugin-openapi-docs']} in ${site}`,
);
console.log(
  `corpus: ${generated.files} Markdown files (${(generated.bytes / 2 ** 20).toFixed(1)} MB)${api ? `, ${api.operations} operations (${values.api}, ${(api.bytes / 2 ** 20).toFixed(1)} MB)` : ''} in ${path.relative(ROOT, corpus)}`,
);

const portal: Measured[] = [];
const docusaurus: (Measured & { genMs: number })[] = [];
const row = (name: string, m: Measured, extra = ''): void =>
  console.log(
    `  ${name.padEnd(11)} wall ${seconds(m.wallMs).padStart(9)}  CPU ${seconds(m.cpuMs).padStart(9)}  peak RSS ${Math.round(m.peakRssMb).toString().padStart(5)} MB${extra}`,
  );
for (let run = 1; run <= Number(values.runs); run++) {
  console.log(`run ${run}, load ${os.loadavg()[0]!.toFixed(1)}`);
  if (values.only !== 'docusaurus') {
    portal.push(await portalBuild());
    row('portal', portal.at(-1)!, `  (${/Built (\d+) pages/.exec(portal.at(-1)!.stdout)?.[1] ?? '?'} pages)`);
  }
  if (values.only !== 'portal') {
    docusaurus.push(await docusaurusBuild());
    row('Docusaurus', docusaurus.at(-1)!, `  (gen-api-docs ${seconds(docusaurus.at(-1)!.genMs)})`);
  }
}

const summary = (list: Measured[]) => ({
  wallMs: median(list.map((m) => m.wallMs)),
  cpuMs: median(list.map((m) => m.cpuMs)),
  peakRssMb: Math.max(...list.map((m) => m.peakRssMb)),
  stdout: '',
  stderr: '',
});
console.log(`median of ${values.runs} (peak RSS: the largest):`);
if (portal.length) row('portal', summary(portal));
if (docusaurus.length) row('Docusaurus', summary(docusaurus));
if (portal.length && docusaurus.length) {
  const p = summary(portal);
  const d = summary(docusaurus);
  console.log(
    `  Docusaurus / portal: wall ${(d.wallMs / p.wallMs).toFixed(1)}×, CPU ${(d.cpuMs / p.cpuMs).toFixed(1)}×, peak RSS ${(d.peakRssMb / p.peakRssMb).toFixed(1)}×`,
  );
}
