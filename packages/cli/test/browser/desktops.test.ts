import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, startSite } from './browser.ts';
import { checkSearchButton, DESKTOP, PAGE_KINDS, pageOpener, pageWidth, seriousViolations } from './page-layout.ts';

// Each kind of page at 1280 px in both colour modes (apart from phones.test.ts, so the two run side by side).
let site: Awaited<ReturnType<typeof startSite>>;
const open = pageOpener(() => site);

describe.skipIf(!hasChromium)('desktops and the page layout in Chromium', () => {
  beforeAll(async () => {
    site = await startSite();
  }, 120_000);
  afterAll(async () => site?.stop());

  it.each(PAGE_KINDS)(
    '%s (%s) at 1280 px: no sideways scroll, the search button and links in the navbar, no drawer, axe (every impact)',
    async (_kind, path) => {
      for (const mode of ['light', 'dark'] as const) {
        const page = await open(path, DESKTOP, mode);
        const [scrollWidth, innerWidth] = await pageWidth(page);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        await checkSearchButton(page, 24);
        expect(await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'REST API' }).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: /menu|navigation/i }).isVisible()).toBe(false);
        expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
        // At 1280 px, no violation of any impact (moderate and minor ones too).
        expect(await seriousViolations(page, { mode, every: true })).toEqual([]);
        await page.context().close();
      }
    },
    180_000,
  );

  it("opens with the current page's sidebar link in sight, scrolling the sidebar and not the page", async () => {
    // A short window: the API sidebar's last links are below the sidebar's fold.
    const page = await open('/api/webhooks/refund-status-changed', { width: 1280, height: 420 }, 'light');
    const sidebar = page.locator('.sidebar-container');
    const current = sidebar.locator('.sidebar [aria-current="page"]');
    await expect.poll(() => sidebar.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const [box, link] = await Promise.all([sidebar.boundingBox(), current.boundingBox()]);
    expect(link!.y).toBeGreaterThanOrEqual(box!.y);
    expect(link!.y + link!.height).toBeLessThanOrEqual(box!.y + box!.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A page whose link is in sight leaves the sidebar where it is.
    const first = await open('/api/mk-api', { width: 1280, height: 420 }, 'light');
    expect(await first.locator('.sidebar-container').evaluate((el) => el.scrollTop)).toBe(0);
    await Promise.all([page.context().close(), first.context().close()]);
  }, 60_000);
});
