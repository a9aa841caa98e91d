import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, hydrated, startSite } from './browser.ts';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

const POSTS = [
  'Merchant Kit Payments API 1.4.0',
  'Merchant Kit Payments API 1.3.0',
  'Deprecation timeline: merchantReference',
  'Merchant Kit Payments API 1.2.0',
  'Merchant Kit Payments API 1.0.0',
];

describe.skipIf(!hasChromium)('the changelog in Chromium (issue 15)', () => {
  beforeAll(async () => {
    site = await startSite();
    browser = site.browser;
  }, 120_000);
  afterAll(async () => site?.stop());

  it('groups the blog sidebar by year: a heading per year, then its posts, newest first (SPEC §2)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.base}/changelog/2025/04/08/api-1-2-0`);
    await hydrated(page);
    const sidebar = page.getByRole('navigation', { name: 'Recent posts' });
    expect(await sidebar.isVisible()).toBe(true);
    expect(await sidebar.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['2025', '2024']);
    // Each year's group holds that year's posts, newest first.
    expect(await sidebar.getByRole('group', { name: '2025' }).getByRole('link').allTextContents()).toEqual(POSTS.slice(0, 4));
    expect(await sidebar.getByRole('group', { name: '2024' }).getByRole('link').allTextContents()).toEqual(POSTS.slice(4));
    // The headings and links are in reading order: 2025, its posts, 2024, its post.
    const order = await sidebar.locator('h3, a').allTextContents();
    expect(order).toEqual(['2025', ...POSTS.slice(0, 4), '2024', POSTS[4]]);
    expect(await sidebar.getByRole('link', { name: 'Merchant Kit Payments API 1.2.0' }).getAttribute('aria-current')).toBe('page');
    await sidebar.getByRole('link', { name: 'Merchant Kit Payments API 1.0.0' }).click();
    await expect.poll(() => page.url()).toBe(`${site.base}/changelog/2024/11/18/api-1-0-0`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Merchant Kit Payments API 1.0.0');
    await context.close();
  });

  it('reads fully with JavaScript off: the list, a post, tags and the archive, with the sidebar', async () => {
    for (const width of [1280, 800]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const [route, h1] of [
        ['/changelog', 'Changelog'],
        ['/changelog/merchant-reference-deprecation', 'Deprecation timeline: merchantReference'],
        ['/changelog/tags/deprecation', '2 posts tagged with "Deprecation"'],
        ['/changelog/tags', 'Tags'],
        ['/changelog/archive', 'Archive'],
      ]) {
        await page.goto(`${site.base}${route}`);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), route).toBe(h1);
        const sidebar = page.getByRole('navigation', { name: 'Recent posts' });
        expect(await sidebar.getByRole('heading', { name: '2024' }).isVisible(), route).toBe(true);
        expect(await sidebar.getByRole('link', { name: POSTS[0] }).isVisible(), route).toBe(true);
      }
      await page.goto(`${site.base}/changelog`);
      expect(await page.getByRole('link', { name: 'Read more about Merchant Kit Payments API 1.2.0' }).isVisible()).toBe(true);
      await context.close();
    }
  });
});
