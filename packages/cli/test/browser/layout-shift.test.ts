import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, hasChromium, startSite } from './browser.ts';

let site: Awaited<ReturnType<typeof startSite>>;

const PAGES = [
  '/',
  '/guides/custom-api/refunds',
  '/category/custom-api-integration',
  '/api/mk-api',
  '/api/create-payment',
  '/changelog',
  '/changelog/2025/10/07/api-1-4-0',
  '/no-such-page',
];

/**
 * The page's cumulative layout shift while it loads and hydrates, with the CPU slowed 4× and the HTML
 * arriving over a slow link (so the browser paints the article before the rest of the page has come).
 */
async function layoutShift(path: string, viewport: { width: number; height: number }, on = site): Promise<number> {
  const context = await on.browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 200 * 1024, uploadThroughput: 200 * 1024 });
  await page.goto(`${on.base}${path}`, { timeout: 120_000 });
  await hydrated(page, 60_000);
  await page.waitForTimeout(500);
  const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
  await context.close();
  return total;
}

// One retry: once in CI (stop 49) a navigation under Chromium's emulated network never fired `load` in 120 s
// (/no-such-page, which passed in 7.5 s on the next run, unchanged). A page that shifts fails both attempts.
describe.skipIf(!hasChromium)('layout shift in Chromium (issue 35)', { retry: 1 }, () => {
  beforeAll(async () => {
    site = await startSite();
  }, 120_000);
  afterAll(async () => site?.stop());

  it.each(PAGES)(
    'moves nothing on %s while it loads, at 1280 px and 375 px, with the CPU slowed 4×',
    async (path) => {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 375, height: 812 },
      ]) {
        const cls = await layoutShift(path, viewport);
        expect(cls, `${path} at ${viewport.width} px`).toBeLessThan(0.1);
      }
    },
    180_000,
  );
});

/**
 * An MDX page of Docusaurus's Tabs and cards: without JavaScript each tab's panel shows under its
 * label; with it the labels never show, so nothing moves when the island hides the other panels (the
 * labels' line moved the admonition and the cards below: 0.009 at 1280 px, 0.023 at 375 px).
 */
describe.skipIf(!hasChromium)('layout shift of an MDX page with Tabs, in Chromium', { retry: 1 }, () => {
  let mdxSite: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    mdxSite = await startSite({ cwd: path.resolve(import.meta.dirname, '../../../renderer/test/fixtures/docusaurus-mdx') });
  }, 120_000);
  afterAll(async () => mdxSite?.stop());

  it('moves nothing on /guides/setup while it loads and its tabs hydrate, at 1280 px and 375 px', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      const cls = await layoutShift('/guides/setup', viewport, mdxSite);
      expect(cls, `/guides/setup at ${viewport.width} px`).toBeLessThan(0.005);
    }
  }, 180_000);
});
