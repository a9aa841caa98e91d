import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allDocs, loadContent } from '../../../src/content/load-content.ts';
import type { ContentDir, DocSource } from '../../../src/content/types.ts';
import { Diagnostics, PortalError } from '../../../src/diagnostics.ts';
import { md, removeTree, writeTree } from '../content-tree.ts';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) removeTree(root);
  roots = [];
});

function load(files: Record<string, string>): { content: ContentDir; diagnostics: Diagnostics; docs: Map<string, DocSource>; root: string } {
  const root = writeTree(files);
  roots.push(root);
  const diagnostics = new Diagnostics();
  const content = loadContent({ contentDir: path.join(root, 'content'), cwd: root, diagnostics });
  return { content, diagnostics, docs: new Map(allDocs(content).map((d) => [d.relPath, d])), root };
}

describe('loadContent', () => {
  it('throws a PortalError when the content folder does not exist', () => {
    const root = writeTree({ 'other.txt': '' });
    roots.push(root);
    expect(() => loadContent({ contentDir: path.join(root, 'content'), cwd: root, diagnostics: new Diagnostics() })).toThrow(PortalError);
    expect(() => loadContent({ contentDir: path.join(root, 'content'), cwd: root, diagnostics: new Diagnostics() })).toThrow(
      'content folder not found: content',
    );
  });

  it('strips number prefixes from ids and routes and keeps them as default positions', () => {
    const { docs } = load({
      'content/01-guides/02-custom-api/03-refunds.md': md({ title: 'Refunds' }),
      'content/10. faq.md': md({ title: 'FAQ' }),
    });
    const refunds = docs.get('01-guides/02-custom-api/03-refunds.md')!;
    expect(refunds).toMatchObject({ id: 'guides/custom-api/refunds', route: '/guides/custom-api/refunds', position: 3, fileName: '03-refunds.md' });
    expect(refunds.displayPath).toBe(path.join('content', '01-guides', '02-custom-api', '03-refunds.md'));
    expect(docs.get('10. faq.md')).toMatchObject({ id: 'faq', route: '/faq', position: 10 });
  });

  it('uses sidebar_position over the number prefix', () => {
    const { docs } = load({ 'content/05-setup.md': md({ sidebar_position: 2 }) });
    expect(docs.get('05-setup.md')!.position).toBe(2);
  });

  it('keeps the folder tree with prefixes stripped from names but kept in dirName and prefixPosition', () => {
    const { content } = load({ 'content/03-modules/a.md': 'a', 'content/sdk/b.md': 'b' });
    expect(content.relDir).toBe('');
    expect(content.dirs.map((d) => [d.relDir, d.name, d.dirName, d.prefixPosition])).toEqual([
      ['03-modules', 'modules', '03-modules', 3],
      ['sdk', 'sdk', 'sdk', undefined],
    ]);
  });

  it('takes the title from front matter, else the leading # heading, else the file name', () => {
    const { docs } = load({
      'content/a.md': md({ title: 'From front matter' }, '# Ignored heading\n'),
      'content/02-b.md': '# From the heading\n\nText.\n',
      'content/c-page.md': 'No heading here.\n\n# Late heading\n',
    });
    expect(docs.get('a.md')!.title).toBe('From front matter');
    // As Docusaurus shows it: the Markdown's own heading, once (the title stays the page's <title>).
    expect(docs.get('a.md')!.heading).toBe('Ignored heading');
    expect(docs.get('a.md')!.body).not.toContain('# Ignored heading');
    expect(docs.get('02-b.md')!.title).toBe('From the heading');
    expect(docs.get('02-b.md')!.body).not.toContain('From the heading');
    expect(docs.get('c-page.md')!.title).toBe('c-page');
    expect(docs.get('c-page.md')!.heading).toBe('c-page');
  });

  it('honours hide_title, pagination_label and parse_number_prefixes as Docusaurus does', () => {
    const { docs } = load({
      'content/01-hidden.md': md({ title: 'Hidden', hide_title: true, pagination_label: 'Short', parse_number_prefixes: false }, 'Text.\n'),
      'content/kept.md': md({ title: 'Kept', hide_title: true }, '# Own heading\n\nText.\n'),
    });
    const hidden = docs.get('01-hidden.md')!;
    expect(hidden.heading).toBeUndefined();
    expect(hidden.paginationLabel).toBe('Short');
    expect(hidden.route).toBe('/01-hidden');
    expect(hidden.position).toBeUndefined();
    // hide_title hides only a title from front matter, never the Markdown's own heading.
    expect(docs.get('kept.md')!.heading).toBe('Own heading');
  });

  it('takes the leading # heading after MDX imports, but not after text', () => {
    const { docs } = load({
      'content/a.mdx': md({ title: 'Front' }, "import Note from './Note';\nexport const x = 1;\n\n# After imports\n\nText.\n"),
      'content/b.md': 'Some text.\n\n# Not a title\n',
    });
    expect(docs.get('a.mdx')!.heading).toBe('After imports');
    expect(docs.get('a.mdx')!.body).not.toContain('# After imports');
    expect(docs.get('b.md')!.heading).toBe('b');
  });

  it('removes the leading h1 without moving the lines after it', () => {
    const { docs } = load({ 'content/b.md': '# Plain\n\nText on line 3.\n' });
    const doc = docs.get('b.md')!;
    expect(doc.body.split('\n').indexOf('Text on line 3.') + 1 + doc.bodyLineOffset).toBe(3);
  });

  it('keeps the blank lines before a leading h1 when removing it, so later lines keep their file line', () => {
    const { docs } = load({ 'content/b.md': '---\nsidebar_position: 1\n---\n\n# Heading\n\nText on line 7.\n' });
    const doc = docs.get('b.md')!;
    expect(doc.title).toBe('Heading');
    expect(doc.body).not.toContain('Heading');
    expect(doc.body.split('\n').indexOf('Text on line 7.') + 1 + doc.bodyLineOffset).toBe(7);
  });

  it('keeps the line of each front matter key', () => {
    const { docs } = load({ 'content/a.md': '---\ntitle: A\n\npagination_next: b\n---\nText.\n', 'content/b.md': 'No front matter.\n' });
    expect(docs.get('a.md')!.frontMatterLines).toEqual({ title: 2, pagination_next: 4 });
    expect(docs.get('b.md')!.frontMatterLines).toEqual({});
  });

  it('uses sidebar_label, else the title, as the sidebar label', () => {
    const { docs } = load({ 'content/a.md': md({ title: 'Long title', sidebar_label: 'Short' }), 'content/b.md': md({ title: 'Only title' }) });
    expect(docs.get('a.md')!.sidebarLabel).toBe('Short');
    expect(docs.get('b.md')!.sidebarLabel).toBe('Only title');
  });

  it('resolves front matter slug and id', () => {
    const { docs } = load({
      'content/guides/a.md': md({ slug: '/elsewhere/a' }),
      'content/guides/b.md': md({ slug: 'relative-b' }),
      'content/guides/c.md': md({ id: 'custom-id' }),
    });
    expect(docs.get('guides/a.md')!.route).toBe('/elsewhere/a');
    expect(docs.get('guides/b.md')!.route).toBe('/guides/relative-b');
    // As in Docusaurus, a page without a slug is named by its id.
    expect(docs.get('guides/c.md')).toMatchObject({ id: 'guides/custom-id', route: '/guides/custom-id' });
  });

  it('routes index, README and folder-named files to their folder and marks them as folder indexes', () => {
    const { docs } = load({
      'content/index.md': 'home',
      'content/01-a/index.md': 'a',
      'content/b/README.md': 'b',
      'content/02-modules/03-modules.md': 'c',
      'content/d/other.md': 'd',
    });
    expect(docs.get('index.md')).toMatchObject({ route: '/', id: 'index', isFolderIndex: false });
    expect(docs.get('01-a/index.md')).toMatchObject({ route: '/a', id: 'a/index', isFolderIndex: true });
    expect(docs.get('b/README.md')).toMatchObject({ route: '/b', isFolderIndex: true });
    expect(docs.get('02-modules/03-modules.md')).toMatchObject({ route: '/modules', id: 'modules/modules', isFolderIndex: true });
    expect(docs.get('d/other.md')).toMatchObject({ route: '/d/other', isFolderIndex: false });
  });

  it('marks unlisted and draft docs', () => {
    const { docs } = load({ 'content/u.md': md({ unlisted: true }), 'content/d.md': md({ draft: true }), 'content/n.md': 'n' });
    expect([docs.get('u.md')!.unlisted, docs.get('u.md')!.draft]).toEqual([true, false]);
    expect([docs.get('d.md')!.unlisted, docs.get('d.md')!.draft]).toEqual([false, true]);
    expect([docs.get('n.md')!.unlisted, docs.get('n.md')!.draft]).toEqual([false, false]);
  });

  it('ignores files and folders starting with _ or ., and non-Markdown files', () => {
    const { content } = load({
      'content/a.md': 'a',
      'content/_partial.md': 'p',
      'content/.hidden.md': 'h',
      'content/_drafts/x.md': 'x',
      'content/notes.txt': 't',
      'content/img/logo.png': '',
    });
    expect(allDocs(content).map((d) => d.relPath)).toEqual(['a.md']);
  });

  it('reads _category_.json and _category_.yml into the folder', () => {
    const { content } = load({
      'content/a/_category_.json': '{"label": "Alpha", "position": 3}',
      'content/a/x.md': 'x',
      'content/b/_category_.yml': 'label: Beta\ncollapsed: true\n',
      'content/b/y.md': 'y',
    });
    expect(content.dirs[0]!.category).toEqual({ label: 'Alpha', position: 3 });
    expect(content.dirs[0]!.categoryFile).toBe(path.join('content', 'a', '_category_.json'));
    expect(content.dirs[1]!.category).toEqual({ label: 'Beta', collapsed: true });
  });

  it('collects front matter and category errors instead of throwing, and skips the broken doc', () => {
    const { content, diagnostics } = load({
      'content/good.md': 'ok',
      'content/bad.md': '---\ntitle: [broken\n---\ntext',
      'content/x/_category_.json': '{"label": "X",\n "colour": 1}',
      'content/x/y.md': 'y',
    });
    expect(allDocs(content).map((d) => d.relPath)).toEqual(['good.md', 'x/y.md']);
    expect(diagnostics.errors.map((d) => [d.file, d.line, d.message.split(':')[0]])).toEqual([
      [path.join('content', 'bad.md'), 2, 'invalid YAML in front matter'],
      [path.join('content', 'x', '_category_.json'), 1, 'category'],
    ]);
    expect(content.dirs[0]!.category).toEqual({});
  });

  it('warns about misspelt front matter keys with the file', () => {
    const { diagnostics } = load({ 'content/a.md': '---\ntitle: A\nauthor: me\ntitel: B\n---\n' });
    expect(diagnostics.warnings).toMatchObject([
      { message: 'unknown front matter key `titel`; did you mean `title`?', file: path.join('content', 'a.md'), line: 4 },
    ]);
  });

  it('lists docs depth first in natural file order', () => {
    const { content } = load({
      'content/10-z.md': 'z',
      'content/2-y.md': 'y',
      'content/b/1.md': '1',
      'content/a/c.md': 'c',
    });
    expect(allDocs(content).map((d) => d.relPath)).toEqual(['2-y.md', '10-z.md', 'a/c.md', 'b/1.md']);
  });
});
