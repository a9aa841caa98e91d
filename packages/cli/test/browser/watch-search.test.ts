import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { page as served, startFixtureWatch } from '../watch-helpers.ts';
import { hasChromium, hydrated, launchChromium } from './browser.ts';

// Generous: the machine is shared with other builds. Nothing here asserts a duration.
const POLL = { timeout: 60_000, interval: 100 };

// A cache folder of this file's own, so the kept search index it looks at is the watch's.
const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'portal-watch-search-cache-'));
vi.stubEnv('PORTAL_CACHE_DIR', cacheDir);

let site: Awaited<ReturnType<typeof startFixtureWatch>>;
let browser: Browser;

/** The kept search index's file and when it was last written, once there is one. */
function keptIndex(): { file: string; written: number } | undefined {
  const name = readdirSync(cacheDir).find((f) => f.startsWith('search-') && f.endsWith('.bin'));
  return name === undefined ? undefined : { file: name, written: statSync(path.join(cacheDir, name)).mtimeMs };
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
  return dialog.getByRole('gridcell').getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
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
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('keeps the index in the build cache, reuses it when no indexed page changed, and an edit updates the results', { timeout: 240_000 }, async () => {
    // The first index is built and kept.
    await expect.poll(() => served(site.base, '/search/index.json').then((text) => text.startsWith('{')), POLL).toBe(true);
    await expect.poll(() => keptIndex(), POLL).toBeDefined();
    const first = keptIndex()!;
    expect((await searchHrefs('hello')).some((href) => href.startsWith('/guides/first'))).toBe(true);
    // A tab that searched before the edits below, and stays open through them.
    const open = await openTab('/guides/first');
    expect((await searchIn(open, 'hello')).some((href) => href.startsWith('/guides/first'))).toBe(true);

    // A new site title changes every page, none of their articles: the kept index is served, not made again (the file is not written again).
    site.edit('portal.config.ts', (t) => t.replace("title: 'Watch Fixture'", "title: 'Watch Fixture Renamed'"));
    await expect.poll(() => served(site.base, '/guides/first'), POLL).toContain('Watch Fixture Renamed');
    await expect.poll(() => served(site.base, '/search/index.json').then((text) => text.startsWith('{')), POLL).toBe(true);
    expect(keptIndex()).toEqual(first);

    // An edited article is indexed again: its new word is found.
    site.edit('content/guides/second.md', (t) => t.replace('says goodbye', 'says goodbye to the quokkas'));
    await expect.poll(async () => (await searchHrefs('quokkas')).some((href) => href.startsWith('/guides/second')), POLL).toBe(true);
    expect(keptIndex()!.written).not.toBe(first.written);
    // The open tab's dialog searches the new index too.
    await expect.poll(async () => (await searchIn(open, 'quokkas')).some((href) => href.startsWith('/guides/second')), POLL).toBe(true);
    await open.context().close();
  });
});
