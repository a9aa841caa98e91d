import { describe, expect, it } from 'vitest';
import { formatReport, type Diagnostic } from '../../src/diagnostics.ts';

const failed = (file: string): Diagnostic => ({
  severity: 'error',
  file,
  message: "the site's src/theme/MDXComponents.js failed to load",
  hint: 'fix src/theme/MDXComponents.js',
});

describe('formatReport', () => {
  it('gives a message that many files have without a line once, at the first file, with how many others have it', () => {
    const items = [
      failed('docs/a.mdx'),
      { severity: 'warning', file: 'docs/b.mdx', line: 3, column: 1, message: 'broken link: /x does not exist' } satisfies Diagnostic,
      ...['b', 'c', 'd', 'e'].map((n) => failed(`docs/${n}.mdx`)),
    ];
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
    const items = [
      failed('docs/a.mdx'),
      failed('docs/b.mdx'),
      ...['a', 'b', 'c'].map((n): Diagnostic => ({ severity: 'error', file: `docs/${n}.mdx`, line: 1, message: 'unknown component <X>' })),
    ];
    const report = formatReport(items);
    expect(report.match(/failed to load/g)).toHaveLength(2);
    expect(report.match(/unknown component <X>/g)).toHaveLength(3);
  });

  it('gives a site-wide finding once, at its first place, with how many places have it (issue 36)', () => {
    const language = (file: string, line: number): Diagnostic => ({
      severity: 'warning',
      file,
      line,
      column: 1,
      message: 'unknown code block language "cli", shown as plain text',
      hint: 'use a language shiki knows',
      sitewide: true,
    });
    const items = [
      language('docs/b.md', 9),
      language('docs/a.md', 70),
      language('docs/b.md', 3),
      language('docs/c.md', 1),
      language('docs/d.md', 2),
      { ...language('docs/a.md', 5), message: 'unknown code block language "hcl", shown as plain text' },
    ];
    const report = formatReport(items);
    expect(report.match(/"cli"/g)).toHaveLength(1);
    expect(report).toContain(
      'warning docs/a.md:70:1: unknown code block language "cli", shown as plain text (5 places in 4 files; also docs/b.md:3:1, docs/b.md:9:1, docs/c.md:1:1, …)',
    );
    // Alone, a site-wide finding is given as it is.
    expect(report).toContain('warning docs/a.md:5:1: unknown code block language "hcl", shown as plain text\n');
  });
});
