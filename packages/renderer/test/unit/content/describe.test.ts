import { describe, expect, it } from 'vitest';
import { firstParagraph } from '../../../src/content/describe.ts';

describe('firstParagraph', () => {
  it('returns the first paragraph as plain text, joining its lines', () => {
    expect(firstParagraph('First line\nsecond line.\n\nNext paragraph.')).toBe('First line second line.');
  });

  it('skips headings, admonition fences, HTML, tables, images, quotes, lists and imports before it', () => {
    const markdown = [
      '# Title',
      '',
      ':::note',
      '<div>html</div>',
      '| a | b |',
      '![diagram](./img/flow.svg)',
      '> quoted',
      '- item',
      '1. numbered',
      "import X from './x';",
      '',
      'The real paragraph.',
    ].join('\n');
    expect(firstParagraph(markdown)).toBe('The real paragraph.');
  });

  it('skips fenced code, including lines that look like text', () => {
    expect(firstParagraph('```bash\nnpm install\n```\n\n~~~\nplain\n~~~\nAfter the code.')).toBe('After the code.');
  });

  it('ends the paragraph at a block that is not text', () => {
    expect(firstParagraph('Before the list.\n- one\n- two')).toBe('Before the list.');
  });

  it('keeps link text and drops images and emphasis marks', () => {
    expect(firstParagraph('Read **the** [refund guide](./refunds.md) ![icon](i.png)and *more* ~~less~~.')).toBe('Read the refund guide and more less.');
  });

  it('returns undefined when there is no paragraph', () => {
    expect(firstParagraph('')).toBeUndefined();
    expect(firstParagraph('# Only a heading\n\n```\ncode\n```\n')).toBeUndefined();
  });

  it('cuts text longer than 160 characters at a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const result = firstParagraph(words)!;
    expect(result.endsWith('…')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(158);
    expect(words.startsWith(result.slice(0, -1))).toBe(true);
    expect(words[result.length - 1]).toBe(' ');
    expect(result).toBe(`${words.slice(0, 157).replace(/\s+\S*$/, '')}…`);
  });

  it('keeps text of exactly 160 characters whole', () => {
    const text = 'a'.repeat(160);
    expect(firstParagraph(text)).toBe(text);
  });

  it('keeps underscores inside words and the text of inline code, dropping only its backticks', () => {
    expect(firstParagraph('Set `api_key` to your snake_case key, not `__init__` or `a*b*c`.')).toBe(
      'Set api_key to your snake_case key, not __init__ or a*b*c.',
    );
    expect(firstParagraph('Use __bold__, _italic_ and **strong** words in my_var_name.')).toBe('Use bold, italic and strong words in my_var_name.');
  });

  it('leaves out HTML and MDX comments, but not the text of inline code', () => {
    expect(firstParagraph('Pay by card. <!-- TODO: wallets --> Refunds {/* later */} follow. Write `<!-- x -->` in HTML.')).toBe(
      'Pay by card. Refunds follow. Write <!-- x --> in HTML.',
    );
  });

  it('takes the text as the page shows it: escapes resolved, no lazy line of a blockquote or list, no attributes of a JSX tag on its next lines', () => {
    // Found on two migrated Docusaurus projects: 41 of 128 pages described as `\{.is-info\}`, or `groupId="os">`.
    expect(firstParagraph('A \\{b\\} c, 2 \\* 3 and `\\{kept\\}`.')).toBe('A {b} c, 2 * 3 and \\{kept\\}.');
    expect(firstParagraph('> Note text.\n\\{.is-warning\\}\n\nThe page itself.')).toBe('The page itself.');
    expect(firstParagraph('- one\n  more of one\n\nAfter the list.')).toBe('After the list.');
    expect(firstParagraph('<Tabs\n  groupId="os">\n\nChoose your system.')).toBe('Choose your system.');
    // A tag closed on its line is one line: the paragraph after it is still found.
    expect(firstParagraph('<img src="/x.png" />\nThe picture above.')).toBe('The picture above.');
    expect(firstParagraph('# Title\nRight under the heading.')).toBe('Right under the heading.');
  });
});
