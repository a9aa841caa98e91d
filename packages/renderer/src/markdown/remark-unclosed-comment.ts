import type { Html, Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from './visit-tree.ts';
import { report } from './file-messages.ts';

/**
 * Warns about an HTML comment that is never closed: CommonMark lets `<!--` run to the end of the
 * document, so everything after it silently disappears from the page.
 * `<!-- draft` (no `-->`) → `warning content/x.md:12:1: HTML comment "<!--" is never closed`.
 */
export const remarkUnclosedComment: Plugin<[], Root> = () => (tree, file) => {
  visit(tree, 'html', (node: Html) => {
    const start = node.value.lastIndexOf('<!--');
    if (start === -1 || node.value.indexOf('-->', start + 4) !== -1) return;
    const lines = node.value.slice(0, start).split('\n');
    const line = (node.position?.start.line ?? 1) + lines.length - 1;
    const column = lines.length > 1 ? lines.at(-1)!.length + 1 : (node.position?.start.column ?? 1) + start;
    report(file, 'HTML comment "<!--" is never closed: the rest of the page is hidden', { line, column }, 'close the comment with -->');
  });
};
