import { createHash } from 'node:crypto';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { HtmlMemo } from '../cache/index.ts';
import { markdownChunks } from './markdown-chunks.ts';
import { checkMarkdownLimits } from './markdown-limits.ts';
import { plainParagraph } from './plain-paragraph.ts';
import { rehypeTableRegions } from './rehype-table-regions.ts';
import { detectGfmFeatures, processorsByGfmFeatures, remarkGfmFeatures } from './remark-gfm-features.ts';

/**
 * Markdown from an API description, which another team writes: raw HTML is dropped, and the
 * sanitizer removes event handlers and `javascript:` URLs, so nothing in it can run on the page
 * (tables get their scroll region after sanitizing, which would strip its attributes).
 * Results are cached by text, as shared schemas repeat the same descriptions on many pages, and
 * kept for the next build in `kept` (parsing 8,500 short descriptions takes seconds).
 */
export function createSafeMarkdown(kept = new HtmlMemo()): (markdown: string | undefined) => string {
  const compile = safeMarkdownCompiler();
  const cache = new Map<string, string>();
  return (markdown) => {
    if (!markdown) return '';
    let html = cache.get(markdown);
    if (html === undefined) {
      const text = markdown;
      // A plain sentence (most descriptions) is its own HTML: not parsed, not kept.
      html = plainParagraph(text) ?? kept.get(createHash('sha1').update(text).digest('base64url'), () => compile(text));
      cache.set(markdown, html);
    }
    return html;
  };
}

/** Markdown from an API description → safe HTML through the whole pipeline, with no cache and no shortcut. */
export function safeMarkdownCompiler(): (markdown: string) => string {
  // GFM constructs only where the text can hold them, as for guides: half the time on short descriptions.
  const processorFor = processorsByGfmFeatures((gfm) =>
    unified().use(remarkParse).use(remarkGfmFeatures, gfm).use(remarkRehype).use(rehypeSanitize).use(rehypeTableRegions).use(rehypeStringify).freeze(),
  );
  // A very long text is parsed in parts (markdown-chunks.ts: micromark slows down quadratically on it).
  return (text) => {
    // The build refuses such a text first (openapi/description-text-limits.ts); never a stack overflow here.
    if (!withinLimits(text)) return `<p>${escapeHtml(text)}</p>`;
    return markdownChunks(text)
      .map((part) => String(processorFor(detectGfmFeatures(part)).processSync(part)))
      .join('\n');
  };
}

/** Does the text keep to the guides' nesting and emphasis limits? */
function withinLimits(text: string): boolean {
  try {
    checkMarkdownLimits(text, 'description');
    return true;
  } catch {
    return false;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
