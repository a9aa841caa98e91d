import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'unified';
import { visit } from '../visit-tree.ts';
import { isExternal } from '../../url.ts';
import { relativeLinks } from '../remark-links.ts';

/** The attribute of a JSX tag written in the page that holds its link: `<a href>`, `<Link to>` (or `href`). */
const LINK_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href'], Link: ['to', 'href'] };

/**
 * Records the links written as JSX in an MDX page (`<a href="/guides/refunds">`, `<Link to="…">`,
 * string values only) with their positions, as remark-links records Markdown links: on an MDX page
 * the link checker checks these, the Markdown links and what `<Link>` renders, and not the `<a>` a
 * site component renders from its own props (Docusaurus checks only `<Link>` and Markdown links).
 * A relative one (`<Link to="./child">`) gets the route it names from the page's URL, as a
 * Markdown link does (remark-links.ts `relativeLinks`).
 */
export const remarkMdxJsxLinks: Plugin<[], Root> = () => (tree, file) => {
  const ctx = file.data.portal;
  if (!ctx) return;
  const relative = relativeLinks(ctx);
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as MdxJsxFlowElement | MdxJsxTextElement;
    const names = element.name ? LINK_ATTRIBUTES[element.name] : undefined;
    if (!names) return;
    for (const attribute of element.attributes) {
      if (attribute.type !== 'mdxJsxAttribute' || !names.includes(attribute.name) || typeof attribute.value !== 'string') continue;
      const raw = attribute.value;
      if (!raw || isExternal(raw)) continue;
      // A relative one resolves as a Markdown link does, against the page's Docusaurus URL (`./child` on an index doc).
      const route = /\.mdx?(#|$)/i.test(raw) ? undefined : relative(raw);
      if (route !== undefined) attribute.value = route;
      ctx.links.push({ raw, resolved: route ?? raw, kind: 'link', line: node.position?.start.line, column: node.position?.start.column });
      return;
    }
  });
};
