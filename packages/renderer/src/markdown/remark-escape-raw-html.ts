import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from './visit-tree.ts';

/**
 * With `markdown.rawHtml: 'escape'` (sites that build untrusted pull requests), raw HTML in a
 * guide is shown as text instead of being passed through:
 *
 * `<script>alert(1)</script>` → `<p>&#x3C;script>alert(1)&#x3C;/script></p>`
 */
export const remarkEscapeRawHtml: Plugin<[], Root> = () => (tree, file) => {
  if (file.data.portal?.rawHtml !== 'escape') return;
  visit(tree, 'html', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const text = { type: 'text' as const, value: node.value, position: node.position };
    // A block of HTML becomes a paragraph of text; inline HTML stays inline.
    parent.children[index] = (
      parent.type === 'root' || parent.type === 'blockquote' || parent.type === 'listItem' || parent.type === 'containerDirective'
        ? { type: 'paragraph', children: [text], position: node.position }
        : text
    ) as never;
  });
};
