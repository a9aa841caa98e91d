/**
 * portal against a peer generator on the same generated guides, cold, in one run: the two builds
 * alternate (portal first in odd rounds, the peer first in even ones) and each figure is the median
 * of the rounds: wall time, CPU time of the process tree and peak memory (`measure-process.ts`).
 * The peer is installed from npm with a pinned version into a folder outside the workspace
 * (`~/.cache/portal-bench/<peer>`, or $PORTAL_PEERS_BENCH); nothing of it is committed and CI never runs it.
 *
 *   node --import tsx scripts/bench/peers.ts [--peer vitepress] [--guides 200] [--words 1500] [--rounds 3]
 *
 * Peers: `vitepress` (its sidebar written from the corpus's folders, as portal's is, so both render a
 * sidebar on every page). Docusaurus has its own script (`pnpm bench:docusaurus`). Figures, never assertions.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from './generate-corpus.ts';
import { measure, type Measured } from './measure-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    peer: { type: 'string', default: 'vitepress' },
    guides: { type: 'string', default: '200' },
    words: { type: 'string', default: '1500' },
    rounds: { type: 'string', default: '3' },
  },
});

interface Peer {
  /** npm packages, exact versions. */
  packages: Record<string, string>;
  /** Makes the peer's site from the corpus's `content/` (everything a previous build left removed). */
  fill(dir: string, content: string): void;
  /** The cold build command, run in the peer's folder. */
  build: string[];
}

const PEERS: Record<string, Peer> = {
  vitepress: {
    packages: { vitepress: '1.6.4', vue: '3.5.22' },
    fill(dir, content) {
      for (const stale of ['docs', 'node_modules/.vite']) rmSync(path.join(dir, stale), { recursive: true, force: true });
      cpSync(content, path.join(dir, 'docs'), { recursive: true, filter: (from) => !/_category_\.(json|ya?ml)$/.test(from) });
      mkdirSync(path.join(dir, 'docs/.vitepress'), { recursive: true });
      const config = { title: 'Benchmark Portal', themeConfig: { sidebar: sidebarOf(path.join(dir, 'docs'), '') } };
      writeFileSync(
        path.join(dir, 'docs/.vitepress/config.mjs'),
        `// Written by portal's scripts/bench/peers.ts.\nexport default ${JSON.stringify(config)};\n`,
      );
    },
    build: ['node_modules/.bin/vitepress', 'build', 'docs'],
  },
};

/** VitePress's sidebar of a folder: its guides by name, then its folders as collapsible groups. */
function sidebarOf(dir: string, route: string): unknown[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry): unknown[] => {
    if (entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return [{ text: entry.name, collapsed: true, items: sidebarOf(path.join(dir, entry.name), `${route}/${entry.name}`) }];
    if (!entry.name.endsWith('.md')) return [];
    const title = /^title:\s*(.*)$/m.exec(readFileSync(path.join(dir, entry.name), 'utf8'))?.[1] ?? entry.name;
    return [{ text: title, link: `${route}/${entry.name.replace(/\.md$/, '')}` }];
  });
}

/** Installs the peer once (npm, pinned), outside the workspace. */
function install(dir: string, peer: Peer): void {
  const wanted = `${JSON.stringify({ private: true, type: 'module', dependencies: peer.packages }, null, 2)}\n`;
  const pkg = path.join(dir, 'package.json');
  if (
    existsSync(pkg) &&
    readFileSync(pkg, 'utf8') === wanted &&
    Object.keys(peer.packages).every((name) => existsSync(path.join(dir, 'node_modules', name, 'package.json')))
  )
    return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(pkg, wanted);
  console.log(
    `installing ${Object.entries(peer.packages)
      .map(([n, v]) => `${n}@${v}`)
      .join(' ')} into ${dir} …`,
  );
  if (spawnSync('npm', ['install', '--no-audit', '--no-fund', '--save-exact'], { cwd: dir, stdio: 'inherit' }).status !== 0)
    throw new Error('npm install failed');
}

const peer = PEERS[values.peer!];
if (!peer) throw new Error(`--peer: one of ${Object.keys(PEERS).join(', ')}`);
const peerDir = path.join(process.env.PORTAL_PEERS_BENCH ?? path.join(os.homedir(), '.cache', 'portal-bench'), values.peer!);
install(peerDir, peer);
const corpus = path.join(os.tmpdir(), 'portal-peers-corpus');
rmSync(corpus, { recursive: true, force: true });
generateCorpus({ dir: corpus, guides: Number(values.guides), wordsPerGuide: Number(values.words) });
peer.fill(peerDir, path.join(corpus, 'content'));

const results: Record<'portal' | 'peer', Measured[]> = { portal: [], peer: [] };
const runPortal = () => {
  rmSync(path.join(corpus, 'node_modules/.cache/portal'), { recursive: true, force: true });
  rmSync(path.join(corpus, 'build'), { recursive: true, force: true });
  return measure(process.execPath, [path.join(ROOT, 'packages/cli/bin/portal.js'), 'build'], { cwd: corpus, env: { ...process.env, CI: 'true' } });
};
const runPeer = () => {
  peer.fill(peerDir, path.join(corpus, 'content'));
  return measure(peer.build[0]!, peer.build.slice(1), { cwd: peerDir, env: { ...process.env, CI: 'true' } });
};
for (let round = 0; round < Number(values.rounds); round++) {
  for (const side of round % 2 ? (['peer', 'portal'] as const) : (['portal', 'peer'] as const)) {
    const run = await (side === 'portal' ? runPortal() : runPeer());
    results[side].push(run);
    console.log(
      `round ${round + 1} ${side}: wall ${(run.wallMs / 1000).toFixed(2)} s, CPU ${(run.cpuMs / 1000).toFixed(2)} s, peak ${Math.round(run.peakRssMb)} MB; load ${os.loadavg()[0]!.toFixed(2)}`,
    );
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const row = (name: string, runs: Measured[]) =>
  `${name.padEnd(10)} wall ${(median(runs.map((r) => r.wallMs)) / 1000).toFixed(2).padStart(6)} s  CPU ${(median(runs.map((r) => r.cpuMs)) / 1000).toFixed(2).padStart(6)} s  peak ${String(Math.round(median(runs.map((r) => r.peakRssMb)))).padStart(5)} MB`;
console.log(
  `\n${values.guides} guides, cold, median of ${values.rounds} alternating rounds; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(row('portal', results.portal));
console.log(row(values.peer!, results.peer));
const ratio = (f: (r: Measured) => number) => (median(results.peer.map(f)) / median(results.portal.map(f))).toFixed(1);
console.log(`${values.peer} / portal: wall ${ratio((r) => r.wallMs)}×, CPU ${ratio((r) => r.cpuMs)}×, peak ${ratio((r) => r.peakRssMb)}×`);
