import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../../../scripts/bench/generate-corpus.ts';
import { parseAsPortal, parseWithRemarkGfm } from './gfm-parsers.ts';

// portal parses each page with only the GFM constructs its text can use (the footnote and autolink
// extensions alone double micromark's time). That is only allowed while the tree stays the one
// remark-gfm gives: this test holds it to that, on every Markdown file of the repository's sites
// and fixtures, a generated bench corpus, and the cases that trip a guess.

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.md$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function expectSameTree(markdown: string, name: string): void {
  expect(parseAsPortal(markdown, name), name).toEqual(parseWithRemarkGfm(markdown, name));
}

const corpus = mkdtempSync(path.join(os.tmpdir(), 'portal-gfm-corpus-'));
afterAll(() => rmSync(corpus, { recursive: true, force: true }));

describe('GFM detection gives the tree remark-gfm gives', () => {
  it('on every Markdown file of the real site, the examples and the fixtures', () => {
    const files = [
      ...markdownFiles(path.join(ROOT, 'content')),
      ...markdownFiles(path.join(ROOT, 'changelog')),
      ...markdownFiles(path.join(ROOT, 'packages/renderer/test')),
      ...markdownFiles(path.join(ROOT, 'packages/cli/test')),
    ];
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expectSameTree(readFileSync(file, 'utf8'), path.relative(ROOT, file));
  });

  it('on a generated bench corpus', () => {
    generateCorpus({ dir: corpus, guides: 60, wordsPerGuide: 800 });
    const files = markdownFiles(path.join(corpus, 'content'));
    expect(files.length).toBeGreaterThanOrEqual(60);
    for (const file of files) expectSameTree(readFileSync(file, 'utf8'), path.relative(corpus, file));
  });

  it.each([
    ['a table inside a list item', '- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |\n'],
    ['a URL only in an image description', '![see https://example.com](a.png)\n'],
    ['a URL in a code block and another in prose', '```bash\ncurl https://api.example.com\n```\n\nSee www.example.com.\n'],
    ['strikethrough beside a fenced tilde block', '~~~\ncode\n~~~\n\n~~gone~~\n'],
    ['a footnote and its definition', 'Text[^1].\n\n[^1]: The note.\n'],
    ['a task list', '- [ ] open\n- [x] done\n'],
    ['an email address', 'Write to support@example.com.\n'],
    ['a pipe in a code span only', 'Use `a | b` here.\n'],
    // The fence ends with its list item, so what looks fenced to the guess is prose: the guess is short.
    ['a fence closed by the end of its list item', '- item\n  ```\n  code\n- next ~~gone~~ at www.example.com\n  ```\n'],
    ['a table in a blockquote after a fence', '```\n|x|\n```\n\n> | a |\n> | - |\n> | 1 |\n'],
  ])('on %s', (name, markdown) => expectSameTree(markdown, name));
});
