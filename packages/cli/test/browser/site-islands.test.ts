import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, hydrated, startSite } from './browser.ts';

// Issue 14: the site's own components that opt into hydration with 'use client'.
const FIXTURE = path.resolve(import.meta.dirname, '../../../renderer/test/fixtures/docusaurus-islands');

describe.skipIf(!hasChromium)("the site's 'use client' components in Chromium", () => {
  let site: { base: string; browser: Browser; stop: () => Promise<void> };
  beforeAll(async () => {
    site = await startSite({ cwd: FIXTURE });
  }, 120_000);
  afterAll(() => site?.stop());

  /** A page that records its errors (hydration mismatches are console errors) and the site chunks it requests. */
  async function open(route: string, options: { javaScriptEnabled?: boolean } = {}) {
    const context = await site.browser.newContext(options);
    const page = await context.newPage();
    const errors: string[] = [];
    const siteChunks: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/js/site/')) siteChunks.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.base}${route}`);
    return { page, errors, siteChunks, close: () => context.close() };
  }

  const counter = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}: \\d+$`) });

  it('hydrates a counter: a click changes the count', async () => {
    const { page, errors, close } = await open('/');
    await hydrated(page);
    expect(await counter(page, 'Clicks').textContent()).toBe('Clicks: 2');
    await counter(page, 'Clicks').click();
    await counter(page, 'Clicks').click();
    await expect.poll(() => counter(page, 'Clicks').textContent()).toBe('Clicks: 4');
    // Each island has its own state.
    expect(await counter(page, 'Votes').textContent()).toBe('Votes: 0');
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps MDX children as the server rendered them, and hydrates a counter used by a server component and one from MDXComponents', async () => {
    const { page, errors, close } = await open('/');
    await hydrated(page);
    expect(await page.locator('portal-children strong').textContent()).toBe('static HTML');
    await counter(page, 'Votes').click();
    await expect.poll(() => counter(page, 'Votes').textContent()).toBe('Votes: 1');
    expect(await page.locator('portal-children strong').textContent()).toBe('static HTML');
    await counter(page, 'Panel clicks').click();
    await expect.poll(() => counter(page, 'Panel clicks').textContent()).toBe('Panel clicks: 1');
    // A client component inside another is part of its island.
    await counter(page, 'Toolbar').click();
    await expect.poll(() => counter(page, 'Toolbar').textContent()).toBe('Toolbar: 1');
    // Re-rendered by the browser's chunk, its CSS module classes are the stylesheet's, as the server wrote them.
    const serverClass = await counter(page, 'Global').getAttribute('class');
    expect(serverClass).toMatch(/^styles_[0-9a-f]{6}_button$/);
    expect(await counter(page, 'Toolbar').getAttribute('class')).toBe(serverClass);
    await page.getByRole('button', { name: 'Hide the toolbar counter' }).click();
    await expect.poll(() => counter(page, 'Toolbar').count()).toBe(0);
    expect(await page.locator('.toolbar portal-island').count()).toBe(0);
    await counter(page, 'Global').click();
    await expect.poll(() => counter(page, 'Global').textContent()).toBe('Global: 1');
    expect(errors).toEqual([]);
    await close();
  });

  it("renders BrowserOnly's fallback without JavaScript and its children once hydrated", async () => {
    const off = await open('/', { javaScriptEnabled: false });
    expect(await off.page.locator('.local-time').textContent()).toBe("Islands Docs: Loading the browser's view…");
    expect(await counter(off.page, 'Clicks').textContent()).toBe('Clicks: 2');
    await off.close();
    const on = await open('/');
    await hydrated(on.page);
    await expect.poll(() => on.page.locator('.local-time [data-browser-only]').textContent()).toBe('Rendered in the browser, with a language.');
    expect(await on.page.locator('.local-time').textContent()).not.toContain('Loading');
    expect(on.errors).toEqual([]);
    await on.close();
  });

  it('loads no component code on a page without a client component', async () => {
    const { page, errors, siteChunks, close } = await open('/plain');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.badge').textContent()).toBe('New');
    expect(siteChunks).toEqual([]);
    expect(await page.locator('portal-island').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('loads the chunks of the components a page has', async () => {
    const { page, siteChunks, close } = await open('/');
    await hydrated(page);
    expect(new Set(siteChunks.map((p) => p.replace(/\.[A-Z0-9]+\.js$/, '')))).toEqual(
      new Set(['/assets/js/site/index', '/assets/js/site/LocalTime', '/assets/js/site/Toolbar', '/assets/js/site/chunk']),
    );
    await close();
  });

  it("reads and changes the page's query through @docusaurus/router, without hydration errors", async () => {
    const { page, errors, close } = await open('/filter?filter=cards');
    await hydrated(page);
    // The server knows no query: the first render says "all", the hydrated one the query's value.
    await expect.poll(() => page.locator('[data-filter]').textContent()).toBe('Showing: cards');
    await page.getByRole('button', { name: 'Show refunds' }).click();
    await expect.poll(() => page.locator('[data-filter]').textContent()).toBe('Showing: refunds');
    expect(new URL(page.url()).search).toBe('?filter=refunds');
    await page.goBack();
    await expect.poll(() => page.locator('[data-filter]').textContent()).toBe('Showing: cards');
    expect(errors).toEqual([]);
    await close();
  });
});
