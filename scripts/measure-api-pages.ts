/**
 * Measures the API reference pages of a built site in real Chromium: page heights at 1280 × 800 and
 * 375 × 812, horizontal overflow, the code sample box's width, and the JavaScript each page loads
 * (gzip). Usage: node scripts/measure-api-pages.ts BUILD_DIR [route ...] (screenshots with SHOTS=DIR).
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createStaticServer } from '../packages/cli/src/serve/static-server.ts';

const dir = path.resolve(process.argv[2] ?? 'build');
const routes = process.argv.length > 3 ? process.argv.slice(3) : ['/api/create-payment', '/api/get-transaction', '/api/create-refund', '/api/mk-api'];
const server = createStaticServer({ dir });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const route of routes) {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const m = await page.evaluate(() => {
      const box = document.querySelector('.code-tabs')?.getBoundingClientRect();
      return { height: document.documentElement.scrollHeight, scrollWidth: document.documentElement.scrollWidth, samples: box ? Math.round(box.width) : null };
    });
    const js = [...scripts].reduce((sum, p) => sum + gzipSync(readFileSync(path.join(dir, decodeURIComponent(p)))).length, 0);
    console.log(
      `${route} ${width}px: height ${m.height}, scrollWidth ${m.scrollWidth}, samples box ${m.samples}, JS ${(js / 1024).toFixed(1)} KB gzip (${scripts.size} files)`,
    );
    if (process.env.SHOTS) await page.screenshot({ path: path.join(process.env.SHOTS, `${route.replace(/\W+/g, '_')}-${width}.png`) });
    await context.close();
  }
}
await browser.close();
server.close();
