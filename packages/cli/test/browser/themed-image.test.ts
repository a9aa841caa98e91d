import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, startSite } from './browser.ts';

// @theme/ThemedImage: both images are in the HTML; the page's colour mode shows one.
const FIXTURE = path.resolve(import.meta.dirname, '../../../renderer/test/fixtures/docusaurus-mdx');

describe.skipIf(!hasChromium)('@theme/ThemedImage in Chromium', () => {
  let site: { base: string; browser: Browser; stop: () => Promise<void> };
  beforeAll(async () => {
    site = await startSite({ cwd: FIXTURE });
  }, 120_000);
  afterAll(() => site?.stop());

  /** The src of the visible "Event flow" images on the page in a colour mode chosen before it loads. */
  async function shown(choice: 'light' | 'dark' | undefined, options: { javaScriptEnabled?: boolean } = {}) {
    const context = await site.browser.newContext(options);
    if (choice) await context.addInitScript((c) => localStorage.setItem('theme-choice', c), choice);
    const page = await context.newPage();
    await page.goto(`${site.base}/guides/webhooks`);
    const images = page.getByRole('img', { name: 'Event flow' });
    await expect.poll(() => images.count()).toBe(1);
    const src = await images.getAttribute('src');
    const loaded = await images.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    await context.close();
    return { src, loaded };
  }

  it('shows the light image in light mode and without JavaScript, the dark one in dark mode', async () => {
    expect(await shown('light')).toEqual({ src: '/img/flow-light.svg', loaded: true });
    expect(await shown(undefined, { javaScriptEnabled: false })).toEqual({ src: '/img/flow-light.svg', loaded: true });
    expect(await shown('dark')).toEqual({ src: '/img/flow-dark.svg', loaded: true });
  });
});
