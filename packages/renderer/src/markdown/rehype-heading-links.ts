import type { Element, Root } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from './visit-tree.ts';

/**
 * Adds a self-link to every h2–h6 that has an id (from rehype-slug), and records the headings
 * for the table of contents in `file.data.toc`:
 *
 * `<h2 id="refund-a-payment">Refund a payment</h2>` →
 * `<h2 id="refund-a-payment">Refund a payment<a href="#refund-a-payment" class="hash-link"
 *   aria-label="Direct link to Refund a payment" title="Direct link to Refund a payment">#</a></h2>`
 */
export const rehypeHeadingLinks: Plugin<[], Root> = () => (tree, file) => {
  const toc: { depth: number; id: string; text: string }[] = [];
  visit(tree, 'element', (node: Element) => {
    const rank = headingRank(node);
    if (!rank || rank < 2) return;
    const id = node.properties.id;
    if (typeof id !== 'string' || !id || id === 'footnote-label') return;
    const text = toString(node).trim();
    toc.push({ depth: rank, id, text });
    node.properties.className = ['anchor-heading'];
    node.children.push({
      type: 'element',
      tagName: 'a',
      properties: { href: `#${id}`, className: ['hash-link'], ariaLabel: `Direct link to ${text}`, title: `Direct link to ${text}` },
      children: [{ type: 'text', value: '#' }],
    });
  });
  file.data.toc = toc;
};
