import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hasChromium, startSite } from './browser.ts';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

/** The code-sample tabs of an operation page are an island loaded lazily from a module of its own. */
const OPERATION = '/api/create-payment';
const TABS_MODULE = '**/assets/js/CodeTabs.*.js';

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

const tabsHydrated = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-island="CodeTabs"]')].every((el) => el.hasAttribute('data-hydrated')));

describe.skipIf(!hasChromium)('error states in Chromium (SPEC §8)', () => {
  beforeAll(async () => {
    site = await startSite();
    browser = site.browser;
  }, 120_000);
  afterAll(async () => site?.stop());

  it('shows "This page crashed." when an island throws, and "Try again" renders it again', async () => {
    const page = await newPage();
    // Test fixture: the real CodeTabs module behind a proxy that throws while `window.crashTabs` is set.
    await page.addInitScript(() => Object.assign(window, { crashTabs: true }));
    await page.route(TABS_MODULE, (route: Route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `import * as real from ${JSON.stringify(`${route.request().url()}?real`)};
export function CodeTabs(props) { if (window.crashTabs) throw new Error('Fixture: the tabs failed to render'); return real.CodeTabs(props); }`,
      }),
    );
    await page.goto(`${site.base}${OPERATION}`);
    const crash = page.getByRole('heading', { level: 1, name: 'This page crashed.' });
    await crash.waitFor();
    expect(await page.title()).toBe('This page crashed.');
    expect(await page.getByText('Fixture: the tabs failed to render').isVisible()).toBe(true);
    expect(await page.locator('.main-column').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // Still broken: trying again crashes again.
    await page.getByRole('button', { name: 'Try again' }).click();
    await crash.waitFor();

    await page.evaluate(() => Object.assign(window, { crashTabs: false }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await crash.waitFor({ state: 'detached' });
    expect(await page.locator('.main-column').isVisible()).toBe(true);
    expect(await page.title()).toMatch(/^Create a payment \| /);
    const tabs = page.getByRole('tablist', { name: 'Language' }).first();
    await tabs.getByRole('tab', { name: 'Ruby' }).click();
    expect(await tabs.getByRole('tab', { name: 'Ruby' }).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('shows a spinner when a lazily loaded part takes longer than 200 ms, and removes it once loaded', async () => {
    const page = await newPage();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(TABS_MODULE, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${site.base}${OPERATION}`, { waitUntil: 'domcontentloaded' });
    const spinner = page.getByRole('status').filter({ hasText: 'Loading' }).first();
    await spinner.waitFor({ state: 'attached' });
    release();
    await expect.poll(() => tabsHydrated(page)).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
    await page.context().close();
  });

  it('waits 200 ms before showing the spinner', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      const seen: { at?: number } = {};
      Object.assign(window, { spinnerSeen: seen });
      new MutationObserver(() => {
        if (seen.at === undefined && document.querySelector('.island-spinner')) seen.at = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route(TABS_MODULE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`${site.base}${OPERATION}`);
    await expect.poll(() => tabsHydrated(page), { timeout: 10_000 }).toBe(true);
    // The islands start loading when the entry module runs, which is once it and its chunks have arrived.
    const [spinnerAt, entryReadyAt] = await page.evaluate(() => [
      (window as unknown as { spinnerSeen: { at?: number } }).spinnerSeen.at ?? -1,
      Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/js\/(?:main|chunk)\./.test(entry.name))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
      ),
    ]);
    expect(spinnerAt - entryReadyAt).toBeGreaterThanOrEqual(200);
    await page.context().close();
  });

  it('shows a red box with the error and a Retry button when a chunk fails to load; Retry loads it', async () => {
    const page = await newPage();
    await page.route(TABS_MODULE, (route) => route.abort('failed'));
    await page.goto(`${site.base}${OPERATION}`);
    const box = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await box.waitFor();
    expect(await box.textContent()).toMatch(/Failed to fetch dynamically imported module: .*CodeTabs\.\w+\.js/);
    expect(await box.evaluate((el) => getComputedStyle(el).borderTopColor)).toMatch(/^rgb\((2\d\d), \d{1,2}, \d{1,2}\)$/);
    // The samples are still there to read while the tabs are not interactive.
    expect(await page.locator('.code-tabs [role="tabpanel"] pre').first().isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute(TABS_MODULE);
    await box.getByRole('button', { name: 'Retry' }).click();
    await box.waitFor({ state: 'detached' });
    await expect.poll(() => tabsHydrated(page)).toBe(true);
    await page.context().close();
  });
});
