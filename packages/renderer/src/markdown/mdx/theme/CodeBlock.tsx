import { Children, type ReactNode } from 'react';
import { codeBlockView, lineNumbersReset } from '../../code-meta.ts';
import { useMdxPage } from './page-context.tsx';
import { CopyButtonIsland } from '../../../islands/CopyButtonIsland.tsx';

/** The text of a code block's children (a string, or strings in fragments). */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');
}

/** `@theme/CodeBlock`: highlighted by shiki on the server, with a title, line numbers and marked lines (`{1,4-6}` in `metastring`, or the code's magic comments). */
export function CodeBlock(props: {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  metastring?: string;
}) {
  const { highlighter, codeTime, overBudget } = useMdxPage();
  const fromClass = props.className
    ?.split(/\s+/)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
  const requested = props.language ?? fromClass ?? 'text';
  const lang = highlighter.supports(requested) ? requested : 'text';
  const view = codeBlockView(textOf(props.children).replace(/\n$/, ''), requested, props.metastring);
  const html = highlighter.highlight(view.code, lang, view.highlightLines, overBudget, codeTime);
  // As in Docusaurus, a `title="…"` in the metastring wins over the prop, and the prop over the metastring's `showLineNumbers`.
  const title = view.title ?? props.title;
  const lineNumbersStart =
    typeof props.showLineNumbers === 'number'
      ? props.showLineNumbers
      : props.showLineNumbers === false
        ? undefined
        : props.showLineNumbers
          ? 1
          : view.lineNumbersStart;
  return (
    <div
      className={lineNumbersStart === undefined ? 'code-block' : 'code-block code-block-line-numbers'}
      data-language={lang}
      style={{ counterReset: lineNumbersReset(lineNumbersStart) }}
    >
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-body" dangerouslySetInnerHTML={{ __html: html }} />
      <CopyButtonIsland />
    </div>
  );
}
