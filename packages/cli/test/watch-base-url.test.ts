import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE_URL_PAGES, brokenUnderBase, makeBaseUrlSite } from './base-url-site.ts';
import { page, startFixtureWatch } from './watch-helpers.ts';

// Generous: the machine is shared with other builds. Nothing here asserts a duration.
const POLL = { timeout: 60_000, interval: 50 };

let site: Awaited<ReturnType<typeof startFixtureWatch>>;

/** The events of the stream at `path` until `until` says enough, or the time is up. */
async function readEvents(url: string, until: (text: string) => boolean): Promise<{ status: number; text: string }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 30_000);
  const response = await fetch(url, { signal: abort.signal });
  let text = '';
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      text += Buffer.from(chunk).toString('utf8');
      if (until(text)) break;
    }
  } catch {
    // Aborted: the time is up.
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return { status: response.status, text };
}

describe('portal watch of a site under a base path (issue 37)', () => {
  beforeAll(async () => {
    site = await startFixtureWatch({ prepare: makeBaseUrlSite });
  }, 120_000);
  afterAll(async () => site?.stop());

  it('serves every page under the base, and every URL a page or its stylesheet names answers under it', async () => {
    expect(site.log.join('')).not.toMatch(/error/i);
    expect(await brokenUnderBase(site.base, BASE_URL_PAGES)).toEqual([]);
    // Outside the base: the not-found page; the root goes to the base.
    expect(await page(site.base, '/guides/first')).toMatch(/^404 /);
    const root = await fetch(`${site.base}/`, { redirect: 'manual' });
    expect([root.status, root.headers.get('location')]).toEqual([302, '/docs/']);
  });

  it('links the navbar, the version dropdown and the API sidebars under the base', async () => {
    const html = await page(site.base, '/docs/guides/first');
    expect(html).toContain('class="navbar-link navbar-link-active" href="/docs/guides/first"'); // the navbar item
    expect(await page(site.base, '/docs/api/reporting/reporting-api')).toContain('href="/docs/api/reporting/list-reports"');
    expect(html).toMatch(/class="navbar-versions"[\s\S]*href="\/docs\/1\.0"/);
    expect(html).toContain('src="/docs/img/logo.svg"');
  });

  it("rewrites the stylesheets' url()s under the base: a file of the stylesheet's own and one of static/", async () => {
    const html = await page(site.base, '/docs/guides/first');
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
    expect(href).toMatch(/^\/docs\/assets\/css\/styles\.css\?v=/);
    const css = await page(site.base, href);
    expect(css).toMatch(/url\("?\/docs\/assets\/site\/tile\.[\w-]+\.svg"?\)/);
    expect(css).toMatch(/url\("?\/docs\/img\/pattern\.svg"?\)/);
  });

  it('gives the live-reload client its base, and its event stream under the base', async () => {
    const html = await page(site.base, '/docs/guides/first');
    expect(html).toMatch(/<script data-portal-live-reload data-build="\d+" data-base="\/docs\/">/);
    const events = await readEvents(`${site.base}/docs/__portal/events`, (text) => text.includes('event: hello'));
    expect(events.status).toBe(200);
    expect(events.text).toContain('event: hello');
  });

  it('tells the tabs which page changed by its route, and serves the change under the base', async () => {
    const seen = site.updates.length;
    site.edit('content/guides/first.md', (t) => t.replace('says hello', 'says hello under a base'));
    await vi.waitFor(() => expect(site.updates.length).toBeGreaterThan(seen), POLL);
    expect(site.updates.at(-1)!.result).toMatchObject({ kind: 'reload', routes: ['/guides/first'] });
    expect(await page(site.base, '/docs/guides/first')).toContain('says hello under a base');
  });
});
