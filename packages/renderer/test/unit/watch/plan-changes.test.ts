import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planChanges, type FileChange } from '../../../src/watch/plan-changes.ts';

const root = path.resolve('/site');
const where = {
  configFile: path.join(root, 'portal.config.ts'),
  contentDir: path.join(root, 'content'),
  openapiDirs: [path.join(root, 'mk-openapi'), path.join(root, 'reporting')],
  themeDir: path.resolve('/theme'),
  changelogDir: path.join(root, 'changelog'),
  instancePaths: [path.join(root, 'learn'), path.join(root, 'sidebars-learn.js')],
  pluginFiles: [path.join(root, 'plugins/remark-version.js')],
};
const known = new Set(['guides/a.md']);
const plan = (...changes: FileChange[]) => planChanges(changes, where, (rel) => known.has(rel));
const at = (...parts: string[]) => path.join(root, ...parts);

describe('planChanges', () => {
  it('reads one guide again when a known guide is edited in place, once per batch', () => {
    expect(plan({ event: 'change', path: at('content/guides/a.md') }, { event: 'change', path: at('content/guides/a.md') })).toEqual({
      config: false,
      api: [],
      tree: false,
      guides: ['guides/a.md'],
      assets: [],
      css: false,
      changelog: false,
      instances: false,
      components: false,
      staticFiles: false,
    });
  });

  it('reads the pages folder again when a page changes in a `pages.path` outside src/', () => {
    const withPages = { ...where, componentsDir: at('src'), pagesDir: at('website-pages') };
    expect(planChanges([{ event: 'add', path: at('website-pages/team.tsx') }], withPages, () => false)).toMatchObject({ components: true, tree: false });
    expect(planChanges([{ event: 'add', path: at('website-pages-not/team.tsx') }], withPages, () => false).components).toBe(false);
  });

  it('reads an MDX guide again alone, and bundles the components again when one of them or its CSS changes', () => {
    expect(planChanges([{ event: 'change', path: at('content/guides/c.mdx') }], where, (rel) => rel === 'guides/c.mdx').guides).toEqual(['guides/c.mdx']);
    const withSrc = { ...where, componentsDir: at('src') };
    expect(planChanges([{ event: 'change', path: at('src/components/Badge.jsx') }], withSrc, () => false)).toMatchObject({
      components: true,
      tree: false,
      assets: [],
    });
    expect(planChanges([{ event: 'change', path: at('content/Widget.module.css') }], withSrc, () => false)).toMatchObject({ components: true, assets: [] });
  });

  it('reads the whole tree when guides, folders or category files come or go, or an unknown guide changes', () => {
    expect(plan({ event: 'add', path: at('content/guides/b.md') }).tree).toBe(true);
    expect(plan({ event: 'unlink', path: at('content/guides/a.md') }).tree).toBe(true);
    expect(plan({ event: 'addDir', path: at('content/more') }).tree).toBe(true);
    expect(plan({ event: 'change', path: at('content/guides/_category_.json') }).tree).toBe(true);
    // A guide that failed to load is not in the tree: it comes back with the whole tree.
    expect(plan({ event: 'change', path: at('content/guides/broken.md') }).tree).toBe(true);
  });

  it('tells the config, the API description, images and the theme apart', () => {
    expect(plan({ event: 'change', path: at('portal.config.ts') }).config).toBe(true);
    expect(plan({ event: 'change', path: at('mk-openapi/openapi.yml') }).api).toEqual([at('mk-openapi/openapi.yml')]);
    // Every description of a several-API site is watched, not only the first.
    expect(plan({ event: 'change', path: at('reporting/schemas/report.yml') }).api).toEqual([at('reporting/schemas/report.yml')]);
    expect(plan({ event: 'change', path: at('content/img/flow.svg') }).assets).toEqual([at('content/img/flow.svg')]);
    expect(plan({ event: 'change', path: path.resolve('/theme/base.css') }).css).toBe(true);
    expect(plan({ event: 'change', path: path.resolve('/theme/notes.txt') }).css).toBe(false);
    expect(plan({ event: 'change', path: path.resolve('/elsewhere/x.md') })).toMatchObject({
      config: false,
      api: [],
      tree: false,
      guides: [],
      assets: [],
      css: false,
      changelog: false,
    });
  });

  it('reads the changelog again when a post or its authors and tags change (issue 15)', () => {
    expect(plan({ event: 'change', path: at('changelog/2025-04-08-api-1-2-0.md') })).toMatchObject({ changelog: true, tree: false, guides: [] });
    expect(plan({ event: 'add', path: at('changelog/2025-10-07-new/index.md') }).changelog).toBe(true);
    expect(plan({ event: 'change', path: at('changelog/authors.yml') }).changelog).toBe(true);
  });

  it("reads static/ again when one of its files changes (Docusaurus's folder of files served as they are)", () => {
    const withStatic = { ...where, staticDir: at('static') };
    expect(planChanges([{ event: 'add', path: at('static/img/logo.png') }], withStatic, () => false)).toMatchObject({
      staticFiles: true,
      tree: false,
      assets: [],
      config: false,
    });
    expect(planChanges([{ event: 'change', path: at('content/img/flow.svg') }], withStatic, () => false).staticFiles).toBe(false);
  });

  it("reads the docs instances again for a change in one's folder or sidebars file, and bundles the components again for a markdown.plugins file (issue 36)", () => {
    expect(plan({ event: 'change', path: at('learn/start.md') })).toMatchObject({ instances: true, guides: [], tree: false });
    expect(plan({ event: 'add', path: at('learn/basics/new.md') }).instances).toBe(true);
    expect(plan({ event: 'change', path: at('sidebars-learn.js') }).instances).toBe(true);
    expect(plan({ event: 'change', path: at('plugins/remark-version.js') })).toMatchObject({ components: true, instances: false });
  });
});
