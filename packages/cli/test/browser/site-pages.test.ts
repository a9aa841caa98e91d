import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, startSite } from './browser.ts';
import { DESKTOP, PHONE, pageOpener, seriousViolations } from './page-layout.ts';

// The site's own pages (src/pages, Docusaurus's pages plugin): a React landing page and a Markdown page, as a reader meets them; and a guide with a component's wide table.
const FIXTURE = path.resolve(import.meta.dirname, '../../../renderer/test/fixtures/docusaurus-pages');

describe.skipIf(!hasChromium)('pages of src/pages in Chromium', () => {
  let site: { base: string; browser: Browser; stop: () => Promise<void> };
  beforeAll(async () => {
    site = await startSite({ cwd: FIXTURE });
  }, 120_000);
  afterAll(() => site?.stop());
  const open = pageOpener(() => site);

  for (const viewport of [PHONE, DESKTOP])
    for (const mode of ['light', 'dark'] as const)
      it(`the React landing page at ${viewport.width} px, ${mode}: the page's own content across the window, its title, no sideways scroll, axe clean`, async () => {
        const page = await open('/', viewport, mode);
        expect(await page.title()).toBe('Hello from Pages Demo | Pages Demo');
        await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Pages Demo' }).isVisible()).toBe(true);
        // One main landmark: the page's own <main> (the frame's column is a plain box around it).
        expect(await page.getByRole('main').count()).toBe(1);
        // Its hero spans the window: no docs column narrows a landing page.
        const hero = await page.locator('header').filter({ hasText: 'Read the guides' }).boundingBox();
        expect(hero?.width).toBe(viewport.width);
        // The component's SVG import is an inline icon of the size the component gives it, not an image hundreds of pixels tall.
        const icon = await page.getByRole('img', { name: 'Fast' }).boundingBox();
        expect(icon?.height).toBe(48);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        expect(await seriousViolations(page, { mode })).toEqual([]);
        await page.getByRole('link', { name: 'Read the guides' }).click();
        await page.waitForURL(`${site.base}/intro`);
        await page.context().close();
      });

  it("a site component's wide table scrolls inside itself at 375 px, as Infima's tables do, instead of widening the page", async () => {
    const page = await open('/flags', PHONE, 'light');
    const table = page.locator('table.flags');
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await seriousViolations(page, { mode: 'light' })).toEqual([]);
    await page.context().close();
  });

  it('a Markdown page has its heading, its table of contents and no docs sidebar', async () => {
    const page = await open('/help', DESKTOP, 'light');
    expect(await page.title()).toBe('Help | Pages Demo');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Getting help');
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).count()).toBe(0);
    await expect.poll(() => page.locator('.toc-column').getByRole('link', { name: 'Contact' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
