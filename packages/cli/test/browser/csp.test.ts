import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, hydrated, startSite } from './browser.ts';

// Issue 41: portal serve sends a Content-Security-Policy under which every island, search and the
// explorer still work, and no script the content smuggles in can run.
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

/** Opens a page, recording every CSP violation it reports. */
async function open(route: string): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`)),
  );
  const response = await page.goto(`${site.base}${route}`);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await hydrated(page);
  return { page, violations };
}

describe.skipIf(!hasChromium)('the Content-Security-Policy of portal serve in Chromium (issue 41)', () => {
  beforeAll(async () => {
    site = await startSite();
    browser = site.browser;
  }, 180_000);
  afterAll(async () => site?.stop());

  it.each(['/', '/guides/custom-api/refunds', '/api/mk-api', '/api/create-payment', '/changelog', '/no-such-page'])(
    'hydrates %s with no violation',
    async (route) => {
      const { page, violations } = await open(route);
      // The colour-mode script ran (inline, allowed by its hash): the theme is set before paint.
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/light|dark/);
      await page
        .getByRole('button', { name: /currently (light|dark|system) mode/ })
        .first()
        .click();
      expect(violations).toEqual([]);
      await page.context().close();
    },
  );

  it('searches and opens the explorer with no violation', async () => {
    const { page, violations } = await open('/api/create-payment');
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('refund');
    await dialog.getByRole('gridcell').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Try it', exact: true }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('an inline script that is not the page’s own does not run', async () => {
    const { page, violations } = await open('/guides/custom-api/refunds');
    // What a script smuggled into the HTML would be: a new inline script element.
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__pwned = 1';
      document.body.append(s);
    });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // The violation is reported, so the other cases' empty lists mean something.
    await expect.poll(() => violations.join('\n')).toContain('script-src');
    await page.context().close();
  });
});
