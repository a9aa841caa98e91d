import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from '../../../src/markdown/code-meta.ts';

const lines = (meta: string | null | undefined) => [...parseCodeMeta(meta).highlightLines].sort((a, b) => a - b);

describe('parseCodeMeta', () => {
  it('returns no title and no lines for an empty meta', () => {
    for (const meta of [undefined, null, '']) {
      const result = parseCodeMeta(meta);
      expect(result.title).toBeUndefined();
      expect(result.highlightLines.size).toBe(0);
    }
  });

  it('reads a title in double quotes, single quotes or bare', () => {
    expect(parseCodeMeta('title="checkout.php"').title).toBe('checkout.php');
    expect(parseCodeMeta("title='my file.php'").title).toBe('my file.php');
    expect(parseCodeMeta('title="with spaces in it.js" showLineNumbers').title).toBe('with spaces in it.js');
    expect(parseCodeMeta('title=config.yml {2}').title).toBe('config.yml');
  });

  it('reads single lines and ranges', () => {
    expect(lines('{1,3-4}')).toEqual([1, 3, 4]);
    expect(lines('{2}')).toEqual([2]);
    expect(lines('{ 1 , 5-7 }')).toEqual([1, 5, 6, 7]);
    expect(lines('title="a.php" {1,3-4}')).toEqual([1, 3, 4]);
    expect(lines('{3-4} title="a.php"')).toEqual([3, 4]);
  });

  it('merges overlapping ranges and ignores a reversed range', () => {
    expect(lines('{1-3,2-4}')).toEqual([1, 2, 3, 4]);
    expect(lines('{5-3}')).toEqual([]);
  });

  it('ignores braces that are not line ranges', () => {
    expect(lines('{a,b}')).toEqual([]);
    expect(lines('showLineNumbers')).toEqual([]);
    expect(parseCodeMeta('{1}').title).toBeUndefined();
  });
});

describe('parseCodeMeta: showLineNumbers', () => {
  it('numbers from 1, or from the given line', () => {
    expect(parseCodeMeta('showLineNumbers').lineNumbersStart).toBe(1);
    expect(parseCodeMeta('title="a.js" showLineNumbers=12 {2}').lineNumbersStart).toBe(12);
    expect(parseCodeMeta('title="a.js"').lineNumbersStart).toBeUndefined();
    expect(parseCodeMeta('showLineNumbersNot').lineNumbersStart).toBeUndefined();
  });
});
