import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The watch fixture, which the base-URL site starts from. */
export const WATCH_FIXTURE = path.resolve(import.meta.dirname, 'fixtures/watch-site');

/** The pages the base-URL crawl starts from (site routes; the base is added to them). */
export const BASE_URL_PAGES = [
  '/',
  '/guides/first',
  '/1.0',
  '/api/list-things',
  '/api/mk-api',
  '/api/reporting/list-reports',
  '/api/reporting/reporting-api',
  '/changelog',
  '/no-such-page',
];

const REPORTING = `openapi: 3.0.3
info:
  title: Reporting API
  version: 1.0.0
paths:
  /reports:
    get:
      operationId: listReports
      summary: List reports
      responses:
        '200':
          description: The reports.
`;

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#c00"/></svg>';

/**
 * Turns a copy of the watch fixture (`WATCH_FIXTURE`, copied into `dir` first) into a site served under `/docs/` with everything that carries a
 * path: a logo and a font of `static/`, a stylesheet whose `url()`s name a file of its own and one of
 * `static/`, navbar items, two API descriptions, an older docs version (its dropdown) and the changelog.
 */
export function makeBaseUrlSite(dir: string): void {
  mkdirSync(path.join(dir, 'static/img'), { recursive: true });
  writeFileSync(path.join(dir, 'static/img/logo.svg'), LOGO);
  writeFileSync(path.join(dir, 'static/img/pattern.svg'), LOGO);
  mkdirSync(path.join(dir, 'src/css'), { recursive: true });
  writeFileSync(path.join(dir, 'src/css/tile.svg'), LOGO);
  writeFileSync(path.join(dir, 'src/css/custom.css'), '.hero { background-image: url(./tile.svg); }\n.footer { background-image: url(/img/pattern.svg); }\n');
  mkdirSync(path.join(dir, 'reporting'));
  writeFileSync(path.join(dir, 'reporting/openapi.yml'), REPORTING);
  writeFileSync(path.join(dir, 'versions.json'), '["1.0"]\n');
  mkdirSync(path.join(dir, 'versioned_docs/version-1.0'), { recursive: true });
  writeFileSync(path.join(dir, 'versioned_docs/version-1.0/index.md'), '---\ntitle: Old home\n---\n\nThe first release. See [the things](/api/list-things).\n');
  mkdirSync(path.join(dir, 'versioned_sidebars'));
  writeFileSync(path.join(dir, 'versioned_sidebars/version-1.0-sidebars.json'), '{ "docs": ["index"] }\n');
  writeFileSync(
    path.join(dir, 'portal.config.ts'),
    `export default {
  title: 'Watch Fixture',
  url: 'https://watch.example',
  baseUrl: '/docs/',
  docs: { lastVersion: 'current' },
  stylesheets: ['./src/css/custom.css'],
  navbar: {
    logo: { src: 'img/logo.svg', alt: 'Logo' },
    items: [{ label: 'Start', to: '/guides/first' }],
  },
  openapi: [{ file: 'mk-openapi/openapi.yml' }, { file: 'reporting/openapi.yml', productSlug: 'reporting', label: 'Reporting API', routeBasePath: '/api/reporting' }],
};
`,
  );
}

/** Root-relative URLs of a page's tags (`href`, `src`, `srcset`, `data-module`), anchors of the page itself left out. */
export function pageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src|data-module)="(\/[^"]*)"/g)) urls.add(match[1]!.replaceAll('&amp;', '&'));
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/g)) for (const part of match[1]!.split(',')) urls.add(part.trim().split(/\s+/)[0]!);
  return [...urls].filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

/** The `url(…)`s of a stylesheet that name a path (not `data:`). */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1]!).filter((url) => !url.startsWith('data:') && !url.startsWith('#'));
}

/**
 * Follows every URL of the given pages and of their stylesheets on a server of the site under `/docs/`:
 * returns the URLs that do not start with the base or do not answer 200 (`url status`).
 */
export async function brokenUnderBase(origin: string, routes: readonly string[]): Promise<string[]> {
  const broken: string[] = [];
  const seen = new Set<string>();
  const check = async (url: string): Promise<Response | undefined> => {
    if (seen.has(url)) return undefined;
    seen.add(url);
    if (!url.startsWith('/docs/')) {
      broken.push(`${url} outside the base`);
      return undefined;
    }
    const response = await fetch(`${origin}${url}`, { redirect: 'manual' }).catch((error: Error) => error);
    if (response instanceof Error) broken.push(`${url} ${response.message}`);
    else if (response.status !== 200) broken.push(`${url} ${response.status}`);
    return response instanceof Error ? undefined : response;
  };
  for (const route of routes) {
    const response = await fetch(`${origin}/docs${route === '/' ? '/' : route}`);
    if (response.status !== (route === '/no-such-page' ? 404 : 200)) broken.push(`page ${route} ${response.status}`);
    for (const url of pageUrls(await response.text())) {
      const target = await check(url.split('#')[0]!);
      if (target && /\.css(\?|$)/.test(url)) for (const inCss of cssUrls(await target.text())) await check(inCss);
    }
  }
  return broken;
}
