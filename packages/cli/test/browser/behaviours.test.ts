import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, hydrated, startSite } from './browser.ts';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

async function open(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.base}${route}`);
  await hydrated(page);
  return page;
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** Every value `data-theme` took while the page loaded, and whether `<body>` existed yet each time. */
async function recordThemeChanges(page: Page): Promise<() => Promise<{ value: string | null; bodyParsed: boolean }[]>> {
  await page.addInitScript(() => {
    const changes: { value: string | null; bodyParsed: boolean }[] = [];
    Object.assign(window, { themeChanges: changes });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.attributeName === 'data-theme')
          changes.push({ value: (record.target as Element).getAttribute('data-theme'), bodyParsed: document.body !== null });
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-theme'] });
  });
  return () => page.evaluate(() => (window as unknown as { themeChanges: { value: string | null; bodyParsed: boolean }[] }).themeChanges);
}

describe.skipIf(!hasChromium)('reader behaviours in Chromium', () => {
  beforeAll(async () => {
    site = await startSite();
    browser = site.browser;
  }, 120_000);
  afterAll(async () => site?.stop());

  it('reads fully with JavaScript off: content, sidebar links, TOC and every code sample', async () => {
    for (const width of [1280, 800]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${site.base}/api/create-payment`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create a payment');
      expect(
        await page
          .getByRole('navigation', { name: 'API sidebar' })
          .getByRole('link', { name: /Create a refund/ })
          .isVisible(),
      ).toBe(true);
      const panels = page.locator('.code-tabs [role="tabpanel"]');
      expect(await panels.count()).toBe(9);
      for (const panel of await panels.all()) expect(await panel.isVisible()).toBe(true);
      // The operation page has no table-of-contents column from 997 px: its sample panel takes that place (issue 35).
      if (width > 996) expect(await page.locator('.api-op-panel').isVisible()).toBe(true);
      await context.close();
    }
  });

  it('applies a colour-mode change made in another tab without a reload', async () => {
    const context = await browser.newContext();
    const first = await open(context, '/guides/custom-api/refunds');
    const second = await open(context, '/api/mk-api');
    await second.evaluate(() => Object.assign(window, { sameDocument: true }));
    await first.getByRole('button', { name: /currently light mode/ }).click();
    await expect.poll(() => theme(second)).toBe('dark');
    expect(await second.getByRole('button', { name: /currently dark mode/ }).count()).toBe(1);
    await first.getByRole('button', { name: /currently dark mode/ }).click();
    await expect.poll(() => second.getByRole('button', { name: /currently system mode/ }).count()).toBe(1);
    expect(await second.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  it('paints a stored dark mode from the first frame (no flash), even before any module loads', async () => {
    const context = await browser.newContext();
    const page = await open(context, '/guides/custom-api/refunds');
    await page.getByRole('button', { name: /currently light mode/ }).click();
    const changes = await recordThemeChanges(page);
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    expect(await theme(page)).toBe('dark');
    // Set once, by the inline head script, before the body was parsed.
    expect(await changes()).toEqual([{ value: 'dark', bodyParsed: false }]);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
    await context.close();
  });

  it('is light on a first visit even when the OS prefers dark, and in system mode follows the OS live', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await open(context, '/guides/custom-api/refunds');
    expect(await theme(page)).toBe('light');
    await page.getByRole('button', { name: /currently light mode/ }).click();
    await page.getByRole('button', { name: /currently dark mode/ }).click();
    expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('theme-choice')])).toEqual([null, 'system']);
    expect(await theme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => theme(page)).toBe('dark');
    await context.close();
  });

  it('switches the code-sample language and remembers it on the next operation page', async () => {
    const context = await browser.newContext();
    const page = await open(context, '/api/create-payment');
    const tabs = page.getByRole('tablist', { name: 'Language' });
    await tabs.getByRole('tab', { name: 'Go' }).click();
    expect(await tabs.getByRole('tab', { name: 'Go' }).getAttribute('aria-selected')).toBe('true');
    // The samples' panels (the response tabs beside them have panels of their own).
    const samplePanels = page.locator('.code-tabs [role="tabpanel"]');
    expect(await samplePanels.filter({ visible: true }).count()).toBe(1);
    expect(await samplePanels.filter({ visible: true }).textContent()).toContain('net/http');
    await tabs.getByRole('tab', { name: 'Go' }).press('ArrowRight');
    expect(await tabs.getByRole('tab', { name: 'Node.js' }).getAttribute('aria-selected')).toBe('true');

    const next = await open(context, '/api/create-refund');
    expect(await next.getByRole('tablist', { name: 'Language' }).getByRole('tab', { name: 'Node.js' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('copies a code block with its copy button', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base });
    const page = await open(context, '/guides/custom-api/refunds');
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    const code = await block.locator('pre code').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await context.close();
  });

  it('highlights the table-of-contents entry of the heading in view', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
    const page = await open(context, '/guides/custom-api/refunds');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThan(2);
    const target = links.nth(2);
    const id = decodeURIComponent(((await target.getAttribute('href')) ?? '').slice(1));
    await page.evaluate((heading) => document.getElementById(heading)?.scrollIntoView({ behavior: 'instant' }), id);
    await expect.poll(() => target.getAttribute('aria-current')).toBe('location');
    expect(await toc.locator('[aria-current="location"]').count()).toBe(1);
    await context.close();
  });

  it("scrolls to a description's heading by its GitHub anchor and by its own # link, below the navbar (issue 13)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 700 } });
    // `## Rate limits` of the info description also has Redoc's id (section/Rate-limits); `#rate-limits` is GitHub's.
    const page = await open(context, '/api/mk-api#rate-limits');
    const headingTop = (name: string) =>
      page.getByRole('heading', { name }).evaluate((h) => h.getBoundingClientRect().top - document.querySelector('.navbar')!.getBoundingClientRect().bottom);
    await expect.poll(() => headingTop('Rate limits')).toBeGreaterThanOrEqual(0);
    expect(await headingTop('Rate limits')).toBeLessThan(48);
    await page.getByRole('link', { name: 'Direct link to Idempotency' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#idempotency');
    await expect.poll(() => headingTop('Idempotency')).toBeGreaterThanOrEqual(0);
    expect(await headingTop('Idempotency')).toBeLessThan(48);
    await context.close();
  });

  it('collapses a category at once under prefers-reduced-motion, and with a height-based animation otherwise', async () => {
    const reduced = await browser.newContext({ reducedMotion: 'reduce' });
    const still = await open(reduced, '/guides/custom-api/refunds');
    await still.getByRole('button', { name: "Toggle the collapsible sidebar category 'Modules'" }).click();
    expect(
      await still.evaluate(() => [
        document.getElementById('sidebar-docs-sidebar-2-1')?.hidden,
        document.getElementById('sidebar-docs-sidebar-2-1')?.style.transition,
      ]),
    ).toEqual([true, '']);
    await reduced.close();

    const context = await browser.newContext();
    const page = await open(context, '/guides/custom-api/refunds');
    const durations = await page.evaluate(async () => {
      const read = async (label: string, listId: string) => {
        (document.querySelector(`button[aria-label="Toggle the collapsible sidebar category '${label}'"]`) as HTMLButtonElement).click();
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return parseFloat(getComputedStyle(document.getElementById(listId)!).transitionDuration);
      };
      return [await read('Modules', 'sidebar-docs-sidebar-2-1'), await read('Custom API integration', 'sidebar-docs-sidebar-2-0')];
    });
    // Two items animate for less time than five.
    expect(durations[0]).toBeGreaterThan(0);
    expect(durations[1]).toBeGreaterThan(durations[0]!);
    await context.close();
  });
});

describe.skipIf(!hasChromium)('the announcement bar in Chromium', () => {
  let fixture: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    fixture = await startSite({ cwd: path.resolve(import.meta.dirname, '../../../renderer/test/fixtures/markdown') });
  }, 120_000);
  afterAll(async () => fixture?.stop());

  it('is dismissed, remembered per announcement id, and stays away without a flash on the next load', async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${fixture.base}/`);
    await hydrated(page);
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain('Version 1 is out.');
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => bar.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('portal.announcement.dismissed.release-1'))).toBe('true');

    // Next load, scripts blocked: the inline head script alone keeps it hidden.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    await context.close();
  });
});
