import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../../../src/diagnostics.ts';
import { CompileCache } from '../../../../src/render/job/compile-cache.ts';
import { readEntries, writeEntries } from '../../../../src/cache/entry-file.ts';
import { HtmlMemo } from '../../../../src/cache/html-memo.ts';
import { fakeCompiler } from '../../fake-compiler.ts';

describe('CompileCache (compiled Markdown kept across builds)', () => {
  const routes = new Map([['other.md', '/other']]);
  const images = new Map([['/content/img.svg', '/assets/images/img.1.svg']]);
  const input = (diagnostics = new Diagnostics(), relPath = 'a.md') => ({
    relPath,
    displayPath: `content/${relPath}`,
    absDir: '/content',
    routeOfFile: (rel: string) => routes.get(rel),
    addAsset: (abs: string) => images.get(abs),
    diagnostics,
  });
  const newFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-compile-cache-')), 'cache', 'markdown.jsonl');

  /** One build: compiles `guides` ([relPath, text]) through the cache in `file`, then keeps it. */
  function build(file: string, guides: [string, string][], options: { identity?: string; diagnostics?: Diagnostics; format?: 'mdx' | 'detect' | 'md' } = {}) {
    const fake = fakeCompiler();
    const cache = CompileCache.read(file, options.identity ?? 'id');
    const compile = cache.wrap(fake.compile);
    const results = guides.map(([rel, text]) => compile(text, { ...input(options.diagnostics, rel), format: options.format }));
    writeEntries(file, options.identity ?? 'id', [cache.use()]);
    return { results, runs: fake.runs() };
  }

  it('gives the next build the same result and warnings without compiling', () => {
    const file = newFile();
    const first = build(file, [['a.md', 'text']]);
    expect(first.runs).toBe(1);
    const diagnostics = new Diagnostics();
    const second = build(file, [['a.md', 'text']], { diagnostics });
    expect(second.runs).toBe(0);
    expect(second.results).toEqual(first.results);
    expect(diagnostics.items).toMatchObject([{ message: 'a warning', file: 'content/a.md', line: 1 }]);
  });

  it('keeps two guides of one content-relative path in two docs folders apart (issue 36: docs instances, versions)', () => {
    const file = newFile();
    const compileBoth = (cache: CompileCache) => {
      const fake = fakeCompiler();
      const compile = cache.wrap(fake.compile);
      const html = [
        compile('# Main intro', { ...input(), relPath: 'intro.md', displayPath: 'docs/intro.md', absDir: '/site/docs' }).html,
        compile('# Community intro', { ...input(), relPath: 'intro.md', displayPath: 'community/intro.md', absDir: '/site/community' }).html,
      ];
      return { html, runs: fake.runs() };
    };
    const firstCache = CompileCache.read(file, 'id');
    const first = compileBoth(firstCache);
    writeEntries(file, 'id', [firstCache.use()]);
    const second = compileBoth(CompileCache.read(file, 'id'));
    expect(second.runs).toBe(0);
    expect(second.html).toEqual(first.html);
  });

  it('compiles again when the text, a linked route, an image or the identity changed', () => {
    const file = newFile();
    build(file, [['a.md', 'text']]);
    expect(build(file, [['a.md', 'new text']]).runs).toBe(1);
    routes.set('other.md', '/moved');
    const moved = build(file, [['a.md', 'new text']]);
    expect([moved.runs, moved.results[0]!.html]).toEqual([1, '<p>new text → /moved /assets/images/img.1.svg</p>']);
    images.set('/content/img.svg', '/assets/images/img.2.svg');
    expect(build(file, [['a.md', 'new text']]).results[0]!.html).toContain('img.2.svg');
    expect(build(file, [['a.md', 'new text']], { identity: 'another portal' }).runs).toBe(1);
    expect(build(file, [['a.md', 'new text']]).runs).toBe(1);
    expect(build(file, [['a.md', 'new text']]).runs).toBe(0);
  });

  it("compiles again when the site's markdown.format changed (a .md guide is MDX or not)", () => {
    const file = newFile();
    build(file, [['a.md', 'x <= 3']], { format: 'mdx' });
    expect(build(file, [['a.md', 'x <= 3']], { format: 'detect' }).runs).toBe(1);
    expect(build(file, [['a.md', 'x <= 3']], { format: 'detect' }).runs).toBe(0);
  });

  it('compiles a guide whose entry is cut short, and starts empty from a broken file', () => {
    const file = newFile();
    build(file, [
      ['a.md', 'one'],
      ['b.md', 'two'],
    ]);
    const [identity, first, second] = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, `${identity}\n${first!.slice(0, 60)}\n${second}\n`);
    expect(
      build(file, [
        ['a.md', 'one'],
        ['b.md', 'two'],
      ]).runs,
    ).toBe(1);
    writeFileSync(file, '{');
    expect(build(file, [['a.md', 'one']]).runs).toBe(1);
  });

  it('keeps the guides the build used, and is not written again when nothing changed', () => {
    const file = newFile();
    build(file, [
      ['a.md', 'one'],
      ['b.md', 'two'],
    ]);
    build(file, [['b.md', 'two']]);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    const written = statSync(file).mtimeMs;
    expect(build(file, [['b.md', 'two']]).runs).toBe(0);
    expect(statSync(file).mtimeMs).toBe(written);
    expect(
      build(file, [
        ['a.md', 'one'],
        ['b.md', 'two'],
      ]).runs,
    ).toBe(1);
  });

  it('reuses a guide that links to a missing guide or shows a missing image', () => {
    const file = newFile();
    const none = { ...input(), routeOfFile: () => undefined, addAsset: () => undefined };
    const once = () => {
      const fake = fakeCompiler();
      const cache = CompileCache.read(file, 'id');
      cache.wrap(fake.compile)('text', none);
      writeEntries(file, 'id', [cache.use()]);
      return fake.runs();
    };
    expect(once()).toBe(1);
    expect(once()).toBe(0);
  });

  it('keeps the highlighted code of a guide it reuses', () => {
    const file = newFile();
    const highlightFile = path.join(path.dirname(file), 'highlight.jsonl');
    /** One build whose guide highlights one block; gives the keys kept in the highlight file. */
    const once = () => {
      const highlights = new HtmlMemo(readEntries(highlightFile, 'h'));
      const cache = CompileCache.read(file, 'id', highlights);
      cache.wrap((_markdown, _ctx) => ({ html: highlights.get('block-1', () => '<pre>1</pre>'), headings: [], links: [], apiMentions: [] }))('text', input());
      writeEntries(file, 'id', [cache.use()]);
      writeEntries(highlightFile, 'h', [highlights.use()]);
      return [...readEntries(highlightFile, 'h').keys()];
    };
    expect(once()).toEqual(['block-1']);
    expect(once()).toEqual(['block-1']);
    expect(once()).toEqual(['block-1']);
  });
});
