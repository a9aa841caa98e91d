/**
 * portal against a peer generator on the same generated guides, cold, in one run: the two builds
 * alternate (portal first in odd rounds, the peer first in even ones) and each figure is the median
 * of the rounds: wall time, CPU time of the process tree and peak memory (`measure-process.ts`).
 * The peer is installed with a pinned version into a folder outside the workspace
 * (`~/.cache/portal-bench/<peer>`, or $PORTAL_PEERS_BENCH), from npm, or Hugo with apt-get (as root);
 * nothing of it is committed and CI never runs it.
 *
 *   node --import tsx scripts/bench/peers.ts [--peer vitepress] [--guides 200] [--words 1500] [--rounds 3]
 *
 * Peers, each with a sidebar written from the corpus's folders, as portal's is, so all render a sidebar
 * on every page, and with the search and syntax highlighting they ship: `vitepress`, `starlight` (Astro),
 * `rspress1` and `rspress2` (Rspress 1.x and 2.x), `hugo` (Debian's package, a minimal theme of its own in
 * `peer-sites.ts`). Docusaurus has its own script (`pnpm bench:docusaurus`). Figures, never assertions.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from './generate-corpus.ts';
import { measure, type Measured } from './measure-process.ts';
import { clear, copyGuides, editGuides, HUGO_LAYOUTS, sidebarOf, starlightSidebar, write } from './peer-sites.ts';

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
  /** npm packages, exact versions (none for a peer from Debian). */
  packages?: Record<string, string>;
  /** A peer from Debian instead: `apt-get install -y --no-install-recommends <name>=<version>`, and the binary `build` runs. */
  apt?: { name: string; version: string; binary: string };
  /** Makes the peer's site from the corpus's `content/` (everything a previous build left removed). */
  fill(dir: string, content: string): void;
  /** The cold build command, run in the peer's folder. */
  build: string[];
  /** Where the build writes its pages, in the peer's folder. */
  out: string;
}

const header = (file: string) => `// Written by portal's scripts/bench/peers.ts.\n${file}`;
/** Rspress 1 and 2 read the same site: `docs/` and a config with VitePress's sidebar. */
const rspressFill = (dir: string, content: string) => {
  clear(dir, ['docs', 'doc_build', 'node_modules/.rspress', 'node_modules/.cache']);
  copyGuides(content, path.join(dir, 'docs'));
  const config = { root: 'docs', title: 'Benchmark Portal', themeConfig: { sidebar: { '/': sidebarOf(path.join(dir, 'docs'), '') } } };
  write(path.join(dir, 'rspress.config.mjs'), header(`export default ${JSON.stringify(config)};\n`));
};

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
    out: 'docs/.vitepress/dist',
  },
  // Astro 5 and Starlight 0.37, their last lines that run on Node 20 (Astro 6.0.6+ and what Starlight 0.38+ pulls in need
  // Node 22); unifont (Astro's fonts API, unused here) held at 0.7.4, as 0.7.5 pulls in undici 8 (Node 22.19).
  starlight: {
    packages: { astro: '5.18.2', '@astrojs/starlight': '0.37.7', unifont: '0.7.4' },
    fill(dir, content) {
      clear(dir, ['src', 'dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']);
      const docs = path.join(dir, 'src/content/docs');
      copyGuides(content, docs);
      // `slug: /` would become the start page's id; the file's path says the same.
      editGuides(docs, (text) => text.replace(/^slug: .*\n/m, ''));
      write(
        path.join(dir, 'src/content.config.mjs'),
        header(
          "import { defineCollection } from 'astro:content';\nimport { docsLoader } from '@astrojs/starlight/loaders';\nimport { docsSchema } from '@astrojs/starlight/schema';\n" +
            'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };\n',
        ),
      );
      const sidebar = starlightSidebar(sidebarOf(docs, ''));
      write(
        path.join(dir, 'astro.config.mjs'),
        header(
          `import starlight from '@astrojs/starlight';\nexport default { integrations: [starlight(${JSON.stringify({ title: 'Benchmark Portal', sidebar })})] };\n`,
        ),
      );
    },
    build: ['node_modules/.bin/astro', 'build'],
    out: 'dist',
  },
  rspress1: { packages: { rspress: '1.47.2' }, fill: rspressFill, build: ['node_modules/.bin/rspress', 'build'], out: 'doc_build' },
  rspress2: { packages: { '@rspress/core': '2.0.22' }, fill: rspressFill, build: ['node_modules/.bin/rspress', 'build'], out: 'doc_build' },
  // Debian bookworm's Hugo; Hugo ships no theme, so `HUGO_LAYOUTS` is a minimal one with the sidebar.
  hugo: {
    apt: { name: 'hugo', version: '0.111.3-1', binary: '/usr/bin/hugo' },
    fill(dir, content) {
      clear(dir, ['content', 'layouts', 'public', 'resources', '.hugo_build.lock']);
      const docs = path.join(dir, 'content');
      copyGuides(content, docs);
      renameSync(path.join(docs, 'index.md'), path.join(docs, '_index.md'));
      // Each folder a section (Hugo's sidebar walks sections), listed but no page of its own, as in the other peers.
      for (const entry of readdirSync(docs, { withFileTypes: true, recursive: true }))
        if (entry.isDirectory()) write(path.join(entry.parentPath, entry.name, '_index.md'), `---\ntitle: ${entry.name}\n_build:\n  render: never\n---\n`);
      for (const [rel, text] of Object.entries(HUGO_LAYOUTS)) write(path.join(dir, 'layouts', rel), text);
      const config = { title: 'Benchmark Portal', baseURL: '/', disableKinds: ['taxonomy', 'term', 'RSS'] };
      write(path.join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
    },
    build: ['/usr/bin/hugo', '--ignoreCache'],
    out: 'public',
  },
};

/** Installs the peer once (npm, pinned; or apt-get, pinned), outside the workspace. */
function install(dir: string, peer: Peer): void {
  mkdirSync(dir, { recursive: true });
  if (peer.apt) {
    const { name, version, binary } = peer.apt;
    const installed = () => spawnSync('dpkg-query', ['-W', '-f=${Version}', name], { encoding: 'utf8' }).stdout;
    if (installed() === version && existsSync(binary)) return;
    console.log(`installing ${name}=${version} with apt-get …`);
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', `${name}=${version}`], { stdio: 'inherit' });
    if (installed() !== version || !existsSync(binary)) throw new Error(`apt-get install -y ${name}=${version} failed (as root, after apt-get update)`);
    return;
  }
  const packages = peer.packages ?? {};
  const wanted = `${JSON.stringify({ private: true, type: 'module', dependencies: packages }, null, 2)}\n`;
  const pkg = path.join(dir, 'package.json');
  if (
    existsSync(pkg) &&
    readFileSync(pkg, 'utf8') === wanted &&
    Object.keys(packages).every((name) => existsSync(path.join(dir, 'node_modules', name, 'package.json')))
  )
    return;
  writeFileSync(pkg, wanted);
  console.log(
    `installing ${Object.entries(packages)
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
const pages = readdirSync(path.join(peerDir, peer.out), { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
console.log(`${values.peer} wrote ${pages} HTML pages into ${path.join(peerDir, peer.out)}`);
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
