import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../scripts/bench/generate-corpus.ts';

// Same input, same bytes: a cold build, a warm build (from the caches the cold one kept) and a cold
// build on a saturated CPU must write identical files. Highlighting once depended on time (shiki's
// 500 ms limit per line) and the build caches kept the damage.
const BIN = path.resolve(import.meta.dirname, '../bin/portal.js');
const REPO = path.resolve(import.meta.dirname, '../../..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-determinism-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every file of a build, by output-relative path. */
function files(dir: string): Map<string, Buffer> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    entries
      .map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name))] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

function portalBuild(config: string, out: string, cacheDir: string): void {
  const run = spawnSync(process.execPath, [BIN, 'build', '--config', config, '--out', out, '--cache-dir', cacheDir], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
  });
  expect(run.status, run.stderr).toBe(0);
}

/** Keeps every core busy while `work` runs (one spinner a core: the build competes for every core). */
async function underLoad(work: () => void): Promise<void> {
  const spinners: ChildProcess[] = Array.from({ length: os.availableParallelism() }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  try {
    work();
  } finally {
    for (const spinner of spinners) spinner.kill('SIGKILL');
  }
}

/** Differences between two builds: files missing on either side or with other bytes. */
function differences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => !a.get(name) || !b.get(name) || !a.get(name)!.equals(b.get(name)!));
}

async function coldWarmLoaded(name: string, config: string): Promise<void> {
  const dir = path.join(tmp, name);
  const cold = path.join(dir, 'cold');
  const warm = path.join(dir, 'warm');
  const loaded = path.join(dir, 'loaded');
  portalBuild(config, cold, path.join(dir, 'cache-a'));
  portalBuild(config, warm, path.join(dir, 'cache-a'));
  await underLoad(() => portalBuild(config, loaded, path.join(dir, 'cache-b')));
  const first = files(cold);
  expect(first.size).toBeGreaterThan(10);
  expect(differences(first, files(warm))).toEqual([]);
  expect(differences(first, files(loaded))).toEqual([]);
}

describe('same input, same bytes', () => {
  it('the real site: cold, warm and cold under load', async () => {
    await coldWarmLoaded('real', path.join(REPO, 'portal.config.ts'));
  }, 240_000);

  it('a site large enough for render workers, with code in seven languages', async () => {
    const site = path.join(tmp, 'corpus-site');
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, 'portal.config.ts'), "export default { title: 'Corpus', url: 'https://corpus.example' };\n");
    generateCorpus({ dir: path.join(site, 'content'), guides: 300, wordsPerGuide: 120 });
    cpSync(path.join(REPO, 'mk-openapi'), path.join(site, 'mk-openapi'), { recursive: true });
    await coldWarmLoaded('corpus', path.join(site, 'portal.config.ts'));
  }, 420_000);
});
