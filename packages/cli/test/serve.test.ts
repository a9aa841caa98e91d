import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../src/serve/static-server.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-serve-'));
const site = path.join(tmp, 'build');
const secret = path.join(tmp, 'secret.txt');
let base: string;
let close: () => void;

beforeAll(async () => {
  const files: Record<string, string> = {
    'index.html': '<!DOCTYPE html><title>Home</title>',
    '404.html': '<!DOCTYPE html><title>Page Not Found</title>',
    'guides/SDK/Java-sdk/index.html': `<!DOCTYPE html><title>Java SDK</title>${'<p>text</p>'.repeat(200)}`,
    'assets/css/styles.0123456789.css': `body { color: black; }${' '.repeat(400)}`,
    'mk-openapi/openapi.yml': 'openapi: 3.1.0\n',
    'api/mk-api/index.html': '<!DOCTYPE html><title>API</title>',
    'csp/index.html':
      '<!DOCTYPE html><title>CSP</title><script>document.documentElement.dataset.theme="light"</script><script type="application/ld+json">{"a":1}</script><script type="module" src="/assets/js/main.js"></script>',
    'assets/images/evil.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>parent.__pwned = 1</script></svg>',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    writeFileSync(path.join(site, rel), text);
  }
  writeFileSync(secret, 'outside the site');
  symlinkSync(secret, path.join(site, 'leak.txt'));
  const server = createStaticServer({ dir: site });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(tmp, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (fetch would normalise `..` in the path before sending it). */
function get(rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${rawPath.startsWith('/') ? '' : '/'}`, { method, headers, path: rawPath }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('portal serve', () => {
  it('serves exact routes from R/index.html with the right content type', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body.toString()).toContain('<title>Home</title>');
    const guide = await get('/guides/SDK/Java-sdk');
    expect(guide.status).toBe(200);
    expect(guide.body.toString()).toContain('<title>Java SDK</title>');
    expect((await get('/mk-openapi/openapi.yml')).headers['content-type']).toBe('application/yaml; charset=utf-8');
  });

  it('answers unknown paths, wrong case and folders with the not-found page and status 404', async () => {
    for (const p of ['/nope', '/guides/sdk/java-sdk', '/assets/', '/assets/css']) {
      const reply = await get(p);
      expect(reply.status, p).toBe(404);
      expect(reply.body.toString()).toContain('<title>Page Not Found</title>');
    }
  });

  it('redirects a trailing slash to the route without it', async () => {
    const reply = await get('/guides/SDK/Java-sdk/?x=1');
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe('/guides/SDK/Java-sdk?x=1');
  });

  it('never serves anything outside the folder', async () => {
    for (const p of [
      '/../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/guides/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '//etc/passwd',
      `/${secret}`,
      '/leak.txt',
      '/%00index.html',
      '/%E0%A4%A',
    ]) {
      const reply = await get(p);
      expect(reply.status, p).toBe(404);
      expect(reply.body.toString()).not.toContain('outside the site');
    }
  });

  // Issue 11: leading slashes never make a request path a host, a crash or the home page.
  it('normalises repeated slashes and dot segments, and never redirects off the site', async () => {
    const root = await get('//');
    expect(root.status).toBe(301);
    expect(root.headers.location).toBe('/');
    const x = await get('//x');
    expect(x.status).toBe(404);
    expect(x.body.toString()).toContain('<title>Page Not Found</title>');
    const api = await get('/.//api/mk-api/');
    expect(api.status).toBe(301);
    expect(api.headers.location).toBe('/api/mk-api');
    for (const p of ['//api/mk-api', '///api//mk-api/', '/./api/./mk-api', '//guides/SDK/Java-sdk?x=1']) {
      const reply = await get(p);
      expect(reply.status, p).toBe(301);
      expect(String(reply.headers.location), p).toMatch(/^\/(?!\/)/);
    }
    for (const p of ['//', '///', '//x', '/.//', '//%2e%2e/', '/%ZZ', '//evil.example/%2f..', '/\\evil.example']) {
      const reply = await get(p);
      expect(reply.status, p).not.toBe(500);
      expect(String(reply.headers.location ?? '/'), p).toMatch(/^\/(?![/\\])/);
    }
  });

  it('compresses text with brotli or gzip and sets an ETag that answers 304', async () => {
    const br = await get('/guides/SDK/Java-sdk', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('Java SDK');
    const gz = await get('/guides/SDK/Java-sdk', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('Java SDK');
    const etag = String(gz.headers.etag);
    expect((await get('/guides/SDK/Java-sdk', { 'if-none-match': etag })).status).toBe(304);
  });

  it('caches hashed assets forever and pages never without checking', async () => {
    expect((await get('/assets/css/styles.0123456789.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });

  it('keeps answering under a bounded loopback load', async () => {
    const total = 400;
    const concurrency = 20;
    let next = 0;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          statuses.push((await get(next % 5 === 0 ? '/nope' : '/guides/SDK/Java-sdk', { 'accept-encoding': 'br' })).status);
        }
      }),
    );
    expect(statuses).toHaveLength(total);
    expect(statuses.filter((s) => s === 200)).toHaveLength(total - total / 5);
    expect(statuses.filter((s) => s === 404)).toHaveLength(total / 5);
  });
});

describe('portal serve: Content-Security-Policy (issue 41)', () => {
  it("sends pages a policy that allows the site's scripts and the page's own inline scripts by hash", async () => {
    const reply = await get('/csp');
    const policy = String(reply.headers['content-security-policy']);
    // sha256 of the inline script's text, in base64, as the browser computes it.
    const hash = (await import('node:crypto')).createHash('sha256').update('document.documentElement.dataset.theme="light"').digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy.match(/sha256-/g)).toHaveLength(1);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect((await get('/no-such-page')).headers['content-security-policy']).toMatch(/^default-src 'self'/);
  });

  it('sends an SVG and every other non-page file a policy with no script and a sandbox; scripts and styles none', async () => {
    for (const route of ['/assets/images/evil.0123456789.svg', '/mk-openapi/openapi.yml']) {
      expect(String((await get(route)).headers['content-security-policy'])).toMatch(/script-src 'none'; sandbox$/);
    }
    expect((await get('/assets/css/styles.0123456789.css')).headers['content-security-policy']).toBeUndefined();
  });
});
