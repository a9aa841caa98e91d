import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { CompileCache } from '../../../src/markdown/compile-cache.ts';
import type { MarkdownCompiler } from '../../../src/markdown/compile-markdown.ts';

/** A compiler that links to one guide and one image, warns once, and counts its runs. */
function fakeCompiler(): { compile: MarkdownCompiler; runs: () => number } {
  let runs = 0;
  return {
    runs: () => runs,
    compile: (markdown, ctx) => {
      runs++;
      const route = ctx.routeOfFile('other.md');
      const image = ctx.addAsset('/content/img.svg');
      ctx.diagnostics.warn('a warning', { file: ctx.displayPath, line: 1 });
      return { html: `<p>${markdown} → ${route} ${image}</p>`, headings: [{ depth: 2, id: 'x', text: 'X' }], links: [{ raw: './other.md', resolved: route ?? '', kind: 'markdown-file', line: 1, column: 1 }] };
    },
  };
}

describe('CompileCache (compiled Markdown kept across builds)', () => {
  const routes = new Map([['other.md', '/other']]);
  const images = new Map([['/content/img.svg', '/assets/images/img.1.svg']]);
  const input = (diagnostics = new Diagnostics(), relPath = 'a.md') => ({ relPath, displayPath: `content/${relPath}`, absDir: '/content', routeOfFile: (rel: string) => routes.get(rel), addAsset: (abs: string) => images.get(abs), diagnostics });
  const newDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-compile-cache-')), 'markdown');

  it('gives a later build (a new cache over the same folder) the same result and warnings without compiling', () => {
    const dir = newDir();
    const first = fakeCompiler();
    const made = new CompileCache(dir, 'id').wrap(first.compile)('text', input());
    const later = fakeCompiler();
    const diagnostics = new Diagnostics();
    expect(new CompileCache(dir, 'id').wrap(later.compile)('text', input(diagnostics))).toEqual(made);
    expect(later.runs()).toBe(0);
    expect(diagnostics.items).toMatchObject([{ message: 'a warning', file: 'content/a.md', line: 1 }]);
  });

  it('compiles again when the text, a linked route, an image or the identity changed', () => {
    const dir = newDir();
    const fake = fakeCompiler();
    const compile = () => new CompileCache(dir, 'id').wrap(fake.compile);
    compile()('text', input());
    expect(compile()('new text', input()).html).toContain('new text');
    expect(fake.runs()).toBe(2);
    routes.set('other.md', '/moved');
    expect(compile()('new text', input()).html).toContain('/moved');
    images.set('/content/img.svg', '/assets/images/img.2.svg');
    expect(compile()('new text', input()).html).toContain('img.2.svg');
    expect(fake.runs()).toBe(4);
    new CompileCache(dir, 'another portal').wrap(fake.compile)('new text', input());
    expect(fake.runs()).toBe(5);
    compile()('new text', input());
    expect(fake.runs()).toBe(6);
    compile()('new text', input());
    expect(fake.runs()).toBe(6);
  });

  it('compiles a guide whose entry is cut short or is not JSON', () => {
    const dir = newDir();
    const fake = fakeCompiler();
    new CompileCache(dir, 'id').wrap(fake.compile)('text', input());
    for (const name of readdirSync(dir)) writeFileSync(path.join(dir, name), '{"key":');
    expect(new CompileCache(dir, 'id').wrap(fake.compile)('text', input()).html).toContain('text');
    expect(fake.runs()).toBe(2);
  });

  it('keeps one entry per guide and drops the entries of guides that are gone', () => {
    const dir = newDir();
    const compile = new CompileCache(dir, 'id').wrap(fakeCompiler().compile);
    compile('one', input(new Diagnostics(), 'a.md'));
    compile('two', input(new Diagnostics(), 'a.md'));
    compile('three', input(new Diagnostics(), 'b.md'));
    expect(readdirSync(dir)).toHaveLength(2);
    new CompileCache(dir, 'id').keepOnly(['b.md']);
    expect(readdirSync(dir)).toHaveLength(1);
    const fake = fakeCompiler();
    new CompileCache(dir, 'id').wrap(fake.compile)('three', input(new Diagnostics(), 'b.md'));
    expect(fake.runs()).toBe(0);
  });
});
