import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from '@portal/renderer';
import { createStaticServer } from '../../src/serve/static-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** Debian's Chromium, headless, with the flags this machine needs (no sandbox, no GPU, no network of its own). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * The real site, built once per test run for every browser test that reads it (they only read it):
 * the first file to ask builds it under the run's folder (scripts/test-temp-dirs.ts) while the others
 * wait for its marker. Outside such a run, each caller builds its own.
 */
async function realSiteBuild(): Promise<string> {
  const root = process.env['PORTAL_TEST_ROOT'];
  if (!root) {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-real-site-'));
    await build({ cwd: ROOT, outDir });
    return outDir;
  }
  const outDir = path.join(root, 'real-site-build');
  const done = path.join(root, 'real-site-built');
  try {
    mkdirSync(path.join(root, 'real-site-lock'));
  } catch {
    while (!existsSync(done)) await new Promise((resolve) => setTimeout(resolve, 200));
    return outDir;
  }
  await build({ cwd: ROOT, outDir });
  writeFileSync(done, '');
  return outDir;
}

/** A site (the real one unless `cwd` names a fixture), built into a temporary folder (the real one once per run) and served on loopback, with a fresh Chromium. */
export async function startSite(options: { cwd?: string } = {}): Promise<{ base: string; browser: Browser; stop: () => Promise<void> }> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-browser-'));
  const outDir = options.cwd === undefined ? await realSiteBuild() : path.join(tmp, 'build');
  if (options.cwd !== undefined) await build({ cwd: options.cwd, outDir });
  const server: Server = createStaticServer({ dir: outDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  return {
    base,
    browser,
    stop: async () => {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Waits until every island of the page is hydrated (within `timeout` ms when given, else Playwright's default). */
export async function hydrated(page: Page, timeout?: number): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => el.hasAttribute('data-hydrated')), undefined, { timeout });
}

/** axe-core's source, injected into pages. */
export const axeSource = () => readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** The page's axe-core violations, as `rule (node count)`. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the page's Content-Security-Policy refuses an inline <script> tag.
  await page.evaluate(axeSource());
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe.run();
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}
