// Fuzzes portal's parsers (not run in CI): `pnpm fuzz [--runs N] [--seed S] [--only target] [--bound MS]` (`--help` lists them).
// Each case is generated from its own seed, so a failing case is re-run with `--seed S --runs 1 --only T`.
// Cases run in a worker thread; one that takes longer than the time bound is a hang: the worker is
// stopped and a new one goes on with the next case.
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Target } from './fuzz/targets.ts';
import type { FuzzJob, FuzzMessage } from './fuzz/worker.ts';

const TARGETS = ['markdown', 'guide', 'front-matter', 'category', 'openapi', 'search', 'untrusted-guide', 'untrusted-description'];
const USAGE = `Usage: pnpm fuzz [--runs N] [--seed S] [--only TARGET] [--bound MS]

  --runs N        cases in all (default 10000)
  --seed S        seed of the first case (default 1); re-run a failure with --seed S --runs 1 --only TARGET
  --only TARGET   one target: ${TARGETS.join(', ')}
  --bound MS      time a case may take before it counts as a hang (default 10000)
  --help          this text`;

/** The options, or the usage and an exit: `--help` prints it, a wrong option says which and prints it too. */
function options() {
  try {
    const parsed = parseArgs({
      options: {
        runs: { type: 'string', default: '10000' },
        seed: { type: 'string', default: '1' },
        only: { type: 'string' },
        bound: { type: 'string', default: '10000' },
        help: { type: 'boolean', default: false },
      },
    });
    if (parsed.values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    const bad = (['runs', 'seed', 'bound'] as const).find((name) => !/^\d+$/.test(parsed.values[name]));
    if (bad) throw new Error(`--${bad} takes a whole number, not "${parsed.values[bad]}"`);
    if (parsed.values.only && !TARGETS.includes(parsed.values.only)) throw new Error(`unknown target "${parsed.values.only}"`);
    return parsed;
  } catch (error) {
    console.error(`pnpm fuzz: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const { values } = options();
const runs = Number(values.runs);
const seed = Number(values.seed);
const bound = Number(values.bound);
/** How the cases are shared between targets (OpenAPI cases cost the most). */
const MIX: [Target, number][] = values.only
  ? [[values.only as Target, 1]]
  : [
      ['markdown', 4],
      ['guide', 2],
      ['front-matter', 2],
      ['category', 1],
      ['openapi', 1],
      ['search', 2],
      ['untrusted-guide', 2],
      ['untrusted-description', 1],
    ];
const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
const cases: FuzzJob['cases'] = [];
for (const [target, weight] of MIX) {
  const count = Math.round((runs * weight) / total);
  for (let i = 0; i < count; i++) cases.push({ target, seed: seed + cases.length });
}

const crashes: { target: Target; seed: number; message: string }[] = [];
const hangs: { target: Target; seed: number }[] = [];
const started = performance.now();
let done = 0;

/** Runs the cases from `from` in a new worker; resolves with the index to go on from, or the end. */
function runFrom(from: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./fuzz/worker-entry.mjs', import.meta.url), { workerData: { cases, from } satisfies FuzzJob });
    let timer: NodeJS.Timeout | undefined;
    worker.on('message', (message: FuzzMessage) => {
      clearTimeout(timer);
      if (message.type === 'start') {
        timer = setTimeout(() => {
          hangs.push({ target: cases[message.index]!.target, seed: cases[message.index]!.seed });
          void worker.terminate().then(() => resolve(message.index + 1));
        }, bound);
      } else if (message.type === 'done') {
        done++;
        if (message.crash) crashes.push({ target: cases[message.index]!.target, seed: cases[message.index]!.seed, message: message.crash });
        if (done % 1000 === 0) process.stderr.write(`${done} cases, ${crashes.length} crashes, ${hangs.length} hangs\n`);
      }
    });
    worker.on('error', reject);
    worker.on('exit', () => resolve(cases.length));
  });
}

let next = 0;
while (next < cases.length) next = await runFrom(next);
const counts = Object.fromEntries(MIX.map(([target]) => [target, cases.filter((c) => c.target === target).length]));
console.log(
  `fuzz: ${cases.length} cases (${Object.entries(counts)
    .map(([t, n]) => `${t} ${n}`)
    .join(', ')}), base seed ${seed}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
console.log(`crashes: ${crashes.length}, hangs (over ${bound / 1000} s): ${hangs.length}`);
for (const c of crashes.slice(0, 20)) console.log(`  crash ${c.target} --seed ${c.seed}: ${c.message}`);
for (const h of hangs.slice(0, 20)) console.log(`  hang ${h.target} --seed ${h.seed}`);
process.exitCode = crashes.length || hangs.length ? 1 : 0;
