import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { formatReport } from '../src/diagnostics.ts';
import { listFiles, normalize } from './expected-output.ts';

// Several API descriptions in one site (`openapi` as a list), and two of them as versions of one API.
const FIXTURES = path.join(import.meta.dirname, 'fixtures-multi-api');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-multi-api-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
/** The hrefs and texts of the links inside the first element `<tag … aria-label="label">`. */
function linksIn(html: string, tag: string, label: string): string[] {
  const start = html.indexOf(`aria-label="${label}"`);
  if (start < 0) return [];
  const end = html.indexOf(`</${tag}>`, start);
  return Array.from(
    html.slice(start, end).matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g),
    (m) =>
      `${m[1]} ${m[2]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}`,
  );
}

describe('a site with two descriptions (OpenAPI 3.0 at /api, Swagger 2.0 under /api/reporting)', async () => {
  const dir = path.join(FIXTURES, 'two-apis');
  const outDir = path.join(tmp, 'two-apis');
  const result = await build({ cwd: dir, outDir });
  const expected = (file: string) => path.join(dir, 'expected', file);

  it('writes the routes of both, the first at SPEC routes, the second under its base', async () => {
    const files = listFiles(outDir).filter((f) => !f.startsWith('assets/') && !f.startsWith('search/'));
    await expect(normalize(files.join('\n'))).toMatchFileSnapshot(expected('files.txt'));
    expect(files).toContain('api/pay-api/index.html');
    expect(files).toContain('api/create-payment/index.html');
    // Both descriptions have the operationId createPayment: slugs are unique per description.
    expect(files).toContain('api/reporting/create-payment/index.html');
    expect(files).toContain('api/reporting/reporting-api/index.html');
    expect(files).toContain('reporting/swagger.yml');
  });

  it('gives each description its navbar item and its own sidebar', () => {
    const page = read(outDir, 'api/reporting/get-report/index.html');
    expect(linksIn(page, 'ul', 'Main').length === 0 ? linksIn(page, 'nav', 'Main') : linksIn(page, 'ul', 'Main')).toEqual(
      expect.arrayContaining(['/api/pay-api Payments API', '/api/reporting/reporting-api Reporting API']),
    );
    expect(page).toContain('class="navbar-link navbar-link-active" href="/api/reporting/reporting-api"');
    expect(linksIn(page, 'nav', 'API sidebar (Reporting API)')).toEqual([
      '/api/reporting/reporting-api Overview',
      '/api/reporting/create-payment POST Create a payment report',
      '/api/reporting/get-report GET Get a report',
    ]);
    const first = read(outDir, 'api/get-payment/index.html');
    expect(first).toContain('class="navbar-link navbar-link-active" href="/api/pay-api"');
    expect(linksIn(first, 'nav', 'API sidebar')).toEqual([
      '/api/pay-api Overview',
      '/api/create-payment POST Create a payment',
      '/api/get-payment GET Get a payment',
    ]);
    // Each description's code samples use its own sandbox URL.
    expect(page).toContain('https://sandbox.reporting.example/reports/');
    expect(first).not.toContain('sandbox.reporting.example');
  });

  it('lists both in llms.txt and gives every page a twin', async () => {
    await expect(read(outDir, 'llms.txt')).toMatchFileSnapshot(expected('llms.txt'));
    expect(read(outDir, 'llms.txt')).toContain('(https://two-apis.example/api/reporting/get-report.md): GET /reports/{reportId}');
    expect(read(outDir, 'api/reporting/get-report.md')).toContain('https://sandbox.reporting.example/reports/');
    expect(read(outDir, 'llms-full.txt')).toContain('Get a report');
  });

  it('checks guides against both: links to either API, and inline calls of either description', async () => {
    await expect(`${formatReport(result.warnings)}\n`).toMatchFileSnapshot(expected('warnings.txt'));
    const messages = result.warnings.map((w) => w.message);
    expect(messages).toContain('broken link: /api/reporting/no-such-operation does not exist');
    expect(messages.some((m) => m.includes('GET /reports/{reportId}/pdf') && m.includes('no path'))).toBe(true);
    expect(messages.some((m) => m.includes('GET /reports/{reportId}`:'))).toBe(false);
    expect(result.warnings).toHaveLength(2);
  });

  it('indexes the pages of both for search', async () => {
    const index = JSON.parse(read(outDir, 'search/index.json')) as { docs: string };
    // Guides (0) and the six API pages (1): three of each description.
    expect(index.docs).toBe('0111111');
  });
});

describe('collisions between descriptions and with guides', () => {
  const site = (name: string, config: string, extra?: (dir: string) => void) => {
    const dir = path.join(tmp, name);
    cpSync(path.join(FIXTURES, 'two-apis'), dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
    writeFileSync(path.join(dir, 'portal.config.ts'), config);
    extra?.(dir);
    return dir;
  };
  const failure = async (cwd: string) => {
    try {
      await build({ cwd, outDir: path.join(cwd, 'out') });
    } catch (error) {
      return String((error as Error).message) + formatReport((error as { diagnostics?: never[] }).diagnostics ?? []);
    }
    throw new Error('the build succeeded');
  };

  it("refuses a guide under another description's base path, naming both", async () => {
    const dir = site(
      'guide-under-base',
      `export default { url: 'https://x.example', productSlug: 'pay', openapi: [{ file: 'payments/openapi.yml' }, { file: 'reporting/swagger.yml', productSlug: 'reporting', routeBasePath: '/api/reporting' }] };`,
      (d) => writeFileSync(path.join(d, 'content/clash.md'), '---\nslug: /api/reporting/intro\n---\n\n# Clash\n'),
    );
    const message = await failure(dir);
    expect(message).toContain('content/clash.md');
    expect(message).toContain('/api/reporting');
    expect(message).toContain('reporting/swagger.yml');
  });

  it('refuses two descriptions whose pages have one route, naming both files', async () => {
    // The first's webhook reportReady is at /api/webhooks/report-ready; the second, based at /api/webhooks, has an operation reportReady.
    const dir = site(
      'route-clash',
      `export default { url: 'https://x.example', productSlug: 'pay', openapi: [{ file: 'payments/openapi.yml' }, { file: 'reporting/swagger.yml', productSlug: 'reporting', routeBasePath: '/api/webhooks' }] };`,
      (d) => {
        writeFileSync(
          path.join(d, 'payments/openapi.yml'),
          "openapi: 3.1.0\ninfo: { title: Payments, version: '1' }\npaths: {}\nwebhooks:\n  reportReady:\n    post:\n      operationId: reportReady\n      responses: { '200': { description: OK } }\n",
        );
        writeFileSync(path.join(d, 'reporting/swagger.yml'), read(d, 'reporting/swagger.yml').replace('operationId: getReport', 'operationId: reportReady'));
      },
    );
    const message = await failure(dir);
    expect(message).toContain('two pages have the route /api/webhooks/report-ready');
    expect(message).toContain('payments/openapi.yml');
    expect(message).toContain('reporting/swagger.yml');
  });

  it('refuses a list whose other descriptions have no base path of their own', async () => {
    const dir = site(
      'no-base',
      `export default { url: 'https://x.example', openapi: [{ file: 'payments/openapi.yml' }, { file: 'reporting/swagger.yml', productSlug: 'reporting' }] };`,
    );
    expect(await failure(dir)).toContain('routeBasePath');
  });
});

describe('two descriptions as versions of one API', async () => {
  const dir = path.join(FIXTURES, 'api-versions');
  const outDir = path.join(tmp, 'api-versions');
  await build({ cwd: dir, outDir });

  it('shows one navbar item for the API', () => {
    const page = read(outDir, 'api/v2/create-payment/index.html');
    expect(page).toContain('class="navbar-link navbar-link-active" href="/api/pay-api"');
    expect(page).not.toContain('class="navbar-link" href="/api/v2/pay-v2-api"');
  });

  it('puts a version switch on the API pages that keeps the reader on the same operation where it exists', () => {
    const switchOf = (file: string) => linksIn(read(outDir, file), 'nav', 'API version');
    expect(switchOf('api/create-payment/index.html')).toEqual(['/api/create-payment v1', '/api/v2/create-payment v2']);
    expect(switchOf('api/v2/create-payment/index.html')).toEqual(['/api/create-payment v1', '/api/v2/create-payment v2']);
    // An operation v2 does not have: its overview.
    expect(switchOf('api/create-charge/index.html')).toEqual(['/api/create-charge v1', '/api/v2/pay-v2-api v2']);
    expect(switchOf('api/v2/create-payment-link/index.html')).toEqual(['/api/pay-api v1', '/api/v2/create-payment-link v2']);
    expect(read(outDir, 'api/v2/create-payment/index.html')).toMatch(/href="\/api\/v2\/create-payment" aria-current="page"/);
  });
});
