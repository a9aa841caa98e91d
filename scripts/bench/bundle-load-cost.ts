/**
 * `node --import tsx scripts/bench/bundle-load-cost.ts [--runs 9] [--against DIR]`: what loading the
 * CLI bundle costs a thread before it does any work, with and without V8's code cache
 * (packages/cli/bin/code-cache.js), alternating, in fresh processes; with `--against`, also another
 * checkout's bundle as it loads it (an ES module `dist/portal.mjs` before the code cache). Prints the
 * median wall and CPU time (user + system) of `node` loading the bundle, Node's own start included.
 * Figures, never assertions. Run `node packages/cli/build-bundle.js` first in each checkout.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' }, against: { type: 'string' } } });
const runs = Number(values.runs);
const dist = path.join(ROOT, 'packages/cli/dist');
const cacheDir = path.join(dist, 'v8-cache');

/** One fresh `node` that loads `code` (an ES module) and prints its CPU time; returns wall and CPU ms. */
function load(code: string): { wallMs: number; cpuMs: number } {
  const started = performance.now();
  const child = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `${code}\nconst c = process.cpuUsage(); console.log(JSON.stringify((c.user + c.system) / 1000));`],
    { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(child.stderr);
  return { wallMs, cpuMs: Number(child.stdout.trim().split('\n').pop()) };
}

const viaCodeCache = `import { runBundle } from ${JSON.stringify(path.join(ROOT, 'packages/cli/bin/code-cache.js'))};\nconst run = runBundle(${JSON.stringify(path.join(dist, 'portal.cjs'))});\nrun.saveCache();`;
const esModule = values.against ? `await import(${JSON.stringify(path.join(path.resolve(values.against), 'packages/cli/dist/portal.mjs'))});` : undefined;

// The cache a build left (it holds more than one made by loading alone) is the one the "code cache" runs use.
if (!existsSync(cacheDir)) load(viaCodeCache);
const kept = new Map(readdirSync(cacheDir).map((name) => [name, readFileSync(path.join(cacheDir, name))]));
const results: Record<string, { wallMs: number; cpuMs: number }[]> = {
  'code cache': [],
  'no code cache': [],
  ...(esModule ? { 'ES module (--against)': [] } : {}),
};
for (let run = 0; run < runs; run++) {
  const order = run % 2 === 0 ? Object.keys(results) : Object.keys(results).reverse();
  for (const name of order) {
    if (name === 'code cache') {
      mkdirSync(cacheDir, { recursive: true });
      for (const [file, bytes] of kept) writeFileSync(path.join(cacheDir, file), bytes);
    }
    if (name === 'no code cache') rmSync(cacheDir, { recursive: true, force: true });
    results[name]!.push(load(name.startsWith('ES') ? esModule! : viaCodeCache));
  }
}
mkdirSync(cacheDir, { recursive: true });
for (const [file, bytes] of kept) writeFileSync(path.join(cacheDir, file), bytes);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [name, list] of Object.entries(results)) {
  console.log(
    `${name.padEnd(22)} wall ${median(list.map((r) => r.wallMs))
      .toFixed(0)
      .padStart(5)} ms  CPU ${median(list.map((r) => r.cpuMs))
      .toFixed(0)
      .padStart(5)} ms  [median of ${runs}]`,
  );
}
