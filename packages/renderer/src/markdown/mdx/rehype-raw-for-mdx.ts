import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Plugin } from 'unified';
import { SKIP, visit } from '../visit-tree.ts';

/** A JSX attribute `dangerouslySetInnerHTML={{ __html: html }}`, with the expression as estree. */
function innerHtmlAttribute(html: string) {
  const object = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: object }] } },
    },
  };
}

/**
 * MDX has no raw HTML node; portal's plugins emit one for shiki's highlighted code. The raw
 * `<pre …><code>…</code></pre>` becomes a `<pre>` element (its attributes parsed by hast) whose
 * `<code>` holds the highlighted HTML as it is: the same markup as a Markdown page, without
 * turning every token into a JSX call. Other raw HTML (an admonition's icon) is parsed in place.
 */
export const rehypeRawForMdx: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'raw', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const html = (node as unknown as { value: string }).value;
    const open = html.indexOf('<code>');
    const close = html.lastIndexOf('</code>');
    if (open < 0 || close < open) {
      // Small raw HTML (an admonition's icon): parsed into elements in its place.
      const nodes = fromHtml(html, { fragment: true }).children as Element[];
      parent.children.splice(index, 1, ...nodes);
      return [SKIP, index + nodes.length];
    }
    const pre = fromHtml(html.slice(0, open), { fragment: true }).children.find((c): c is Element => c.type === 'element') ?? {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [],
    };
    pre.children = [
      { type: 'mdxJsxFlowElement', name: 'code', attributes: [innerHtmlAttribute(html.slice(open + '<code>'.length, close))], children: [] } as never,
    ];
    parent.children[index] = pre;
    return SKIP;
  });
};
