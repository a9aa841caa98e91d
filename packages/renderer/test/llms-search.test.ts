import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { loadContent } from '../src/content/load-content.ts';
import { Diagnostics } from '../src/diagnostics.ts';
import { loadApi } from '../src/openapi/load-api.ts';
import { searchRecords } from '../src/search/search-records.ts';
import { buildSite } from '../src/site/build-site.ts';
import { listFiles } from './expected-output.ts';

// Issue 15: the Markdown twins, llms.txt and the search index of a small site with guides (one unlisted) and an API.
const SITE = path.join(import.meta.dirname, 'fixtures-openapi-site');
const OPENAPI = path.join(import.meta.dirname, 'fixtures-openapi/openapi-31/openapi.yml');
const EXPECTED = path.join(import.meta.dirname, 'fixtures-llms');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-llms-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('Markdown for tools and the search index (issue 15)', async () => {
  const outDir = path.join(tmp, 'a');
  await build({ cwd: SITE, outDir, openapiFile: OPENAPI });
  const files = listFiles(outDir);

  it('writes llms.txt, llms-full.txt and a twin per page', async () => {
    for (const file of ['llms.txt', 'llms-full.txt', ...files.filter((f) => f.endsWith('.md'))]) {
      await expect(readFileSync(path.join(outDir, file), 'utf8')).toMatchFileSnapshot(path.join(EXPECTED, file));
    }
  });

  it('links each page to its twin in the head', () => {
    expect(readFileSync(path.join(outDir, 'api/get-order/index.html'), 'utf8')).toContain(
      '<link rel="alternate" type="text/markdown" href="/api/get-order.md"/>',
    );
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('<link rel="alternate" type="text/markdown" href="/index.md"/>');
  });

  it('indexes the expected records', async () => {
    const cwd = SITE;
    const diagnostics = new Diagnostics();
    const { config, rootDir } = await loadConfig({ cwd });
    const content = await loadContent({ contentDir: path.join(SITE, 'content'), cwd, diagnostics });
    const api = await loadApi({ file: OPENAPI, cwd, rootDir, config, diagnostics });
    const site = buildSite({ config, content, includeDrafts: false, diagnostics, api: api?.site });
    await expect(`${JSON.stringify(searchRecords(site.pages), null, 2)}\n`).toMatchFileSnapshot(path.join(EXPECTED, 'search-records.json'));
  });

  it('writes the same search index bytes on a second build', async () => {
    const again = path.join(tmp, 'b');
    await build({ cwd: SITE, outDir: again, openapiFile: OPENAPI });
    const index = files.filter((f) => f.startsWith('search/'));
    expect(index).toContain('search/index.json');
    expect(listFiles(again).filter((f) => f.startsWith('search/'))).toEqual(index);
    for (const file of index) expect(readFileSync(path.join(again, file)).equals(readFileSync(path.join(outDir, file))), file).toBe(true);
  });
});

describe('unlisted pages (issue 15)', async () => {
  const cwd = path.join(import.meta.dirname, 'fixtures/ordering');
  const diagnostics = new Diagnostics();
  const { config } = await loadConfig({ cwd });
  const content = await loadContent({ contentDir: path.join(cwd, 'content'), cwd, diagnostics });
  const site = buildSite({ config, content, includeDrafts: false, diagnostics });
  const unlisted = site.pages.filter((p) => p.kind === 'doc' && p.unlisted).map((p) => p.route);
  const outDir = path.join(tmp, 'ordering');
  await build({ cwd, outDir });

  it('keep their twin but stay out of llms.txt and the search index', () => {
    expect(unlisted.length).toBeGreaterThan(0);
    const llms = readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    const routes = searchRecords(site.pages).map((r) => r.route);
    for (const route of unlisted) {
      expect(readFileSync(path.join(outDir, `${route.slice(1)}.md`), 'utf8')).toMatch(/^# /);
      expect(llms).not.toContain(`${route}.md`);
      expect(routes).not.toContain(route);
    }
    expect(routes.length).toBeGreaterThan(0);
  });
});
