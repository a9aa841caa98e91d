/**
 * `pnpm bench:watch`: starts `portal watch` on a copy of the real site and on the 1,000-guide
 * corpus of `pnpm bench`, opens a guide in Chromium and edits it again and again, and prints
 * start-up time, how long from saving the file to the browser showing the change, and the
 * server's memory along the edits. Figures, never assertions; each site is measured `--runs`
 * times in a fresh process (the machine is shared). The first edit is saved as soon as the page is
 * shown, while start-up work (rendering every page, the link check, the search index) still runs.
 * `--checkout DIR` runs the `portal` of another checkout (before/after: run it on both); `--cold`
 * gives each run an empty cache folder (no build or session before it).
 *
 *   pnpm bench:watch [--edits 100] [--runs 2] [--guides 1000] [--only real|corpus] [--checkout DIR] [--cold]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { generateCorpus } from './bench/generate-corpus.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    edits: { type: 'string', default: '100' },
    runs: { type: 'string', default: '2' },
    guides: { type: 'string', default: '1000' },
    only: { type: 'string' },
    checkout: { type: 'string' },
    cold: { type: 'boolean', default: false },
  },
});
const PORTAL = path.join(values.checkout ? path.resolve(values.checkout) : ROOT, 'packages/cli/bin/portal.js');
const EDITS = Number(values.edits);
const work = path.join(ROOT, '.bench');

interface Site {
  name: string;
  dir: string;
  /** The guide edited, relative to `dir`, and its route. */
  guide: string;
  route: string;
}

interface Run {
  listeningMs: number;
  firstPageMs: number;
  warmMs: number;
  /** Save → the browser paints the change, for the edit saved at once after the first page was shown; and whether start-up work still ran when it showed. */
  firstEdit: { painted: number; duringStartUp: boolean };
  latencies: number[];
  /** Of each body edit, from the save: the tab starts reloading, the response has come (NaN when swapped in place), the change painted. */
  phases: { reloading: number; response: number; painted: number }[];
  /** Save → first paint of the new page, for title edits. */
  titlePainted: number[];
  /** Server RSS in MB after that many edits (0 = warm, then 10 and every 100). */
  rss: [edits: number, mb: number][];
}

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)![1]) / 1024;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const ms = (n: number) => `${Math.round(n)} ms`;
const s = (n: number) => `${(n / 1000).toFixed(2)} s`;

/** Resolves when the child's output matches. */
function waitFor(child: ChildProcess, stream: 'stdout' | 'stderr', pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk;
      const match = pattern.exec(seen);
      if (match) {
        child[stream]!.off('data', onData);
        resolve(match[0]);
      }
    };
    child[stream]!.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`portal watch exited (${code ?? signal}) before printing ${pattern}:\n${seen}`)));
  });
}

async function measure(site: Site, browser: Browser): Promise<Run> {
  const file = path.join(site.dir, site.guide);
  const original = readFileSync(file, 'utf8');
  const started = performance.now();
  const cacheDir = values.cold ? mkdtempSync(path.join(os.tmpdir(), 'portal-bench-watch-')) : undefined;
  const child = spawn(process.execPath, [PORTAL, 'watch', '--port', '0'], {
    cwd: site.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: cacheDir ? { ...process.env, PORTAL_CACHE_DIR: cacheDir } : process.env,
  });
  const warm = waitFor(child, 'stderr', /✓ no warnings|\d+ warnings?\n/);
  const url = (await waitFor(child, 'stdout', /http:\/\/127\.0\.0\.1:\d+/)).trim();
  const listeningMs = performance.now() - started;
  const page = await browser.newPage();
  await page.goto(`${url}${site.route}`);
  const firstPageMs = performance.now() - started;
  let warmed = false;
  void warm.then(() => (warmed = true));
  await page.waitForFunction(() => ((window as unknown as { __portalLiveReload?: { events: number } }).__portalLiveReload?.events ?? 0) > 0);

  const phases: Run['phases'] = [];
  /**
   * Saves the guide with `text` and waits until the page in the browser shows `token`. The open tab
   * normally swaps the fresh page in (client navigation): the time is then taken in the page when the
   * change is in the DOM and two frames later (painted). A full reload is timed by its first paint.
   */
  const saveAndSee = async (text: string, token: string): Promise<number> => {
    await page.evaluate((t) => {
      Object.assign(window, {
        benchShown: new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.body?.textContent?.includes(t)) return;
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now())));
          });
          observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
        }),
      });
    }, token);
    const loaded = page.waitForEvent('domcontentloaded').then(() => 'reloaded' as const);
    const t0 = performance.now();
    const saved = Date.now();
    writeFileSync(file, text);
    const swapped = page.evaluate(() => (window as unknown as { benchShown: Promise<number> }).benchShown).catch(() => undefined);
    const first = await Promise.race([loaded, swapped]);
    if (typeof first === 'number') {
      phases.push({ reloading: Number.NaN, response: Number.NaN, painted: first - saved });
      return performance.now() - t0;
    }
    await page.waitForFunction((t) => document.documentElement.innerHTML.includes(t), token, { polling: 'raf' });
    const took = performance.now() - t0;
    // In the page's own clock (the same wall clock): when the reload started, the response came and the new page first painted.
    const nav = await page.evaluate(async () => {
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      // (No named functions in here: tsx would wrap them in a helper the page does not have.)
      while (!performance.getEntriesByName('first-contentful-paint').length) await new Promise((resolve) => requestAnimationFrame(resolve));
      return { origin: performance.timeOrigin, responseEnd: entry.responseEnd, paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime };
    });
    const since = nav.origin - saved;
    phases.push({ reloading: since, response: since + nav.responseEnd, painted: since + nav.paint });
    return took;
  };

  // The first edit, saved at once: start-up work is still running on a cold session.
  const firstToken = `first-edit-${Date.now()}`;
  await saveAndSee(original.replace(/\n\n/, `\n\nThis paragraph is ${firstToken}.\n\n`), firstToken);
  const firstEdit = { painted: phases.pop()!.painted, duringStartUp: !warmed };
  await warm;
  const warmMs = performance.now() - started;

  const rss: Run['rss'] = [[0, rssMb(child.pid!)]];
  const latencies: number[] = [];
  for (let i = 1; i <= EDITS; i++) {
    const token = `edit-${i}-${Date.now()}`;
    latencies.push(await saveAndSee(original.replace(/\n\n/, `\n\nThis paragraph is ${token}.\n\n`), token));
    if (i === 10 || i % 100 === 0 || i === EDITS) rss.push([i, rssMb(child.pid!)]);
  }
  // A title edit changes the sidebar of every guide page: the open page is rendered again on request.
  for (let i = 1; i <= 5; i++) {
    const token = `Title ${i} ${Date.now()}`;
    await saveAndSee(original.replace(/^title: .*$/m, `title: ${token}`), token);
  }
  writeFileSync(file, original);
  await page.close();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  return {
    listeningMs,
    firstPageMs,
    warmMs,
    firstEdit,
    latencies,
    phases: phases.slice(0, latencies.length),
    titlePainted: phases.slice(latencies.length).map((p) => p.painted),
    rss,
  };
}

function report(site: Site, runs: Run[]): void {
  console.log(`\n${site.name} (editing ${site.guide})`);
  runs.forEach((run, i) => {
    const l = run.latencies;
    console.log(
      `  run ${i + 1}: start-up ${s(run.listeningMs)} to listening, ${s(run.firstPageMs)} to the first page shown, ${s(run.warmMs)} until every page is rendered and links checked`,
    );
    console.log(
      `         first edit, saved once the page showed: the browser paints it ${ms(run.firstEdit.painted)} after the save (${run.firstEdit.duringStartUp ? 'start-up work still running' : 'start-up work already done'})`,
    );
    const painted = run.phases.map((p) => p.painted);
    console.log(
      `         save → the browser paints the change, ${l.length} body edits: first ${ms(painted[0]!)}, median ${ms(percentile(painted, 0.5))}, p90 ${ms(percentile(painted, 0.9))}, max ${ms(Math.max(...painted))}`,
    );
    const reloads = run.phases.filter((p) => !Number.isNaN(p.reloading));
    const median = (pick: (p: Run['phases'][number]) => number) => ms(percentile(reloads.map(pick), 0.5));
    console.log(
      `           (${run.phases.length - reloads.length} swapped in place by client navigation, ${reloads.length} full reloads${reloads.length ? `: the tab starts reloading ${median((p) => p.reloading)}, the page has arrived ${median((p) => p.response)}` : ''}; as Playwright sees it, text found ${ms(percentile(l, 0.5))})`,
    );
    console.log(
      `         save → the browser paints the change, ${run.titlePainted.length} title edits (the sidebar of every page changes): median ${ms(percentile(run.titlePainted, 0.5))}, max ${ms(Math.max(...run.titlePainted))}`,
    );
    console.log(`         RSS of the server: ${run.rss.map(([edits, mb]) => `${Math.round(mb)} MB ${edits ? `after ${edits} edits` : 'warm'}`).join(', ')}`);
  });
}

console.log(`node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB; ${EDITS} edits per run`);
mkdirSync(work, { recursive: true });
const real: Site = {
  name: 'real site',
  dir: path.join(work, 'watch-real'),
  guide: 'content/guides/custom-api/refunds.md',
  route: '/guides/custom-api/refunds',
};
rmSync(real.dir, { recursive: true, force: true });
for (const entry of ['content', 'changelog', 'mk-openapi', 'portal.config.ts']) cpSync(path.join(ROOT, entry), path.join(real.dir, entry), { recursive: true });
const corpusDir = path.join(work, `watch-guides-${values.guides}`);
if (!existsSync(path.join(corpusDir, 'portal.config.ts'))) generateCorpus({ dir: corpusDir, guides: Number(values.guides), wordsPerGuide: 1500 });
const middle = Math.floor(Number(values.guides) / 2);
const corpusGuide = (await import('node:fs'))
  .readdirSync(path.join(corpusDir, 'content'), { recursive: true, encoding: 'utf8' })
  .find((f) => f.endsWith(`/guide-${middle}.md`))!;
const corpus: Site = {
  name: `${values.guides}-guide corpus`,
  dir: corpusDir,
  guide: `content/${corpusGuide}`,
  route: `/${corpusGuide.replace(/\.md$/, '').replace(/(^|\/)\d+-/g, '$1')}`,
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const site of [real, corpus].filter((site) => !values.only || site === (values.only === 'real' ? real : corpus))) {
    const runs: Run[] = [];
    for (let i = 0; i < Number(values.runs); i++) runs.push(await measure(site, browser));
    report(site, runs);
  }
} finally {
  await browser.close();
}
