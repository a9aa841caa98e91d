import { describe, expect, it } from 'vitest';
import { createSafeMarkdown } from '../../../src/markdown/compile-safe-markdown.ts';
import { CHUNKED_FROM, markdownChunks } from '../../../src/markdown/markdown-chunks.ts';

/** A long description mixing what a cut could break: loose lists, quotes, fences with blank lines, tables, headings. */
function longText(): string {
  const blocks: string[] = [];
  for (let i = 0; blocks.join('\n\n').length < 1.6 * CHUNKED_FROM; i++) {
    blocks.push(`## Part ${i}`, `Paragraph ${i} with *emphasis*, \`code\` and a [link](https://example.com/${i}).`);
    blocks.push(`- loose item ${i}\n\n- second item\n\n  continued inside the item`);
    blocks.push(`> quoted ${i}\nlazy line`);
    blocks.push('```json\n{\n\n  "blank line above": true\n}\n```');
    blocks.push(`| a | b |\n| - | - |\n| ${i} | x |`);
    blocks.push(`1. first\n2. second\n\n3. third after a blank`);
  }
  return blocks.join('\n\n');
}

describe('markdownChunks', () => {
  it('cuts a long description into parts that render to the same HTML as the whole', () => {
    const text = longText();
    const parts = markdownChunks(text);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.join('\n')).toBe(text);
    // Against pieces cut at headings (always safe), each short enough to be rendered whole.
    const render = createSafeMarkdown();
    const pieces = render(text);
    const once = text.split('\n\n## Part ').map((chunk, i) => (i ? `## Part ${chunk}` : chunk));
    expect(once.every((c) => c.length < CHUNKED_FROM)).toBe(true);
    expect(pieces).toBe(once.map((c) => render(c)).join('\n'));
  });

  it('never cuts inside a fence, and keeps texts whole where something reaches across', () => {
    const fence = `${'x\n\n'.repeat(20_000)}`;
    expect(markdownChunks(`\`\`\`\n${fence}\`\`\`\n`)).toHaveLength(1);
    expect(markdownChunks(`[ref]: https://example.com\n\n${fence}`)).toHaveLength(1);
    expect(markdownChunks(`Note[^1]\n\n${fence}`)).toHaveLength(1);
    expect(markdownChunks(`<pre>\n\n${fence}</pre>`)).toHaveLength(1);
    expect(markdownChunks(`- item\n\n  \`\`\`\n${fence}`)).toHaveLength(1);
    expect(markdownChunks('short\n\ntext')).toEqual(['short\n\ntext']);
  });
});
