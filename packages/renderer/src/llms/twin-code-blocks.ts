import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from '../markdown/visit-tree.ts';
import { codeBlockView } from '../markdown/code-meta.ts';
import { hasMagicComments } from '../markdown/magic-comments.ts';

/** A fence's code as its page shows it: without the magic comments that mark lines (markdown/magic-comments.ts). */
export function shownCode(node: Pick<Code, 'value' | 'lang' | 'meta'>): string {
  return codeBlockView(node.value, node.lang ?? 'text', node.meta).code;
}

/**
 * A Markdown body (as written) with each fenced block's magic comment lines taken out, as its page
 * shows the code; everything else stays byte for byte. A body without any is returned as it is,
 * unparsed.
 */
export function withoutMagicComments(body: string): string {
  if (!body.includes('highlight-')) return body;
  const tree = unified().use(remarkParse).parse(body) as Root;
  const cuts: { from: number; to: number }[] = [];
  visit(tree, 'code', (node: Code) => {
    if (shownCode(node) === node.value || node.position?.start.offset === undefined) return;
    // The block's lines (fences aside): each comment line the page drops is cut.
    const lines = body.slice(node.position.start.offset, node.position.end.offset!).split('\n');
    const fenced = /^\s*(?:`{3,}|~{3,})/.test(lines[0]!);
    let offset = node.position.start.offset;
    lines.forEach((line, index) => {
      const inside = !fenced || (index > 0 && index < lines.length - 1);
      if (inside && hasMagicComments(line, (node.lang ?? 'text').toLowerCase())) cuts.push({ from: offset, to: offset + line.length + 1 });
      offset += line.length + 1;
    });
  });
  let out = '';
  let at = 0;
  for (const cut of cuts) {
    out += body.slice(at, cut.from);
    at = cut.to;
  }
  return out + body.slice(at);
}
