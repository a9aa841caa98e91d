/**
 * `node --import tsx scripts/bench/gfm-detection.ts [--guides 300]`: what parsing each page with only
 * the GFM constructs its text can use (packages/renderer/src/markdown/remark-gfm-features.ts) saves
 * against remark-gfm with every construct on, on the bench corpus. Parse time only (micromark and
 * mdast), alternating the two, median of 5 rounds. The trees are equal: gfm-detection.test.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseAsPortal, parseWithRemarkGfm } from '../../packages/renderer/test/unit/markdown/gfm-parsers.ts';
import { generateCorpus } from './generate-corpus.ts';

const { values } = parseArgs({ options: { guides: { type: 'string', default: '300' } } });
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-gfm-bench-'));
generateCorpus({ dir, guides: Number(values.guides), wordsPerGuide: 1500 });
const texts = readdirSync(path.join(dir, 'content'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.md'))
  .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'));
rmSync(dir, { recursive: true, force: true });

const ways = {
  'remark-gfm': () => {
    for (const text of texts) parseWithRemarkGfm(text);
  },
  'guessed constructs': () => {
    for (const text of texts) parseAsPortal(text);
  },
};
const times: Record<string, number[]> = { 'remark-gfm': [], 'guessed constructs': [] };
for (let round = 0; round < 6; round++) {
  for (const [name, run] of round % 2 ? Object.entries(ways).reverse() : Object.entries(ways)) {
    const started = performance.now();
    run();
    if (round > 0) times[name]!.push(performance.now() - started); // round 0 warms the JIT
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`${texts.length} pages, ${(texts.join('').length / 2 ** 20).toFixed(1)} MB; load average ${os.loadavg()[0]!.toFixed(1)}`);
for (const [name, list] of Object.entries(times))
  console.log(`${name.padEnd(20)} ${(median(list) / 1000).toFixed(2)} s  (${(median(list) / texts.length).toFixed(2)} ms a page)`);
console.log(`guessing saves ${(100 * (1 - median(times['guessed constructs']!) / median(times['remark-gfm']!))).toFixed(0)} % of the parse time`);
