import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, hydrated, startSite } from './browser.ts';
import { DESKTOP, PHONE } from './page-layout.ts';

// The client starts after the page's first paint (client-loader.ts): the text shows without waiting for the entry module.
const ENTRY = /\/assets\/js\/main\.[A-Z0-9]+\.js$/;

describe.skipIf(!hasChromium)('the client starting after the first paint, in Chromium', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  }, 120_000);
  afterAll(() => site?.stop());

  const open = async (path: string, viewport = PHONE, init?: () => void): Promise<Page> => {
    const context = await site.browser.newContext({ viewport });
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    await page.goto(`${site.base}${path}`);
    return page;
  };

  /** When the page first painted content, began its load event, and requested its entry module (ms since navigation). */
  const timings = (page: Page) =>
    page.evaluate((entry) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart;
      const module = performance.getEntriesByType('resource').find((e) => new RegExp(entry).test(new URL(e.name).pathname))?.startTime;
      return { paint, loaded, module };
    }, ENTRY.source);

  it('paints the page before it requests the entry module, then hydrates every island', async () => {
    const page = await open('/guides/custom-api/refunds');
    await hydrated(page);
    const { paint, loaded, module } = await timings(page);
    expect(paint).toBeGreaterThan(0);
    // The loader's promise: after the first contentful paint, or a second after the load if the
    // browser reports no paint by then (a busy machine can paint that late).
    expect(module).toBeGreaterThanOrEqual(Math.min(paint!, loaded! + 1000));
    // Started once: one entry module in the head, the template's copy still inert.
    expect(await page.locator('head > script[type="module"]').count()).toBe(1);
    expect(await page.locator('#portal-client').getAttribute('data-started')).toBe('');
    // The islands answer: the colour-mode toggle cycles.
    await page.getByRole('button', { name: /currently light mode/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it('starts at once in a tab that paints nothing (hidden), without waiting for a frame', async () => {
    const page = await open('/guides/custom-api/refunds', DESKTOP, () => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      // A hidden tab runs no animation frame: a client that waited for one would never start.
      window.requestAnimationFrame = () => 0;
    });
    await hydrated(page, 15_000);
    expect(await page.locator('head > script[type="module"]').count()).toBe(1);
  });

  it('starts after two frames in a browser without paint timing', async () => {
    const page = await open('/guides/custom-api/refunds', PHONE, () => {
      Object.defineProperty(window, 'PerformanceObserver', { value: undefined });
    });
    await hydrated(page, 15_000);
    expect(await page.locator('head > script[type="module"]').count()).toBe(1);
  });

  it('brings the next page’s island code on client navigation, from its client template', async () => {
    const page = await open('/guides/custom-api/refunds', DESKTOP);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const preloads = () =>
      page.evaluate(() => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect((await preloads()).some((p) => p.includes('/ApiExplorer.'))).toBe(false);
    // The guide's link to an operation page, which has the explorer and code tabs.
    await page.locator('main').getByRole('link', { name: 'create a refund', exact: true }).first().click();
    await page.waitForURL(`${site.base}/api/create-refund`);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await hydrated(page);
    const after = await preloads();
    expect(after.filter((p) => p.includes('/ApiExplorer.'))).toHaveLength(1);
    expect(after.filter((p) => p.includes('/CodeTabs.'))).toHaveLength(1);
    // Still one client: the entry was not started again.
    expect(await page.locator('head > script[type="module"]').count()).toBe(1);
  });
});
