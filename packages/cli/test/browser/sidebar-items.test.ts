import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, hydrated, startSite } from './browser.ts';
import { DESKTOP, PHONE, pageOpener, pageWidth, seriousViolations } from './page-layout.ts';

// Collapsed sidebar categories come with their lists empty; the sidebar's items file fills one when a reader opens it.
const FIXTURE = path.resolve(import.meta.dirname, '../../../renderer/test/fixtures/collapsed-sidebar');
const ITEMS_FILE = /\/assets\/sidebars\/[0-9a-f]+\.html$/;

describe.skipIf(!hasChromium)('collapsed sidebar categories in Chromium', () => {
  let site: { base: string; browser: Browser; stop: () => Promise<void> };
  beforeAll(async () => {
    site = await startSite({ cwd: FIXTURE });
  }, 120_000);
  afterAll(() => site?.stop());
  const open = pageOpener(() => site);

  /** Counts the requests for the sidebar's items file from now on. */
  const countItemsRequests = (page: Page) => {
    const seen = { count: 0 };
    page.on('request', (request) => {
      if (ITEMS_FILE.test(new URL(request.url()).pathname)) seen.count++;
    });
    return seen;
  };
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
  /** A category's toggle: its caret beside the category's link, or the label itself for a category without a page (SDKs). */
  const toggle = (page: Page, label: string) =>
    page.getByRole('button', { name: label === 'SDKs' ? label : `Toggle the collapsible sidebar category '${label}'`, exact: true });

  it('opens a collapsed category from the items file, loaded once, with working nested categories, at 1280 px', async () => {
    const page = await open('/start/install', DESKTOP, 'light');
    const requests = countItemsRequests(page);
    // The page carries no link of a collapsed category, and loads nothing for them until a reader goes for one.
    expect(await sidebar(page).getByRole('link', { name: 'Magento' }).count()).toBe(0);
    expect(requests.count).toBe(0);
    await toggle(page, 'Shop modules').click();
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'Magento' }).isVisible()).toBe(true);
    expect(await toggle(page, 'Shop modules').getAttribute('aria-expanded')).toBe('true');
    // The nested collapsed category arrived with a toggle of its own, hydrated, and is itself filled when opened.
    const legacy = sidebar(page).getByRole('button', { name: 'Legacy modules' });
    expect(await legacy.getAttribute('aria-expanded')).toBe('false');
    await legacy.click();
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'osCommerce' }).isVisible()).toBe(true);
    // Another collapsed category: no second request.
    await toggle(page, 'SDKs').click();
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'PHP SDK' }).isVisible()).toBe(true);
    expect(requests.count).toBe(1);
    // Closing and opening again needs nothing more.
    await toggle(page, 'SDKs').click();
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'PHP SDK' }).isVisible()).toBe(false);
    await toggle(page, 'SDKs').click();
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'PHP SDK' }).isVisible()).toBe(true);
    expect(requests.count).toBe(1);
    expect(await seriousViolations(page, { mode: 'light' })).toEqual([]);
    // A link that came from the file navigates (client navigation), and the page it opens shows it current.
    await sidebar(page).getByRole('link', { name: 'Java SDK' }).click();
    await page.waitForURL(`${site.base}/sdks/java`);
    await hydrated(page);
    expect(await sidebar(page).locator('[aria-current="page"]').textContent()).toBe('Java SDK');
    await page.context().close();
  });

  it('keeps an opened category filled across client navigation, without a gap or a shift', async () => {
    const page = await open('/start/install', DESKTOP, 'dark');
    await toggle(page, 'Shop modules').click();
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'Magento' }).isVisible()).toBe(true);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await sidebar(page).getByRole('link', { name: 'Configure' }).click();
    await page.waitForURL(`${site.base}/start/configure`);
    // On the new page the category's list came empty; the swap filled it from the file already loaded, before the first frame.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await sidebar(page).getByRole('link', { name: 'Magento' }).isVisible()).toBe(true);
    await hydrated(page);
    expect(await toggle(page, 'Shop modules').getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });

  it('opens a collapsed category with the keyboard, and in the drawer at 375 px', async () => {
    const desktop = await open('/start/install', DESKTOP, 'light');
    await toggle(desktop, 'SDKs').focus();
    await desktop.keyboard.press('Enter');
    await expect.poll(() => sidebar(desktop).getByRole('link', { name: 'Java SDK' }).isVisible()).toBe(true);
    await desktop.context().close();

    const phone = await open('/start/install', PHONE, 'dark');
    await phone.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await toggle(phone, 'Shop modules').click();
    const magento = sidebar(phone).getByRole('link', { name: 'Magento' });
    await expect.poll(() => magento.isVisible()).toBe(true);
    const box = await toggle(phone, 'Shop modules').boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    expect(await pageWidth(phone)).toEqual([PHONE.width, PHONE.width]);
    await magento.click();
    await phone.waitForURL(`${site.base}/modules/magento`);
    await phone.context().close();
  });

  it('says so when the items file fails to load, keeps the category closed, and opens it on Retry', async () => {
    const page = await open('/start/install', DESKTOP, 'light');
    let fail = true;
    await page.route(ITEMS_FILE, (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await toggle(page, 'SDKs').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain("the sidebar's items could not be loaded (503");
    expect(await toggle(page, 'SDKs').getAttribute('aria-expanded')).toBe('false');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => sidebar(page).getByRole('link', { name: 'Java SDK' }).isVisible()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });
});
