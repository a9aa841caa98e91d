import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { CompileContext, LinkRef } from './context.ts';
import { reportFileMessages } from './file-messages.ts';
import type { CodeHighlighter } from './highlighter.ts';
import { remarkHeadingIds } from './heading-ids.ts';
import { rehypeHeadingLinks } from './rehype-heading-links.ts';
import { rehypeShiki } from './rehype-shiki.ts';
import { rehypeTableRegions } from './rehype-table-regions.ts';
import { rehypeTaskListLabels } from './rehype-task-list-labels.ts';
import { admonitionTitleToLabel, remarkAdmonitions, remarkContainerDirectives } from './remark-admonitions.ts';
import { parseWithGfmGuess, processorsByGfmFeatures, remarkGfmFeatures, type GfmFeatures } from './remark-gfm-features.ts';
import { remarkApiMentions, type ApiMention } from './remark-api-mentions.ts';
import { remarkEscapeRawHtml } from './remark-escape-raw-html.ts';
import { rehypeSanitizeRawHtml } from './rehype-sanitize-raw-html.ts';
import { remarkLinks } from './remark-links.ts';
import { checkMarkdownLimits, remarkDepthLimit } from './markdown-limits.ts';
import { remarkUnclosedComment } from './remark-unclosed-comment.ts';
import { remarkUnknownDirectives } from './remark-unknown-directives.ts';
import { NO_SITE_PLUGINS, type SitePlugins } from './site-plugins.ts';

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
  /** What the page says about the API (annotated examples, calls and names in code spans), judged after rendering. */
  apiMentions: ApiMention[];
  /**
   * Check only the `links` among the page's `<a>` (an MDX page: its written links and its `<Link>`s),
   * not those a site component renders from its own props, as Docusaurus does.
   */
  writtenLinksOnly?: boolean;
  /** The title and description the page's `<Layout>` gave (a React page of src/pages), when it gave them. */
  head?: { title?: string; description?: string; documentTitle?: string };
}

export type MarkdownCompiler = (markdown: string, ctx: Omit<CompileContext, 'links'>) => CompiledMarkdown;

/** Builds the unified pipeline for one set of GFM constructs; the site's plugins where Docusaurus runs them. */
function createProcessor(highlighter: CodeHighlighter, gfm: GfmFeatures, site: SitePlugins): Processor {
  return (
    unified()
      .use(remarkParse)
      .use(remarkDepthLimit)
      // First, so that it escapes only what the writer wrote, never the HTML portal's own plugins add (admonition icons).
      .use(remarkEscapeRawHtml)
      .use(site.beforeDefaultRemark)
      .use(remarkHeadingIds)
      .use(remarkGfmFeatures, gfm)
      .use(remarkContainerDirectives)
      .use(remarkAdmonitions)
      .use(remarkUnknownDirectives)
      .use(remarkUnclosedComment)
      .use(remarkLinks)
      .use(remarkApiMentions)
      .use(site.remark)
      .use(remarkRehype, { allowDangerousHtml: true })
      // Before portal's rehype plugins, so that it sanitizes what the writer wrote and they work on the result.
      .use(rehypeSanitizeRawHtml)
      // Before highlighting: rehype-katex reads the `language-math` code that remark-math leaves.
      .use(site.rehype)
      .use(rehypeSlug)
      .use(rehypeHeadingLinks)
      .use(rehypeShiki, { highlighter })
      .use(gfm.table ? [rehypeTableRegions] : [])
      .use(gfm.taskList ? [rehypeTaskListLabels] : [])
      .use(rehypeStringify, { allowDangerousHtml: true })
      .freeze() as unknown as Processor
  );
}

/**
 * Builds the unified pipeline once per build (one frozen processor per set of GFM constructs
 * a page can use); the returned function compiles one page.
 */
export function createMarkdownCompiler(options: { highlighter: CodeHighlighter; plugins?: SitePlugins }): MarkdownCompiler {
  const site = options.plugins ?? NO_SITE_PLUGINS;
  const processorFor = processorsByGfmFeatures((gfm) => createProcessor(options.highlighter, gfm, site));
  return (source, ctx) => {
    checkMarkdownLimits(source, ctx.displayPath);
    const markdown = admonitionTitleToLabel(source);
    const file = new VFile({ value: markdown, path: ctx.displayPath });
    const links: LinkRef[] = [];
    const apiMentions: ApiMention[] = [];
    file.data.portal = { ...ctx, links };
    file.data.apiMentions = apiMentions;
    const { processor, tree } = parseWithGfmGuess(processorFor, file);
    const html = String(processor.stringify(processor.runSync(tree, file), file));
    reportFileMessages(file, ctx.diagnostics, ctx.displayPath);
    return { html, headings: file.data.toc ?? [], links, apiMentions };
  };
}
