/**
 * `pnpm bench:openapi`: builds real API descriptions (installed from the npm registry into a folder
 * outside the workspace, see scripts/bench/openapi-corpus.ts), each with the `portal` command in a
 * fresh process and without build caches, and prints per description: built or failed (with the
 * first message), operations, API pages, warnings, wall time and peak memory; then the totals and
 * what the descriptions hold that the pages do not show. Figures, never assertions; not run in CI.
 *
 *   pnpm bench:openapi [--sample 300] [--filter REGEX] [--only SUBSTRING] [--from N] [--strict]
 *
 * `--only` keeps the descriptions whose name holds the text; `--from N` starts at the N-th (1-based)
 * of the list, to resume a run or rerun a slice.
 *
 *   pnpm bench:openapi --scale [--ops 100,400,1200]
 *
 * `--scale` builds generated descriptions of those sizes instead and prints the cost per operation
 * (scripts/bench/openapi-scale.ts).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { corpusDir, installCorpus, listCorpus } from './bench/openapi-corpus.ts';
import { ignoredFeatures, operationCount } from './bench/openapi-ignored.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    sample: { type: 'string', default: '300' },
    filter: { type: 'string' },
    only: { type: 'string' },
    from: { type: 'string', default: '1' },
    strict: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    ops: { type: 'string' },
  },
});
if (values.scale) {
  await (await import('./bench/openapi-scale.ts')).main(values.ops ? ['--ops', values.ops] : []);
  process.exit(0);
}
const { load } = createRequire(path.join(ROOT, 'packages/renderer/package.json'))('js-yaml') as { load: (text: string, options?: object) => unknown };

const dir = corpusDir();
installCorpus(dir);
const entries = listCorpus(dir, { sample: Number(values.sample), filter: values.filter ? new RegExp(values.filter) : undefined })
  .filter((e) => !values.only || e.name.includes(values.only))
  .slice(Math.max(0, Number(values.from) - 1));
const work = path.join(os.tmpdir(), `portal-bench-openapi-${process.pid}`);
const site = path.join(work, 'site');
mkdirSync(path.join(site, 'content'), { recursive: true });
writeFileSync(path.join(site, 'content/index.md'), '---\ntitle: Corpus\n---\n\nA real API description.\n');
writeFileSync(path.join(site, 'portal.config.ts'), "export default { title: 'Corpus Portal' };\n");
// No package.json above the site: the build keeps no caches between descriptions (every build is cold).

function apiPages(out: string): number {
  try {
    return readdirSync(path.join(out, 'api'), { recursive: true }).filter((f) => String(f).endsWith('index.html')).length;
  } catch {
    return 0;
  }
}

interface Row {
  name: string;
  ok: boolean;
  message: string;
  operations: number;
  pages: number;
  warnings: number;
  wallMs: number;
  maxRssKb: number;
}

const rows: Row[] = [];
const ignored = new Map<string, { count: number; descriptions: number }>();
console.log(`${entries.length} descriptions from ${dir}; node ${process.version}, ${os.cpus().length} cores`);
for (const entry of entries) {
  const text = readFileSync(entry.file, 'utf8');
  let doc: unknown;
  try {
    doc = entry.file.endsWith('.json') ? JSON.parse(text) : load(text, { json: true });
  } catch {
    doc = undefined;
  }
  for (const [kind, count] of ignoredFeatures(doc)) {
    const seen = ignored.get(kind) ?? { count: 0, descriptions: 0 };
    ignored.set(kind, { count: seen.count + count, descriptions: seen.descriptions + 1 });
  }
  const out = path.join(work, 'out');
  const args = [
    '--import',
    path.join(ROOT, 'scripts/bench/report-usage.mjs'),
    path.join(ROOT, 'packages/cli/bin/portal.js'),
    'build',
    '--out',
    out,
    '--openapi',
    entry.file,
    ...(values.strict ? ['--strict'] : []),
  ];
  const started = performance.now();
  const child = spawnSync(process.execPath, args, { cwd: site, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
  const wallMs = performance.now() - started;
  const output = `${child.stdout}\n${child.stderr}`;
  const usage = /\{"maxRssKb":(\d+)/.exec(child.stderr);
  const built = /Built \d+ pages with (\d+) warnings?/.exec(child.stdout);
  const firstError =
    output
      .split('\n')
      .find((l) => /^(error |Build failed)/.test(l.trim()))
      ?.trim() ?? (child.signal ? `killed by ${child.signal}` : `exit ${child.status}`);
  const row: Row = {
    name: entry.name,
    ok: child.status === 0,
    message: child.status === 0 ? '' : firstError,
    operations: operationCount(doc),
    pages: child.status === 0 ? apiPages(out) : 0,
    warnings: built ? Number(built[1]) : 0,
    wallMs,
    maxRssKb: usage ? Number(usage[1]) : 0,
  };
  rows.push(row);
  rmSync(out, { recursive: true, force: true });
  console.log(
    `${row.ok ? 'built ' : 'FAILED'} ${entry.name.padEnd(60)} ${String(row.operations).padStart(5)} ops ${String(row.pages).padStart(5)} pages ${String(row.warnings).padStart(4)} warn ${(wallMs / 1000).toFixed(1).padStart(6)} s ${String(Math.round(row.maxRssKb / 1024)).padStart(5)} MB${row.ok ? '' : `  ${row.message.slice(0, 200)}`}`,
  );
}
rmSync(work, { recursive: true, force: true });

const failed = rows.filter((r) => !r.ok);
const sum = (f: (r: Row) => number) => rows.reduce((a, r) => a + f(r), 0);
console.log(
  `\n${rows.length} descriptions: ${rows.length - failed.length} built, ${failed.length} failed; ${sum((r) => r.operations)} operations, ${sum((r) => r.pages)} API pages, ${sum((r) => r.warnings)} warnings (${rows.filter((r) => r.warnings).length} descriptions with warnings); ${(sum((r) => r.wallMs) / 1000).toFixed(0)} s in all, slowest ${(Math.max(0, ...rows.map((r) => r.wallMs)) / 1000).toFixed(1)} s, peak ${Math.round(Math.max(0, ...rows.map((r) => r.maxRssKb)) / 1024)} MB`,
);
// One page per operation and webhook method, plus the overview (callbacks are sections of their
// operation's page): fewer means pages were lost, more that something was counted twice.
const mismatched = rows.filter((r) => r.ok && r.pages !== r.operations + 1);
console.log(
  `${mismatched.length} built descriptions whose API pages are not operations + webhook methods + 1${mismatched.length ? `: ${mismatched.map((r) => `${r.name} (${r.operations} ops, ${r.pages} pages)`).join(', ')}` : ''}`,
);
const classes = new Map<string, string[]>();
for (const r of failed) {
  const key = r.message
    .replace(/^error \S+:\s*/, '')
    .replace(/#\/\S*/g, '#…')
    .replace(/"[^"]*"/g, '"…"')
    .slice(0, 100);
  classes.set(key, [...(classes.get(key) ?? []), r.name]);
}
for (const [message, names] of [...classes].sort((a, b) => b[1].length - a[1].length))
  console.log(`  ${String(names.length).padStart(4)} × ${message}  (e.g. ${names[0]})`);
console.log(`\nWhat the pages do not show (count, in how many descriptions):${ignored.size ? '' : ' nothing'}`);
for (const [kind, { count, descriptions }] of [...ignored].sort((a, b) => b[1].descriptions - a[1].descriptions || a[0].localeCompare(b[0])))
  console.log(`  ${kind.padEnd(24)} ${String(count).padStart(7)}  in ${descriptions}`);
