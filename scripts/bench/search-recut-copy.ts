/**
 * A copy of a built site (hard links) whose search index is re-cut again from Pagefind's own files (and
 * its fragments renamed, as a build does), to
 * measure a chunk size without building again: `OUT` must hold an index as Pagefind wrote it (a build
 * of a checkout before the re-cut). Prints the index's chunks, bytes and the re-cut's time.
 *
 *   node --import tsx scripts/bench/search-recut-copy.ts OUT DEST [--size 5000]
 */
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { shortenFragmentNames } from '../../packages/renderer/src/search/fragment-names.ts';
import { CHUNK_LOCATIONS, recutIndex } from '../../packages/renderer/src/search/recut-index.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { size: { type: 'string', default: String(CHUNK_LOCATIONS) } } });
const [out, dest] = positionals.map((p) => path.resolve(p));
if (!out || !dest) throw new Error('usage: search-recut-copy.ts OUT DEST [--size N]');
rmSync(dest, { recursive: true, force: true });
// The site's pages are linked, not copied (a 1,000 + 1,000 build is about 1.6 GB).
for (const entry of readdirSync(out, { recursive: true, withFileTypes: true, encoding: 'utf8' })) {
  const rel = path.relative(out, path.join(entry.parentPath, entry.name));
  if (rel === 'pagefind' || rel.startsWith(`pagefind${path.sep}`)) continue;
  if (entry.isDirectory()) mkdirSync(path.join(dest, rel), { recursive: true });
  else if (entry.isFile()) {
    mkdirSync(path.dirname(path.join(dest, rel)), { recursive: true });
    linkSync(path.join(out, rel), path.join(dest, rel));
  }
}
const dir = path.join(out, 'pagefind');
const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => ({ path: `pagefind/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`, content: readFileSync(path.join(e.parentPath, e.name)) }));
const started = process.cpuUsage();
const recut = shortenFragmentNames(recutIndex(files, Number(values.size)));
const cpu = process.cpuUsage(started);
for (const file of recut) {
  mkdirSync(path.dirname(path.join(dest, file.path)), { recursive: true });
  writeFileSync(path.join(dest, file.path), file.content);
}
const chunks = (list: Array<{ path: string; content: Uint8Array }>) => list.filter((f) => f.path.startsWith('pagefind/index/'));
const kb = (list: Array<{ path: string; content: Uint8Array }>) => `${(list.reduce((s, f) => s + f.content.length, 0) / 1024).toFixed(0)} KB`;
console.log(`size ${values.size}: ${chunks(files).length} → ${chunks(recut).length} chunks, index ${kb(chunks(files))} → ${kb(chunks(recut))}, all of pagefind/ ${kb(files)} → ${kb(recut)}; re-cut CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
