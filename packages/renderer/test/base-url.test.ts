import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { configSchema } from '../src/config/schema.ts';
import { formatReport } from '../src/diagnostics.ts';
import { mapDocusaurusConfig, NO_DOC_ROUTES } from '../src/migrate/map-docusaurus-config.ts';
import { withBase, withoutBase } from '../src/url.ts';
import { withBaseInHtml } from '../src/render/base-url-html.ts';
import { listFiles } from './expected-output.ts';

// A site served under /docs/ (the fixture `fixtures/base-url`, whose expected pages are checked by fixtures.test.ts).
const SITE = path.join(import.meta.dirname, 'fixtures', 'base-url');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-base-url-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every URL a page's tags load or link (href, src, srcset candidates, site island modules, the sidebar's items file). */
function urlsOf(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<[a-zA-Z][^<>]*>/g) ?? []) {
    for (const [, name, value] of tag.matchAll(/\s(href|src|srcset|data-module|data-items|action|poster)="([^"]*)"/g)) {
      if (name === 'srcset') urls.push(...value!.split(',').map((c) => c.trim().split(/\s+/)[0]!));
      else urls.push(value!);
    }
  }
  return urls;
}

describe('a site with baseUrl /docs/', async () => {
  const out = path.join(tmp, 'out');
  const result = await build({ cwd: SITE, outDir: out });
  const files = listFiles(out);
  const pages = files.filter((f) => f.endsWith('.html'));
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

  it('keeps the output layout: route R in OUT/R/index.html', () => {
    expect(files).toContain('index.html');
    expect(files).toContain('guides/intro/index.html');
    expect(files).toContain('404.html');
    expect(files.some((f) => f.startsWith('docs/'))).toBe(false);
  });

  it('puts every root-relative URL of every page under the base, naming a file the build wrote', () => {
    let checked = 0;
    for (const page of pages) {
      for (const url of urlsOf(read(page))) {
        if (!url.startsWith('/') || url.startsWith('//')) continue;
        expect(url, `${page}: ${url}`).toMatch(/^\/docs(\/|$)/);
        const site = withoutBase(url.replace(/[?#].*$/, ''), '/docs/');
        const file = site === '/' ? 'index.html' : site.slice(1);
        expect(existsSync(path.join(out, file)) || existsSync(path.join(out, file, 'index.html')), `${page}: ${url} names no file`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('gives absolute URLs on the site URL under the base: canonical, og:url, sitemap, robots.txt, feeds, llms.txt, twins', () => {
    expect(read('guides/intro/index.html')).toContain('<link rel="canonical" href="https://base.example/docs/guides/intro"/>');
    expect(read('guides/intro/index.html')).toContain('<meta property="og:url" content="https://base.example/docs/guides/intro"/>');
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://base.example/docs/');
    expect(locs).toContain('https://base.example/docs/api/list-pets');
    expect(locs.every((loc) => loc!.startsWith('https://base.example/docs/'))).toBe(true);
    expect(read('robots.txt')).toContain('Sitemap: https://base.example/docs/sitemap.xml');
    for (const feed of ['changelog/rss.xml', 'changelog/atom.xml']) {
      const links = [...read(feed).matchAll(/https?:\/\/base\.example[^<"\s]*/g)].map((m) => m[0]);
      expect(links.length).toBeGreaterThan(2);
      expect(
        links.every((link) => link.startsWith('https://base.example/docs/')),
        links.join(' '),
      ).toBe(true);
    }
    const llms = [...read('llms.txt').matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]);
    expect(llms).toContain('https://base.example/docs/guides/intro.md');
    expect(llms).toContain('https://base.example/docs/api/list-pets.md');
    expect(llms.every((link) => link!.startsWith('https://base.example/docs/'))).toBe(true);
    // A guide's twin keeps its text, its links to site paths under the base.
    expect(read('index.md')).toContain('[the intro](/docs/guides/intro) or [setup, written with the base](/docs/guides/setup)');
    expect(read('changelog/2025/01/02/first.md')).toContain('[setup guide](/docs/guides/setup)');
  });

  it('resolves links written with the base and without it; reports a path that leaves it, not a full URL of the origin outside it (another site there)', () => {
    expect(formatReport(result.warnings)).toMatchInlineSnapshot(`
      "warning content/guides/intro.md:15:3: broken link: ../../outside leaves the site, which is served under /docs/
        hint: link to a page of the site (written with or without /docs/), or write the full URL of the other site"
    `);
    const intro = read('guides/intro/index.html');
    expect(intro).toContain('<a href="/docs/guides/setup#install">Setup as a file</a>');
    expect(intro).toContain('<a href="/docs/guides/setup#install">Setup as a route</a>');
    expect(intro).toContain('<a href="/docs/guides/setup#install">Setup with the base</a>');
    expect(intro).toContain('<a href="/docs/">Home, the base itself</a>');
  });

  it('keeps navbar items that are URLs as they are', () => {
    const home = read('index.html');
    expect(home).toContain('href="https://github.com/example/project"');
    expect(home).not.toContain('/https:');
    expect(home).toContain('<a class="navbar-link" href="/docs/guides/setup"');
  });

  it('fails a strict build on a link that leaves the base', async () => {
    await expect(build({ cwd: SITE, outDir: path.join(tmp, 'strict'), strict: true })).rejects.toThrow();
  });
});

describe('the base path', () => {
  it('is normalised and validated in the config', () => {
    const base = (value: unknown) => configSchema.safeParse({ baseUrl: value });
    expect(base(undefined).data?.baseUrl).toBe('/');
    expect(base('docs').data?.baseUrl).toBe('/docs/');
    expect(base('/docs').data?.baseUrl).toBe('/docs/');
    expect(base('/my-repo/v2/').data?.baseUrl).toBe('/my-repo/v2/');
    expect(base('/').data?.baseUrl).toBe('/');
    for (const bad of ['https://x.example/docs/', '/a/../b/', '/a b/', '/docs?x=1', '//cdn/']) expect(base(bad).success, bad).toBe(false);
  });

  it('is added to site paths as Docusaurus adds it, and taken off again', () => {
    expect(withBase('/guides/x', '/docs/')).toBe('/docs/guides/x');
    expect(withBase('/', '/docs/')).toBe('/docs/');
    expect(withBase('/docs/guides/x', '/docs/')).toBe('/docs/guides/x');
    expect(withBase('/docs', '/docs/')).toBe('/docs');
    expect(withBase('/docsy', '/docs/')).toBe('/docs/docsy');
    expect(withBase('https://x.example/a', '/docs/')).toBe('https://x.example/a');
    expect(withBase('//cdn.example/a.js', '/docs/')).toBe('//cdn.example/a.js');
    expect(withBase('#a', '/docs/')).toBe('#a');
    expect(withBase('/guides/x', '/')).toBe('/guides/x');
    expect(withoutBase('/docs/guides/x', '/docs/')).toBe('/guides/x');
    expect(withoutBase('/docs', '/docs/')).toBe('/');
    expect(withoutBase('/guides/x', '/docs/')).toBe('/guides/x');
  });

  it('is put on the URLs of tags only, never on text', () => {
    const html =
      '<a href="/x">a</a><img src="/i.png" srcset="/i.png 1x, /i@2.png 2x"><code>&lt;a href="/y"&gt;</code><a href="https://e.example/">e</a><a href="#t">t</a>';
    expect(withBaseInHtml(html, '/docs/')).toBe(
      '<a href="/docs/x">a</a><img src="/docs/i.png" srcset="/docs/i.png 1x, /docs/i@2.png 2x"><code>&lt;a href="/y"&gt;</code><a href="https://e.example/">e</a><a href="#t">t</a>',
    );
    expect(withBaseInHtml(html, '/')).toBe(html);
  });
});

describe('portal migrate docusaurus', () => {
  it('carries baseUrl over, and navbar links to URLs and routes written with the base', () => {
    const { config, notCarried } = mapDocusaurusConfig({
      projectDir: tmp,
      docs: NO_DOC_ROUTES,
      value: {
        title: 'T',
        url: 'https://org.github.io',
        baseUrl: '/project/',
        themeConfig: {
          navbar: {
            items: [
              { to: '/project/docs/intro', label: 'Intro' },
              { to: 'https://example.com/blog', label: 'Blog' },
              { href: 'https://github.com/org/project', label: 'GitHub', position: 'right' },
              { href: 'https://github.com/org/project', 'aria-label': 'GitHub repository', className: 'header-github-link', position: 'right' },
            ],
          },
        },
      },
    });
    expect(config.baseUrl).toBe('/project/');
    expect(config.navbar?.items).toEqual([
      { label: 'Intro', to: '/docs/intro' },
      { label: 'Blog', to: 'https://example.com/blog' },
      { label: 'GitHub', to: 'https://github.com/org/project', position: 'right' },
      // Docusaurus's GitHub icon link (className header-github-link) stays an icon link, named by its aria-label.
      { ariaLabel: 'GitHub repository', icon: 'github', to: 'https://github.com/org/project', position: 'right' },
    ]);
    expect(notCarried.join('\n')).not.toMatch(/baseUrl|navbar item/);
  });
});
