/**
 * A copy of a built site (hard links) whose search index is re-cut again from Pagefind's own files (and
 * its fragments renamed, as a build does), to measure a chunk size or a cap of locations a page
 * (`--cap K`, cap-locations.ts; none by default) without building again. `OUT` holds an index as
 * Pagefind wrote it (a build of a checkout before the re-cut), or with `--merge` one already re-cut: its
 * chunks are then joined and cut again at Pagefind's own 20,000 locations first, so that the cap and
 * the re-cut start from chunks like Pagefind's. Prints the index's chunks, bytes and the re-cut's CPU time.
 *
 *   node --import tsx scripts/bench/search-recut-copy.ts OUT DEST [--size 5000] [--cap 8] [--merge]
 */
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { shortenFragmentNames } from '../../packages/renderer/src/search/fragment-names.ts';
import { chunkHash, encodePagefind, pagefindFile, readPagefindFile, rewriteMetadata, type MetaChunk, type PackedWord, type WordIndex } from '../../packages/renderer/src/search/pagefind-format.ts';
import type { SearchIndexFile } from '../../packages/renderer/src/search/pagefind-index.ts';
import { CHUNK_LOCATIONS, compareWords, recutIndex } from '../../packages/renderer/src/search/recut-index.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { size: { type: 'string', default: String(CHUNK_LOCATIONS) }, cap: { type: 'string' }, merge: { type: 'boolean', default: false } } });
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
/** The index with its chunks joined and cut again as Pagefind cuts them (about 20,000 locations each). */
function asPagefindCut(files: readonly SearchIndexFile[]): SearchIndexFile[] {
  return rewriteMetadata(files, (language, meta, byPath) => {
    const words: PackedWord[] = [];
    for (const [, , hash] of meta[2]) {
      const chunkPath = `pagefind/index/${hash}.pf_index`;
      words.push(...(readPagefindFile(byPath.get(chunkPath)!.content, chunkPath) as WordIndex)[0]);
      byPath.delete(chunkPath);
    }
    words.sort((a, b) => compareWords(a[0], b[0]));
    // Pagefind's `chunk_index` and `chunk_meta` (index/mod.rs): a chunk ends once it holds 20,000 (locations and one a page); ranges meet at the words' shortest distinct prefixes.
    const parts: PackedWord[][] = [[]];
    let weight = 0;
    for (const word of words) {
      parts.at(-1)!.push(word);
      weight += word[1].reduce((sum, p) => sum + p[1].length + 1, 0);
      if (weight >= 20_000) {
        parts.push([]);
        weight = 0;
      }
    }
    if (!parts.at(-1)!.length) parts.pop();
    const ranges = parts.map((part) => ({ from: part[0]![0], to: part.at(-1)![0] }));
    for (let i = 0; i + 1 < ranges.length; i++) [ranges[i]!.to, ranges[i + 1]!.from] = prefixes(ranges[i]!.to, ranges[i + 1]!.from);
    const taken = new Set<string>();
    const chunks: MetaChunk[] = [];
    for (const [i, part] of parts.entries()) {
      const cbor = encodePagefind([part] satisfies WordIndex);
      const name = chunkHash(language, cbor, taken);
      taken.add(name);
      chunks.push([ranges[i]!.from, ranges[i]!.to, name]);
      byPath.set(`pagefind/index/${name}.pf_index`, { path: `pagefind/index/${name}.pf_index`, content: pagefindFile(cbor) });
    }
    return [meta[0], meta[1], chunks, ...meta.slice(3)];
  });
}

/** Pagefind's `get_prefixes`: `a` and `b` each cut one character past their common prefix. */
function prefixes(a: string, b: string): [string, string] {
  const [ca, cb] = [[...a], [...b]];
  let common = 0;
  while (common < ca.length && common < cb.length && ca[common] === cb[common]) common++;
  return [ca.slice(0, common + 1).join(''), cb.slice(0, common + 1).join('')];
}

const dir = path.join(out, 'pagefind');
const read = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => ({ path: `pagefind/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`, content: readFileSync(path.join(e.parentPath, e.name)) }));
const files = values.merge ? asPagefindCut(read) : read;
const started = process.cpuUsage();
const recut = shortenFragmentNames(recutIndex(files, Number(values.size), values.cap ? Number(values.cap) : Number.POSITIVE_INFINITY));
const cpu = process.cpuUsage(started);
for (const file of recut) {
  mkdirSync(path.dirname(path.join(dest, file.path)), { recursive: true });
  writeFileSync(path.join(dest, file.path), file.content);
}
const chunks = (list: Array<{ path: string; content: Uint8Array }>) => list.filter((f) => f.path.startsWith('pagefind/index/'));
const kb = (list: Array<{ path: string; content: Uint8Array }>) => `${(list.reduce((s, f) => s + f.content.length, 0) / 1024).toFixed(0)} KB`;
console.log(`size ${values.size}, cap ${values.cap ?? 'none'}: ${chunks(files).length} → ${chunks(recut).length} chunks, index ${kb(chunks(files))} → ${kb(chunks(recut))}, all of pagefind/ ${kb(files)} → ${kb(recut)}; re-cut CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
