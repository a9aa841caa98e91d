import { describe, expect, it } from 'vitest';
import { unwrapMdxCodeBlocks } from '../../../../src/markdown/mdx/mdx-code-blocks.ts';
import { readsAsMarkdown } from '../../../../src/markdown/mdx/mdx-format.ts';

describe('mdx-code-block fences', () => {
  it('unwraps them into blank lines, so every line keeps its number', () => {
    const text = ['```mdx-code-block', '<Tabs>', '<TabItem value="js">', '```', '', 'Text.', '', '```mdx-code-block', '</TabItem>', '</Tabs>', '```'].join(
      '\n',
    );
    expect(unwrapMdxCodeBlocks(text).split('\n')).toEqual(['', '<Tabs>', '<TabItem value="js">', '', '', 'Text.', '', '', '</TabItem>', '</Tabs>', '']);
  });

  it('keeps the code blocks inside a longer fence, and fences of other languages, as they are', () => {
    const text = ['````mdx-code-block', '<Tabs>', '```js', 'const a = 1;', '```', '</Tabs>', '````', '', '```md', '```mdx-code-block', '```'].join('\n');
    expect(unwrapMdxCodeBlocks(text).split('\n')).toEqual([
      '',
      '<Tabs>',
      '```js',
      'const a = 1;',
      '```',
      '</Tabs>',
      '',
      '',
      '```md',
      '```mdx-code-block',
      '```',
    ]);
  });

  it('makes a page MDX even when all its JSX is inside the fences', () => {
    expect(readsAsMarkdown('```mdx-code-block\n<Tabs>\n```\n\nText.\n\n```mdx-code-block\n</Tabs>\n```\n')).toBe(false);
    expect(readsAsMarkdown('```js\nconst a = 1;\n```\n')).toBe(true);
  });
});
