import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hasChromium, hydrated, startSite } from './browser.ts';

// The docs-instances fixture: a dropdown, an external link, a GitHub icon link and a link on the right, a second docs instance.
const FIXTURE = path.resolve(import.meta.dirname, '../../../renderer/test/fixtures/docs-instances');
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

async function open(route: string, viewport: { width: number; height: number }, mode: 'light' | 'dark' = 'light', javaScript = true): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: javaScript });
  await context.addInitScript((m) => localStorage.setItem('theme-choice', m), mode);
  const page = await context.newPage();
  await page.goto(`${site.base}${route}`);
  if (javaScript) await hydrated(page);
  return page;
}

/** Width and height of the element's box, and whether it is wholly on screen. */
async function box(page: Page, locator: ReturnType<Page['locator']>): Promise<{ width: number; height: number; onScreen: boolean }> {
  const b = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  return { width: b.width, height: b.height, onScreen: b.x >= 0 && b.x + b.width <= width };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= innerWidth);

describe.skipIf(!hasChromium)('navbar dropdowns, external and icon links in Chromium', () => {
  beforeAll(async () => {
    site = await startSite({ cwd: FIXTURE });
    browser = site.browser;
  }, 120_000);
  afterAll(async () => site?.stop());

  it('at 1280 px: the dropdown opens from the keyboard, its links are named and >= 24 px; the icon link is named; axe passes', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open('/learn/start', { width: 1280, height: 800 }, mode);
      expect(await noSidewaysScroll(page)).toBe(true);
      const top = page.getByRole('navigation', { name: 'Main', exact: true });
      const summary = top.locator('summary', { hasText: 'Resources' });
      await summary.focus();
      await page.keyboard.press('Enter');
      const status = top.getByRole('link', { name: 'Status page' });
      expect(await status.isVisible()).toBe(true);
      expect(await status.getAttribute('target')).toBe('_blank');
      for (const link of [status, top.getByRole('link', { name: 'Basics' }), summary]) {
        const b = await box(page, link);
        expect(b.height).toBeGreaterThanOrEqual(24);
        expect(b.onScreen).toBe(true);
      }
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Setup');
      const github = top.getByRole('link', { name: 'GitHub repository' });
      const g = await box(page, github);
      expect(g.width).toBeGreaterThanOrEqual(24);
      expect(g.height).toBeGreaterThanOrEqual(24);
      expect(g.onScreen).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 120_000);

  it('at 375 px: the right-hand links and the dropdown live in the menu drawer, reachable and named', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await open('/learn/start', { width: 375, height: 812 }, mode);
      expect(await noSidewaysScroll(page)).toBe(true);
      const top = page.getByRole('navigation', { name: 'Main', exact: true });
      expect(await top.getByRole('link', { name: 'GitHub repository' }).isVisible()).toBe(false);
      await page
        .getByRole('button', { name: /menu|navigation/i })
        .first()
        .click();
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.locator('summary', { hasText: 'Resources' }).click();
      for (const name of ['Setup', 'Basics', 'Status page', 'GitHub repository', 'Blog']) {
        const link = menu.getByRole('link', { name });
        expect(await link.isVisible(), name).toBe(true);
        const b = await box(page, link);
        expect(b.height, name).toBeGreaterThanOrEqual(24);
        expect(b.onScreen, name).toBe(true);
      }
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 120_000);

  it('at 375 px without JavaScript: no sideways scroll, and every item is a plain link in the page', async () => {
    const page = await open('/docs/intro', { width: 375, height: 812 }, 'light', false);
    expect(await noSidewaysScroll(page)).toBe(true);
    const hrefs = await page.locator('nav[aria-label="Main menu"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/learn/start', '/docs/setup/install', 'https://status.acme.example', 'https://github.com/acme/site']));
    await page.context().close();
  });
});

// The same site with eight more navbar items, as a site with many APIs has (the docusaurus-openapi-docs
// demo): from the desktop layout until they fit, the links are in one "Menu" disclosure, and the brand
// and search keep their size.
describe.skipIf(!hasChromium)('a navbar with more links than the window has room for, in Chromium', () => {
  let crowded: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-navbar-'));
    cpSync(FIXTURE, dir, { recursive: true });
    const config = path.join(dir, 'portal.config.ts');
    const more = ['Payments API', 'Refunds API', 'Payment links', 'Recurring payments', 'Iframe script', 'Shop modules', 'SDKs', 'Changelog'];
    const items = more.map((label, i) => `      { label: '${label}', to: '/docs/intro#item-${i}' },`).join('\n');
    writeFileSync(config, readFileSync(config, 'utf8').replace('    items: [\n', `    items: [\n${items}\n`));
    crowded = await startSite({ cwd: dir });
  }, 120_000);
  afterAll(async () => crowded?.stop());

  const openCrowded = async (width: number, mode: 'light' | 'dark'): Promise<Page> => {
    const context = await crowded.browser.newContext({ viewport: { width, height: 800 } });
    await context.addInitScript((m) => localStorage.setItem('theme-choice', m), mode);
    const page = await context.newPage();
    await page.goto(`${crowded.base}/learn/start`);
    await hydrated(page);
    return page;
  };
  /** Is the element's content wider than its box (squeezed, cut or ellipsized)? */
  const squeezed = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().width < 24);

  it('at 1280 px the links are in the menu, reachable by keyboard and named; brand and search are whole; axe passes', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const page = await openCrowded(1280, mode);
      expect(await noSidewaysScroll(page)).toBe(true);
      for (const selector of ['.navbar-brand', '.navbar-title', '.search-button']) expect(await squeezed(page, selector), selector).toBe(false);
      const top = page.getByRole('navigation', { name: 'Main', exact: true });
      expect(await top.getByRole('link', { name: 'Payments API' }).isVisible()).toBe(false);
      const menu = top.locator('summary', { hasText: 'Menu' });
      const m = await box(page, menu);
      expect(m.height).toBeGreaterThanOrEqual(24);
      expect(m.onScreen).toBe(true);
      await menu.focus();
      await page.keyboard.press('Enter');
      for (const name of ['Docs', 'Payments API', 'Changelog', 'GitHub repository', 'Blog']) {
        const link = top.getByRole('link', { name, exact: true });
        expect(await link.isVisible(), name).toBe(true);
        const b = await box(page, link);
        expect(b.height, name).toBeGreaterThanOrEqual(24);
        expect(b.onScreen, name).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 120_000);

  it('on a window wide enough the links are back in the bar, and the menu is gone', async () => {
    const page = await openCrowded(2100, 'light');
    const top = page.getByRole('navigation', { name: 'Main', exact: true });
    expect(await top.locator('summary', { hasText: 'Menu' }).isVisible()).toBe(false);
    expect(await top.getByRole('link', { name: 'Payments API' }).isVisible()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.context().close();
  });
});
