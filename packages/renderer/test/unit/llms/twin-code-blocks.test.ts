import { describe, expect, it } from 'vitest';
import { withoutMagicComments } from '../../../src/llms/twin-code-blocks.ts';

describe('withoutMagicComments (Markdown twins of .md guides)', () => {
  it('drops the comment lines of fenced and indented blocks and keeps every other byte', () => {
    const body = [
      'Say highlight-next-line in prose.',
      '',
      '- A list:',
      '',
      '  ```js',
      '  a();',
      '  // highlight-next-line',
      '  b();',
      '  ```',
      '',
      'After the list:',
      '',
      '    # highlight-next-line',
      '    indented',
      '',
    ].join('\n');
    expect(withoutMagicComments(body)).toBe(
      ['Say highlight-next-line in prose.', '', '- A list:', '', '  ```js', '  a();', '  b();', '  ```', '', 'After the list:', '', '    indented', ''].join(
        '\n',
      ),
    );
  });

  it('keeps the comments of a block whose meta string marks lines, and a body without any unchanged', () => {
    const marked = '```js {1}\n// highlight-next-line\nx();\n```\n';
    expect(withoutMagicComments(marked)).toBe(marked);
    const plain = '# Title\n\n```js\nx();\n```\n';
    expect(withoutMagicComments(plain)).toBe(plain);
  });
});
