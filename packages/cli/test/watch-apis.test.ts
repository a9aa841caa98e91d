import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenEvents, page, startFixtureWatch, type LiveEvent } from './watch-helpers.ts';

// Generous: the machine is shared with other builds. Nothing here asserts a duration.
const POLL = { timeout: 60_000, interval: 50 };

const REPORTING = `openapi: 3.0.3
info:
  title: Reporting API
  version: 1.0.0
servers:
  - url: https://reports.watch.example
paths:
  /reports/{reportId}:
    get:
      operationId: getReport
      summary: Get a report
      description: Returns one report.
      parameters:
        - name: reportId
          in: path
          required: true
          schema:
            type: string
      responses:
        '200':
          description: The report.
`;

/** The watch fixture with a second description, under /api/reporting (issue 37). */
function twoApis(dir: string): void {
  mkdirSync(path.join(dir, 'reporting'));
  writeFileSync(path.join(dir, 'reporting/openapi.yml'), REPORTING);
  writeFileSync(
    path.join(dir, 'portal.config.ts'),
    `export default {
  title: 'Watch Fixture',
  url: 'https://watch.example',
  openapi: [{ file: 'mk-openapi/openapi.yml' }, { file: 'reporting/openapi.yml', productSlug: 'reporting', label: 'Reporting API', routeBasePath: '/api/reporting', sandboxUrl: 'https://sandbox.reports.watch.example' }],
};
`,
  );
}

let site: Awaited<ReturnType<typeof startFixtureWatch>>;
let tab: ReturnType<typeof listenEvents>;
const count = (name: string) => tab.events.filter((e) => e.event === name).length;
async function nextEvent(name: string, seen: number): Promise<LiveEvent> {
  await expect.poll(() => count(name), POLL).toBeGreaterThan(seen);
  return tab.events.filter((e) => e.event === name)[seen]!;
}

describe('portal watch of a site with two API descriptions (issue 37)', { retry: 1 }, () => {
  beforeAll(async () => {
    site = await startFixtureWatch({ prepare: twoApis });
    tab = listenEvents(site.base);
    await vi.waitFor(() => expect(count('hello')).toBe(1), POLL);
  }, 120_000);
  afterAll(async () => {
    tab?.close();
    await site?.stop();
  });

  it('serves the pages, sidebar and download of both descriptions', async () => {
    expect(await page(site.base, '/api/list-things')).toContain('Lists every thing.');
    const report = await page(site.base, '/api/reporting/get-report');
    expect(report).toContain('Returns one report.');
    expect(report).toContain('https://sandbox.reports.watch.example/reports/');
    expect(report).toContain('aria-label="API sidebar (Reporting API)"');
    expect(await page(site.base, '/api/reporting/reporting-api')).toContain('Reporting API');
    expect(await page(site.base, '/reporting/openapi.yml')).toContain('operationId: getReport');
    expect(await page(site.base, '/mk-openapi/openapi.yml')).toContain('operationId: listThings');
  });

  it("re-renders the second description's pages, and only them, when it changes", async () => {
    const reloads = count('reload');
    site.edit('reporting/openapi.yml', (t) => t.replace('Returns one report.', 'Returns one report, as PDF or CSV.'));
    const event = await nextEvent('reload', reloads);
    expect((event.data as { routes: string[] }).routes.sort()).toEqual(['/api/reporting/get-report', '/api/reporting/reporting-api']);
    expect(await page(site.base, '/api/reporting/get-report')).toContain('Returns one report, as PDF or CSV.');
    expect(await page(site.base, '/reporting/openapi.yml')).toContain('as PDF or CSV');
  });

  it('adds an operation of the second description to its sidebar on every page that shows it', async () => {
    const reloads = count('reload');
    site.edit(
      'reporting/openapi.yml',
      (t) =>
        `${t.trimEnd()}\n  /reports:\n    get:\n      operationId: listReports\n      summary: List reports\n      responses:\n        '200':\n          description: The reports.\n`,
    );
    const event = await nextEvent('reload', reloads);
    expect((event.data as { routes: string[] }).routes.sort()).toEqual([
      '/api/reporting/get-report',
      '/api/reporting/list-reports',
      '/api/reporting/reporting-api',
    ]);
    expect(await page(site.base, '/api/reporting/get-report')).toContain('href="/api/reporting/list-reports"');
  });

  it('shows an error of the second description in the overlay, keeps serving, and recovers', async () => {
    const [errors, reloads] = [count('build-error'), count('reload')];
    site.edit('reporting/openapi.yml', (t) => t.replace('  title: Reporting API', '  title: [Reporting API'));
    const error = (await nextEvent('build-error', errors)).data as { errors: { file: string }[] };
    expect(error.errors[0]!.file).toMatch(/reporting[/\\]openapi\.yml$/);
    expect(await page(site.base, '/api/reporting/get-report')).toContain('Returns one report');
    site.edit('reporting/openapi.yml', (t) => t.replace('  title: [Reporting API', '  title: Reporting API'));
    await nextEvent('reload', reloads);
    expect(await page(site.base, '/api/list-things')).toContain('Lists every thing.');
  });
});
