/**
 * Issue 13's scale curve: builds generated descriptions (generate-openapi.ts) of 100, 400 and 1,200
 * operations cold with the `portal` command (rebuild the CLI bundle first: `node
 * packages/cli/build-bundle.js`) and prints per size: operations, API pages, wall, CPU, peak memory,
 * and per operation the CPU milliseconds and peak kilobytes, in all and between one size and the
 * next (the marginal cost, which stays flat when time and memory are linear in the operations).
 *
 *   pnpm bench:openapi --scale [--ops 100,400,1200]
 *   node --import tsx scripts/bench/openapi-scale.ts [--ops 100,400,1200]
 *
 * Figures, never assertions; not run in CI. Run it alone: the builds are measured one after another.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateOpenApi } from './generate-openapi.ts';
import { measure, type Measured } from './measure-process.ts';

/** One measured size. */
export interface ScaleRow {
  operations: number;
  pages: number;
  bytes: number;
  wallMs: number;
  cpuMs: number;
  peakKb: number;
}

/** API pages (operations and the overview) a build wrote. */
function apiPages(out: string): number {
  return readdirSync(path.join(out, 'api'), { recursive: true }).filter((f) => String(f).endsWith('index.html')).length;
}

/** Builds a generated description of each size cold, one after another, and returns the measures. */
export async function measureScale(sizes: number[], log: (line: string) => void = console.log): Promise<ScaleRow[]> {
  const cli = path.resolve(import.meta.dirname, '../../packages/cli/bin/portal.js');
  const work = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-scale-'));
  const rows: ScaleRow[] = [];
  try {
    const site = path.join(work, 'site');
    mkdirSync(path.join(site, 'content'), { recursive: true });
    writeFileSync(path.join(site, 'portal.config.ts'), "export default { title: 'Scale' };\n");
    writeFileSync(path.join(site, 'content/index.md'), '---\ntitle: Home\n---\n\nA generated API description.\n');
    for (const size of sizes) {
      const file = path.join(work, `openapi-${size}.yml`);
      const stats = generateOpenApi({ file, operations: size });
      const out = path.join(work, `out-${size}`);
      const m: Measured = await measure(process.execPath, [cli, 'build', '--openapi', file, '--out', out, '--cache-dir', path.join(work, `cache-${size}`)], {
        cwd: site,
        env: { CI: 'true', NO_COLOR: '1' },
      });
      const row = { operations: stats.operations, pages: apiPages(out), bytes: stats.bytes, wallMs: m.wallMs, cpuMs: m.cpuMs, peakKb: m.peakRssMb * 1024 };
      rows.push(row);
      log(formatRow(row, rows[rows.length - 2]));
      rmSync(out, { recursive: true, force: true });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}

/** The table's header. */
export const SCALE_HEADER = '  ops  pages     MB   wall s    CPU s  peak MB  CPU ms/op  KB/op | marginal: CPU ms/op  KB/op';

/** One line of the table; with the previous row, the marginal cost per operation between the two. */
export function formatRow(row: ScaleRow, previous?: ScaleRow): string {
  const perOp = `${(row.cpuMs / row.operations).toFixed(1).padStart(9)} ${Math.round(row.peakKb / row.operations)
    .toString()
    .padStart(6)}`;
  const added = previous ? row.operations - previous.operations : 0;
  const marginal =
    previous && added > 0
      ? `${((row.cpuMs - previous.cpuMs) / added).toFixed(1).padStart(19)} ${Math.round((row.peakKb - previous.peakKb) / added)
          .toString()
          .padStart(6)}`
      : `${'–'.padStart(19)} ${'–'.padStart(6)}`;
  return `${String(row.operations).padStart(5)} ${String(row.pages).padStart(6)} ${(row.bytes / 1e6).toFixed(1).padStart(6)} ${(row.wallMs / 1000).toFixed(1).padStart(8)} ${(row.cpuMs / 1000).toFixed(1).padStart(8)} ${Math.round(
    row.peakKb / 1024,
  )
    .toString()
    .padStart(8)} ${perOp} | ${marginal}`;
}

/** Prints the curve for `--ops` (default 100, 400, 1,200). */
export async function main(argv = process.argv.slice(2)): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { ops: { type: 'string', default: '100,400,1200' }, scale: { type: 'boolean' } }, strict: false });
  const sizes = String(values.ops)
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  console.log(`generated descriptions of ${sizes.join(', ')} operations, built cold one after another; node ${process.version}, ${os.cpus().length} cores`);
  console.log(SCALE_HEADER);
  await measureScale(sizes);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
