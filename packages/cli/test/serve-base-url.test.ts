import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtBase } from '../src/commands/serve.ts';
import { createStaticServer } from '../src/serve/static-server.ts';

// `portal serve` of a site built for /docs/: the folder's files are served under the base path.
let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-serve-base-'));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><script type="module" src="/docs/assets/js/main.ABCDEFGH.js"></script></head><body>${title}</body></html>`;
  writeFileSync(path.join(dir, 'index.html'), page('home'));
  writeFileSync(path.join(dir, '404.html'), page('not found'));
  mkdirSync(path.join(dir, 'guides/intro'), { recursive: true });
  writeFileSync(path.join(dir, 'guides/intro/index.html'), page('intro'));
  mkdirSync(path.join(dir, 'assets/js'), { recursive: true });
  writeFileSync(path.join(dir, 'assets/js/main.ABCDEFGH.js'), 'export {};');
  server = createStaticServer({ dir, base: builtBase(dir) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${origin}${url}`, { redirect: 'manual' });

describe('portal serve of a site built for a base path', () => {
  it('learns the base from the pages', () => {
    expect(builtBase(dir)).toBe('/docs/');
  });

  it('serves pages and assets under the base', async () => {
    expect(await (await get('/docs/')).text()).toContain('home');
    expect(await (await get('/docs/guides/intro')).text()).toContain('intro');
    const asset = await get('/docs/assets/js/main.ABCDEFGH.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('redirects / and the base without its slash to the base, and a trailing slash to the URL without it', async () => {
    for (const url of ['/', '/docs']) {
      const response = await get(url);
      expect(response.status, url).toBe(302);
      expect(response.headers.get('location')).toBe('/docs/');
    }
    const slash = await get('/docs/guides/intro/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/docs/guides/intro');
  });

  it('answers the not-found page for a path outside the base or unknown under it', async () => {
    for (const url of ['/guides/intro', '/docsy', '/docs/nope', '/assets/js/main.ABCDEFGH.js']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain('not found');
    }
  });
});
