import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from './visit-tree.ts';

/**
 * Names the read-only checkbox of each GFM task item after the item's text, so screen readers
 * announce what is done:
 *
 * `<li class="task-list-item"><input type="checkbox" checked disabled> Set the webhook URL</li>` →
 * `<li class="task-list-item"><input type="checkbox" checked disabled aria-label="Set the webhook URL"> Set the webhook URL</li>`
 */
export const rehypeTaskListLabels: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'li' || !(node.properties.className as string[] | undefined)?.includes('task-list-item')) return;
    const box =
      node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'input') ??
      node.children
        .flatMap((c) => (c.type === 'element' && c.tagName === 'p' ? c.children : []))
        .find((c): c is Element => c.type === 'element' && c.tagName === 'input');
    if (!box) return;
    const text = toString(node).trim().split('\n')[0]!.slice(0, 120);
    box.properties.ariaLabel = text || 'Task';
  });
};
