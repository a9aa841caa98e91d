import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { CompileContext, LinkRef } from './context.ts';
import type { CodeHighlighter } from './highlighter.ts';
import { rehypeHeadingLinks } from './rehype-heading-links.ts';
import { rehypeShiki } from './rehype-shiki.ts';
import { remarkAdmonitions } from './remark-admonitions.ts';
import { remarkLinks } from './remark-links.ts';

export interface TocHeading {
  depth: number;
  id: string;
  text: string;
}

export interface CompiledMarkdown {
  html: string;
  /** Every h2–h6 with its id, in document order (the page picks the levels it shows). */
  headings: TocHeading[];
  links: LinkRef[];
}

export type MarkdownCompiler = (markdown: string, ctx: Omit<CompileContext, 'links'>) => CompiledMarkdown;

/** Builds the unified pipeline once per build; the returned function compiles one page. */
export function createMarkdownCompiler(options: { highlighter: CodeHighlighter }): MarkdownCompiler {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkLinks)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeSlug)
    .use(rehypeHeadingLinks)
    .use(rehypeShiki, { highlighter: options.highlighter })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze() as unknown as Processor;
  return (markdown, ctx) => {
    const file = new VFile({ value: markdown, path: ctx.displayPath });
    const links: LinkRef[] = [];
    file.data.portal = { ...ctx, links };
    const html = String(processor.processSync(file));
    return { html, headings: file.data.toc ?? [], links };
  };
}
