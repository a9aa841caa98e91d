import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { safeMarkdownCompiler } from '../../../src/markdown/compile-safe-markdown.ts';
import { plainParagraph } from '../../../src/markdown/plain-paragraph.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const fixtures = path.join(root, 'packages/renderer/test/fixtures-openapi');
const descriptionFiles = [path.join(root, 'mk-openapi/openapi.yml'), ...readdirSync(fixtures).map((dir) => path.join(fixtures, dir, 'openapi.yml'))];

/** Every `description` and `summary` text in a description file. */
function textsOf(file: string): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'description' || key === 'summary') && typeof inner === 'string') texts.push(inner);
        else walk(inner);
      }
    }
  };
  walk(yaml.load(readFileSync(file, 'utf8')));
  return texts;
}

/** Texts near the edge of plain: each is either declined or gives what the pipeline gives. */
const TRICKY = [
  'Sets the name.',
  'The name  with two spaces.',
  'Ends with a space. ',
  'Trailing two spaces  ',
  '1. A list item',
  'A 1. not a list',
  '- a list',
  'A - dash, a + plus = sum',
  'See www.example.com for more',
  'See WWW.EXAMPLE.COM',
  'Mail me at help@example.com',
  'Visit https://example.com',
  'A "quoted" and \'single\' word (in parentheses) / 50% $5?',
  'Line one\nline two',
  'Heading\n===',
  'Tabs\there',
  'A & B',
  'x < y',
  'Use *this*',
  'Use _this_',
  'A ~strike~',
  'A | table | row',
  'An \\escape',
  'A [link](/x)',
  'An `inline`',
  'Ünïcode is declined',
  'Emoji 🎉 declined',
  '',
];

describe('plainParagraph', () => {
  const compile = safeMarkdownCompiler();

  it("gives the pipeline's HTML for every text it takes (fixtures' descriptions and tricky texts)", () => {
    const texts = [...new Set([...descriptionFiles.flatMap(textsOf), ...TRICKY])];
    let taken = 0;
    for (const text of texts) {
      const html = plainParagraph(text);
      if (html === undefined) continue;
      taken++;
      expect(html, text).toBe(compile(text));
    }
    // Not a vacuous test: most fixture descriptions are plain sentences.
    expect(taken).toBeGreaterThan(50);
  });

  it('declines what Markdown would change', () => {
    for (const text of ['1. A list item', '- a list', 'See www.example.com', 'Mail help@example.com', 'Use *this*', 'Line one\nline two', 'Ends. ', 'A & B'])
      expect(plainParagraph(text), text).toBeUndefined();
  });
});
