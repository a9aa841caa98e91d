import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { SKIP, visit } from './visit-tree.ts';

/** "Table: Status, Meaning" from the header cells, so the scroll region has a name. */
function tableName(table: Element): string {
  const header: string[] = [];
  visit(table, 'element', (node: Element) => {
    if (node.tagName === 'th') header.push(toString(node).trim());
    if (node.tagName === 'tbody') return SKIP;
  });
  const columns = header.filter(Boolean);
  return columns.length ? `Table: ${columns.join(', ')}` : 'Table';
}

/**
 * Wraps each table in a focusable, named scroll region, so a table wider than the column can be
 * scrolled with the keyboard on small screens:
 *
 * `<table>…</table>` →
 * `<div class="table-wrapper" role="group" tabindex="0" aria-label="Table: Status, Meaning"><table>…</table></div>`
 * (a group, not a region: the same table may show twice on a page, and landmarks must be unique)
 */
export const rehypeTableRegions: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'table' || !parent || index === undefined) return;
    parent.children[index] = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['table-wrapper'], role: 'group', tabIndex: 0, ariaLabel: tableName(node) },
      children: [node],
    };
    return SKIP;
  });
};
