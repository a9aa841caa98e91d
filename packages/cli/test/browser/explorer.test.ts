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
  p.setDefaultTimeout(15_000);
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
      `export default { title: 'Explorer Fixture', openapi: { file: 'mk-openapi/openapi.json', sandboxUrl: ${JSON.stringify(mock.url)}, explorer: { servers: 'description' } } };\n`,
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

  it('takes a 5 MB pasted body without laying it out in the textarea, and sends all of it', async () => {
    const page = await open('/api/create-note');
    const big = JSON.stringify({ text: 'x'.repeat(5_000_000), priority: 2 });
    const body = page.getByLabel(/^Body/);
    await body.focus();
    // A paste as the browser delivers it: a trusted-like paste event with the clipboard's text.
    await body.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      (el as HTMLTextAreaElement).select();
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, big);
    await expect.poll(() => page.locator('.explorer-large-body').textContent()).toContain('A 5.0 MB body: it is sent whole');
    expect(await page.locator('textarea.explorer-editor').count()).toBe(0);
    await page.getByLabel('X-Api-Key').fill('sk_test_123');
    await page.getByLabel('X-Request-Id').fill('req_0002');
    const count = mock.received.length;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => response(page).textContent(), { timeout: 30_000 }).toContain('201 Created');
    expect((mock.received[count]!.body as { text: string }).text.length).toBe(5_000_000);
    await page.getByRole('button', { name: 'Clear the body' }).click();
    expect(await page.getByLabel(/^Body/).inputValue()).toBe('');
    await page.close();
  });

  it('checks the JSON body against the schema as it is typed, and names a missing required parameter', async () => {
    const page = await open('/api/create-note');
    const body = page.getByLabel(/^Body/);
    await body.fill('{"text": "", "priority": 9}');
    await expect.poll(() => page.locator('.explorer-error').allTextContents()).toEqual([expect.stringContaining('/text')]);
    const errors = (await page.locator('.explorer-error li').allTextContents()).join('\n');
    expect(errors).toMatch(/\/priority/);
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    await body.fill('{"text": "ok"');
    await expect.poll(() => page.locator('.explorer-error li').allTextContents()).toEqual([expect.stringContaining('Not valid JSON')]);
    await body.fill('{"text": "ok"}');
    await expect.poll(() => body.getAttribute('aria-invalid')).toBe(null);
    // The header starts with the value the code samples send; emptied, it stops Send.
    expect(await page.getByLabel('X-Request-Id').inputValue()).not.toBe('');
    await page.getByLabel('X-Request-Id').fill('');
    const count = mock.received.length;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByRole('status').allTextContents()).toContain('Fix one field first.');
    expect(await page.getByLabel('X-Request-Id').getAttribute('aria-invalid')).toBe('true');
    expect(mock.received.length).toBe(count);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await page.getByLabel('X-Request-Id').getAttribute('id'));
    await page.close();
  });

  it('lets the code samples follow the entered values while the toggle is on', async () => {
    const page = await open('/api/create-note');
    const samples = () =>
      page
        .locator('.code-tab-panel')
        .allTextContents()
        .then((texts) => texts.join('\n'));
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
    // A required parameter with a default starts with it, as the code samples send it.
    expect(await page.getByLabel('limit').inputValue()).toBe('10');
    await page.getByLabel('limit').fill('5');
    await page.getByLabel('status').selectOption('archived');
    const count = mock.received.length;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => response(page).textContent()).toContain('200 OK');
    expect(mock.received[count]).toMatchObject({ method: 'GET', path: '/v1/widgets', query: { limit: 5, status: 'archived' } });
    await page.close();
  });

  it('lets every code sample add the query parameters the reader fills in', async () => {
    const page = await open('/api/list-widgets');
    const sample = (language: string) => page.locator(`.code-block[data-language="${language}"] pre`).textContent();
    expect(await sample('python')).not.toContain('archived');
    await page.getByLabel('status').selectOption('archived');
    await page.getByLabel('Code samples use these values').check();
    await expect.poll(() => sample('curl')).toContain('status=archived');
    expect(await sample('python')).toContain('"status":"archived"');
    expect(await sample('go')).toContain('status=archived');
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
    await expect.poll(() => response(page).textContent()).toContain('answered, but the browser would not let this page read the answer');
    const text = await response(page).textContent();
    expect(text).toContain('CORS');
    expect(text).toContain(`Access-Control-Allow-Origin: ${site.base}`);
    expect(text).toContain('Access-Control-Allow-Headers: X-Api-Key');
    await page.close();
  });

  it('shares credentials across operations in sessionStorage only, and forgets them', async () => {
    const page = await open('/api/create-note');
    await page.getByLabel('X-Api-Key').fill('sk_test_123');
    await open('/api/list-widgets', page);
    expect(await page.getByLabel('X-Api-Key').inputValue()).toBe('sk_test_123');
    const stored = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      url: location.href,
    }));
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

  // Issue 39: every request right, every failure explained.
  describe('issue 39', () => {
    const send = (page: Page) => page.getByRole('button', { name: 'Send', exact: true }).click();

    it('starts with what the code samples send and encodes arrays and deepObject per style and explode', async () => {
      const page = await open('/api/search-widgets');
      await page.getByLabel('X-Api-Key').fill('sk_test_123');
      expect(await page.getByLabel('tags item 1', { exact: true }).inputValue()).toBe('red');
      expect(await page.getByLabel('tags item 2', { exact: true }).inputValue()).toBe('blue');
      expect(JSON.parse(await page.getByLabel(/^filter/).inputValue())).toEqual({ color: 'red', size: 3 });
      // An enum without a default is not sent and says so, with no made-up default.
      const status = page.getByLabel(/^status/);
      expect(await status.inputValue()).toBe('');
      expect(await status.locator('option').first().textContent()).toBe('(not sent)');
      expect(await page.locator('label', { hasText: 'sortOrder' }).textContent()).toContain('deprecated');
      await page.getByRole('button', { name: 'Add tags item' }).click();
      await page.getByLabel('tags item 3', { exact: true }).selectOption('green');
      await page.getByLabel(/^active/).selectOption('true');
      const count = mock.received.length;
      await send(page);
      await expect.poll(() => response(page).textContent()).toContain('200 OK');
      expect(mock.received[count]).toMatchObject({
        path: '/v1/search',
        query: { tags: ['red', 'blue', 'green'], filter: { color: 'red', size: 3 }, active: true },
      });
      expect(await response(page).getByLabel('Request as curl').textContent()).toContain(
        '?tags=red&tags=blue&tags=green&filter%5Bcolor%5D=red&filter%5Bsize%5D=3&active=true',
      );
      await page.close();
    });

    it('checks the documented limits before Send and sends nothing until they hold', async () => {
      const page = await open('/api/search-widgets');
      await page.getByLabel('X-Api-Key').fill('sk_test_123');
      await page.getByLabel(/^limit/).fill('500');
      await page.getByLabel(/^createdAfter/).fill('yesterday');
      const count = mock.received.length;
      await send(page);
      await expect.poll(() => page.locator('.explorer-error').allTextContents()).toEqual([expect.stringContaining('date-time'), 'Must be at most 100.']);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(await page.getByLabel(/^createdAfter/).getAttribute('id'));
      await page.getByLabel(/^limit/).fill('50');
      await page.getByLabel(/^createdAfter/).fill('2024-01-15T09:30:00Z');
      await send(page);
      await expect.poll(() => response(page).textContent()).toContain('200 OK');
      expect(mock.received.length).toBe(count + 1);
      await page.close();
    });

    it('uploads several files in one multipart field', async () => {
      const page = await open('/api/upload-files');
      await page.getByLabel('X-Api-Key').fill('sk_test_123');
      expect(await page.getByLabel(/^note/).inputValue()).toBe('two files');
      const count = mock.received.length;
      await send(page);
      // The files are required: nothing goes before they are chosen.
      await expect.poll(() => page.locator('.explorer-error').allTextContents()).toEqual(['Choose a file.']);
      await page.getByLabel(/^files/).setInputFiles([
        { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('first') },
        { name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from('second') },
      ]);
      await send(page);
      await expect.poll(() => response(page).textContent()).toContain('200 OK');
      expect(mock.received.length).toBe(count + 1);
      expect(mock.received[count]!.parts).toEqual([
        ['files', 'a.txt'],
        ['files', 'b.txt'],
        ['note', 'two files'],
      ]);
      await page.close();
    });

    it('never crashes on an incomplete server URL, offers server variables as selects, and refuses hosts the site does not list', async () => {
      const page = await open('/api/get-mode');
      await page.getByLabel('X-Api-Key').fill('sk_test_123');
      // The sandbox keeps the description server's base path, with the variable's default.
      await send(page);
      await expect.poll(() => response(page).textContent()).toContain('200 OK');
      expect(mock.received.at(-1)).toMatchObject({ path: '/v1/modes' });
      expect(await response(page).getByLabel('Request as curl').textContent()).toContain(`${mock.url}/test/v1/modes`);
      const server = page.getByRole('combobox', { name: 'Base URL' });
      await server.selectOption({ label: 'Local (http://127.0.0.1:{port}/{mode})' });
      const mode = page.getByRole('combobox', { name: /^mode/ });
      expect(await mode.inputValue()).toBe('test');
      expect(await mode.locator('option').allTextContents()).toEqual(['live', 'test']);
      await mode.selectOption('live');
      await send(page);
      await expect.poll(() => response(page).getByRole('alert').textContent()).toContain('empty placeholder');
      expect(await page.getByText('This page crashed').count()).toBe(0);
      expect(await mode.inputValue()).toBe('live');
      await page.getByLabel(/^port/).fill('9');
      const count = mock.received.length;
      await send(page);
      await expect.poll(() => response(page).getByRole('alert').textContent()).toContain('http://127.0.0.1:9 is not a server this site lists');
      await server.selectOption({ label: 'Another server…' });
      await page.getByLabel('Server URL').fill('http://127.0.0.1:9');
      await send(page);
      await expect.poll(() => response(page).textContent()).toContain('Could not reach http://127.0.0.1:9');
      expect(await response(page).textContent()).toContain('No server answered at this address');
      expect(mock.received.length).toBe(count);
      await page.close();
    });

    it('shows the sending state, clears the last answer, cancels, and keeps a short history', async () => {
      const page = await open('/api/get-slowly');
      await page.getByLabel('X-Api-Key').fill('sk_test_123');
      await send(page);
      await expect.poll(() => response(page).textContent()).toContain('Sending the request');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => response(page).textContent()).toContain('Request cancelled');
      await send(page);
      await expect.poll(() => response(page).textContent(), { timeout: 10_000 }).toContain('200 OK');
      await send(page);
      expect(await response(page).textContent()).not.toContain('200 OK');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => page.getByLabel('Earlier responses').locator('option').count()).toBe(3);
      await page.getByLabel('Earlier responses').selectOption({ index: 1 });
      expect(await response(page).textContent()).toContain('200 OK');
      await page.close();
    });

    it('tells a redirect, a gateway error without CORS headers and an unreachable server apart', async () => {
      const page = await open('/api/move-widget');
      await page.getByLabel('X-Api-Key').fill('sk_test_123');
      await send(page);
      await expect.poll(() => response(page).textContent()).toContain('answered with a redirect');
      expect(await response(page).textContent()).toContain('-L');
      await open('/api/get-through-gateway', page);
      await send(page);
      await expect.poll(() => response(page).textContent()).toContain('answered, but the browser would not let this page read the answer');
      expect(await response(page).textContent()).toContain('502 or 503');
      await page.close();
    });

    it('shows a megabyte of JSON as plain text, formats XML, and offers Accept and copy buttons', async () => {
      const page = await open('/api/get-big-report');
      await page.getByLabel('X-Api-Key').fill('sk_test_123');
      await send(page);
      await expect.poll(() => response(page).textContent(), { timeout: 10_000 }).toContain('200 OK');
      const body = response(page).getByLabel('Response body');
      expect(await body.textContent()).toContain('"row_000000"');
      // Only the lines in view are in the document, uncoloured; scrolled to the end, the last rows are.
      expect((await body.textContent())!.length).toBeLessThan(20_000);
      expect(await body.locator('.json-key').count()).toBe(0);
      expect(await response(page).textContent()).toContain('shown without colours');
      await body.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect.poll(() => body.textContent()).toContain('"row_009999"');
      expect(await response(page).getByRole('button', { name: 'Copy response body' }).count()).toBe(1);
      await open('/api/get-statement', page);
      const accept = page.getByLabel('Accept');
      expect(await accept.locator('option').allTextContents()).toEqual(['application/xml', 'application/json']);
      await send(page);
      await expect.poll(() => response(page).textContent()).toContain('200 OK');
      expect(await response(page).getByLabel('Response body').textContent()).toContain('<statement>\n  <line amount="5">Coffee</line>');
      await page.close();
    });

    it('masks the key in the curl view until it is shown, and the code samples follow query, headers and body', async () => {
      const page = await open('/api/create-note');
      await page.getByLabel('X-Api-Key').fill('sk_test_123');
      await page.getByLabel('X-Request-Id').fill('req_0001');
      await send(page);
      await expect.poll(() => response(page).textContent()).toContain('201 Created');
      const curl = response(page).getByLabel('Request as curl');
      await response(page).locator('summary', { hasText: 'Request as curl' }).click();
      expect(await curl.textContent()).not.toContain('sk_test_123');
      expect(await curl.textContent()).toContain('X-Api-Key: ••••••••');
      await response(page).getByRole('button', { name: 'Show credentials' }).click();
      expect(await curl.textContent()).toContain('X-Api-Key: sk_test_123');
      expect(await response(page).getByRole('button', { name: 'Copy curl' }).count()).toBe(1);
      // The samples follow the form: each of the nine is generated again from the form's request, credentials masked.
      await page.getByLabel(/^Body/).fill('{"text": "Ship it", "priority": 4}');
      await page.getByLabel('Code samples use these values').check();
      const curlSample = page.locator('.code-block[data-language="curl"] pre');
      await expect.poll(() => curlSample.textContent()).toContain('Ship it');
      expect(await curlSample.textContent()).toContain('X-Request-Id: req_0001');
      const generated = await page.locator('.code-block[data-language]:not([data-written]) pre').allTextContents();
      expect(generated).toHaveLength(9);
      for (const source of generated) {
        expect(source).toContain('Ship it');
        expect(source).toContain('req_0001');
        expect(source).not.toContain('sk_test_123');
      }
      // Python writes the JSON body as a dict, which text swapping never reached.
      expect(await page.locator('.code-block[data-language="python"] pre').textContent()).toContain('"priority": 4');
      await page.getByLabel('Code samples use these values').uncheck();
      await expect.poll(() => curlSample.textContent()).not.toContain('Ship it');
      for (const source of await page.locator('.code-block[data-language] pre').allTextContents()) expect(source).not.toContain('Ship it');
      // Back as built: highlighted again.
      expect(await curlSample.locator('span[style]').count()).toBeGreaterThan(0);
      await page.close();
    });

    it('is reachable by keyboard only, and axe clean with arrays, files and an answer in both colour modes', async () => {
      const page = await browser.newPage();
      await page.goto(`${site.base}/api/search-widgets`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Try it', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
      await page.keyboard.press('Tab'); // the Base URL select
      let name = '';
      for (let i = 0; i < 80 && name !== 'X-Api-Key'; i++) {
        await page.keyboard.press('Tab');
        name = await page.evaluate(() =>
          document.activeElement?.id ? (document.querySelector(`label[for="${document.activeElement.id}"]`)?.textContent ?? '') : '',
        );
      }
      expect(name).toBe('X-Api-Key');
      await page.keyboard.type('sk_test_123');
      for (let i = 0; i < 80 && name !== 'Send'; i++) {
        await page.keyboard.press('Tab');
        name = await page.evaluate(() => document.activeElement?.textContent ?? '');
      }
      expect(name).toBe('Send');
      await page.keyboard.press('Enter');
      await expect.poll(() => response(page).textContent()).toContain('200 OK');
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState === 'finished'));
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });
});

/** A CORS proxy as a site would run one: `PROXY/<full target URL>` is forwarded, and its answer gets CORS headers. */
async function startProxy(): Promise<{ url: string; forwarded: string[]; stop: () => Promise<void> }> {
  const { createServer } = await import('node:http');
  const forwarded: string[] = [];
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'X-Mock-Request, Content-Type');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
      return void res.writeHead(204).end();
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const target = (req.url ?? '/').slice(1);
      forwarded.push(`${req.method} ${target}`);
      const headers = Object.fromEntries(
        Object.entries(req.headers)
          .filter(([n]) => !['host', 'origin', 'referer', 'connection', 'content-length'].includes(n))
          .map(([n, v]) => [n, String(v)]),
      );
      const answer = await fetch(target, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
      res
        .writeHead(answer.status, {
          'Content-Type': answer.headers.get('content-type') ?? 'text/plain',
          'X-Mock-Request': answer.headers.get('x-mock-request') ?? '',
        })
        .end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}/`,
    forwarded,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!hasChromium)('API explorer with a proxy and credentials kept nowhere (issue 39)', () => {
  let site2: Awaited<ReturnType<typeof startSite>>;
  let mock2: Awaited<ReturnType<typeof startMockApi>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let dir: string;
  beforeAll(async () => {
    mock2 = await startMockApi(path.join(FIXTURE, 'mk-openapi/openapi.json'));
    proxy = await startProxy();
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-explorer-proxy-'));
    cpSync(FIXTURE, dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'portal.config.ts'),
      `export default { title: 'Explorer Fixture', openapi: { file: 'mk-openapi/openapi.json', sandboxUrl: ${JSON.stringify(mock2.url)}, explorer: { proxyUrl: ${JSON.stringify(proxy.url)}, credentials: 'none' } } };\n`,
    );
    site2 = await startSite({ cwd: dir });
  }, 120_000);
  afterAll(async () => {
    await site2?.stop();
    await proxy?.stop();
    await mock2?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function openOn(route: string, page?: Page): Promise<Page> {
    const p = page ?? (await site2.browser.newPage());
    p.setDefaultTimeout(15_000);
    await p.goto(`${site2.base}${route}`);
    await hydrated(p);
    await p.getByRole('button', { name: 'Try it', exact: true }).click();
    await p.getByRole('button', { name: 'Send', exact: true }).waitFor();
    return p;
  }

  it('sends directly when the sandbox allows CORS: the proxy sees nothing, and is not offered', async () => {
    const page = await openOn('/api/list-widgets');
    await page.getByLabel('X-Api-Key').fill('sk_test_123');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => response(page).textContent()).toContain('200 OK');
    expect(proxy.forwarded).toEqual([]);
    expect(await response(page).getByRole('button', { name: 'Send through the proxy' }).count()).toBe(0);
    await page.close();
  });

  it('offers the proxy only after a direct request fails, and then the proxy carries it', async () => {
    const page = await openOn('/api/list-reports');
    await page.getByLabel('X-Api-Key').fill('sk_test_123');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => response(page).textContent()).toContain('CORS');
    expect(proxy.forwarded).toEqual([]);
    await response(page).getByRole('button', { name: 'Send through the proxy' }).click();
    await expect.poll(() => response(page).textContent()).toContain('200 OK');
    expect(proxy.forwarded).toEqual([`GET ${mock2.url}/v1/reports`]);
    expect(mock2.received.at(-1)).toMatchObject({ method: 'GET', path: '/v1/reports' });
    expect(await response(page).textContent()).toContain(`The request went through the proxy ${proxy.url}`);
    await page.close();
  });

  it('keeps credentials nowhere with `credentials: none`: not in either storage, gone after a reload', async () => {
    const page = await openOn('/api/create-note');
    await page.getByLabel('X-Api-Key').fill('sk_test_123');
    expect(await page.getByLabel('X-Api-Key').inputValue()).toBe('sk_test_123');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie + location.href);
    expect(stored).not.toContain('sk_test_123');
    expect(await page.locator('.explorer-form').textContent()).toContain('never stored');
    // Forgotten when the page goes.
    await openOn('/api/create-note', page);
    expect(await page.getByLabel('X-Api-Key').inputValue()).toBe('');
    await page.close();
  });
});
