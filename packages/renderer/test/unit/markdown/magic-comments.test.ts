import { describe, expect, it } from 'vitest';
import { codeBlockView } from '../../../src/markdown/code-meta.ts';
import { readMagicComments } from '../../../src/markdown/magic-comments.ts';

const read = (lines: string[], lang: string) => {
  const result = readMagicComments(lines.join('\n'), lang);
  return { code: result.code.split('\n'), marked: [...result.highlightLines].sort((a, b) => a - b), unclosedStart: result.unclosedStart };
};

describe('readMagicComments', () => {
  it('marks the line after highlight-next-line and drops the comment', () => {
    expect(read(['a();', '// highlight-next-line', 'b();', 'c();'], 'js')).toEqual({ code: ['a();', 'b();', 'c();'], marked: [2], unclosedStart: undefined });
  });

  it('marks the lines between highlight-start and highlight-end, counted in the code shown', () => {
    expect(read(['import x', '# highlight-start', 'a = 1', 'b = 2', '# highlight-end', 'print(a)'], 'python')).toEqual({
      code: ['import x', 'a = 1', 'b = 2', 'print(a)'],
      marked: [2, 3],
      unclosedStart: undefined,
    });
  });

  it("reads each language's comment syntax, indented or not", () => {
    expect(read(['<div>', '  {/* highlight-next-line */}', '  <b/>', '</div>'], 'jsx').marked).toEqual([2]);
    expect(read(['<ul>', '  <!-- highlight-next-line -->', '  <li>'], 'html').marked).toEqual([2]);
    expect(read(['SELECT 1;', '-- highlight-next-line', 'SELECT 2;'], 'sql').marked).toEqual([2]);
    expect(read(['/* highlight-start */', 'a;', '/* highlight-end */'], 'ts').marked).toEqual([1]);
    // A language of no known syntax takes the common ones.
    expect(read(['key: 1', '# highlight-next-line', 'other: 2'], 'yaml').marked).toEqual([2]);
  });

  it("leaves a comment that is not the language's, or that shares its line with code", () => {
    expect(read(['// highlight-next-line', 'x = 1'], 'python')).toEqual({ code: ['// highlight-next-line', 'x = 1'], marked: [], unclosedStart: undefined });
    expect(read(['a(); // highlight-next-line', 'b();'], 'js').code).toEqual(['a(); // highlight-next-line', 'b();']);
    expect(read(['// highlight-next-line please', 'b();'], 'js').marked).toEqual([]);
  });

  it('reports a start nothing closes, by its line as written, and marks nothing for it', () => {
    expect(read(['a', '# highlight-start', 'b'], 'bash')).toEqual({ code: ['a', 'b'], marked: [], unclosedStart: 2 });
  });

  it('ignores an end without a start', () => {
    expect(read(['a', '# highlight-end', 'b'], 'bash')).toEqual({ code: ['a', 'b'], marked: [], unclosedStart: undefined });
  });
});

describe('codeBlockView', () => {
  it('keeps magic comments as code when the meta string marks lines, as Docusaurus does', () => {
    const view = codeBlockView('a();\n// highlight-next-line\nb();', 'js', '{1}');
    expect(view.code).toBe('a();\n// highlight-next-line\nb();');
    expect([...view.highlightLines]).toEqual([1]);
  });

  it('takes title and line numbers from the meta string with magic comments', () => {
    const view = codeBlockView('// highlight-next-line\nb();', 'js', 'title="b.js" showLineNumbers=7');
    expect(view).toMatchObject({ code: 'b();', title: 'b.js', lineNumbersStart: 7 });
    expect([...view.highlightLines]).toEqual([1]);
  });
});
