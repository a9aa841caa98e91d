import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/load-config.ts';
import { loadContent } from '../../../src/content/load-content.ts';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { buildSite } from '../../../src/site/build-site.ts';
import type { CategoryPageData, DocPageData, SiteModel } from '../../../src/site/types.ts';
import { md, removeTree, writeTree } from '../content-tree.ts';

const config = validateConfig({});
const roots: string[] = [];

function site(files: Record<string, string>, includeDrafts = false): { model: SiteModel; diagnostics: Diagnostics } {
  const root = writeTree(files);
  roots.push(root);
  const diagnostics = new Diagnostics();
  const content = loadContent({ contentDir: path.join(root, 'content'), cwd: root, diagnostics });
  return { model: buildSite({ config, content, includeDrafts, diagnostics }), diagnostics };
}

function page(model: SiteModel, route: string): DocPageData {
  const found = model.pages.find((p) => p.route === route);
  if (found?.kind !== 'doc') throw new Error(`no doc page at ${route}: ${model.pages.map((p) => p.route).join(', ')}`);
  return found;
}

/** The site of the ordering rules: a home page, positioned and unpositioned docs, two categories, an unlisted doc and a draft. */
const ORDERING = {
  'content/index.md': '# Welcome\n\nHello there, reader.\n',
  'content/10-the-end.md': md({ title: 'The end' }),
  'content/getting-started.md': md({ sidebar_position: 1 }, '# Getting started\n\nFirst steps.\n'),
  'content/01-basics/_category_.json': JSON.stringify({ label: 'Basic Things', link: { type: 'generated-index' } }),
  'content/01-basics/2-second.md': md({}),
  'content/01-basics/10-tenth.md': md({}),
  'content/01-basics/setup.md': md({ sidebar_position: 1 }),
  'content/01-basics/zeta.md': md({}),
  'content/01-basics/alpha.md': md({ sidebar_label: 'Alpha!' }),
  'content/02-advanced/index.md': md({ title: 'Advanced overview' }),
  'content/02-advanced/_category_.yml': 'collapsed: true\n',
  'content/02-advanced/deep.md': md({ title: 'Deep' }),
  'content/hidden.md': md({ title: 'Hidden', unlisted: true }),
  'content/draft.md': md({ title: 'Draft', draft: true }),
};

afterAll(() => {
  for (const root of roots) removeTree(root);
});

describe('buildSite on a site following the Docusaurus ordering rules', () => {
  let model: SiteModel;
  let diagnostics: Diagnostics;
  beforeAll(() => {
    ({ model, diagnostics } = site(ORDERING));
  });

  it('reports nothing', () => {
    expect(diagnostics.items).toEqual([]);
  });

  it('orders prev/next by the sidebar: positions first, categories with their pages, unlisted skipped', () => {
    const reading: string[] = [];
    let route: string | undefined = '/category/basic-things';
    const byRoute = new Map(model.pages.map((p) => [p.route, p]));
    while (route) {
      reading.push(route);
      route = byRoute.get(route)?.next?.href;
    }
    expect(reading).toEqual([
      '/category/basic-things',
      '/basics/setup',
      '/basics/second',
      '/basics/tenth',
      '/basics/alpha',
      '/basics/zeta',
      '/getting-started',
      '/advanced',
      '/advanced/deep',
      '/the-end',
      '/',
    ]);
    expect(byRoute.get('/category/basic-things')!.prev).toBeUndefined();
  });

  it('labels prev/next links with the sidebar label', () => {
    expect(page(model, '/basics/tenth').next).toEqual({ label: 'Alpha!', href: '/basics/alpha' });
    expect(page(model, '/basics/zeta').prev).toEqual({ label: 'Alpha!', href: '/basics/alpha' });
  });

  it('uses the leading # heading as the title, and strips number prefixes from default titles', () => {
    expect(page(model, '/').title).toBe('Welcome');
    expect(page(model, '/getting-started').title).toBe('Getting started');
    expect(page(model, '/basics/second').title).toBe('second');
  });

  it('describes a page by its first paragraph when front matter has no description', () => {
    expect(page(model, '/').description).toBe('Hello there, reader.');
  });

  it('marks an unlisted doc, leaves it out of prev/next and keeps it out of its neighbours', () => {
    const hidden = page(model, '/hidden');
    expect(hidden).toMatchObject({ unlisted: true, noindex: true });
    expect(hidden.prev).toBeUndefined();
    expect(hidden.next).toBeUndefined();
    expect(page(model, '/the-end').next?.href).toBe('/');
    expect(page(model, '/').prev?.href).toBe('/the-end');
  });

  it('leaves drafts out and lists them in version.draftIds', () => {
    expect(model.pages.some((p) => p.route === '/draft')).toBe(false);
    expect(model.version.draftIds).toEqual(['draft']);
    expect(model.version.docs.map((d) => d.id)).not.toContain('draft');
    expect(model.version.mainDocId).toBe('index');
  });

  it('builds breadcrumbs: Home, the categories, then the page', () => {
    expect(page(model, '/basics/setup').breadcrumbs).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Basic Things', href: '/category/basic-things' },
      { label: 'setup' },
    ]);
    expect(page(model, '/advanced/deep').breadcrumbs).toEqual([{ label: 'Home', href: '/' }, { label: 'advanced', href: '/advanced' }, { label: 'Deep' }]);
    expect(page(model, '/the-end').breadcrumbs).toEqual([{ label: 'Home', href: '/' }, { label: 'The end' }]);
    expect(page(model, '/').breadcrumbs).toEqual([{ label: 'Welcome' }]);
  });

  it('names the page in its breadcrumbs by its sidebar label, as Docusaurus does (issue 36)', () => {
    expect(page(model, '/basics/alpha').breadcrumbs.at(-1)).toEqual({ label: 'Alpha!' });
    // A category's own doc is the category in the trail.
    expect(page(model, '/advanced').breadcrumbs).toEqual([{ label: 'Home', href: '/' }, { label: 'advanced' }]);
  });

  it('adds a generated-index page with a card per item', () => {
    const index = model.pages.find((p): p is CategoryPageData => p.kind === 'category');
    expect(index).toBeDefined();
    expect(index!).toMatchObject({ route: '/category/basic-things', title: 'Basic Things', noindex: false });
    expect(index!.breadcrumbs).toEqual([{ label: 'Home', href: '/' }, { label: 'Basic Things' }]);
    expect(index!.cards.map((c) => [c.label, c.href])).toEqual([
      ['setup', '/basics/setup'],
      ['second', '/basics/second'],
      ['tenth', '/basics/tenth'],
      ['Alpha!', '/basics/alpha'],
      ['zeta', '/basics/zeta'],
    ]);
    expect(index!.cards[0]!.description).toBe('Some text.');
  });

  it('maps every Markdown file, drafts included, to its route', () => {
    expect(model.routeOfFile.get('01-basics/2-second.md')).toBe('/basics/second');
    expect(model.routeOfFile.get('02-advanced/index.md')).toBe('/advanced');
    expect(model.routeOfFile.get('draft.md')).toBe('/draft');
  });

  it('uses the default navbar items (no REST API item without an API description) and TOC levels', () => {
    expect(model.navbarItems).toEqual([{ label: 'Guides', to: '/', activeBasePath: '/', position: 'left', sidebar: 'docs' }]);
    expect(page(model, '/').toc).toEqual({ min: 2, max: 3 });
  });
});

describe('buildSite options and front matter', () => {
  it('includes drafts when includeDrafts is true, still listing them as drafts', () => {
    const { model } = site({ 'content/a.md': md({ title: 'A' }), 'content/b.md': md({ title: 'B', draft: true }) }, true);
    expect(page(model, '/b')).toMatchObject({ draft: true, noindex: true });
    expect(page(model, '/a').next?.href).toBe('/b');
    expect(model.version.draftIds).toEqual(['b']);
  });

  it('follows pagination_next / pagination_prev overrides, by doc id or null', () => {
    const { model, diagnostics } = site({
      'content/1-a.md': md({ title: 'A', pagination_next: 'guides/c' }),
      'content/2-b.md': md({ title: 'B', pagination_prev: null, pagination_next: null }),
      'content/guides/c.md': md({ title: 'C', sidebar_label: 'Sea' }),
    });
    expect(diagnostics.items).toEqual([]);
    expect(page(model, '/a').next).toEqual({ label: 'Sea', href: '/guides/c' });
    expect(page(model, '/b').prev).toBeUndefined();
    expect(page(model, '/b').next).toBeUndefined();
    expect(page(model, '/guides/c').prev).toEqual({ label: 'B', href: '/b' });
  });

  it('warns about a pagination override to an unknown doc id and keeps the default', () => {
    const { model, diagnostics } = site({ 'content/1-a.md': md({ title: 'A', pagination_next: 'nope' }), 'content/2-b.md': md({ title: 'B' }) });
    expect(diagnostics.warnings).toHaveLength(1);
    expect(diagnostics.warnings[0]).toMatchObject({ message: '`pagination_next` points to an unknown doc id "nope"', file: path.join('content', '1-a.md') });
    expect(page(model, '/a').next?.href).toBe('/b');
  });

  it('gives the line of the key in the unknown pagination override warning', () => {
    const { diagnostics } = site({
      'content/1-a.md': md({ title: 'A', description: 'D', pagination_next: 'nope' }),
      'content/2-b.md': '---\ntitle: B\n\n\npagination_prev: missing\n---\nText.\n',
    });
    expect(diagnostics.warnings.map((w) => [w.message, w.file, w.line])).toEqual([
      ['`pagination_next` points to an unknown doc id "nope"', path.join('content', '1-a.md'), 4],
      ['`pagination_prev` points to an unknown doc id "missing"', path.join('content', '2-b.md'), 5],
    ]);
  });

  it('reports two pages with the same route as an error naming both files', () => {
    const { diagnostics } = site({ 'content/a.md': md({ title: 'A' }), 'content/b.md': md({ title: 'B', slug: '/a' }) });
    expect(diagnostics.errors).toHaveLength(1);
    expect(diagnostics.errors[0]!.message).toBe(`two pages have the route /a: ${path.join('content', 'a.md')} and ${path.join('content', 'b.md')}`);
    expect(diagnostics.errors[0]!.file).toBe(path.join('content', 'b.md'));
  });

  it("builds one of two guides that are both their folder's index (index.md and README.md), with a warning, as Docusaurus does", () => {
    const { model, diagnostics } = site({
      'content/cli/index.md': md({ title: 'CLI' }),
      'content/cli/README.md': md({ title: 'Contents' }),
      'content/cli/add.md': md({ title: 'Add' }),
    });
    expect(diagnostics.errors).toEqual([]);
    const cli = model.pages.filter((p) => p.route === '/cli');
    expect(cli.map((p) => p.title)).toEqual(['CLI']);
    expect(diagnostics.warnings.map((w) => [w.message, w.file])).toEqual([
      [
        `two guides have the route /cli: ${path.join('content', 'cli', 'index.md')} and ${path.join('content', 'cli', 'README.md')}, both the index of their folder; ${path.join('content', 'cli', 'README.md')} is left out`,
        path.join('content', 'cli', 'README.md'),
      ],
    ]);
  });

  it('reports a doc whose route collides with a generated index', () => {
    const { diagnostics } = site({
      'content/x/_category_.json': '{"label": "X", "link": {"type": "generated-index", "slug": "/x-list"}}',
      'content/x/a.md': md({ title: 'A' }),
      'content/list.md': md({ title: 'List', slug: '/x-list' }),
    });
    expect(diagnostics.errors.map((e) => e.message)).toEqual([
      `two pages have the route /x-list: ${path.join('content', 'list.md')} and ${path.join('content', 'x', '_category_.json')}`,
    ]);
  });

  it('makes a home that lists the docs when no guide is at /, as a Docusaurus site whose home is a React page', () => {
    const { model, diagnostics } = site({ 'content/a.md': md({ title: 'A' }), 'content/b/c.md': md({ title: 'C' }) });
    expect(diagnostics.errors).toEqual([]);
    expect(model.pages.find((p) => p.route === '/')).toMatchObject({ kind: 'category', source: 'home' });
  });

  it('reports two guides with the same id', () => {
    const { diagnostics } = site({ 'content/a.md': md({ title: 'A', id: 'same' }), 'content/same.md': md({ title: 'S' }) });
    expect(diagnostics.errors.map((e) => e.message)).toEqual([
      `two guides have the id "same": ${path.join('content', 'a.md')} and ${path.join('content', 'same.md')}`,
    ]);
  });

  it('honours hide_table_of_contents and per-page TOC levels', () => {
    const { model } = site({
      'content/a.md': md({ title: 'A', hide_table_of_contents: true }),
      'content/b.md': md({ title: 'B', toc_min_heading_level: 3, toc_max_heading_level: 5 }),
    });
    expect(page(model, '/a').toc).toBeUndefined();
    expect(page(model, '/b').toc).toEqual({ min: 3, max: 5 });
  });

  it('uses the front matter description and keywords', () => {
    const { model } = site({ 'content/a.md': '---\ntitle: A\ndescription: Short.\nkeywords: [x, y]\n---\nBody text.\n' });
    expect(page(model, '/a')).toMatchObject({ description: 'Short.', keywords: ['x', 'y'] });
  });
});
