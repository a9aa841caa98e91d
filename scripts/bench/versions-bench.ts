/**
 * Versioned docs at scale: a site of three doc versions (current + two in versions.json) × N guides,
 * built cold (empty cache) and warm (the caches of the cold build), then warm again after one
 * edit in the current docs. With `--apis N`, the site also has N generated API descriptions of
 * `--operations` operations each (the first at /api, the others under /api/api-2, …). Prints pages,
 * wall time, CPU time and peak memory of each build.
 *
 *   node --import tsx scripts/bench/versions-bench.ts [--guides 500] [--apis 2 --operations 300]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCorpus } from './generate-corpus.ts';
import { generateOpenApi } from './generate-openapi.ts';
import { measure } from './measure-process.ts';

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const guides = option('--guides', 500);
const apis = option('--apis', 0);
const operations = option('--operations', 300);
const work = mkdtempSync(path.join(os.tmpdir(), 'portal-versions-bench-'));
const site = path.join(work, 'site');
const cli = path.resolve(import.meta.dirname, '../../packages/cli/bin/portal.js');

try {
  // Each version its own text (another seed), as versions drift apart.
  generateCorpus({ dir: path.join(site, 'docs'), guides, wordsPerGuide: 600, seed: 1 });
  for (const [name, seed] of [
    ['2.0', 2],
    ['1.0', 3],
  ] as const)
    generateCorpus({ dir: path.join(site, 'versioned_docs', `version-${name}`), guides, wordsPerGuide: 600, seed });
  writeFileSync(path.join(site, 'versions.json'), '["2.0", "1.0"]\n');
  // The descriptions link to guides of the last version (at the docs root), so the site builds without warnings.
  const guideRoutes = guideFiles(path.join(site, 'versioned_docs', 'version-2.0'))
    .slice(0, 50)
    .map((rel) => `/${rel.replace(/\.md$/, '').replace(/(^|\/)\d+-/g, '$1')}`);
  const descriptions = Array.from({ length: apis }, (_, i) => {
    const file = `apis/api-${i + 1}.yml`;
    generateOpenApi({ file: path.join(site, file), operations, seed: 10 + i, guideRoutes });
    return i === 0 ? { file } : { file, productSlug: `api-${i + 1}`, label: `API ${i + 1}`, routeBasePath: `/api/api-${i + 1}` };
  });
  const openapi = descriptions.length ? `, openapi: ${JSON.stringify(descriptions)}` : '';
  writeFileSync(path.join(site, 'portal.config.ts'), `export default { title: 'Versions bench', contentDir: 'docs', markdown: { format: 'md' }${openapi} };\n`);
  const cache = path.join(work, 'cache');
  const run = async (label: string) => {
    // One output folder, as a docs team builds into build/: a warm build takes the unchanged pages of the one before from it.
    const out = path.join(work, 'out');
    const m = await measure(process.execPath, [cli, 'build', '--out', out, '--cache-dir', cache], { cwd: site, env: { CI: 'true', NO_COLOR: '1' } });
    const built = /Built (\d+) pages with (\d+) warnings?/.exec(m.stdout);
    if (!built) throw new Error(`${label}: the build failed\n${m.stdout}\n${m.stderr}`);
    console.log(
      `${label.padEnd(22)} pages ${built[1]!.padStart(5)}  warnings ${built[2]!.padStart(3)}  wall ${(m.wallMs / 1000).toFixed(2).padStart(6)} s  cpu ${(m.cpuMs / 1000).toFixed(2).padStart(6)} s  peak ${m.peakRssMb.toFixed(0).padStart(5)} MB`,
    );
    return out;
  };
  console.log(`3 versions × ${guides} guides${apis ? ` + ${apis} descriptions × ${operations} operations` : ''}`);
  await run('cold');
  await run('warm');
  const first = path.join(site, 'docs', readFirstGuide(path.join(site, 'docs')));
  writeFileSync(first, `${readFileSync(first, 'utf8')}\n\nOne more paragraph, edited.\n`);
  await run('warm, 1 current edit');
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The guides of a corpus (relative to its folder, `content/…`), but its index page. */
function guideFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => /\/guide-\d+\.md$/.test(rel.split(path.sep).join('/')))
    .map((rel) => rel.split(path.sep).join('/'))
    .sort();
}

/** A guide of the corpus (content-relative), the first in file order. */
function readFirstGuide(dir: string): string {
  const find = (rel: string): string | undefined => {
    const abs = path.join(dir, rel);
    for (const entry of readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isFile() && entry.name.endsWith('.md')) return path.join(rel, entry.name);
      if (entry.isDirectory()) {
        const found = find(path.join(rel, entry.name));
        if (found) return found;
      }
    }
    return undefined;
  };
  return (
    find('') ??
    (() => {
      throw new Error('no guide');
    })()
  );
}
