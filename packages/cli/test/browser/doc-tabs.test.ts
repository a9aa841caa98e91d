import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, hydrated, startSite } from './browser.ts';

// Issue 14: Docusaurus's <Tabs> in MDX pages, as the DocTabs island.
const FIXTURE = path.resolve(import.meta.dirname, '../../../renderer/test/fixtures/docusaurus-mdx');

describe.skipIf(!hasChromium)('Docusaurus tabs in Chromium', () => {
  let site: { base: string; browser: Browser; stop: () => Promise<void> };
  beforeAll(async () => {
    site = await startSite({ cwd: FIXTURE });
  }, 120_000);
  afterAll(() => site?.stop());

  /** The selected tab's label of each tab set of the page, in order. */
  const selected = (page: Page) =>
    page.$$eval('.doc-tabs [role="tablist"]', (lists) => lists.map((list) => list.querySelector('[aria-selected="true"]')?.textContent ?? ''));
  /** The visible panels' text of each tab set. */
  const visiblePanels = (page: Page) =>
    page.$$eval('.doc-tabs', (sets) => sets.map((set) => [...set.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')].filter((p) => !p.hidden).length));

  it('shows every tab with its label to readers without JavaScript', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/`);
    expect(await page.getByText('pip install acme-pay').isVisible()).toBe(true);
    expect(await page.locator('.doc-tab-panel').evaluateAll((panels) => panels.map((p) => (p as HTMLElement).offsetHeight > 0))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(await page.locator('.doc-tab-label').allTextContents()).toEqual(['JavaScript', 'Python', 'JavaScript', 'Python', 'Ruby']);
    await context.close();
  });

  it('keeps tab sets of one group in sync on the page, across pages, and after a reload', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/`);
    await hydrated(page);
    expect(await selected(page)).toEqual(['JavaScript', 'JavaScript']);
    expect(await visiblePanels(page)).toEqual([1, 1]);
    await page.locator('.doc-tabs').first().getByRole('tab', { name: 'Python' }).click();
    await expect.poll(() => selected(page)).toEqual(['Python', 'Python']);
    expect(await page.locator('.doc-tabs').nth(1).getByRole('tabpanel').first().textContent()).toContain('from Python');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.language'))).toBe('py');

    await page.goto(`${site.base}/guides/setup`);
    await hydrated(page);
    await expect.poll(() => selected(page)).toEqual(['Python']);

    await page.goto(`${site.base}/`);
    await hydrated(page);
    await expect.poll(() => selected(page)).toEqual(['Python', 'Python']);
    await context.close();
  });

  it('lets the URL choose a tab with queryString', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/guides/setup?language=py`);
    await hydrated(page);
    await expect.poll(() => selected(page)).toEqual(['Python']);
    await page.getByRole('tab', { name: 'JavaScript' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('language')).toBe('js');
    await context.close();
  });

  it('follows the ARIA tabs pattern with the keyboard', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.base}/`);
    await hydrated(page);
    const second = page.locator('.doc-tabs').nth(1);
    await second.getByRole('tab', { name: 'JavaScript' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Python');
    expect(await second.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Ruby');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('JavaScript');
    expect(await second.getByRole('tab', { name: 'Ruby' }).getAttribute('tabindex')).toBe('-1');
    expect(await second.getByRole('tab', { name: 'JavaScript' }).getAttribute('tabindex')).toBe('0');
    await context.close();
  });
});
