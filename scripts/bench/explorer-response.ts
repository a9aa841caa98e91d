import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hydrated, startSite } from '../../packages/cli/test/browser/browser.ts';
import { startMockApi } from '../../packages/cli/test/browser/mock-api.ts';

/**
 * The API explorer's time from Send to a rendered answer, for JSON bodies of 100 KB, 1 MB and 5 MB: the explorer
 * fixture site against its mock sandbox, in Chromium; the median of 5 runs per size (the answer's download is on
 * loopback, so the figure is the explorer's own work: reading, formatting, rendering, one frame).
 */
const FIXTURE = path.resolve(import.meta.dirname, '../../packages/cli/test/fixtures/explorer-site');
const SIZES = (process.argv[2] ?? '100000,1000000,5000000').split(',').map(Number);
const RUNS = 5;

const mock = await startMockApi(path.join(FIXTURE, 'mk-openapi/openapi.json'));
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-explorer-bench-'));
cpSync(FIXTURE, dir, { recursive: true });
writeFileSync(
  path.join(dir, 'portal.config.ts'),
  `export default { title: 'Explorer Fixture', openapi: { file: 'mk-openapi/openapi.json', sandboxUrl: ${JSON.stringify(mock.url)} } };\n`,
);
const site = await startSite({ cwd: dir });
try {
  const page = await site.browser.newPage();
  await page.goto(`${site.base}/api/get-big-report`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Try it', exact: true }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
  await page.getByLabel('X-Api-Key').first().fill('sk_test_123');
  for (const bytes of SIZES) {
    await page.getByLabel(/^bytes/).fill(String(bytes));
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const region = document.querySelector('[aria-label="Response"]')!;
            const send = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Send')!;
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if (!region.querySelector('[aria-label="Response body"]')) return;
              observer.disconnect();
              // Rendered: the frame after the body is in the document has been painted.
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
            });
            observer.observe(region, { childList: true, subtree: true });
            send.click();
          }),
      );
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    // The same request with fetch alone (download and JSON.parse), to tell the explorer's share from the machine's.
    const url = `${mock.url}/v1/big?bytes=${bytes}`;
    const bare: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      bare.push(
        await page.evaluate(async (u) => {
          const started = performance.now();
          JSON.parse(await (await fetch(u, { headers: { 'X-Api-Key': 'sk_test_123' } })).text());
          return performance.now() - started;
        }, url),
      );
    }
    bare.sort((a, b) => a - b);
    console.log(`  fetch and JSON.parse alone: ${Math.round(bare[Math.floor(RUNS / 2)]!)} ms`);
    console.log(
      `${(bytes / 1e6).toFixed(1)} MB JSON: Send → rendered ${Math.round(times[Math.floor(RUNS / 2)]!)} ms (median of ${RUNS}; ${times.map(Math.round).join(', ')})`,
    );
  }
} finally {
  await site.stop();
  await mock.stop();
  rmSync(dir, { recursive: true, force: true });
}
