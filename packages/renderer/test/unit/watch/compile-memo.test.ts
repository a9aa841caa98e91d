import { describe, expect, it } from 'vitest';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { CompileMemo } from '../../../src/watch/compile-memo.ts';
import { fakeCompiler } from '../fake-compiler.ts';

describe('CompileMemo', () => {
  const routes = new Map([['other.md', '/other']]);
  const images = new Map([['/content/img.svg', '/assets/images/img.1.svg']]);
  const input = (diagnostics = new Diagnostics()) => ({
    relPath: 'a.md',
    displayPath: 'content/a.md',
    absDir: '/content',
    routeOfFile: (rel: string) => routes.get(rel),
    addAsset: (abs: string) => images.get(abs),
    diagnostics,
  });

  it('compiles a guide once while its text, the routes it links to and its images stay the same, and gives its warnings again', () => {
    const fake = fakeCompiler();
    const memo = new CompileMemo(fake.compile);
    expect(memo.status('text', input())).toBe('new');
    const first = memo.compile('text', input());
    const diagnostics = new Diagnostics();
    expect(memo.compile('text', input(diagnostics))).toBe(first);
    expect(fake.runs()).toBe(1);
    expect(diagnostics.items).toMatchObject([{ message: 'a warning', file: 'content/a.md' }]);
    expect(memo.status('text', input())).toBe('fresh');
  });

  it('compiles again when the text, a linked route or an image changes', () => {
    const fake = fakeCompiler();
    const memo = new CompileMemo(fake.compile);
    memo.compile('text', input());
    memo.compile('new text', input());
    expect(fake.runs()).toBe(2);
    routes.set('other.md', '/moved');
    expect(memo.status('new text', input())).toBe('stale');
    expect(memo.compile('new text', input()).html).toContain('/moved');
    images.set('/content/img.svg', '/assets/images/img.2.svg');
    expect(memo.compile('new text', input()).html).toContain('img.2.svg');
    expect(fake.runs()).toBe(4);
  });

  it('forgets guides that are gone', () => {
    const fake = fakeCompiler();
    const memo = new CompileMemo(fake.compile);
    memo.compile('text', input());
    memo.keepOnly(new Set(['content/b.md']));
    expect(memo.status('text', input())).toBe('new');
  });
});
