import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Plugin } from 'unified';
import { visit } from './visit-tree.ts';
import { report } from './file-messages.ts';
import { ADMONITION_TYPES } from './remark-admonitions.ts';

/**
 * Warns about a container directive that is not an admonition, which would otherwise render as a bare
 * `<div>` without a word: `:::nte` → `warning content/x.md:4:1: unknown directive ":::nte"` with the
 * known names (read from `ADMONITION_TYPES`, the one list of them). Runs after remarkAdmonitions.
 */
export const remarkUnknownDirectives: Plugin<[], Root> = () => (tree, file) => {
  const own = file.data.portal?.admonitionKeywords ?? [];
  visit(tree, 'containerDirective', (node: ContainerDirective) => {
    if ((ADMONITION_TYPES as readonly string[]).includes(node.name) || own.includes(node.name)) return;
    report(
      file,
      `unknown directive ":::${node.name}", rendered as a plain block`,
      node.position,
      `known directives: ${[...ADMONITION_TYPES, ...own].map((t) => `:::${t}`).join(', ')} (markdown.admonitions.keywords adds the site's own)`,
    );
  });
};
