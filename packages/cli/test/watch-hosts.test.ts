import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureWatch } from './watch-helpers.ts';

// Issue 42: a page on another site whose DNS name is rebound to 127.0.0.1 sends its own name in
// `Host`; the dev server must not show it the (draft) pages nor the event stream.

let site: Awaited<ReturnType<typeof startFixtureWatch>>;
let port: number;

/** A raw request, so the test sets `Host` and `Origin` as a hostile page's browser would. */
function get(pathname: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, headers, setHost: false }, (res) => {
      if (res.headers['content-type']?.startsWith('text/event-stream')) {
        res.destroy();
        resolve({ status: res.statusCode!, body: '' });
        return;
      }
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('portal watch answers only its own host (issue 42)', () => {
  beforeAll(async () => {
    site = await startFixtureWatch();
    port = Number(new URL(site.base).port);
  });
  afterAll(() => site?.stop());

  it('serves requests addressed to localhost, an IP address or the host it listens on', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `app.localhost:${port}`, 'localhost']) {
      const answer = await get('/guides/first', { Host: host });
      expect(answer.status, host).toBe(200);
      expect(answer.body).toContain('First guide');
    }
  });

  // (Node's parser itself answers 400 to a request with no Host or a malformed one.)
  it('answers 403 to another Host and shows nothing of the site', async () => {
    for (const host of [`evil.example:${port}`, 'evil.example', `localhost.evil.example:${port}`, `127.0.0.1.nip.io:${port}`, `[::1].evil.example`]) {
      const headers = { Host: host };
      for (const pathname of ['/guides/first', '/', '/__portal/events', '/assets/site.css', '/missing']) {
        const answer = await get(pathname, headers);
        expect(answer.status, `${host} ${pathname}`).toBe(403);
        expect(answer.body).not.toContain('First guide');
        expect(answer.body).toContain('--host');
      }
    }
  });

  it('opens the event stream for the same origin only', async () => {
    expect((await get('/__portal/events', { Host: `127.0.0.1:${port}` })).status).toBe(200);
    expect((await get('/__portal/events', { Host: `127.0.0.1:${port}`, Origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    for (const origin of ['http://evil.example', `http://localhost:${port + 1}`, 'null', `file://127.0.0.1:${port}`]) {
      expect((await get('/__portal/events', { Host: `127.0.0.1:${port}`, Origin: origin })).status, origin).toBe(403);
    }
  });
});
