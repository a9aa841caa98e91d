import { describe, expect, it } from 'vitest';
import { dropHeadingIds, escapeHeadingIds, splitHeadingId, withoutHeadingIds } from '../../../src/markdown/heading-ids.ts';
import { takeLeadingH1 } from '../../../src/content/load-content.ts';
import { readsAsMarkdown } from '../../../src/markdown/mdx/mdx-format.ts';

describe('explicit heading ids ({#id})', () => {
  it('splits the id off the end of a heading text', () => {
    expect(splitHeadingId('Partial refunds {#refund-part}')).toEqual({ text: 'Partial refunds', id: 'refund-part' });
    expect(splitHeadingId('Version 1.2 {#v1.2:notes}')).toEqual({ text: 'Version 1.2', id: 'v1.2:notes' });
    expect(splitHeadingId('Sets {#a b}')).toEqual({ text: 'Sets {#a b}' });
    expect(splitHeadingId('A {#x} in the middle')).toEqual({ text: 'A {#x} in the middle' });
  });

  it('escapes an id for MDX on heading lines only, and never in code fences', () => {
    const text = ['## Refunds {#refunds}', 'Text {#not-a-heading}', '```md', '## In code {#kept}', '```', '> ### Quoted {#quoted}'].join('\n');
    expect(escapeHeadingIds(text).split('\n')).toEqual([
      '## Refunds \\{#refunds\\}',
      'Text {#not-a-heading}',
      '```md',
      '## In code {#kept}',
      '```',
      '> ### Quoted \\{#quoted\\}',
    ]);
    expect(escapeHeadingIds('# No id')).toBe('# No id');
  });

  it('lets a page whose only braces are heading ids take the Markdown path', () => {
    expect(readsAsMarkdown('## Refunds {#refunds}\n\nText.\n')).toBe(true);
    expect(withoutHeadingIds('## Refunds {#refunds}\nText {x}')).toBe('## Refunds \nText {x}');
    expect(readsAsMarkdown('Text {#refunds}\n')).toBe(false);
  });

  it("drops the ids from a Markdown twin's headings, not from its code", () => {
    expect(dropHeadingIds('## Refunds {#refunds}\n\n```md\n## Kept {#kept}\n```\n')).toBe('## Refunds\n\n```md\n## Kept {#kept}\n```\n');
  });

  it("keeps the id out of the page's title", () => {
    expect(takeLeadingH1('# Refunds {#refunds}\n\nText').title).toBe('Refunds');
  });
});
