import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSource, hasChromium, hydrated, startSite } from './browser.ts';

// Issue 35: the operation page as docusaurus-openapi-docs, Stripe and Scalar lay it out — a main column
// beside a sticky request/response panel, responses as tabs, schemas collapsed — and the overview an overview.

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
const ROUTE = '/api/create-payment';

async function open(context: BrowserContext, route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.base}${route}`);
  await hydrated(page);
  return page;
}

async function contextFor(width: number, height: number, dark: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height } });
  if (dark) await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  return context;
}

/** axe-core's serious and critical violations inside `<main>` (the navbar is another part's). */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the page's Content-Security-Policy refuses an inline <script> tag.
  await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Element) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run(document.querySelector('main')!);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
  });
}

describe.skipIf(!hasChromium)('API operation page in Chromium (issue 35)', () => {
  beforeAll(async () => {
    site = await startSite();
    browser = site.browser;
  }, 120_000);
  afterAll(async () => site?.stop());

  for (const dark of [false, true]) {
    it(`at 1280 × 800 (${dark ? 'dark' : 'light'}): a few thousand px tall, a wide sample box with every language reachable, "Try it" on screen by scrolling the window alone`, async () => {
      const context = await contextFor(1280, 800, dark);
      const page = await open(context, ROUTE);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(dark ? 'dark' : 'light');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(7000);
      // No table-of-contents column: the main column and the panel share the width.
      expect(await page.locator('.toc-column').isVisible()).toBe(false);
      const box = (await page.locator('.code-tabs').first().boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(380);
      const main = (await page.locator('.api-op-main').boundingBox())!;
      expect(main.width).toBeGreaterThanOrEqual(480);
      expect(box.x).toBeGreaterThan(main.x + main.width);

      // Every language: the arrow shows the tabs go on; pressing it brings the last one into view.
      const tabs = page.getByRole('tablist', { name: 'Language' }).getByRole('tab');
      expect(await tabs.count()).toBe(9);
      const list = page.getByRole('tablist', { name: 'Language' });
      const inView = async (name: string) => {
        const tab = (await list.getByRole('tab', { name, exact: true }).boundingBox())!;
        const bar = (await list.boundingBox())!;
        return tab.x >= bar.x - 1 && tab.x + tab.width <= bar.x + bar.width + 1;
      };
      expect(await inView('PowerShell')).toBe(false);
      const more = page.getByRole('button', { name: 'Scroll tabs right' }).first();
      expect(await more.isVisible()).toBe(true);
      for (let i = 0; i < 5 && !(await inView('PowerShell')); i++) {
        await more.click();
        await page.waitForTimeout(400);
      }
      expect(await inView('PowerShell')).toBe(true);
      await list.getByRole('tab', { name: 'PowerShell' }).click();
      expect(await page.locator('#request-samples-powershell').isVisible()).toBe(true);
      expect(await page.locator('#request-samples-python').isVisible()).toBe(false);

      // "Try it" is in view wherever the window is scrolled to along the main column, and is the element at its place.
      const mainEnd = await page.evaluate(() => document.querySelector('.api-op-main')!.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
      for (const y of [0, 1500, 3000, mainEnd]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
        const tryIt = page.getByRole('button', { name: 'Try it' });
        const b = (await tryIt.boundingBox())!;
        expect(b.y).toBeGreaterThanOrEqual(0);
        expect(b.y + b.height).toBeLessThanOrEqual(800);
        expect(
          await page.evaluate(([x, yy]) => document.elementFromPoint(x!, yy!)?.closest('button')?.textContent, [b.x + b.width / 2, b.y + b.height / 2]),
        ).toMatch(/Try it/);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it(`at 375 × 812 (${dark ? 'dark' : 'light'}): one column, nothing in the article wider than the screen`, async () => {
      const context = await contextFor(375, 812, dark);
      const page = await open(context, ROUTE);
      const widths = await page.evaluate(() => {
        const article = document.querySelector('article')!;
        return { right: article.getBoundingClientRect().right, scroll: article.scrollWidth, client: article.clientWidth };
      });
      expect(widths.right).toBeLessThanOrEqual(375);
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      // One column: the panel (samples, "Try it") above the main column, as wide as it.
      const panel = (await page.locator('.api-op-panel').boundingBox())!;
      const main = (await page.locator('.api-op-main').boundingBox())!;
      expect(panel.y + panel.height).toBeLessThanOrEqual(main.y);
      expect(Math.abs(panel.width - main.width)).toBeLessThan(2);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('shows one response at a time, as tabs that follow each other in the main column and the panel', async () => {
    const context = await contextFor(1280, 800, false);
    const page = await open(context, ROUTE);
    const statuses = page.getByRole('tablist', { name: 'Response codes' });
    expect(await statuses.getByRole('tab').count()).toBe(9);
    expect(await page.locator('#response-201').isVisible()).toBe(true);
    expect(await page.locator('#response-404').isVisible()).toBe(false);
    await statuses.getByRole('tab', { name: '404' }).click();
    expect(await page.locator('#response-404').isVisible()).toBe(true);
    expect(await page.locator('#response-201').isVisible()).toBe(false);
    expect(await page.getByRole('tablist', { name: 'Response sample codes' }).getByRole('tab', { name: '404' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });

  it('keeps nested schemas and variants collapsed, and opens the one an anchor names', async () => {
    const context = await contextFor(1280, 800, false);
    const page = await open(context, ROUTE);
    expect(await page.locator('main details[open]').count()).toBe(0);
    // A property inside a closed oneOf chip, and a response behind its tab.
    for (const id of ['body.paymentMethod.SepaDirectDebitPaymentMethod.iban', 'response-429']) {
      await page.evaluate((hash) => (window.location.hash = hash), id);
      await expect
        .poll(() =>
          page.evaluate((target) => {
            const el = document.getElementById(target)!;
            const r = el.getBoundingClientRect();
            return el.checkVisibility() && r.top >= 0 && r.top < window.innerHeight;
          }, id),
        )
        .toBe(true);
    }
    // Loaded with the anchor in the address.
    const direct = await open(context, `${ROUTE}#body.paymentMethod.SepaDirectDebitPaymentMethod.iban`);
    await expect
      .poll(() => direct.evaluate(() => document.getElementById('body.paymentMethod.SepaDirectDebitPaymentMethod.iban')!.checkVisibility()))
      .toBe(true);
    await context.close();
  });

  it('reads with JavaScript off: every response and every schema property is in a disclosure or shown', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.base}${ROUTE}`);
    for (const status of ['201', '400', '429', '500']) expect(await page.locator(`#response-${status}`).isVisible()).toBe(true);
    await page.locator('#body\\.paymentMethod summary', { hasText: 'sepa_direct_debit' }).click();
    expect(await page.locator('[id="body.paymentMethod.SepaDirectDebitPaymentMethod.iban"]').isVisible()).toBe(true);
    await context.close();
  });

  it("shifts nothing in the operation's columns while loading with the CPU slowed 4×", async () => {
    for (const [width, height] of [
      [1280, 800],
      [375, 812],
    ] as const) {
      const context = await contextFor(width, height, false);
      // Shifts whose moved nodes are all inside the columns (a shift that moves the breadcrumbs or navbar too comes from above the article).
      await context.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
            if (!entry.hadRecentInput && entry.sources.length > 0 && entry.sources.every((s) => s.node instanceof Element && s.node.closest('.api-op-grid')))
              shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${site.base}${ROUTE}`);
      await hydrated(page);
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
      expect(cls).toBeLessThan(0.01);
      await context.close();
    }
  });

  it('keeps the overview an overview: schemas under their anchors, collapsed', async () => {
    const context = await contextFor(1280, 800, false);
    const page = await open(context, '/api/mk-api');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(15000);
    const schema = page.locator('#schema-Payment');
    expect(await schema.isVisible()).toBe(true);
    expect(await page.locator('.api-schema details[open]').count()).toBe(0);
    await page.evaluate(() => (window.location.hash = 'schema-Payment.status'));
    await expect.poll(() => page.evaluate(() => document.getElementById('schema-Payment.status')?.checkVisibility())).toBe(true);
    await context.close();
  });
});
