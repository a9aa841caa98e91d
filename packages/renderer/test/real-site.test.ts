import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../src/build.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SITE_TITLE = 'Merchant Kit Developer Portal';

/** SPEC §2: the guide routes, exact and case-preserving. */
const GUIDE_ROUTES = [
  '/',
  '/guides/custom-api/iframeJs',
  '/guides/custom-api/paymentLinks',
  '/guides/custom-api/recurringPayments',
  '/guides/custom-api/refunds',
  '/guides/custom-api/RegularPaymentFlow',
  '/guides/modules/AllModules',
  '/guides/modules/ThirdParty',
  '/guides/SDK/Java-sdk',
  '/guides/SDK/Php-sdk',
];
const CATEGORY_ROUTES = ['/category/custom-api-integration', '/category/modules', '/category/sdk'];
/** SPEC §2: the API reference routes. */
const API_OVERVIEW = '/api/mk-api';
const OPERATION_ROUTES = [
  '/api/add-merchant-data-to-transaction',
  '/api/create-payment',
  '/api/create-refund',
  '/api/create-transaction',
  '/api/get-account-statement',
  '/api/get-account-statement-camt-053',
  '/api/get-account-statement-xml',
  '/api/get-fees',
  '/api/get-payment-methods',
  '/api/get-refund',
  '/api/get-refund-list',
  '/api/get-shop-configuration',
  '/api/get-transaction',
  '/api/get-transaction-list',
  '/api/get-transaction-statement',
];
/** Issue 15: the changelog of the Merchant Kit API (DESIGN.md's routes). */
const CHANGELOG_POSTS = [
  '/changelog/2025/10/07/api-1-4-0',
  '/changelog/2025/07/15/api-1-3-0',
  '/changelog/merchant-reference-deprecation',
  '/changelog/2025/04/08/api-1-2-0',
  '/changelog/2024/11/18/api-1-0-0',
];
const CHANGELOG_ROUTES = ['/changelog', ...CHANGELOG_POSTS, '/changelog/tags', '/changelog/tags/release', '/changelog/tags/deprecation', '/changelog/archive'];
const SAMPLE_LABELS = ['Python', 'cURL', 'C#', 'Go', 'Node.js', 'Ruby', 'PHP', 'Java', 'PowerShell'];

let out: string;
let result: BuildResult;
beforeAll(async () => {
  out = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-real-')), 'build');
  result = await build({ cwd: ROOT, outDir: out });
});
afterAll(() => rmSync(path.dirname(out), { recursive: true, force: true }));

function page(route: string) {
  const file = path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  return fromHtml(readFileSync(file, 'utf8'));
}

const text = (node: Element | undefined) => (node ? toString(node).trim() : undefined);

describe('the real site', () => {
  it('builds without warnings', () => {
    expect(result.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`)).toEqual([]);
  });

  it.each([...GUIDE_ROUTES, ...CATEGORY_ROUTES])('writes %s with the layout of SPEC §2', (route) => {
    const tree = page(route);
    const title = text(select('title', tree));
    expect(title).toMatch(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
    expect(select('h1', tree)).toBeDefined();
    expect(select('meta[name=description]', tree)?.properties.content).toBeTruthy();
    expect(select('link[rel=canonical]', tree)?.properties.href).toBe(`https://developer.merchantkit.example${route}`);
    expect(select('meta[property="og:title"]', tree)?.properties.content).toBe(title);
    // The skip link is the first focusable element of the body.
    const firstLink = select('body a, body button', tree);
    expect(text(firstLink)).toBe('Skip to main content');
    expect(firstLink?.properties.href).toBe('#main-content');
    expect(select('main#main-content', tree)).toBeDefined();
    const nav = selectAll('nav[aria-label=Main] a', tree).map((a) => [text(a), a.properties.href]);
    expect(nav).toEqual(
      expect.arrayContaining([
        ['Guides', '/'],
        ['REST API', '/api/mk-api'],
      ]),
    );
    expect(select('[data-island=ColorModeToggle] button', tree)).toBeDefined();
    const current = selectAll('nav[aria-label="Docs sidebar"] a[aria-current=page]', tree);
    expect(current.map((a) => a.properties.href)).toEqual([route]);
    expect(text(select('footer.footer-dark', tree))).toBe('Copyright © 2025 Merchant Kit');
    if (route !== '/') {
      expect(select('nav[aria-label=Breadcrumbs]', tree)).toBeDefined();
      const ld = JSON.parse(text(select('script[type="application/ld+json"]', tree)) ?? '{}');
      expect(ld['@type']).toBe('BreadcrumbList');
    }
  });

  it('gives each guide a TOC of h2–h3 and anchors on its headings', () => {
    for (const route of GUIDE_ROUTES.slice(1)) {
      const tree = page(route);
      const h2 = select('.markdown h2[id]', tree)!;
      const link = select('a.hash-link', h2)!;
      const heading = toString(h2).replace(/#$/, '');
      expect(link.properties.ariaLabel).toBe(`Direct link to ${heading}`);
      expect(link.properties.title).toBe(`Direct link to ${heading}`);
      const tocTargets = selectAll('nav.toc a', tree).map((a) => String(a.properties.href).slice(1));
      const headingIds = selectAll('.markdown h2[id], .markdown h3[id]', tree).map((h) => String(h.properties.id));
      expect(tocTargets).toEqual(headingIds);
    }
  });

  it('generates the category index pages with a card per item', () => {
    const tree = page('/category/custom-api-integration');
    const cards = selectAll('.card', tree).map((a) => a.properties.href);
    expect(cards).toEqual([
      '/guides/custom-api/RegularPaymentFlow',
      '/guides/custom-api/iframeJs',
      '/guides/custom-api/paymentLinks',
      '/guides/custom-api/recurringPayments',
      '/guides/custom-api/refunds',
    ]);
    for (const card of selectAll('.card', tree)) expect(text(select('.card-description', card))).toBeTruthy();
    expect(selectAll('.card', page('/category/modules')).map((a) => a.properties.href)).toEqual(['/guides/modules/AllModules', '/guides/modules/ThirdParty']);
    expect(selectAll('.card', page('/category/sdk')).map((a) => a.properties.href)).toEqual(['/guides/SDK/Java-sdk', '/guides/SDK/Php-sdk']);
  });

  it('marks the docs version of guides and category pages, and of no other page (the client stores it as the preferred version)', () => {
    const version = (route: string) => (select('main', page(route))?.properties['dataDocsVersion'] as string | undefined) ?? null;
    for (const route of [...GUIDE_ROUTES, ...CATEGORY_ROUTES]) expect(version(route), route).toBe('current');
    for (const route of [API_OVERVIEW, ...OPERATION_ROUTES, '/changelog']) expect(version(route), route).toBeNull();
  });

  it('writes the not-found page, the sitemap and the version metadata', () => {
    const notFound = fromHtml(readFileSync(path.join(out, '404.html'), 'utf8'));
    expect(text(select('h1', notFound))).toBe('Page Not Found');
    expect(text(select('title', notFound))).toBe(`Page Not Found | ${SITE_TITLE}`);
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    for (const route of [...GUIDE_ROUTES, ...CATEGORY_ROUTES])
      expect(sitemap).toContain(`<loc>https://developer.merchantkit.example${route === '/' ? '/' : route}</loc>`);
    expect(sitemap).not.toContain('404');
    const [version] = JSON.parse(readFileSync(path.join(out, 'versions.json'), 'utf8'));
    expect(version).toMatchObject({ name: 'current', label: 'Next', isLast: true, path: '/', mainDocId: 'index', draftIds: [] });
    expect(Object.keys(version.sidebars)).toContain('docs');
  });

  it.each([API_OVERVIEW, ...OPERATION_ROUTES])('writes the API page %s with the API sidebar and the REST API navbar item active', (route) => {
    const tree = page(route);
    expect(text(select('title', tree))).toMatch(new RegExp(`^.+ \\| ${SITE_TITLE}$`));
    expect(text(select('nav[aria-label=Main] a.navbar-link-active', tree))).toBe('REST API');
    const sidebar = selectAll('nav[aria-label="API sidebar"] a', tree).map((a) => a.properties.href);
    expect(sidebar[0]).toBe(API_OVERVIEW);
    expect(sidebar).toEqual(expect.arrayContaining(OPERATION_ROUTES));
    expect(selectAll('nav[aria-label="API sidebar"] a[aria-current=page]', tree).map((a) => a.properties.href)).toEqual([route]);
    expect(select('nav[aria-label=Breadcrumbs]', tree)).toBeDefined();
  });

  it.each(OPERATION_ROUTES)('shows method, path, responses and all nine code samples on %s', (route) => {
    const tree = page(route);
    expect(text(select('.api-endpoint .method-badge', tree))).toMatch(/^(GET|POST|PUT|PATCH|DELETE)$/);
    expect(text(select('.api-endpoint .api-path', tree))).toMatch(/^\/v1\//);
    // The code samples' tabs (the response codes are tabs too, in lists of their own).
    const tabs = selectAll('[role=tab][id^=request-samples-]', tree).map((t) => text(t));
    expect(tabs).toHaveLength(9);
    // The PHP tab may carry the label of the description's own x-codeSamples entry.
    expect(tabs.map((t) => (t === 'PHP SDK' ? 'PHP' : t))).toEqual(SAMPLE_LABELS);
    const panels = selectAll('[role=tabpanel][id^=request-samples-]', tree);
    expect(panels).toHaveLength(9);
    // Generated samples call the sandbox; an x-codeSamples entry (the PHP SDK) is shown as written.
    for (const panel of panels.filter((p) => !text(p)?.startsWith('PHP SDK'))) expect(text(panel)).toContain('sandbox.api.merchantkit.example');
    expect(select('#responses', tree)).toBeDefined();
    expect(selectAll('section.api-response', tree).length).toBeGreaterThan(1);
  });

  it('shows the overview with servers, authentication, tags and a download of the description', () => {
    const tree = page(API_OVERVIEW);
    expect(text(select('h1', tree))).toBe('Merchant Kit Payments API');
    expect(text(select('.api-servers', tree))).toContain('https://sandbox.api.merchantkit.example');
    expect(select('#auth-ApiKeyAuth', tree)).toBeDefined();
    expect(select('#auth-BasicAuth', tree)).toBeDefined();
    const download = select('.api-download a', tree)!;
    expect(download.properties.href).toBe('/mk-openapi/openapi.yml');
    expect(readFileSync(path.join(out, 'mk-openapi/openapi.yml'), 'utf8')).toBe(readFileSync(path.join(ROOT, 'mk-openapi/openapi.yml'), 'utf8'));
    for (const tag of ['Transactions', 'Payments', 'Refunds', 'Statements', 'Fees', 'Shop configuration']) {
      expect(selectAll('.api-tag h3', tree).map((h) => text(h)?.replace(/#$/, ''))).toContain(tag);
    }
  });

  it('links every operation the guides mention to an existing API page', () => {
    const routes = new Set([API_OVERVIEW, ...OPERATION_ROUTES]);
    for (const route of GUIDE_ROUTES) {
      for (const a of selectAll('.markdown a[href^="/api/"]', page(route))) {
        const href = String(a.properties.href).split('#')[0]!;
        expect(routes.has(href) || href.startsWith('/api/webhooks/'), `${route} links to ${href}`).toBe(true);
      }
    }
  });

  it('writes no guide route outside SPEC §2 but its root pages (SPEC: a couple, and the four of issue 17)', () => {
    const docs: { path: string }[] = JSON.parse(readFileSync(path.join(out, 'versions.json'), 'utf8'))[0].docs;
    const extra = docs.map((d) => d.path).filter((p) => !GUIDE_ROUTES.includes(p));
    expect(extra.sort()).toEqual(['/authentication', '/card-data', '/errors', '/going-live', '/sandbox-testing', '/webhooks']);
    for (const route of extra) expect(existsSync(path.join(out, route.slice(1), 'index.html'))).toBe(true);
  });

  it('gives no two elements of a page the same id (regression: the overview repeated each schema id)', () => {
    for (const route of [...GUIDE_ROUTES, ...CATEGORY_ROUTES, API_OVERVIEW, ...OPERATION_ROUTES, ...CHANGELOG_ROUTES]) {
      const ids = selectAll('[id]', page(route)).map((el) => String(el.properties.id));
      const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(repeated, route).toEqual([]);
    }
  });

  it.each(CHANGELOG_ROUTES)('writes the changelog page %s with the Changelog navbar item active and the year-grouped sidebar', (route) => {
    const tree = page(route);
    expect(text(select('.navbar-link-active', tree))).toBe('Changelog');
    const sidebar = select('nav.blog-sidebar', tree);
    expect(text(select('h2', sidebar))).toBe('Recent posts');
    expect(selectAll('h3', sidebar).map(text)).toEqual(['2025', '2024']);
    expect(selectAll('a', sidebar).map((a) => a.properties.href)).toEqual(CHANGELOG_POSTS);
  });

  it('lists every post newest first, in the sitemap and in both feeds, and links them to the API pages and guides they concern', () => {
    expect(selectAll('.post-summary h2 a', page('/changelog')).map((a) => a.properties.href)).toEqual(CHANGELOG_POSTS);
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    for (const route of CHANGELOG_ROUTES) expect(sitemap).toContain(`<loc>https://developer.merchantkit.example${route}</loc>`);
    const rss = readFileSync(path.join(out, 'changelog/rss.xml'), 'utf8');
    const atom = readFileSync(path.join(out, 'changelog/atom.xml'), 'utf8');
    expect([...rss.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]).slice(1)).toEqual(
      CHANGELOG_POSTS.map((r) => `https://developer.merchantkit.example${r}`),
    );
    expect(atom).toContain('<updated>2025-10-07T00:00:00.000Z</updated>');
    const hrefs = (route: string) => selectAll('article .markdown a', page(route)).map((a) => String(a.properties.href));
    expect(hrefs('/changelog/2025/04/08/api-1-2-0')).toEqual(
      expect.arrayContaining(['/api/get-transaction-statement', '/api/get-account-statement-camt-053', '/api/create-transaction', '/api/get-transaction-list']),
    );
    expect(hrefs('/changelog/2025/07/15/api-1-3-0')).toContain('/api/add-merchant-data-to-transaction');
    expect(hrefs('/changelog/merchant-reference-deprecation')).toEqual(
      expect.arrayContaining(['/api/create-transaction', '/guides/custom-api/RegularPaymentFlow']),
    );
    for (const route of CHANGELOG_POSTS) {
      for (const href of hrefs(route)) expect(existsSync(path.join(out, href.split('#')[0]!.slice(1), 'index.html')), `${route} links to ${href}`).toBe(true);
    }
  });
});
