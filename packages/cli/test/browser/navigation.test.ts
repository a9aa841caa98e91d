import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, hydrated, startSite } from './browser.ts';

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

async function open(path: string, width = 1280, options: { fakeClock?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  // A fake clock still flows in real time, but a test can fire every pending timer at once.
  if (options.fakeClock) await page.clock.install();
  await page.goto(`${site.base}${path}`);
  await hydrated(page);
  // Survives client navigation, disappears on a full page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return page;
}

/** Resolves after the page has rendered two more frames. */
const afterFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
const heading = (page: Page) => page.locator('main h1').first().textContent();

/** Records whether a progress bar ever appeared, from now on. */
async function watchProgressBar(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { bar: false };
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.bar = true;
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: { bar: boolean } }).progressSeen.bar);
}

describe.skipIf(!hasChromium)('client navigation in Chromium', () => {
  beforeAll(async () => {
    site = await startSite();
    browser = site.browser;
  }, 120_000);
  afterAll(async () => site?.stop());

  it('follows an internal link without a full reload: page, title, URL, head, focus and islands', async () => {
    const page = await open('/guides/custom-api/refunds');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Payment links' }).click();
    await page.waitForURL(`${site.base}/guides/custom-api/paymentLinks`);
    expect(await sameDocument(page)).toBe(true);
    expect(await heading(page)).toBe('Payment links');
    expect(await page.title()).toBe('Payment links | Merchant Kit Developer Portal');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/guides\/custom-api\/paymentLinks$/);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    const current = page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"]');
    expect(await current.textContent()).toBe('Payment links');
    // Focus went back to the top: the next Tab reaches the skip link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await hydrated(page);
    // The new page's islands work: the colour-mode toggle still cycles.
    await page.getByRole('button', { name: /currently light mode/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.context().close();
  });

  it('restores the page and its scroll position on back and forward', async () => {
    const page = await open('/guides/custom-api/refunds');
    const next = page.locator('a.pagination-next');
    await next.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await next.click();
    await page.waitForURL(`${site.base}/category/modules`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(`${site.base}/guides/custom-api/refunds`);
    await expect.poll(() => heading(page)).toBe('Refunds');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);

    await page.goForward();
    await page.waitForURL(`${site.base}/category/modules`);
    await expect.poll(() => heading(page)).toBe('Shop modules');
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('opens a long page at its top at once, and a link with an anchor at that heading', async () => {
    const page = await open('/guides/custom-api/refunds');
    await page.locator('a.pagination-prev').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.locator('a.pagination-prev').click();
    await page.waitForURL(`${site.base}/guides/custom-api/recurringPayments`);
    // Right after the swap, not after an animation.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/guides/custom-api/refunds#errors';
      link.textContent = 'Refund errors';
      document.querySelector('main')!.append(link);
    });
    await page.getByRole('link', { name: 'Refund errors' }).click();
    await page.waitForURL(`${site.base}/guides/custom-api/refunds#errors`);
    const top = await page.evaluate(() => document.getElementById('errors')!.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(120);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('leaves in-page anchors to the browser and keeps links to files as plain downloads', async () => {
    const page = await open('/api/mk-api');
    const download = page.locator('a[href$=".yml"]').first();
    expect(await download.count()).toBe(1);
    const toc = page.locator('.toc a[href^="#"]').first();
    await toc.click();
    await expect.poll(() => page.url()).toContain('#');
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('prefetches a page when its link is hovered', async () => {
    const page = await open('/guides/custom-api/refunds');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Java SDK' }).hover();
    await expect.poll(() => requested).toContain('/guides/SDK/Java-sdk');
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('prefetches the pages linked from the content once the links are in view', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${site.base}/guides/custom-api/refunds`);
    await hydrated(page);
    expect(requested).not.toContain('/category/modules');
    await page.locator('a.pagination-next').scrollIntoViewIfNeeded();
    await expect.poll(() => requested).toContain('/category/modules');
    await context.close();
  });

  it('shows the progress bar when a route takes longer than 200 ms, and finishes it when the route updates', async () => {
    const page = await open('/guides/custom-api/refunds');
    const seen = await watchProgressBar(page);
    await page.route('**/guides/custom-api/iframeJs', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Iframe JS integration' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await bar.waitFor({ state: 'visible', timeout: 1100 });
    expect(page.url()).toBe(`${site.base}/guides/custom-api/refunds`);
    await page.waitForURL(`${site.base}/guides/custom-api/iframeJs`);
    await bar.waitFor({ state: 'detached' });
    expect(await seen()).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('lets the last of two quick clicks win, and leaves no progress bar behind', async () => {
    const page = await open('/guides/custom-api/refunds', 1280, { fakeClock: true });
    // Marks when the page has read the slow response's body: from then on the router has it.
    await page.evaluate(() => {
      const text = Response.prototype.text;
      Response.prototype.text = async function (this: Response) {
        const body = await text.call(this);
        if (this.url.endsWith('/guides/custom-api/iframeJs')) Object.assign(window, { slowPageRead: true });
        return body;
      };
    });
    await page.route('**/guides/custom-api/iframeJs', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Iframe JS integration' }).click();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    await sidebar.getByRole('link', { name: 'Payment links' }).click();
    await page.waitForURL(`${site.base}/guides/custom-api/paymentLinks`);
    // The first click's page arrives after the second one's: it must not replace it.
    await expect.poll(() => page.evaluate(() => (window as { slowPageRead?: boolean }).slowPageRead === true), { timeout: 30_000 }).toBe(true);
    await page.clock.runFor(1000);
    await afterFrames(page);
    expect(page.url()).toBe(`${site.base}/guides/custom-api/paymentLinks`);
    expect(await heading(page)).toBe('Payment links');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('shows no progress bar on a fast route change', async () => {
    const page = await open('/guides/custom-api/refunds');
    const seen = await watchProgressBar(page);
    const link = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Recurring payments' });
    // Fast whatever the machine's load: the page is prefetched (on hover) before the click.
    await link.hover();
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((e) => e.name.endsWith('/guides/custom-api/recurringPayments') && (e as PerformanceResourceTiming).responseEnd > 0),
        ),
      )
      .toBe(true);
    // From here on a test can fire every pending timer at once (the fake clock hides resource timings).
    await page.clock.install();
    await link.click();
    await page.waitForURL(`${site.base}/guides/custom-api/recurringPayments`);
    await hydrated(page);
    // Fires the bar's 200 ms delay if the finished route change left it pending.
    await page.clock.runFor(1000);
    await afterFrames(page);
    expect(await seen()).toBe(false);
    await page.context().close();
  });

  it('does a full page load when the route fails to load', async () => {
    const page = await open('/guides/custom-api/refunds');
    // Every fetch of the page fails; the browser's own load of it works.
    const documents: string[] = [];
    await page.route('**/guides/modules/AllModules', async (route) => {
      if (route.request().resourceType() === 'fetch') return route.abort('failed');
      documents.push(route.request().url());
      return route.continue();
    });
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Official shop modules' }).click();
    await page.waitForURL(`${site.base}/guides/modules/AllModules`);
    await expect.poll(() => heading(page)).toBe('Shop modules');
    expect(await sameDocument(page)).toBe(false);
    expect(documents).toEqual([`${site.base}/guides/modules/AllModules`]);
    await page.context().close();
  });

  it('loads a page built with other assets in full (the site was rebuilt)', async () => {
    const page = await open('/guides/custom-api/refunds');
    await page.route('**/guides/custom-api/iframeJs', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/\/assets\/css\/styles\.[\w-]+\.css/, '/assets/css/styles.rebuilt.css');
      await route.fulfill({ response, body: html });
    });
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Iframe JS integration' }).click();
    await page.waitForURL(`${site.base}/guides/custom-api/iframeJs`);
    await expect.poll(() => sameDocument(page)).toBe(false);
    await page.context().close();
  });

  it('closes the mobile drawer when a link in it is followed', async () => {
    const page = await open('/guides/custom-api/refunds', 800);
    const menu = page.getByRole('button', { name: 'Toggle navigation bar' });
    await menu.click();
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Payment links' }).click();
    await page.waitForURL(`${site.base}/guides/custom-api/paymentLinks`);
    await hydrated(page);
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-drawer-open'))).toBe(false);
    expect(await page.getByRole('button', { name: 'Toggle navigation bar' }).getAttribute('aria-expanded')).toBe('false');
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('keeps a hidden desktop sidebar and a collapsed category across client navigation', async () => {
    const page = await open('/guides/custom-api/refunds');
    await page.getByRole('button', { name: "Toggle the collapsible sidebar category 'Modules'" }).click();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(false);
    await page.locator('a.pagination-prev').click();
    await page.waitForURL(`${site.base}/guides/custom-api/recurringPayments`);
    await hydrated(page);
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    const modules = page.getByRole('button', { name: "Toggle the collapsible sidebar category 'Modules'" });
    expect(await modules.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Official shop modules' }).isVisible()).toBe(false);
    expect(await sameDocument(page)).toBe(true);
    await page.context().close();
  });

  it('keeps the navbar in view while scrolling (hideOnScroll is off)', async () => {
    const page = await open('/guides/custom-api/refunds');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Scroll handlers run before the next frame: after two, any reaction to this scroll has happened.
    await afterFrames(page);
    expect(await page.locator('header.navbar').getAttribute('class')).not.toContain('navbar-hidden');
    const box = await page.locator('header.navbar').boundingBox();
    expect(box?.y).toBe(0);
    await page.context().close();
  });

  it('hides the navbar while scrolling down and shows it on the way up when hideOnScroll is on', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // The same page as built with `navbar: { hideOnScroll: true }`.
    await page.route('**/guides/custom-api/refunds', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('class="navbar"', 'class="navbar navbar-hideable"') });
    });
    await page.goto(`${site.base}/guides/custom-api/refunds`);
    await hydrated(page);
    const top = async () => (await page.locator('header.navbar').boundingBox())?.y ?? 0;
    await page.mouse.wheel(0, 1500);
    await expect.poll(top).toBeLessThan(-10);
    await page.mouse.wheel(0, -200);
    await expect.poll(top).toBe(0);
    await context.close();
  });
});
