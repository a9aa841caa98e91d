// What the phone and desktop layout tests share: one page of each kind, the two viewports, and checks.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeSource, hydrated } from './browser.ts';

/** One page of each kind the site renders. */
export const PAGE_KINDS = [
  ['home guide', '/'],
  ['guide', '/guides/custom-api/refunds'],
  ['category index', '/category/custom-api-integration'],
  ['API overview', '/api/mk-api'],
  ['operation', '/api/create-payment'],
  ['changelog list', '/changelog'],
  ['changelog post', '/changelog/2025/10/07/api-1-4-0'],
  ['changelog tag', '/changelog/tags/release'],
  ['changelog archive', '/changelog/archive'],
  ['not found', '/no-such-page'],
] as const;

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** Opens a page of the site `site()` serves, hydrated, in a fresh context with the colour mode chosen. */
export const pageOpener =
  (site: () => { base: string; browser: Browser }) =>
  async (path: string, viewport: { width: number; height: number }, mode: 'light' | 'dark'): Promise<Page> => {
    const { base, browser } = site();
    const context = await browser.newContext({ viewport });
    await context.addInitScript((m) => {
      localStorage.setItem('theme', m);
      localStorage.setItem('theme-choice', m);
    }, mode);
    const page = await context.newPage();
    await page.goto(`${base}${path}`);
    await hydrated(page);
    return page;
  };

/** The axe rules whose verdict depends on the colours: a page's other rules give the same verdict in both colour modes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's violations in the page (or in the element `within` selects), as `rule (node count)`:
 * the serious and critical ones, or every one with `every`; in dark mode only the colour rules
 * (the light pass checked the rest).
 */
export async function seriousViolations(
  page: Page,
  { within, mode, every = false }: { within?: string; mode: 'light' | 'dark'; every?: boolean },
): Promise<string[]> {
  // Evaluated over the DevTools protocol: the page's Content-Security-Policy refuses an inline <script> tag.
  await page.evaluate(axeSource());
  return page.evaluate(
    async ([context, rules, all]) => {
      type Result = { violations: { id: string; impact: string; nodes: unknown[] }[] };
      const axe = (window as unknown as { axe: { run: (context: string | Document, options: object) => Promise<Result> } }).axe;
      const result = await axe.run(context ?? document, rules ? { runOnly: { type: 'rule', values: rules } } : {});
      return result.violations.filter((v) => all || v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
    },
    [within, mode === 'dark' ? COLOUR_RULES : undefined, every] as const,
  );
}

/** Is the element's box wholly inside the viewport? */
export async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
    });
}

/** The search button: inside the screen, at least 24 × 24 and named "Search". */
export async function checkSearchButton(page: Page, minSize: number): Promise<void> {
  const button = page.getByRole('button', { name: 'Search', exact: true });
  expect(await button.count()).toBe(1);
  const box = (await button.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.width).toBeGreaterThanOrEqual(minSize);
  expect(box.height).toBeGreaterThanOrEqual(minSize);
}

export const pageWidth = (page: Page) => page.evaluate((): [number, number] => [document.scrollingElement!.scrollWidth, innerWidth]);
