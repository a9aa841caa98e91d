import { describe, expect, it } from 'vitest';
import { catchError } from '../catch-error.ts';
import { parseFrontMatter } from '../../../src/content/front-matter.ts';
import { Diagnostics } from '../../../src/diagnostics.ts';

describe('parseFrontMatter', () => {
  it('parses the fields and returns the body after the block', () => {
    const source = [
      '---',
      'title: Refunds',
      'sidebar_label: Refund a payment',
      'sidebar_position: 3',
      'keywords: [refund, partial]',
      'unlisted: true',
      'pagination_next: null',
      'pagination_prev: guides/intro',
      '---',
      '# Body',
      '',
      'Text.',
    ].join('\n');
    const diagnostics = new Diagnostics();
    const parsed = parseFrontMatter(source, 'content/refunds.md', diagnostics);
    expect(parsed.frontMatter).toEqual({
      title: 'Refunds',
      sidebar_label: 'Refund a payment',
      sidebar_position: 3,
      keywords: ['refund', 'partial'],
      unlisted: true,
      pagination_next: null,
      pagination_prev: 'guides/intro',
    });
    expect(parsed.body).toBe('# Body\n\nText.');
    expect(parsed.bodyLineOffset).toBe(9);
    expect(diagnostics.items).toEqual([]);
  });

  it('returns the whole source as the body when there is no front matter', () => {
    const source = '# Title\n\n---\n\nafter a rule';
    expect(parseFrontMatter(source, 'a.md')).toEqual({ frontMatter: {}, body: source, bodyLineOffset: 0, keyLines: {} });
  });

  it('accepts an empty block', () => {
    expect(parseFrontMatter('---\n---\nbody', 'a.md')).toEqual({ frontMatter: {}, body: 'body', bodyLineOffset: 2, keyLines: {} });
  });

  it('handles CRLF line endings', () => {
    const parsed = parseFrontMatter('---\r\ntitle: Windows\r\n---\r\nbody\r\n', 'a.md');
    expect(parsed.frontMatter).toEqual({ title: 'Windows' });
    expect(parsed.body).toBe('body\r\n');
  });

  it('warns about a misspelt key with the file, the line of the key and the key meant', () => {
    const diagnostics = new Diagnostics();
    const source = '---\ntitle: X\ndescription: Y\nsidebarLabel: Jane\n---\nbody';
    const parsed = parseFrontMatter(source, 'content/x.md', diagnostics);
    expect(parsed.frontMatter).toMatchObject({ title: 'X', sidebarLabel: 'Jane' });
    expect(diagnostics.errors).toEqual([]);
    expect(diagnostics.warnings).toHaveLength(1);
    const [warning] = diagnostics.warnings;
    expect(warning).toMatchObject({
      severity: 'warning',
      message: 'unknown front matter key `sidebarLabel`; did you mean `sidebar_label`?',
      file: 'content/x.md',
      line: 4,
      column: 1,
      sitewide: true,
    });
    expect(warning!.hint).toContain('sidebar_position');
  });

  it("keeps the site's own keys for its components without a warning, as Docusaurus does", () => {
    const diagnostics = new Diagnostics();
    const source = '---\ntitle: X\nauthor: Jane\ncontributors: [a, b]\neditUrl: https://example.com/x\n---\nbody';
    expect(parseFrontMatter(source, 'content/x.md', diagnostics).frontMatter).toMatchObject({ author: 'Jane', contributors: ['a', 'b'] });
    expect(diagnostics.warnings).toEqual([]);
  });

  it('reads a number written where a string is expected as its text, as Docusaurus does', () => {
    const parsed = parseFrontMatter('---\nid: 202209\ntitle: 2024\nsidebar_label: 2025\nkeywords: [2024, refunds]\n---\nbody', 'content/x.md');
    expect(parsed.frontMatter).toMatchObject({ id: '202209', title: '2024', sidebar_label: '2025', keywords: ['2024', 'refunds'] });
  });

  it('does not warn when no Diagnostics is given (and still parses)', () => {
    expect(parseFrontMatter('---\nfoo: 1\n---\n', 'x.md').frontMatter).toEqual({ foo: 1 });
  });

  it('throws on broken YAML with the file line and column of the problem and a frame showing it', () => {
    const source = '---\ntitle: Refunds: full and partial\n---\nbody';
    const error = catchError(() => parseFrontMatter(source, 'content/refunds.md'));
    expect(error.message).toMatch(/^invalid YAML in front matter: /);
    expect(error.file).toBe('content/refunds.md');
    expect(error.line).toBe(2);
    expect(error.column).toBe(8);
    expect(error.frame).toContain('> 2 | title: Refunds: full and partial');
    expect(error.frame).toContain('|        ^');
    expect(error.hint).toContain('quote values');
    expect(error.cause).toBeDefined();
  });

  it('counts the opening fence when placing a YAML error further down', () => {
    const source = '---\ntitle: ok\ndescription: fine\nkeywords: [a, b\n---\nbody';
    const error = catchError(() => parseFrontMatter(source, 'k.md'));
    expect(error.line).toBe(4);
    expect(error.frame).toContain('> 4 | keywords: [a, b');
  });

  it('throws on a wrong type, naming the key, the expected type and its line', () => {
    const source = '---\ntitle: Setup\nsidebar_position: "two"\n---\nbody';
    const error = catchError(() => parseFrontMatter(source, 'content/setup.md'));
    expect(error.message).toBe('front matter: `sidebar_position` must be a number, got a string ("two")');
    expect(error.file).toBe('content/setup.md');
    expect(error.line).toBe(3);
    expect(error.column).toBe(1);
    expect(error.frame).toContain('> 3 | sidebar_position: "two"');
  });

  it('rejects an id with a slash and a toc level out of range', () => {
    expect(catchError(() => parseFrontMatter('---\nid: a/b\n---\n', 'a.md')).message).toContain('`id`');
    const toc = catchError(() => parseFrontMatter('---\ntitle: t\ntoc_max_heading_level: 7\n---\n', 'a.md'));
    expect(toc.message).toBe('front matter: `toc_max_heading_level` must be at most 6');
    expect(toc.line).toBe(3);
  });

  it('throws when the front matter is not closed', () => {
    const source = '---\ntitle: Open\n\n# Heading';
    const error = catchError(() => parseFrontMatter(source, 'content/open.md'));
    expect(error.message).toBe('front matter is not closed');
    expect(error).toMatchObject({ file: 'content/open.md', line: 1, column: 1 });
    expect(error.frame).toContain('> 1 | ---');
    expect(error.hint).toContain('---');
  });

  it('says "the front matter" when the block is not a mapping', () => {
    const error = catchError(() => parseFrontMatter('---\n- a\n---\nbody', 'content/list.md'));
    expect(error.message).toBe('front matter: the front matter must be an object, got an array');
    expect(error.message).not.toContain('the config');
  });

  it('returns the file line of each top-level key', () => {
    const source = '---\ntitle: X\n\n# a comment\nkeywords:\n  - a\n  - b\npagination_next: guides/c\n---\nbody';
    expect(parseFrontMatter(source, 'a.md').keyLines).toEqual({ title: 2, keywords: 5, pagination_next: 8 });
  });
});
