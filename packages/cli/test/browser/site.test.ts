import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, hydrated, startSite } from './browser.ts';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

async function open(path: string, options: { width?: number; colorScheme?: 'light' | 'dark'; errors?: string[] } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 }, colorScheme: options.colorScheme ?? 'light' });
  const page = await context.newPage();
  if (options.errors) {
    page.on('pageerror', (e) => options.errors!.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') options.errors!.push(m.text());
    });
  }
  await page.goto(`${site.base}${path}`);
  await hydrated(page);
  return page;
}

describe.skipIf(!hasChromium)('the built site in Chromium', () => {
  beforeAll(async () => {
    site = await startSite();
    browser = site.browser;
  }, 120_000);
  afterAll(async () => site?.stop());

  it.each(['/', '/guides/custom-api/refunds', '/category/modules', '/api/mk-api', '/api/create-payment', '/no-such-page'])(
    'hydrates %s without errors',
    async (path) => {
      const errors: string[] = [];
      const page = await open(path, { errors });
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
      await page.context().close();
    },
  );

  it('cycles the colour mode light → dark → system → light, stores it and keeps system across a reload', async () => {
    const page = await open('/guides/custom-api/refunds', { colorScheme: 'dark' });
    const theme = () => page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme'), localStorage.getItem('theme-choice')]);
    expect(await theme()).toEqual(['light', null, null]);
    const toggle = page.getByRole('button', { name: /currently light mode/ });
    await toggle.click();
    expect(await theme()).toEqual(['dark', 'dark', 'dark']);
    await page.getByRole('button', { name: /currently dark mode/ }).click();
    expect(await theme()).toEqual(['dark', null, 'system']);
    await page.reload();
    await hydrated(page);
    expect(await theme()).toEqual(['dark', null, 'system']);
    await page.getByRole('button', { name: /currently system mode/ }).click();
    expect(await theme()).toEqual(['light', 'light', 'light']);
    await page.context().close();
  });

  it('keeps the preferred docs version (current) in localStorage', async () => {
    const page = await open('/guides/custom-api/refunds');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await page.context().close();
  });

  it('puts the sidebar in a drawer below 996 px and shows it beside the content from 997 px', async () => {
    const mobile = await open('/guides/custom-api/refunds', { width: 995 });
    const sidebar = mobile.getByRole('navigation', { name: 'Docs sidebar' });
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    const menu = mobile.getByRole('button', { name: 'Toggle navigation bar' });
    await menu.click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await mobile.evaluate(() => document.activeElement?.closest('#sidebar-drawer') !== null)).toBe(true);
    await mobile.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    await mobile.context().close();

    const desktop = await open('/guides/custom-api/refunds', { width: 997 });
    expect(await desktop.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(true);
    expect(await desktop.getByRole('button', { name: 'Toggle navigation bar' }).isVisible()).toBe(false);
    await desktop.context().close();
  });

  it('collapses and expands a sidebar category without collapsing the others', async () => {
    const page = await open('/guides/custom-api/refunds');
    const modules = page.getByRole('button', { name: "Toggle the collapsible sidebar category 'Modules'" });
    await modules.click();
    await expect.poll(() => modules.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByRole('link', { name: 'Official shop modules' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Java SDK' }).isVisible()).toBe(true);
    await modules.click();
    await expect.poll(() => page.getByRole('link', { name: 'Official shop modules' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
