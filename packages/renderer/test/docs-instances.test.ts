import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { configSchema } from '../src/config/schema.ts';
import { searchRecords } from '../src/search/search-records.ts';
import { Diagnostics } from '../src/diagnostics.ts';
import { loadContent } from '../src/content/load-content.ts';
import { loadDocsInstances } from '../src/content/load-instances.ts';
import { buildSite } from '../src/site/build-site.ts';

// A second docs instance (Docusaurus's second plugin-content-docs): its own folder, route base and sidebar.
const FIXTURE = path.join(import.meta.dirname, 'fixtures/docs-instances');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-instances-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function siteOf(cwd: string) {
  const diagnostics = new Diagnostics();
  const { config, rootDir } = await loadConfig({ cwd });
  const content = loadContent({ contentDir: path.join(rootDir, config.contentDir), cwd, diagnostics, routeBase: config.docs.routeBasePath });
  const instances = await loadDocsInstances({ config, rootDir, cwd, diagnostics });
  return { site: buildSite({ config, content, includeDrafts: false, diagnostics, instances }), diagnostics };
}

describe('docs instances', () => {
  it("builds the instance's guides under its route base, with its own sidebar", async () => {
    const { site, diagnostics } = await siteOf(FIXTURE);
    expect(diagnostics.errors).toEqual([]);
    const start = site.pages.find((p) => p.route === '/learn/start')!;
    expect(start.sidebar).toBe('learn-docs');
    expect(site.sidebars['learn-docs']!.map((item) => ('label' in item ? item.label : item.type))).toEqual(['Start here', 'Basics']);
    expect(site.pages.find((p) => p.route === '/docs/intro')!.sidebar).toBe('docs');
  });

  it('searches the instance pages beside the main docs', async () => {
    const { site } = await siteOf(FIXTURE);
    const routes = searchRecords(site.pages).map((r) => r.route);
    expect(routes).toEqual(expect.arrayContaining(['/learn/start', '/learn/basics/first-steps', '/docs/intro']));
  });

  it('reports a broken link into the instance, with the file that holds it', async () => {
    const dir = path.join(tmp, 'broken');
    cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
    writeFileSync(path.join(dir, 'docs/intro.md'), '---\ntitle: Introduction\n---\n\nSee [a missing lesson](/learn/basics/missing).\n');
    writeFileSync(
      path.join(dir, 'portal.config.ts'),
      readFileSync(path.join(dir, 'portal.config.ts'), 'utf8').replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'"),
    );
    const result = await build({ cwd: dir, outDir: path.join(tmp, 'broken-out') });
    const broken = result.warnings.filter((w) => w.message.includes('/learn/basics/missing'));
    expect(broken).toHaveLength(1);
    expect(broken[0]!.file).toContain('docs/intro.md');
  });

  it('refuses an instance folder outside the config folder, and two instances on one route base', () => {
    const base = { id: 'learn', path: 'learn', routeBasePath: '/learn' };
    expect(configSchema.safeParse({ docsInstances: [base, { ...base, id: 'other' }] }).success).toBe(false);
    expect(configSchema.safeParse({ docsInstances: [{ ...base, id: 'default' }] }).success).toBe(false);
    expect(configSchema.safeParse({ docsInstances: [{ ...base, routeBasePath: '/' }] }).success).toBe(false);
  });

  it('refuses a folder that leaves the site', async () => {
    const { config, rootDir } = await loadConfig({ cwd: FIXTURE });
    const outside = { ...config, docsInstances: [{ id: 'x', path: '../../fixtures', routeBasePath: '/x' }] };
    await expect(loadDocsInstances({ config: outside, rootDir, cwd: FIXTURE, diagnostics: new Diagnostics() })).rejects.toThrow(
      /leads outside the config's folder/,
    );
  });
});
