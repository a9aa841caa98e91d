import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, hydrated, startSite } from './browser.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../renderer/test/fixtures/versions');
const KEY = 'docs-preferred-version-default';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

async function open(route: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await page.goto(`${site.base}${route}`);
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return page;
}

/** Opens the navbar's version dropdown and follows the link of `label`. */
async function pickVersion(page: Page, label: string) {
  await page.locator('.navbar-versions summary').click();
  await page.getByRole('list', { name: 'Docs versions' }).getByRole('link', { name: label, exact: true }).click();
}

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);

/** The result links of a search for `query` in the dialog. */
async function resultHrefs(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill(query);
  await dialog.getByRole('gridcell').first().waitFor();
  return dialog.locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

describe.skipIf(!hasChromium)('versioned docs in Chromium (issue 37)', () => {
  beforeAll(async () => {
    site = await startSite({ cwd: FIXTURE });
    browser = site.browser;
  }, 180_000);
  afterAll(async () => site?.stop());

  it('the dropdown keeps the reader on the same page where the version has it, else opens its main doc, and remembers the choice', async () => {
    const page = await open('/guides/payments');
    expect(await page.locator('.navbar-versions summary').textContent()).toBe('2.0');
    expect(await stored(page)).toBe('2.0');
    await pickVersion(page, 'Next');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/next/guides/payments');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payments');
    await expect.poll(() => stored(page)).toBe('current');
    await pickVersion(page, '1.0 (legacy)');
    // 1.0 has no payments guide: its main doc.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/1.0');
    await expect.poll(() => stored(page)).toBe('1.0');
    await page.context().close();
  });

  it('works with JavaScript off: a disclosure of plain links', async () => {
    const page = await open('/next/guides/payments', { javaScriptEnabled: false });
    await pickVersion(page, '2.0');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/guides/payments');
    await page.context().close();
  });

  it('shows Docusaurus’s banners on unreleased and unmaintained versions, linking to the page in the latest version', async () => {
    const page = await open('/next/guides/payments');
    const unreleased = page.getByRole('alert').filter({ hasText: 'unreleased documentation' });
    expect(await unreleased.textContent()).toContain('This is unreleased documentation for Versions Fixture Next version.');
    await unreleased.getByRole('link', { name: 'latest version' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/guides/payments');
    expect(await page.getByRole('alert').filter({ hasText: 'documentation for' }).count()).toBe(0);
    await page.goto(`${site.base}/1.0/refunds`);
    const unmaintained = page.getByRole('alert').filter({ hasText: 'no longer actively maintained' });
    expect(await unmaintained.textContent()).toContain('This is documentation for Versions Fixture 1.0 (legacy), which is no longer actively maintained.');
    expect(await unmaintained.getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe('/');
    await page.context().close();
  });

  it('search shows the results of the version being read', async () => {
    const next = await open('/next');
    const inNext = await resultHrefs(next, 'payments');
    expect(inNext.length).toBeGreaterThan(0);
    expect(
      inNext.every((href) => href.startsWith('/next')),
      inNext.join(' '),
    ).toBe(true);
    await next.context().close();
    const latest = await open('/');
    const inLatest = await resultHrefs(latest, 'payments');
    expect(inLatest).toContain('/guides/payments');
    expect(
      inLatest.some((href) => href.startsWith('/next') || href.startsWith('/1.0')),
      inLatest.join(' '),
    ).toBe(false);
    await latest.context().close();
  });
});
