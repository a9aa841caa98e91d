import { Children, type ReactNode } from 'react';
import { useMdxPage } from './page-context.tsx';
import { CopyButtonIsland } from '../../../islands/CopyButtonIsland.tsx';

/** The text of a code block's children (a string, or strings in fragments). */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : ''))
    .join('');
}

/** Line numbers of `metastring`-style ranges, e.g. `1,4-6`. */
function linesOf(ranges: string | undefined): number[] {
  const lines: number[] = [];
  for (const part of (ranges ?? '').split(',')) {
    const [from, to] = part.split('-').map((n) => Number.parseInt(n, 10));
    if (from === undefined || Number.isNaN(from)) continue;
    for (let line = from; line <= (to === undefined || Number.isNaN(to) ? from : to); line++) lines.push(line);
  }
  return lines;
}

/** `@theme/CodeBlock`: highlighted by shiki on the server, with a title, line numbers and marked lines. */
export function CodeBlock(props: { children?: ReactNode; language?: string; className?: string; title?: ReactNode; showLineNumbers?: boolean; metastring?: string }) {
  const { highlighter } = useMdxPage();
  const fromClass = props.className?.split(/\s+/).find((c) => c.startsWith('language-'))?.slice('language-'.length);
  const requested = props.language ?? fromClass ?? 'text';
  const lang = highlighter.supports(requested) ? requested : 'text';
  const marked = new Set(linesOf(/\{([\d,\s-]+)\}/.exec(props.metastring ?? '')?.[1]));
  const html = highlighter.highlight(textOf(props.children).replace(/\n$/, ''), lang, marked);
  return (
    <div className={props.showLineNumbers ? 'code-block code-block-line-numbers' : 'code-block'} data-language={lang}>
      {props.title ? <div className="code-block-title">{props.title}</div> : null}
      <div className="code-block-body" dangerouslySetInnerHTML={{ __html: html }} />
      <CopyButtonIsland />
    </div>
  );
}
