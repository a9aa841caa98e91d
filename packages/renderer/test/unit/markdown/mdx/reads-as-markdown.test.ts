import { describe, expect, it } from 'vitest';
import { compilesAsMdx, readsAsMarkdown } from '../../../../src/markdown/mdx/mdx-format.ts';

describe('readsAsMarkdown: text MDX reads exactly as Markdown takes the plain path', () => {
  it.each([
    ['prose, lists, a table and admonitions', '# Title\n\nText with *emphasis*.\n\n- a\n- b\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n:::note\nA note.\n:::\n'],
    ['braces and angle brackets inside fenced code', '```json\n{ "a": "<b>" }\n```\n'],
    ['braces and angle brackets inside code spans', 'Send `{ "amount": 100 }` or `<script>`.\n'],
  ])('%s', (_, text) => expect(readsAsMarkdown(text)).toBe(true));

  it.each([
    ['JSX', 'Hello <Badge />\n'],
    ['HTML, which MDX reads as JSX', '<details>\n<summary>More</summary>\n</details>\n'],
    ['an autolink, which MDX does not have', 'See <https://example.com>.\n'],
    ['an expression', 'Total: {1 + 1}\n'],
    ['an import line', "import Tabs from '@theme/Tabs';\n\nText.\n"],
    ['an export line', 'export const a = 1;\n'],
    ['an indented code block, which MDX does not have', 'Text.\n\n    indented code\n'],
    ['a tab-indented line', 'Text.\n\n\tcode\n'],
  ])('not with %s', (_, text) => expect(readsAsMarkdown(text)).toBe(false));

  it('applies only where the format makes the guide MDX', () => {
    expect(compilesAsMdx('a.md', 'mdx', 'Plain text.\n')).toBe(false);
    expect(compilesAsMdx('a.md', 'mdx', 'Hello <Badge />\n')).toBe(true);
    expect(compilesAsMdx('a.md', 'detect', 'Hello <Badge />\n')).toBe(false);
    expect(compilesAsMdx('a.mdx', 'detect', 'Hello <Badge />\n')).toBe(true);
    expect(compilesAsMdx('a.mdx', 'md', 'Hello <Badge />\n')).toBe(false);
  });
});
