/**
 * What indexing a built site for search costs, alone: the guides of a `portal build` output folder
 * (its `guides/**` pages) are indexed with Pagefind as the build does, `--runs` times, and the wall
 * time, this process's CPU and Pagefind's process CPU are printed. Figures, never assertions.
 *
 *   node --import tsx scripts/bench/search-index-cost.ts OUT_DIR [--runs 3]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildPagefindIndex } from '../../packages/renderer/src/search/pagefind-index.ts';
import type { SearchRecord } from '../../packages/renderer/src/search/search-records.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '3' } } });
const out = path.resolve(positionals[0] ?? '.bench/search-out-1000-200');

/** CPU time of this process's finished children (Linux `/proc/self/stat` cutime + cstime, ticks of 10 ms). */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

const records: SearchRecord[] = readdirSync(path.join(out, 'guides'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('index.html'))
  .sort()
  .map((file) => ({ route: `/guides/${path.dirname(file).split(path.sep).join('/')}`, group: 'Guides', terms: [] }));
console.log(`${records.length} guides from ${out}`);
for (let i = 0; i < Number(values.runs); i++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const children = childrenCpuMs();
  const files = await buildPagefindIndex({ records, readHtml: (record) => readFileSync(path.join(out, record.route, 'index.html'), 'utf8') });
  const own = process.cpuUsage(cpu);
  const bytes = files.reduce((sum, f) => sum + f.content.length, 0);
  console.log(`run ${i + 1}: wall ${((performance.now() - started) / 1000).toFixed(2)} s, CPU here ${((own.user + own.system) / 1e6).toFixed(2)} s, Pagefind's process ${((childrenCpuMs() - children) / 1000).toFixed(2)} s; ${files.length} files, ${(bytes / 1024).toFixed(0)} KB`);
}
