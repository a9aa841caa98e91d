import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hasChromium, hydrated, startSite } from './browser.ts';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

async function open(path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  const page = await context.newPage();
  await page.goto(`${site.base}${path}`);
  await hydrated(page);
  return page;
}

/** Opens the dialog with the shortcut, types `query` and waits for its results. */
async function searchFor(page: Page, query: string) {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const input = dialog.getByRole('combobox');
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
  await input.fill(query);
  await dialog.getByRole('gridcell').first().waitFor();
  return { dialog, input };
}

describe.skipIf(!hasChromium)('search (issue 15)', () => {
  beforeAll(async () => {
    site = await startSite();
    browser = site.browser;
  }, 180_000);
  afterAll(async () => site?.stop());

  it('loads no search code until the dialog opens', async () => {
    const page = await open('/guides/custom-api/refunds');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await expect.poll(() => page.getByRole('button', { name: /Search/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Search/ }).textContent()).toMatch(/Ctrl K|⌘K/);
    await page.getByRole('button', { name: /Search/ }).click();
    await page.getByRole('dialog', { name: 'Search' }).waitFor();
    await expect.poll(() => requests.some((p) => p.startsWith('/search/'))).toBe(true);
    await page.context().close();
  });

  it('finds guides and operations in one ranked list, each with its group, the match marked; Escape closes and returns focus', async () => {
    const page = await open('/');
    const button = page.getByRole('button', { name: /Search/ });
    await button.focus();
    const { dialog } = await searchFor(page, 'refund');
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => dialog.getByRole('gridcell').getByRole('link').count()).toBeGreaterThan(4);
    // Each result names its group: guides and operations in one list.
    const groups = new Set(await dialog.locator('.search-hit-group').allTextContents());
    expect(groups.has('Guides') && groups.has('API')).toBe(true);
    expect([...groups].every((g) => ['Guides', 'API', 'Changelog'].includes(g))).toBe(true);
    const hrefs = await dialog
      .getByRole('gridcell')
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.every((h) => (h!.startsWith('/') && !h!.includes('/#') && !/\/$/.test(h!.split('#')[0]!)) || h === '/')).toBe(true);
    expect(hrefs.some((h) => h!.startsWith('/api/'))).toBe(true);
    expect(await dialog.locator('mark').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('keeps what is typed right after the shortcut, while the dialog is still loading', async () => {
    const page = await open('/');
    await page.keyboard.press('Control+K');
    await page.keyboard.type('refund');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect.poll(() => dialog.getByRole('combobox').inputValue()).toBe('refund');
    await dialog.getByRole('gridcell').first().waitFor();
    expect(await dialog.getByRole('gridcell').getByRole('link').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('finds an operation by its operationId and by method and path', async () => {
    const page = await open('/');
    const { dialog, input } = await searchFor(page, 'createPayment');
    const hrefs = () =>
      dialog
        .getByRole('gridcell')
        .getByRole('link')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
    expect((await hrefs()).slice(0, 3).some((h) => /^\/api\/create-payment(#|$)/.test(h))).toBe(true);
    await input.fill('POST /payments');
    await expect.poll(async () => (await hrefs()).some((h) => h.startsWith('/api/create-payment'))).toBe(true);
    await page.context().close();
  });

  it('moves with the arrow keys, keeps Tab inside and opens the selected result at its anchor with client navigation', async () => {
    const page = await open('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const { dialog, input } = await searchFor(page, 'refund');
    const options = dialog.getByRole('gridcell');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await input.focus();
    await page.keyboard.press('ArrowUp');
    const href = (await options.first().getByRole('link').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.base}${href}`);
    // Client navigation keeps the window object: a full load would have dropped the marker.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.context().close();
  });

  // Retried once: in one CI run of three its results never came within 60 s (cause not found yet; the note of issue 15 says so).
  it('links a matched heading by its anchor', { retry: 1 }, async () => {
    const page = await open('/');
    const { dialog } = await searchFor(page, 'partial refund');
    const hrefs = await dialog
      .getByRole('gridcell')
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs.some((h) => /^\/[^#]+#[\w-]+$/.test(h!))).toBe(true);
    await page.context().close();
  });

  // One file of the index that did not download (a dropped connection) must not leave a failed start in
  // place: every later search of the page would fail, and results never come.
  it('searches again once the index loads, after its first download failed', async () => {
    const page = await open('/');
    let entries = 0;
    await page.route('**/search/index.json*', (route) => (entries++ === 0 ? route.abort('connectionreset') : route.continue()));
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog
      .getByRole('status')
      .getByText(/not available/)
      .waitFor();
    await dialog.getByRole('combobox').fill('refund');
    await dialog.getByRole('gridcell').first().waitFor();
    expect(await dialog.getByRole('gridcell').getByRole('link').count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('status').textContent()).toMatch(/^\d+ results$/);
    expect(entries).toBe(2);
    await page.context().close();
  });

  it('shows the first results and loads the next ones on "Show more results", by mouse and by keyboard', async () => {
    const page = await open('/');
    const fragments: string[] = [];
    page.on('request', (r) => /\/search\/\w+\/f\d+\.bin/.test(r.url()) && fragments.push(r.url()));
    const { dialog, input } = await searchFor(page, 'payment');
    const links = dialog.getByRole('gridcell').getByRole('link');
    const more = dialog.getByRole('button', { name: /^Show more results/ });
    await more.first().waitFor();
    // Only the results shown have their fragment downloaded (the first ones at once, the rest of the first three once typing paused).
    await expect.poll(async () => (await links.count()) - new Set(fragments).size).toBe(0);
    // The dialog shows eight results at first: the others wait for "Show more results".
    await expect.poll(() => links.count()).toBe(8);
    const before = await links.count();
    await more.first().click();
    await expect.poll(() => links.count()).toBeGreaterThan(before);
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    const afterClick = await links.count();
    // The arrow keys reach a group's "Show more results"; Enter on it shows more.
    const at = await dialog.getByRole('gridcell').evaluateAll((els) => ({
      count: els.length,
      selected: els.findIndex((el) => el.getAttribute('aria-selected') === 'true'),
      more: els.findIndex((el) => el.querySelector('button')),
    }));
    expect(at.more).toBeGreaterThanOrEqual(0);
    for (let k = 0; k < (at.more - at.selected + at.count) % at.count; k++) await page.keyboard.press('ArrowDown');
    const selected = dialog.locator('[role=gridcell][aria-selected=true]');
    expect(await selected.getByRole('button', { name: /^Show more results/ }).count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => links.count()).toBeGreaterThan(afterClick);
    expect(await dialog.count()).toBe(1);
    await page.context().close();
  });

  it('ranks the operation titled with the query first, finds a misspelt word, and shows its result by its heading with the page as breadcrumb', async () => {
    const page = await open('/');
    const { dialog, input } = await searchFor(page, 'create refund');
    const first = () => dialog.getByRole('gridcell').first().getByRole('link').getAttribute('href');
    await expect.poll(first).toBe('/api/create-refund');
    await input.fill('refnd');
    await expect.poll(() => dialog.getByRole('grid').getAttribute('data-results-for')).toBe('refnd');
    const hrefs = await dialog
      .getByRole('gridcell')
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toContain('/guides/custom-api/refunds');
    expect(await dialog.locator('mark').first().textContent()).toMatch(/^refund/i);
    // No excerpt shows code: raw HTTP requests are searched, never shown.
    expect((await dialog.locator('.search-hit-excerpt').allTextContents()).join(' ')).not.toMatch(/HTTP\/1\.1|Host:/);
    await page.context().close();
  });

  it('offers the recent searches and key hints before anything is typed', async () => {
    const page = await open('/');
    const { dialog } = await searchFor(page, 'webhook');
    const href = await dialog.getByRole('gridcell').first().getByRole('link').getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.base}${href}`);
    await expect.poll(() => dialog.count()).toBe(0);
    await hydrated(page);
    await page.keyboard.press('Control+K');
    const again = page.getByRole('dialog', { name: 'Search' });
    const recent = again.getByRole('button', { name: 'webhook' });
    await recent.waitFor();
    expect(await again.getByText('to open').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => again.getByRole('combobox').inputValue()).toBe('webhook');
    await page.context().close();
  });

  it('searches a query of two characters too (once typing pauses)', async () => {
    const page = await open('/');
    const { dialog } = await searchFor(page, 'pa');
    expect(await dialog.getByRole('grid').getAttribute('data-results-for')).toBe('pa');
    expect(await dialog.getByRole('gridcell').getByRole('link').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)('has no axe violations with the dialog open (%s)', async (mode) => {
    const page = await open('/guides/custom-api/refunds', mode);
    if (mode === 'dark') await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    // A query with more results than shown, so its "Show more results" is checked too.
    const { dialog } = await searchFor(page, 'payment');
    await dialog
      .getByRole('button', { name: /^Show more results/ })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
