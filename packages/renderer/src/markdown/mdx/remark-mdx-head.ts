import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { SKIP, visit } from '../visit-tree.ts';

/**
 * `<head>…</head>` in an MDX page is Docusaurus's way to set the page's head tags. portal's page
 * head is its own (as for `@docusaurus/Head`), so the element is left out: before, its title and
 * meta tags ended up inside the article.
 *
 *   <head><title>Pay faster</title></head>   →   (nothing)
 */
export const remarkMdxHead: Plugin<[], Root> = () => (tree) => {
  visit(tree, (node, index, parent) => {
    if (
      (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') ||
      (node as { name?: string | null }).name !== 'head' ||
      !parent ||
      index === undefined
    )
      return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
};
