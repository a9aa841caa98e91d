import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '@portal/renderer';
import { builtBase } from '../../src/commands/serve.ts';
import { createStaticServer } from '../../src/serve/static-server.ts';
import { hasChromium, hydrated, launchChromium } from './browser.ts';

// The fixture site served under /docs/ (renderer/test/fixtures/base-url), as `portal serve` serves it.
const SITE = path.resolve(import.meta.dirname, '../../../renderer/test/fixtures/base-url');

let origin: string;
let browser: Browser;
let server: Server;
let tmp: string;

/** A page that records every request it makes, what failed and what answered an error. */
async function open(url: string): Promise<{ page: Page; requests: string[]; failed: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && failed.push(`${r.url()} ${r.status()}`));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${origin}${url}`);
  await hydrated(page);
  return { page, requests, failed, errors };
}

/** Every request went to the site under /docs/. */
function underBase(requests: string[]): string[] {
  return requests.filter((r) => !r.startsWith(`${origin}/docs/`));
}

describe.skipIf(!hasChromium)('a site served under its baseUrl /docs/', () => {
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-base-url-browser-'));
    const dir = path.join(tmp, 'build');
    await build({ cwd: SITE, outDir: dir });
    expect(builtBase(dir)).toBe('/docs/');
    server = createStaticServer({ dir, base: builtBase(dir) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    rmSync(tmp, { recursive: true, force: true });
  });

  it('sends / to the base; navigates client-side; switches colour mode; requests nothing outside the base', async () => {
    const { page, requests, failed, errors } = await open('/');
    expect(new URL(page.url()).pathname).toBe('/docs/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'the intro' }).click();
    await page.waitForURL(`${origin}/docs/guides/intro`);
    await page.getByRole('heading', { name: 'Intro', level: 1 }).waitFor();
    // The same document: the page was swapped in by client navigation, not loaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.getByRole('link', { name: 'Setup with the base' }).click();
    await page.waitForURL(`${origin}/docs/guides/setup#install`);
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.getByRole('button', { name: /Switch between dark, light and system mode/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);
    // A collapsed category opens from the sidebar's items file, fetched under the base, its links under it too.
    await page.getByRole('button', { name: 'Reference', exact: true }).click();
    const limits = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Limits' });
    await expect.poll(() => limits.isVisible()).toBe(true);
    expect(await limits.getAttribute('href')).toBe('/docs/reference/limits');
    // The image of the guide and the static logo load from under the base.
    await page.goto(`${origin}/docs/guides/intro`);
    await hydrated(page);
    expect(await page.locator('article img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0))).toEqual([true, true]);
    expect(underBase(requests.slice(1))).toEqual([]);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finds pages with search and opens them under the base', async () => {
    const { page, requests, failed, errors } = await open('/docs/');
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('install');
    const hit = dialog.getByRole('link').filter({ hasText: 'Setup' }).first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toMatch(/^\/docs\/guides\/setup/);
    await hit.click();
    await page.waitForURL(/\/docs\/guides\/setup/);
    await page.getByRole('heading', { name: 'Setup', level: 1 }).waitFor();
    expect(requests.some((r) => r.startsWith(`${origin}/docs/search/`))).toBe(true);
    expect(underBase(requests)).toEqual([]);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the explorer of an operation page without errors, its schemas fetched under the base', async () => {
    const { page, requests, failed, errors } = await open('/docs/api/create-pet');
    await page.getByRole('button', { name: 'Try it', exact: true }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    await expect.poll(() => requests.some((r) => r.startsWith(`${origin}/docs/assets/explorer/schemas.`))).toBe(true);
    await page.getByRole('button', { name: 'Copy page as Markdown' }).waitFor();
    expect(underBase(requests)).toEqual([]);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the not-found page with its assets for an unknown path under the base and outside it', async () => {
    for (const url of ['/docs/no/such/page', '/elsewhere']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const failed: string[] = [];
      page.on('response', (r) => r.status() >= 400 && r.url() !== `${origin}${url}` && failed.push(`${r.url()} ${r.status()}`));
      const response = await page.goto(`${origin}${url}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await hydrated(page);
      // The stylesheet applied: the navbar is laid out as a flex row.
      expect(await page.locator('.navbar-inner').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
      expect(failed).toEqual([]);
      await context.close();
    }
  });
});
