import { createHash } from 'node:crypto';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { HtmlMemo } from '../cache/index.ts';
import { markdownChunks } from './markdown-chunks.ts';
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
  // GFM constructs only where the text can hold them, as for guides: half the time on short descriptions.
  const processorFor = processorsByGfmFeatures((gfm) => unified().use(remarkParse).use(remarkGfmFeatures, gfm).use(remarkRehype).use(rehypeSanitize).use(rehypeTableRegions).use(rehypeStringify).freeze());
  const cache = new Map<string, string>();
  return (markdown) => {
    if (!markdown) return '';
    let html = cache.get(markdown);
    if (html === undefined) {
      const text = markdown;
      // A very long text is parsed in parts (markdown-chunks.ts: micromark slows down quadratically on it).
      html = kept.get(createHash('sha1').update(text).digest('base64url'), () => markdownChunks(text).map((part) => String(processorFor(detectGfmFeatures(part)).processSync(part))).join('\n'));
      cache.set(markdown, html);
    }
    return html;
  };
}
