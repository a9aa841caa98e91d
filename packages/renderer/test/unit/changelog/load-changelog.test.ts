import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadChangelog } from '../../../src/changelog/load-changelog.ts';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { removeTree, writeTree } from '../content-tree.ts';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) removeTree(root);
  roots = [];
});

function load(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  const diagnostics = new Diagnostics();
  const source = loadChangelog({ dir: path.join(root, 'changelog'), cwd: root, base: '/changelog', diagnostics });
  return {
    source,
    diagnostics,
    root,
    messages: diagnostics.items.map((d) => `${d.severity} ${d.file}:${d.line ?? ''}${d.column ? `:${d.column}` : ''}: ${d.message}`),
  };
}

describe('loadChangelog (issue 15)', () => {
  it('has no changelog when the folder is missing', () => {
    expect(load({ 'content/index.md': 'Home' }).source).toBeUndefined();
  });

  it('reads the date and slug from the file or folder name, or the date from the front matter; newest first', () => {
    const { source, messages } = load({
      'changelog/2025-03-01-first.md': '---\ntitle: First\n---\nText.\n',
      'changelog/2025-04-02-in-folder/index.md': '# From the heading\n\nText.\n',
      'changelog/no-date-in-name.md': '---\ndate: 2024-12-31\n---\nText.\n',
      'changelog/2025-05-05-slugged.md': '---\nslug: /releases/five\n---\nText.\n',
    });
    expect(messages).toEqual([]);
    expect(source!.posts.map((p) => [p.date, p.route, p.title])).toEqual([
      ['2025-05-05', '/changelog/releases/five', 'slugged'],
      ['2025-04-02', '/changelog/2025/04/02/in-folder', 'From the heading'],
      ['2025-03-01', '/changelog/2025/03/01/first', 'First'],
      ['2024-12-31', '/changelog/2024/12/31/no-date-in-name', 'no-date-in-name'],
    ]);
  });

  it('cuts the excerpt at the truncate marker and counts the reading time', () => {
    const words = Array.from({ length: 500 }, () => 'word').join(' ');
    const { source } = load({ 'changelog/2025-01-01-long.md': `Summary.\n\n<!-- truncate -->\n\n${words}\n` });
    const [post] = source!.posts;
    expect(post!.excerpt).toBe('Summary.\n\n');
    expect(post!.readingMinutes).toBe(3);
  });

  it('resolves authors and tags from authors.yml and tags.yml, and warns about a tag the file does not list', () => {
    const { source, messages } = load({
      'changelog/authors.yml': 'ada:\n  name: Ada\n  title: Lead\n',
      'changelog/tags.yml': 'release:\n  label: Release\n  permalink: /releases\n',
      'changelog/2025-01-01-post.md': '---\nauthors: [ada, { name: Guest }]\ntags: [release, Other Thing]\n---\nText.\n',
    });
    expect(source!.posts[0]!.authors.map((a) => a.name)).toEqual(['Ada', 'Guest']);
    expect(source!.posts[0]!.tags).toEqual([
      { label: 'Release', route: '/changelog/tags/releases', description: undefined },
      { label: 'Other Thing', route: '/changelog/tags/other-thing' },
    ]);
    expect(messages).toEqual(['warning changelog/2025-01-01-post.md:3: tag "Other Thing" is not in changelog/tags.yml']);
  });

  it('names the file and line of an unknown author, a missing date, a bad slug and broken YAML', () => {
    const { source, diagnostics, messages } = load({
      'changelog/2025-01-01-author.md': '---\ntitle: A\nauthors: nobody\n---\nText.\n',
      'changelog/undated.md': 'Text.\n',
      'changelog/2025-02-30-not-a-day.md': 'Text.\n',
      'changelog/2025-01-02-escape.md': '---\nslug: ../../outside\n---\nText.\n',
      'changelog/2025-01-03-yaml.md': '---\ntitle: [broken\n---\nText.\n',
      'changelog/authors.yml': 'someone:\n  title: no name\n',
    });
    expect(source!.posts.map((p) => p.relPath)).toEqual(['2025-01-01-author.md']);
    expect(messages).toEqual([
      'error changelog/authors.yml:2:3: `someone.name` must be a string, got nothing',
      'error changelog/2025-01-01-author.md:3: unknown author key "nobody"',
      expect.stringMatching(/^error changelog\/2025-01-02-escape\.md:2: `slug` may not contain/),
      expect.stringMatching(/^error changelog\/2025-01-03-yaml\.md:2:\d+: invalid YAML in front matter/),
      'error changelog/2025-02-30-not-a-day.md:1: a changelog post needs a date',
      'error changelog/undated.md:1: a changelog post needs a date',
    ]);
    expect(diagnostics.items.every((d) => d.hint)).toBe(true);
  });

  it('does not follow a symbolic link out of the changelog folder', () => {
    const { root } = load({ 'outside/2025-01-01-secret.md': 'Secret.\n', 'changelog/2025-01-01-ok.md': 'Fine.\n' });
    symlinkSync(path.join(root, 'outside/2025-01-01-secret.md'), path.join(root, 'changelog/2025-01-02-link.md'));
    symlinkSync(path.join(root, 'outside'), path.join(root, 'changelog/2025-01-03-dir'));
    const diagnostics = new Diagnostics();
    const source = loadChangelog({ dir: path.join(root, 'changelog'), cwd: root, base: '/changelog', diagnostics });
    expect(source!.posts.map((p) => p.relPath)).toEqual(['2025-01-01-ok.md']);
  });

  it('refuses a changelog folder that links outside the site', () => {
    const { root } = load({ 'elsewhere/2025-01-01-secret.md': 'Secret.\n', 'site/content/index.md': 'Home' });
    symlinkSync(path.join(root, 'elsewhere'), path.join(root, 'site/changelog'));
    const diagnostics = new Diagnostics();
    expect(loadChangelog({ dir: path.join(root, 'site/changelog'), cwd: root, base: '/changelog', diagnostics })).toBeUndefined();
    expect(diagnostics.items.map((d) => `${d.file}: ${d.message}`)).toEqual(['site/changelog: the changelog folder is a link to a folder outside the site']);
  });
});
