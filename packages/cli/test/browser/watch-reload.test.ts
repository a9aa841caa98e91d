import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureWatch } from '../watch-helpers.ts';
import { axeSource, hasChromium, launchChromium } from './browser.ts';

// Generous: the machine is shared with other builds. Nothing here asserts a duration.
const POLL = { timeout: 20_000, interval: 50 };

let site: Awaited<ReturnType<typeof startFixtureWatch>>;
let browser: Browser;

/** Live-reload events the page's client has handled so far. */
const handled = (page: Page) => page.evaluate(() => (window as unknown as { __portalLiveReload?: { events: number } }).__portalLiveReload?.events ?? 0);
/** A mark on the window: it survives everything but a reload. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { portalMark: 'still here' }));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { portalMark?: string }).portalMark === 'still here');

async function open(route: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${site.base}${route}`);
  await expect.poll(() => handled(page), POLL).toBeGreaterThan(0); // hello
  return page;
}

describe.skipIf(!hasChromium)('portal watch in Chromium (issue 6)', () => {
  beforeAll(async () => {
    site = await startFixtureWatch();
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('reloads a tab when its page changes, and leaves it alone when another page changes', async () => {
    const page = await open('/guides/first');
    await mark(page);
    const before = await handled(page);
    site.edit('content/guides/second.md', (t) => t.replace('says goodbye', 'says goodbye twice'));
    await expect.poll(() => handled(page), POLL).toBeGreaterThan(before);
    expect(await marked(page)).toBe(true);

    // Its own page changed: the fresh page is swapped in by client navigation (no reload), at the same scroll position.
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    site.edit('content/guides/first.md', (t) => t.replace('says hello', 'says hello live'));
    await expect.poll(() => page.locator('main').textContent(), POLL).toContain('says hello live');
    expect(await marked(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.close();
  });

  it('reloads the page in full when client navigation is not running', async () => {
    const page = await open('/guides/first');
    await page.route('**/assets/js/main.*.js', (route) => route.abort());
    await page.reload();
    await expect.poll(() => handled(page), POLL).toBeGreaterThan(0);
    await mark(page);
    site.edit('content/guides/first.md', (t) => t.replace(/says hello[^.]*\./, 'says hello without JS modules.'));
    await expect.poll(() => page.locator('main').textContent(), POLL).toContain('says hello without JS modules.');
    expect(await marked(page)).toBe(false);
    await page.close();
  });

  it('does not show a page prefetched before an edit: client navigation fetches it again', async () => {
    const page = await open('/guides/first');
    await mark(page);
    const link = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Second guide' });
    await link.hover();
    // Prefetched on hover, or already when the pagination link came into view.
    const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === '/guides/second'));
    await expect.poll(fetched, POLL).toBe(true);
    const before = await handled(page);
    site.edit('content/guides/second.md', (t) => t.replace('says goodbye', 'says goodbye after the prefetch'));
    await expect.poll(() => handled(page), POLL).toBeGreaterThan(before);
    await link.click();
    await page.waitForURL(`${site.base}/guides/second`);
    await expect.poll(() => page.locator('main').textContent(), POLL).toContain('says goodbye after the prefetch');
    expect(await marked(page)).toBe(true);
    await page.close();
  });

  it('swaps the stylesheet on a CSS change without reloading', async () => {
    const page = await open('/guides/second');
    await mark(page);
    site.running.events.css('/assets/css/styles.css?v=swapped');
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.getAttribute('href')), POLL)
      .toBe('/assets/css/styles.css?v=swapped');
    expect(await marked(page)).toBe(true);
    await page.close();
  });

  it('shows the error overlay (in tabs opened meanwhile too) and reloads once the error is fixed', async () => {
    const page = await open('/guides/first');
    site.edit('content/guides/first.md', (t) => t.replace('title: First guide', 'title: [First guide'));
    const dialog = page.getByRole('alertdialog', { name: /could not be rebuilt: 1 error/ });
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    const text = await dialog.textContent();
    expect(text).toMatch(/content\/guides\/first\.md:\d+:\d+/);
    expect(text).toContain('invalid YAML in front matter');
    expect(text).toContain('title: [First guide');
    // It takes the focus, and axe finds nothing wrong with it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alertdialog');
    await page.evaluate(axeSource());
    const violations = await page.evaluate(async () =>
      (
        await (window as unknown as { axe: { run: (c: unknown) => Promise<{ violations: { id: string }[] }> } }).axe.run({ include: ['#portal-error-overlay'] })
      ).violations.map((v) => v.id),
    );
    expect(violations).toEqual([]);

    const late = await open('/guides/second');
    await expect.poll(() => late.getByRole('alertdialog').isVisible(), POLL).toBe(true);

    site.edit('content/guides/first.md', (t) => t.replace('title: [First guide', 'title: First guide, fixed'));
    await expect.poll(() => page.locator('h1').first().textContent(), POLL).toBe('First guide, fixed');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => late.getByRole('alertdialog').count(), POLL).toBe(0);
    await page.close();
    await late.close();
  });
});
