import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, hasChromium, startSite } from './browser.ts';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

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
async function layoutShift(path: string, viewport: { width: number; height: number }): Promise<number> {
  const context = await browser.newContext({ viewport });
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
  await page.goto(`${site.base}${path}`, { timeout: 120_000 });
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
    browser = site.browser;
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
