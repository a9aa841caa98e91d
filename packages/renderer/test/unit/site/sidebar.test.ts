import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allDocs, loadContent } from '../../../src/content/load-content.ts';
import type { DocSource } from '../../../src/content/types.ts';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { buildDocsSidebar, flattenSidebar, sidebarTrail, type SidebarCategory, type SidebarItem } from '../../../src/site/sidebar.ts';
import { md, removeTree, writeTree } from '../content-tree.ts';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) removeTree(root);
  roots = [];
});

function sidebarOf(files: Record<string, string>, keep: (doc: DocSource) => boolean = () => true) {
  const root = writeTree(files);
  roots.push(root);
  const diagnostics = new Diagnostics();
  const content = loadContent({ contentDir: path.join(root, 'content'), cwd: root, diagnostics });
  const docsById = new Map(
    allDocs(content)
      .filter(keep)
      .map((d) => [d.id, d]),
  );
  const result = buildDocsSidebar({ root: content, docsById, diagnostics });
  return { ...result, diagnostics };
}

/** The sidebar as `label` / `label (href)` strings, categories as `[label] …items`. */
function outline(items: readonly SidebarItem[]): unknown[] {
  return items.map((item) =>
    item.type === 'html'
      ? `<html> ${item.value}`
      : item.type === 'link'
        ? item.label
        : { [`[${item.label}]${item.href ? ` ${item.href}` : ''}`]: outline(item.items) },
  );
}

function category(items: readonly SidebarItem[], label: string): SidebarCategory {
  const found = items.find((i): i is SidebarCategory => i.type === 'category' && i.label === label);
  if (!found) throw new Error(`no category ${label}`);
  return found;
}

describe('buildDocsSidebar ordering', () => {
  it('puts items with a position first (ascending), then the rest in natural file order', () => {
    const { items } = sidebarOf({
      'content/zeta.md': md({ title: 'Zeta' }),
      'content/alpha.md': md({ title: 'Alpha' }),
      'content/10-tenth.md': md({ title: 'Tenth' }),
      'content/2-second.md': md({ title: 'Second' }),
      'content/setup.md': md({ title: 'Setup', sidebar_position: 1 }),
      'content/beta10.md': md({ title: 'Beta 10' }),
      'content/beta9.md': md({ title: 'Beta 9' }),
    });
    expect(outline(items)).toEqual(['Setup', 'Second', 'Tenth', 'Alpha', 'Beta 9', 'Beta 10', 'Zeta']);
  });

  it('lets sidebar_position beat the file order and the number prefix', () => {
    const { items } = sidebarOf({
      'content/01-first-file.md': md({ title: 'First file', sidebar_position: 5 }),
      'content/02-second-file.md': md({ title: 'Second file' }),
      'content/z-last-file.md': md({ title: 'Last file', sidebar_position: 0.5 }),
    });
    expect(outline(items)).toEqual(['Last file', 'Second file', 'First file']);
  });

  it('keeps file order between items with the same position', () => {
    const { items } = sidebarOf({
      'content/b.md': md({ title: 'B', sidebar_position: 1 }),
      'content/a.md': md({ title: 'A', sidebar_position: 1 }),
    });
    expect(outline(items)).toEqual(['A', 'B']);
  });

  it('orders categories by _category_ position, else their number prefix, among the docs', () => {
    const { items } = sidebarOf({
      'content/01-basics/a.md': md({ title: 'Basics A' }),
      'content/02-advanced/_category_.json': '{"position": 0}',
      'content/02-advanced/b.md': md({ title: 'Advanced B' }),
      'content/sdk/c.md': md({ title: 'SDK C' }),
      'content/intro.md': md({ title: 'Intro', sidebar_position: 1.5 }),
      'content/about.md': md({ title: 'About' }),
    });
    expect(outline(items)).toEqual([{ '[advanced]': ['Advanced B'] }, { '[basics]': ['Basics A'] }, 'Intro', 'About', { '[sdk]': ['SDK C'] }]);
  });
});

describe('buildDocsSidebar categories', () => {
  it('takes label, collapsed, collapsible and description from _category_', () => {
    const { items } = sidebarOf({
      'content/01-guides/_category_.yml': 'label: All guides\ncollapsed: true\ncollapsible: false\ndescription: Everything\n',
      'content/01-guides/a.md': md({ title: 'A' }),
      'content/plain/b.md': md({ title: 'B' }),
    });
    expect(category(items, 'All guides')).toMatchObject({ collapsed: true, collapsible: false, description: 'Everything' });
    expect(category(items, 'All guides').href).toBeUndefined();
    expect(category(items, 'plain')).toMatchObject({ collapsed: false, collapsible: true, linkUnlisted: false });
    expect(category(items, 'plain').href).toBeUndefined();
  });

  it('makes a folder index.md the link of its category and leaves it out of the items', () => {
    const { items } = sidebarOf({
      'content/02-advanced/index.md': md({ title: 'Advanced overview' }),
      'content/02-advanced/deep.md': md({ title: 'Deep' }),
    });
    expect(outline(items)).toEqual([{ '[advanced] /advanced': ['Deep'] }]);
  });

  it('does the same for README.md and a file named like its folder', () => {
    const { items } = sidebarOf({
      'content/a/README.md': md({ title: 'Read me' }),
      'content/a/x.md': md({ title: 'X' }),
      'content/modules/modules.md': md({ title: 'Modules' }),
    });
    expect(outline(items)).toEqual([{ '[a] /a': ['X'] }, 'modules']);
  });

  it('creates a generated index at /category/<kebab label> by default', () => {
    const { items, generatedIndexes } = sidebarOf({
      'content/custom/_category_.json': JSON.stringify({ label: 'Custom API integration', link: { type: 'generated-index' } }),
      'content/custom/a.md': md({ title: 'A' }),
    });
    expect(category(items, 'Custom API integration').href).toBe('/category/custom-api-integration');
    expect(generatedIndexes).toHaveLength(1);
    expect(generatedIndexes[0]).toMatchObject({
      route: '/category/custom-api-integration',
      title: 'Custom API integration',
      source: path.join('content', 'custom', '_category_.json'),
    });
    expect(generatedIndexes[0]!.category).toBe(category(items, 'Custom API integration'));
  });

  it('uses the slug, title and description of a generated-index link', () => {
    const { items, generatedIndexes } = sidebarOf({
      'content/sdk/_category_.json': JSON.stringify({
        label: 'SDKs',
        description: 'Old',
        link: { type: 'generated-index', slug: 'sdks/all', title: 'All SDKs', description: 'Pick one', keywords: ['sdk'] },
      }),
      'content/sdk/php.md': md({ title: 'PHP' }),
    });
    expect(category(items, 'SDKs')).toMatchObject({ href: '/sdks/all', description: 'Pick one' });
    expect(generatedIndexes[0]).toMatchObject({ route: '/sdks/all', title: 'All SDKs', description: 'Pick one', keywords: ['sdk'] });
  });

  it('links a category to a doc by id, removing that doc from its items', () => {
    const { items } = sidebarOf({
      'content/mods/_category_.json': '{"label": "Modules", "link": {"type": "doc", "id": "mods/overview"}}',
      'content/mods/overview.md': md({ title: 'Overview', unlisted: true }),
      'content/mods/other.md': md({ title: 'Other' }),
    });
    expect(category(items, 'Modules')).toMatchObject({ href: '/mods/overview', linkUnlisted: true });
    expect(outline(items)).toEqual([{ '[Modules] /mods/overview': ['Other'] }]);
  });

  it('reports a doc link to an unknown id as an error naming the category file', () => {
    const { diagnostics } = sidebarOf({
      'content/mods/_category_.json': '{"link": {"type": "doc", "id": "mods/nope"}}',
      'content/mods/a.md': 'a',
    });
    expect(diagnostics.errors).toHaveLength(1);
    expect(diagnostics.errors[0]).toMatchObject({
      message: 'category link points to an unknown doc id "mods/nope"',
      file: path.join('content', 'mods', '_category_.json'),
    });
  });

  it("makes a folder holding only its index.md a page under the folder's label, not an empty category (issue 36)", () => {
    const { items } = sidebarOf({
      'content/intro.md': md({ title: 'Intro' }),
      'content/faq/index.md': md({ title: 'Frequently asked', sidebar_label: 'FAQ page' }),
      'content/labelled/_category_.json': JSON.stringify({ label: 'Labelled', className: 'x' }),
      'content/labelled/README.md': md({ title: 'Readme' }),
      'content/empty-index/_category_.json': JSON.stringify({ label: 'Nothing', link: { type: 'generated-index' } }),
    });
    expect(items.map((i) => (i.type === 'html' ? i.value : [i.type, i.label, i.href, i.className]))).toEqual([
      ['link', 'faq', '/faq', undefined],
      ['link', 'Intro', '/intro', undefined],
      ['link', 'Labelled', '/labelled', 'x'],
    ]);
  });

  it('does not link the index doc when the category says link: null', () => {
    const { items } = sidebarOf({
      'content/a/_category_.json': '{"link": null}',
      'content/a/index.md': md({ title: 'Index' }),
      'content/a/b.md': md({ title: 'B' }),
    });
    expect(outline(items)).toEqual([{ '[a]': ['B'] }]);
  });

  it('leaves out docs that are not in docsById (drafts) and categories left empty', () => {
    const { items } = sidebarOf(
      {
        'content/a.md': md({ title: 'A' }),
        'content/d.md': md({ title: 'D', draft: true }),
        'content/only-drafts/x.md': md({ title: 'X', draft: true }),
      },
      (doc) => !doc.draft,
    );
    expect(outline(items)).toEqual(['A']);
  });

  it('keeps unlisted docs in the sidebar but marks them', () => {
    const { items } = sidebarOf({ 'content/a.md': md({ title: 'A' }), 'content/u.md': md({ title: 'U', unlisted: true }) });
    expect(items).toEqual([
      { type: 'link', label: 'A', href: '/a', docId: 'a', unlisted: false },
      { type: 'link', label: 'U', href: '/u', docId: 'u', unlisted: true },
    ]);
  });
});

describe('flattenSidebar and sidebarTrail', () => {
  const items: SidebarItem[] = [
    { type: 'link', label: 'Intro', href: '/intro', docId: 'intro', unlisted: false },
    {
      type: 'category',
      label: 'Guides',
      href: '/category/guides',
      collapsed: false,
      collapsible: true,
      linkUnlisted: false,
      items: [
        { type: 'link', label: 'Hidden', href: '/guides/hidden', docId: 'guides/hidden', unlisted: true },
        {
          type: 'category',
          label: 'Refunds',
          href: '/guides/refunds',
          collapsed: false,
          collapsible: true,
          linkUnlisted: true,
          items: [{ type: 'link', label: 'Partial', href: '/guides/refunds/partial', docId: 'guides/refunds/partial', unlisted: false }],
        },
      ],
    },
  ];

  it('lists links and category pages in reading order, skipping unlisted ones', () => {
    expect(flattenSidebar(items)).toEqual([
      { href: '/intro', label: 'Intro', docId: 'intro' },
      { href: '/category/guides', label: 'Guides' },
      { href: '/guides/refunds/partial', label: 'Partial', docId: 'guides/refunds/partial' },
    ]);
  });

  it('returns the categories leading to a route, outermost first', () => {
    expect(sidebarTrail(items, '/guides/refunds/partial')?.map((c) => c.label)).toEqual(['Guides', 'Refunds']);
    expect(sidebarTrail(items, '/guides/refunds')?.map((c) => c.label)).toEqual(['Guides']);
    expect(sidebarTrail(items, '/intro')).toEqual([]);
    expect(sidebarTrail(items, '/category/guides')).toEqual([]);
    expect(sidebarTrail(items, '/nowhere')).toBeUndefined();
  });
});
