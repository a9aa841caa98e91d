import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, hasChromium, hydrated, startSite } from './browser.ts';
import { startMockApi } from './mock-api.ts';

// Issue 16: the API explorer, driven against a local sandbox that validates what it receives.
const FIXTURE = path.join(import.meta.dirname, '../fixtures/explorer-site');

let site: Awaited<ReturnType<typeof startSite>>;
let mock: Awaited<ReturnType<typeof startMockApi>>;
let browser: Browser;
let siteDir: string;

async function open(route: string, page?: Page): Promise<Page> {
  const p = page ?? (await browser.newPage());
  await p.goto(`${site.base}${route}`);
  await hydrated(p);
  await p.getByRole('button', { name: 'Try it', exact: true }).click();
  await p.getByRole('button', { name: 'Send', exact: true }).waitFor();
  return p;
}

const response = (page: Page) => page.getByRole('region', { name: 'Response' });

describe.skipIf(!hasChromium)('API explorer in Chromium (issue 16)', () => {
  beforeAll(async () => {
    mock = await startMockApi(path.join(FIXTURE, 'mk-openapi/openapi.json'));
    siteDir = mkdtempSync(path.join(os.tmpdir(), 'portal-explorer-'));
    cpSync(FIXTURE, siteDir, { recursive: true });
    writeFileSync(
      path.join(siteDir, 'portal.config.ts'),
      `export default { title: 'Explorer Fixture', openapi: { file: 'mk-openapi/openapi.json', sandboxUrl: ${JSON.stringify(mock.url)} } };\n`,
    );
    site = await startSite({ cwd: siteDir });
    browser = site.browser;
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await mock?.stop();
    if (siteDir) rmSync(siteDir, { recursive: true, force: true });
  });

  it('loads none of the explorer code until "Try it" is pressed, and opens from the keyboard', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    const schemas: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url().includes('/assets/explorer/')) schemas.push(request.url());
    });
    await page.goto(`${site.base}/api/create-note`);
    await hydrated(page);
    const before = new Set(scripts);
    expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
    // The body's schema (the Note component) is in the site's shared definitions file: fetched on opening only.
    expect(schemas).toEqual([]);
    const tryIt = page.getByRole('button', { name: 'Try it', exact: true });
    expect(await tryIt.getAttribute('aria-expanded')).toBe('false');
    await tryIt.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    expect(await tryIt.getAttribute('aria-expanded')).toBe('true');
    const loaded = scripts.filter((url) => !before.has(url));
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.every((url) => url.includes('/assets/js/'))).toBe(true);
    await expect.poll(() => schemas.length).toBe(1);
    expect(schemas[0]).toMatch(/\/assets\/explorer\/schemas\.[0-9a-f]{10}\.json$/);
    await page.close();
  });

  it('sends a POST with a path parameter, a header, the example JSON body and the API key', async () => {
    const page = await open('/api/create-note');
    expect(await page.getByLabel('widgetId').inputValue()).toBe('wdg_123');
    expect(JSON.parse(await page.getByLabel(/^Body/).inputValue())).toEqual({ text: 'Call the customer back', priority: 2 });
    expect(await page.getByRole('combobox', { name: 'Base URL' }).inputValue()).toBe('0');
    expect(await page.getByRole('combobox', { name: 'Base URL' }).locator('option').first().textContent()).toContain(mock.url);
    await page.getByLabel('X-Api-Key').fill('sk_test_123');
    await page.getByLabel('X-Request-Id').fill('req_0001');
    const count = mock.received.length;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => response(page).textContent()).toContain('201 Created');
    expect(await response(page).textContent()).toContain('"note_1"');
    expect(await response(page).textContent()).toContain('x-mock-request');
    const got = mock.received[count]!;
    expect(got).toMatchObject({ method: 'POST', path: '/v1/widgets/wdg_123/notes', body: { text: 'Call the customer back', priority: 2 } });
    expect(got.headers['x-request-id']).toBe('req_0001');
    expect(await response(page).getByLabel('Request as curl').textContent()).toContain(`curl -X POST '${mock.url}/v1/widgets/wdg_123/notes'`);
    await page.close();
  });

  it('checks the JSON body against the schema as it is typed, and names a missing required parameter', async () => {
    const page = await open('/api/create-note');
    const body = page.getByLabel(/^Body/);
    await body.fill('{"text": "", "priority": 9}');
    await expect.poll(() => page.locator('.explorer-error').allTextContents()).toEqual([expect.stringContaining('/text'), ]);
    const errors = (await page.locator('.explorer-error li').allTextContents()).join('\n');
    expect(errors).toMatch(/\/priority/);
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    await body.fill('{"text": "ok"');
    await expect.poll(() => page.locator('.explorer-error li').allTextContents()).toEqual([expect.stringContaining('Not valid JSON')]);
    await body.fill('{"text": "ok"}');
    await expect.poll(() => body.getAttribute('aria-invalid')).toBe(null);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'required' }).count()).toBe(1);
    expect(await page.getByLabel('X-Request-Id').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await page.getByLabel('X-Request-Id').getAttribute('id'));
    await page.close();
  });

  it('lets the code samples follow the entered values while the toggle is on', async () => {
    const page = await open('/api/create-note');
    const samples = () => page.locator('.code-tab-panel').allTextContents().then((texts) => texts.join('\n'));
    await page.getByLabel('widgetId').fill('wdg_999');
    expect(await samples()).not.toContain('/v1/widgets/wdg_999/notes');
    await page.getByLabel('Code samples use these values').check();
    await expect.poll(samples).toContain('/v1/widgets/wdg_999/notes');
    await page.getByLabel('Code samples use these values').uncheck();
    await expect.poll(samples).not.toContain('wdg_999');
    expect(await samples()).toContain('/v1/widgets/wdg_123/notes');
    await page.close();
  });

  it('sends a GET with query parameters', async () => {
    const page = await open('/api/list-widgets');
    await page.getByLabel('X-Api-Key').fill('sk_test_123');
    expect(await page.getByLabel('limit').getAttribute('placeholder')).toBe('10');
    await page.getByLabel('limit').fill('5');
    await page.getByLabel('status').selectOption('archived');
    const count = mock.received.length;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => response(page).textContent()).toContain('200 OK');
    expect(mock.received[count]).toMatchObject({ method: 'GET', path: '/v1/widgets', query: { limit: '5', status: 'archived' } });
    await page.close();
  });

  it('sends HTTP basic credentials', async () => {
    const page = await open('/api/get-account');
    await page.getByLabel('Username').fill('shop_1');
    await page.getByLabel('Password').fill('s3cret');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => response(page).textContent()).toContain('200 OK');
    expect(await response(page).textContent()).toContain('"pro"');
    await page.close();
  });

  it('shows a 4xx answer with its status meaning and body', async () => {
    const page = await open('/api/get-widget');
    await page.getByLabel('X-Api-Key').fill('sk_test_123');
    await page.getByLabel('widgetId').fill('wdg_missing');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => response(page).textContent()).toContain('404 Not Found');
    expect(await response(page).getByLabel('Response body').textContent()).toContain('"widget_not_found"');
    await page.close();
  });

  it('explains a CORS failure: what the sandbox must allow', async () => {
    const page = await open('/api/list-reports');
    await page.getByLabel('X-Api-Key').fill('sk_test_123');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => response(page).textContent()).toContain('Failed to fetch');
    const text = await response(page).textContent();
    expect(text).toContain(`Access-Control-Allow-Origin: ${site.base}`);
    expect(text).toContain('Access-Control-Allow-Headers: X-Api-Key');
    await page.close();
  });

  it('shares credentials across operations in sessionStorage only, and forgets them', async () => {
    const page = await open('/api/create-note');
    await page.getByLabel('X-Api-Key').fill('sk_test_123');
    await open('/api/list-widgets', page);
    expect(await page.getByLabel('X-Api-Key').inputValue()).toBe('sk_test_123');
    const stored = await page.evaluate(() => ({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }), url: location.href }));
    expect(stored.session).toContain('sk_test_123');
    expect(stored.local).not.toContain('sk_test_123');
    expect(stored.url).not.toContain('sk_test_123');
    await page.getByRole('button', { name: 'Forget credentials' }).click();
    expect(await page.getByLabel('X-Api-Key').inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('sk_test_123');
    await page.close();
  });

  it('is axe clean with the explorer open and answered, in both colour modes', async () => {
    const page = await open('/api/get-account');
    await page.getByLabel('Username').fill('shop_1');
    await page.getByLabel('Password').fill('s3cret');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => response(page).textContent()).toContain('200 OK');
    await response(page).locator('details').first().locator('summary').click();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
    // Colours change with a transition: contrast is checked once they have arrived.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState === 'finished'));
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
