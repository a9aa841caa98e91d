import type { Element, ElementContent, Root } from 'hast';
import { copyButtonHtml } from '../islands/CopyButtonIsland.tsx';
import { toString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { SKIP, visit } from './visit-tree.ts';
import { codeBlockView, lineNumbersReset, type CodeBlockView } from './code-meta.ts';
import { report, reportSitewide } from './file-messages.ts';
import { pageHighlightBudget, type CodeHighlighter, type CodeToHighlight } from './highlighter.ts';

/**
 * Highlights fenced code at build time with the shared highlighter:
 *
 * ````md
 * ```php title="checkout.php" {2}
 * $client = new Client($key);
 * $client->transactions->create([...]);
 * ```
 * ````
 * becomes
 * ```html
 * <div class="code-block" data-language="php">
 *   <div class="code-block-title">checkout.php</div>
 *   <pre class="shiki …" tabindex="0"><code><span class="line">…</span><span class="line highlighted">…</span></code></pre>
 *   <span data-island="CopyButton" data-props="{}" class="copy-island"><button …>Copy</button></span>
 * </div>
 * ```
 * An unknown language is a warning with file:line and falls back to plain text.
 */
export const rehypeShiki: Plugin<[{ highlighter: CodeHighlighter }], Root> =
  ({ highlighter }) =>
  (tree, file) => {
    // The page's blocks are gathered first and highlighted together (one time check for them all).
    const found: { parent: { children: unknown[] }; index: number; lang: string; view: CodeBlockView; block: CodeToHighlight }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const written = className.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const text = toString(code).replace(/\n$/, '');
      const { lang, view } = fenceView(text, written, (code.data as { meta?: string } | undefined)?.meta);
      if (!highlighter.supports(lang))
        reportSitewide(
          file,
          `unknown code block language "${lang}", shown as plain text`,
          node.position,
          'use a language shiki knows (e.g. bash, json, php, java, csharp), or `text` for plain code',
        );
      if (view.outOfRange)
        report(
          file,
          `line range {${view.outOfRange}} is outside the code block, which has ${text.split('\n').length} lines`,
          node.position,
          'mark lines that the block has, counting from 1: {1,3-5}',
        );
      if (view.unclosedStart !== undefined)
        report(
          file,
          `"highlight-start" on line ${view.unclosedStart} of the code block has no "highlight-end", so it marks no line`,
          node.position,
          'close it with a `highlight-end` comment on its own line',
        );
      // shiki already gives the <pre> tabindex="0", so keyboard users can scroll it.
      const overBudget = (why: string) => report(file, `code block shown as plain text: ${why}`, node.position, 'split the block, or mark its fence ```text');
      found.push({ parent, index, lang, view, block: { code: view.code, lang, highlightLines: view.highlightLines, overBudget } });
      return SKIP;
    });
    // One highlighting time budget for the page's blocks (safety/budgets.ts CODE_LIMITS.highlightMsPerPage).
    const html = highlighter.highlightAll(
      found.map((f) => f.block),
      pageHighlightBudget(),
    );
    found.forEach(({ parent, index, lang, view }, i) => {
      const pre: ElementContent = { type: 'raw', value: html[i]! };
      const children: ElementContent[] = [];
      if (view.title)
        children.push({ type: 'element', tagName: 'div', properties: { className: ['code-block-title'] }, children: [{ type: 'text', value: view.title }] });
      children.push(pre, { type: 'raw', value: copyButtonHtml() });
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: view.lineNumbersStart === undefined ? ['code-block'] : ['code-block', 'code-block-line-numbers'],
          dataLanguage: lang,
          ...withReset(lineNumbersReset(view.lineNumbersStart)),
        },
        children,
      };
    });
  };

/**
 * How a fenced block is shown: the language its info string names (`text` without one) and its
 * view (code-meta.ts). A fence with options but no language (```title="Jenkinsfile") reads them as
 * its meta, as plain text.
 */
export function fenceView(text: string, written: string | null | undefined, meta: string | null | undefined): { lang: string; view: CodeBlockView } {
  const info = written ?? 'text';
  const optionsOnly = info.includes('=');
  const lang = optionsOnly ? 'text' : info;
  return { lang, view: codeBlockView(text, lang, optionsOnly ? [info, meta].filter(Boolean).join(' ') : meta) };
}

/** A hast `style` property holding `counterReset`, when there is one. */
function withReset(counterReset: string | undefined): { style?: string } {
  return counterReset === undefined ? {} : { style: `counter-reset:${counterReset}` };
}
