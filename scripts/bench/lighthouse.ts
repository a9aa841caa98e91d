/**
 * Lighthouse on the real site: builds it into a temporary folder, serves it with portal's own
 * static server (what `portal serve` sends: compression, caching, CSP) on loopback, and runs
 * Lighthouse with Debian's Chromium on a guide, the home page, the API overview, an operation and
 * the changelog, mobile profile and desktop. Prints the four category scores, LCP, TBT, CLS and
 * the bytes transferred per page, and every audit that kept a category below 100; `--reports`
 * keeps each page's full Lighthouse report (JSON) to read the details.
 *
 *   pnpm bench:lighthouse [--pages /,/api/create-payment] [--profile mobile|desktop] [--runs 1] [--dir built-site] [--json out.json] [--reports DIR]
 *
 * A benchmark, not a test: scores depend on the machine's load (performance most of all), so
 * figures are read from one run on a quiet machine and never asserted in CI.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { build } from '@portal/renderer';
import { createStaticServer } from '../../packages/cli/src/serve/static-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DEFAULT_PAGES = ['/', '/guides/custom-api/refunds', '/api/mk-api', '/api/create-payment', '/changelog'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Row {
  page: string;
  profile: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Audits that cost a category points: `category: audit id (score) — display value`. */
  failing: string[];
}

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    profile: { type: 'string', default: 'mobile,desktop' },
    runs: { type: 'string', default: '1' },
    dir: { type: 'string' },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const pages = values.pages ? values.pages.split(',') : DEFAULT_PAGES;
const profiles = values.profile!.split(',');
const runs = Number(values.runs);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
let dir = values.dir;
if (!dir) {
  dir = path.join(tmp, 'build');
  const started = performance.now();
  await build({ cwd: ROOT, outDir: dir });
  console.error(`built the site in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const server: Server = createStaticServer({ dir });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
mkdirSync(path.join(tmp, 'profile'));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, userDataDir: path.join(tmp, 'profile') });

const rows: Row[] = [];
try {
  for (const profile of profiles) {
    for (const page of pages) {
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          base + page,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
          profile === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        const { lhr } = result;
        if (values.reports) {
          mkdirSync(values.reports, { recursive: true });
          writeFileSync(path.join(values.reports, `${profile}${page.replaceAll('/', '_')}-${run}.json`), String(result.report));
        }
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const failing: string[] = [];
        for (const category of CATEGORIES) {
          for (const ref of lhr.categories[category]!.auditRefs) {
            const a = lhr.audits[ref.id]!;
            // Performance's weight-0 audits (render-blocking requests, unused JavaScript, …) explain its metrics: listed too.
            const counts = ref.weight > 0 || (category === 'performance' && a.scoreDisplayMode !== 'informative');
            if (counts && a.score !== null && a.score < 1) failing.push(`${category}: ${ref.id} (${a.score}) ${a.displayValue ?? ''}`.trim());
          }
        }
        rows.push({
          page,
          profile,
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]!.score ?? 0) * 100)])) as Row['scores'],
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
          failing,
        });
        console.error(`${profile} ${page}: done`);
      }
    }
  }
} finally {
  chrome.kill();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(tmp, { recursive: true, force: true });
}

const header = ['profile', 'page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'KB'];
const table = rows.map((r) => [
  r.profile,
  r.page,
  ...CATEGORIES.map((c) => String(r.scores[c])),
  r.lcp.toFixed(0),
  r.tbt.toFixed(0),
  r.cls.toFixed(3),
  (r.bytes / 1024).toFixed(1),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
for (const row of table) console.log(line(row));
const failing = rows.filter((r) => r.failing.length);
if (failing.length) {
  console.log('\nAudits below 1:');
  for (const r of failing) console.log(`  ${r.profile} ${r.page}\n    ${r.failing.join('\n    ')}`);
}
if (values.json) writeFileSync(values.json, `${JSON.stringify(rows, null, 2)}\n`);
