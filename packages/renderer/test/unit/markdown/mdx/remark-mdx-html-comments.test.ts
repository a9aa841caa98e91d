import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkMdxHtmlComments } from '../../../../src/markdown/mdx/remark-mdx-html-comments.ts';

/** MDX as portal reads it, back to Markdown: what is left of the text once comments are read. */
const read = (mdx: string) => String(unified().use(remarkParse).use(remarkMdx).use(remarkMdxHtmlComments).use(remarkStringify).processSync(mdx)).trim();

describe('HTML comments in MDX, as Docusaurus reads them', () => {
  it('leaves out a comment on its own line, before a code block as formatters write it', () => {
    expect(read('Intro.\n\n<!-- prettier-ignore -->\n```js\nconst a = {  b: 1 }\n```\n')).toBe('Intro.\n\n```js\nconst a = {  b: 1 }\n```');
  });

  it('leaves out a comment inside a paragraph, and one over several lines', () => {
    expect(read('Before <!-- a note --> after.')).toBe('Before  after.');
    expect(read('One.\n\n<!--\n  TODO: say more\n-- not the end yet\n-->\n\nTwo.')).toBe('One.\n\nTwo.');
  });

  it('leaves comments inside code as they are, and JSX works beside them', () => {
    expect(read('Use `<!-- x -->` in HTML, <b>bold</b> <!-- c --> too.')).toBe('Use `<!-- x -->` in HTML, <b>bold</b>  too.');
    expect(read('```html\n<!-- kept -->\n```')).toBe('```html\n<!-- kept -->\n```');
  });

  it('does not take an unclosed or empty-closed `<!--` for a comment, nor one that starts a line with text after it: MDX reports them as before', () => {
    expect(() => read('Text\n\n<!-- never closed\n\nMore.')).toThrow(/Unexpected character `!`/);
    expect(() => read('<!-->')).toThrow(/Unexpected character `!`/);
    expect(() => read('<!-- lead --> Text after.')).toThrow(/Unexpected character `!`/);
  });
});
