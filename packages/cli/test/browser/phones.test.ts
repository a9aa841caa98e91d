import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, startSite } from './browser.ts';
import { checkSearchButton, DESKTOP, inViewport, PAGE_KINDS, PHONE, pageOpener, pageWidth, seriousViolations } from './page-layout.ts';

let site: Awaited<ReturnType<typeof startSite>>;
const open = pageOpener(() => site);
describe.skipIf(!hasChromium)('phones and the page layout in Chromium (issue 35)', () => {
  beforeAll(async () => {
    site = await startSite();
  }, 120_000);
  afterAll(async () => site?.stop());

  it.each(PAGE_KINDS)(
    '%s (%s) at 375 px: no sideways scroll, the main column on the whole screen, the search button, the menu drawer, axe',
    async (_kind, path) => {
      for (const mode of ['light', 'dark'] as const) {
        const page = await open(path, PHONE, mode);
        const [scrollWidth, innerWidth] = await pageWidth(page);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
        // The main column takes the screen: no empty column beside it.
        const main = (await page.locator('main').first().boundingBox())!;
        expect([main.x, main.width]).toEqual([0, PHONE.width]);
        await checkSearchButton(page, 40);
        // The navbar's links are not in the top bar: they are in the drawer.
        expect(await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'REST API' }).isVisible()).toBe(false);
        const menu = page.getByRole('button', { name: /menu|navigation/i }).first();
        expect(await menu.isVisible()).toBe(true);
        await menu.click();
        const drawer = page.locator('#sidebar-drawer');
        await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
        // The drawer sits under the navbar, fits the screen and scrolls inside itself; its close button stays visible.
        const fit = await drawer.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
          return { top: box.top >= navbar.bottom - 1, bottom: box.bottom <= innerHeight + 1, scrolls: getComputedStyle(el).overflowY };
        });
        expect(fit).toEqual({ top: true, bottom: true, scrolls: 'auto' });
        const close = page.getByRole('button', { name: 'Close navigation bar' });
        expect(await inViewport(page, '.drawer-close')).toBe(true);
        // The last link of the drawer can be scrolled to, and the close button is still on screen then.
        await drawer.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        const lastLink = drawer.locator('a[href]:visible').last();
        await lastLink.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
        expect(await lastLink.evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
        expect(await inViewport(page, '.drawer-close')).toBe(true);
        // Every page kind reaches the navbar's links through the drawer (from a sidebar: "Back to main menu").
        const back = page.getByRole('button', { name: '← Back to main menu' });
        if (await back.isVisible()) await back.click();
        const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
        for (const label of ['Guides', 'REST API', 'Changelog']) expect(await mainMenu.getByRole('link', { name: label }).isVisible()).toBe(true);
        // The open drawer is checked on its own (the page behind it is checked once it is closed).
        expect(await seriousViolations(page, { within: '#sidebar-drawer', mode })).toEqual([]);
        await close.click();
        await expect.poll(() => drawer.isVisible()).toBe(false);
        expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await seriousViolations(page, { mode })).toEqual([]);
        await page.context().close();
      }
    },
    240_000,
  );

  it('keeps the focus in the open drawer, closes it with Escape and gives the focus back to the menu button', async () => {
    const page = await open('/changelog', PHONE, 'light');
    const menu = page.getByRole('button', { name: 'Toggle navigation bar' });
    await menu.click();
    expect(await page.evaluate(() => document.activeElement?.closest('#sidebar-drawer') !== null)).toBe(true);
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#sidebar-drawer, .navbar-menu-island') !== null)).toBe(true);
    }
    expect(await page.getByRole('navigation', { name: 'Recent posts' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#sidebar-drawer').isVisible()).toBe(false);
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('shows a collapsible "On this page" above the article on a phone, with the headings of levels 2 and 3 of the desktop one', async () => {
    const desktop = await open('/guides/custom-api/refunds', DESKTOP, 'light');
    const desktopToc = desktop.getByRole('navigation', { name: 'On this page' });
    const wanted = await desktopToc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(wanted.length).toBeGreaterThan(3);
    expect(await desktop.locator('.toc-collapsible').isVisible()).toBe(false);
    await desktop.context().close();

    const page = await open('/guides/custom-api/refunds', PHONE, 'light');
    const summary = page.locator('summary', { hasText: 'On this page' });
    expect(await summary.isVisible()).toBe(true);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    expect(await toc.isVisible()).toBe(false);
    // Above the article's title, below the navbar.
    const [summaryBox, titleBox] = [await summary.boundingBox(), await page.getByRole('heading', { level: 1 }).boundingBox()];
    expect(summaryBox!.y).toBeLessThan(titleBox!.y);
    await summary.click();
    expect(await toc.isVisible()).toBe(true);
    expect(await toc.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(wanted);
    await toc.getByRole('link').nth(1).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(wanted[1]);
    await page.context().close();
  });

  it('scrolls a table wider than its column inside itself, shows that it does, and keeps code in cells whole', async () => {
    const page = await open('/', DESKTOP, 'light');
    const wrapper = page.locator('.markdown .table-wrapper').first();
    const state = () => wrapper.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth, mask: getComputedStyle(el).maskImage }));
    const before = await state();
    expect(before.scrolls).toBe(true);
    // A fade at the right edge, where the hidden columns are; none at the left until it is scrolled.
    expect(before.mask).toMatch(/linear-gradient/);
    expect(before.mask).toMatch(/rgba\(0, 0, 0, 0\)\)$|transparent\)$/);
    const fade = () =>
      wrapper.evaluate((el) => [getComputedStyle(el).getPropertyValue('--table-fade-start'), getComputedStyle(el).getPropertyValue('--table-fade-end')]);
    expect(await fade()).toEqual(['0px', '48px']);
    await wrapper.evaluate((el) => el.scrollTo(el.scrollWidth, 0));
    await expect.poll(fade).toEqual(['48px', '0px']);
    await page.context().close();

    // An error code in a cell is never split across lines (`invalid_re/quest`).
    const phone = await open('/guides/custom-api/refunds', PHONE, 'light');
    const broken = await phone
      .locator('.markdown td code')
      .evaluateAll((codes) => codes.filter((c) => c.getClientRects().length > 1).map((c) => c.textContent));
    expect(await phone.locator('.markdown td code').count()).toBeGreaterThan(0);
    expect(broken).toEqual([]);
    await phone.context().close();
  });

  it('puts "Copy page as Markdown" beside the breadcrumbs, not on a row of its own', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await open('/guides/custom-api/refunds', viewport, 'light');
      const copy = (await page.getByRole('button', { name: 'Copy page as Markdown' }).boundingBox())!;
      const crumbs = (await page.getByRole('navigation', { name: 'Breadcrumbs' }).boundingBox())!;
      expect(copy.width).toBeGreaterThanOrEqual(24);
      expect(copy.y).toBeLessThan(crumbs.y + crumbs.height);
      expect(copy.y + copy.height).toBeGreaterThan(crumbs.y);
      await page.context().close();
    }
  });

  it('fits the search dialog on a 375 px screen: its field, Close button and results inside it', async () => {
    const page = await open('/guides/custom-api/refunds', PHONE, 'light');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox');
    await input.fill('refund');
    await expect.poll(() => page.locator('.search-option').count()).toBeGreaterThan(0);
    expect(await inViewport(page, '.search-dialog')).toBe(true);
    expect(await inViewport(page, '.search-close')).toBe(true);
    expect(await inViewport(page, '.search-option')).toBe(true);
    await page.context().close();
  });

  it('names each "Read more" link of the changelog after its post, in its text', async () => {
    const page = await open('/changelog', PHONE, 'light');
    const links = page.locator('a.post-read-more');
    // innerText is what crawlers and Lighthouse's link-text audit read: an aria-label alone leaves a bare "Read more".
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is measured here
    const texts = await links.evaluateAll((as) => as.map((a) => (a as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
    expect(texts.length).toBeGreaterThan(0);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).toMatch(/^Read more about .+/);
    // What shows stays "Read more": the title is visually hidden.
    expect((await links.first().boundingBox())!.width).toBeLessThan(120);
    await page.context().close();
  });
});
