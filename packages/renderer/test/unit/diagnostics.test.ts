import { describe, expect, it } from 'vitest';
import { formatReport, type Diagnostic } from '../../src/diagnostics.ts';

const failed = (file: string): Diagnostic => ({ severity: 'error', file, message: "the site's src/theme/MDXComponents.js failed to load", hint: 'fix src/theme/MDXComponents.js' });

describe('formatReport', () => {
  it('gives a message that many files have without a line once, at the first file, with how many others have it', () => {
    const items = [failed('docs/a.mdx'), { severity: 'warning', file: 'docs/b.mdx', line: 3, column: 1, message: 'broken link: /x does not exist' } satisfies Diagnostic, ...['b', 'c', 'd', 'e'].map((n) => failed(`docs/${n}.mdx`))];
    expect(formatReport(items)).toBe(
      [
        "error docs/a.mdx: the site's src/theme/MDXComponents.js failed to load (also in 4 other files: docs/b.mdx, docs/c.mdx, docs/d.mdx, …)",
        '  hint: fix src/theme/MDXComponents.js',
        '',
        'warning docs/b.mdx:3:1: broken link: /x does not exist',
      ].join('\n'),
    );
  });

  it('keeps a message of two files, and messages with a line, as they are', () => {
    const items = [failed('docs/a.mdx'), failed('docs/b.mdx'), ...['a', 'b', 'c'].map((n): Diagnostic => ({ severity: 'error', file: `docs/${n}.mdx`, line: 1, message: 'unknown component <X>' }))];
    const report = formatReport(items);
    expect(report.match(/failed to load/g)).toHaveLength(2);
    expect(report.match(/unknown component <X>/g)).toHaveLength(3);
  });
});
