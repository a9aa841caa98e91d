import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { checkMarkdownLimits } from './markdown-limits.ts';
import { fenceView } from './rehype-shiki.ts';

/** A code block as the highlighter is asked for it: its code, language (as written) and marked lines. */
export interface CodeBlockRequest {
  code: string;
  lang: string;
  lines?: number[];
}

const parser = unified().use(remarkParse);

/**
 * The fenced code blocks of a guide as its compile will ask the highlighter for them (rehype-shiki.ts
 * reads each fence with the same `fenceView`), so they can be highlighted ahead of it in another
 * thread (render/highlight-ahead.ts). Read as CommonMark: a block only MDX or a plugin makes (a
 * fence inside a JSX element with no blank line before it, `<CodeBlock>`) is missed and highlighted
 * when the page is rendered, as it would be without this; nothing here decides what a page shows.
 * Throws for a guide beyond the Markdown limits (markdown-limits.ts), as its compile does.
 */
export function guideCodeBlocks(markdown: string): CodeBlockRequest[] {
  const blocks: CodeBlockRequest[] = [];
  if (!markdown.includes('```') && !markdown.includes('~~~')) return blocks;
  // The limits every parse of a guide keeps (a guide beyond them fails its compile, which says why).
  checkMarkdownLimits(markdown, '');
  visit(parser.parse(markdown) as Root, 'code', (node: Code) => {
    const { lang, view } = fenceView(node.value, node.lang ? node.lang.split(/\s+/)[0] : undefined, node.meta);
    blocks.push({ code: view.code, lang, ...(view.highlightLines.size ? { lines: [...view.highlightLines] } : {}) });
  });
  return blocks;
}
