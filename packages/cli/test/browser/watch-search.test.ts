import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page as served, startFixtureWatch } from '../watch-helpers.ts';
import { hasChromium, hydrated, launchChromium } from './browser.ts';

// Generous: the machine is shared with other builds. Nothing here asserts a duration.
const POLL = { timeout: 60_000, interval: 100 };

let site: Awaited<ReturnType<typeof startFixtureWatch>>;
let browser: Browser;

/** The id of the index the watch serves (a hash of its content), once there is one. */
async function indexId(): Promise<string | undefined> {
  const text = await served(site.base, '/search/index.json');
  return text.startsWith('{') ? (JSON.parse(text) as { id: string }).id : undefined;
}

/** A tab on `route` with its islands hydrated. */
async function openTab(route: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${site.base}${route}`);
  await hydrated(page, 60_000);
  return page;
}

/** The hrefs of the results for `query` in `page`'s dialog (opened if it is not), once its search settled. */
async function searchIn(page: Page, query: string): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  if (!(await dialog.count())) await page.keyboard.press('Control+K');
  const input = dialog.getByRole('combobox');
  await input.fill('');
  await input.fill(query);
  await expect.poll(() => dialog.getByRole('grid').getAttribute('data-results-for'), POLL).toBe(query);
  return dialog
    .getByRole('gridcell')
    .getByRole('link')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
}

/** The hrefs of the results for `query` in a fresh tab. */
async function searchHrefs(query: string): Promise<string[]> {
  const page = await openTab('/');
  try {
    return await searchIn(page, query);
  } finally {
    await page.context().close();
  }
}

describe.skipIf(!hasChromium)('search in portal watch (issue 15)', () => {
  beforeAll(async () => {
    site = await startFixtureWatch();
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('serves the same index while no indexed page changed, and an edit updates the results', { timeout: 240_000 }, async () => {
    await expect.poll(() => indexId(), POLL).toBeDefined();
    const first = (await indexId())!;
    expect((await searchHrefs('hello')).some((href) => href.startsWith('/guides/first'))).toBe(true);
    // A tab that searched before the edits below, and stays open through them.
    const open = await openTab('/guides/first');
    expect((await searchIn(open, 'hello')).some((href) => href.startsWith('/guides/first'))).toBe(true);

    // A new site title changes every page, none of their articles: the index is the same, under the same id.
    site.edit('portal.config.ts', (t) => t.replace("title: 'Watch Fixture'", "title: 'Watch Fixture Renamed'"));
    await expect.poll(() => served(site.base, '/guides/first'), POLL).toContain('Watch Fixture Renamed');
    await expect.poll(() => indexId(), POLL).toBeDefined();
    expect(await indexId()).toBe(first);

    // An edited article is indexed again: its new word is found.
    site.edit('content/guides/second.md', (t) => t.replace('says goodbye', 'says goodbye to the quokkas'));
    await expect.poll(async () => (await searchHrefs('quokkas')).some((href) => href.startsWith('/guides/second')), POLL).toBe(true);
    expect(await indexId()).not.toBe(first);
    // The open tab's dialog searches the new index too.
    await expect.poll(async () => (await searchIn(open, 'quokkas')).some((href) => href.startsWith('/guides/second')), POLL).toBe(true);
    await open.context().close();
  });
});
