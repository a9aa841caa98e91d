/**
 * How long `portal watch` keeps a request waiting while its start-up work runs (rendering every page
 * for the link check, the search index): starts it on a site with an empty cache folder, asks for
 * the stylesheet (a file served from memory) every 25 ms from the moment it listens until it prints
 * its warnings, and prints the answers' p50, p90, p99 and max. An edit waits as long as such a
 * request does: both wait for whatever runs in the serving thread. Figures, never assertions.
 *
 *   node --import tsx scripts/bench/watch-responsiveness.ts --site DIR [--checkout DIR] [--runs 2]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { site: { type: 'string' }, checkout: { type: 'string' }, runs: { type: 'string', default: '2' } } });
if (!values.site) throw new Error('--site DIR: the site to watch (a folder with portal.config.ts or a Docusaurus project)');
const checkout = path.resolve(values.checkout ?? path.join(import.meta.dirname, '../..'));
const site = path.resolve(values.site);

/** Milliseconds one GET of `url` took (NaN when it failed). */
function timedGet(url: string): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    http
      .get(url, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      })
      .on('error', () => resolve(Number.NaN));
  });
}

async function run(): Promise<string> {
  const cache = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-lag-'));
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(checkout, 'packages/cli/bin/portal.js'), 'watch', '--port', '0'], {
    cwd: site,
    env: { ...process.env, PORTAL_CACHE_DIR: cache },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let url: string | undefined;
  let warned = false;
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (url ??= /http:\/\/127\.0\.0\.1:\d+/.exec(String(chunk))?.[0]));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
    if (/no warnings|\d+ warnings?\n/.test(stderr)) warned = true;
  });
  try {
    while (!url) {
      if (child.exitCode !== null) throw new Error(`portal watch exited:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const listening = performance.now() - started;
    const times: number[] = [];
    while (!warned && performance.now() - started < 180_000) {
      times.push(await timedGet(`${url}/assets/css/styles.css`));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const done = performance.now() - started;
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]!);
    return `listening ${(listening / 1000).toFixed(2)} s, start-up work done ${(done / 1000).toFixed(2)} s; ${times.length} requests meanwhile: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${Math.round(times.at(-1) ?? Number.NaN)} ms`;
  } finally {
    child.kill();
    rmSync(cache, { recursive: true, force: true });
  }
}

console.log(`node ${process.version}, ${os.cpus().length} cores; portal of ${checkout}, watching ${site}`);
for (let i = 1; i <= Number(values.runs); i++) console.log(`  run ${i}: ${await run()}`);
