import { withoutHeadingIds } from '../heading-ids.ts';
import { hasMdxCodeBlocks } from './mdx-code-blocks.ts';
import { FENCED_CODE } from '../remark-gfm-features.ts';

/**
 * How guides are read, as Docusaurus's `markdown.format`: `mdx` (every guide is MDX, Docusaurus 3's
 * default), `detect` (`.mdx` files are MDX, `.md` files plain Markdown) or `md` (plain Markdown
 * everywhere: today's fast path).
 */
export type MarkdownFormat = 'mdx' | 'detect' | 'md';

/** Is this guide compiled as MDX under the given format? */
export function isMdxGuide(relPath: string, format: MarkdownFormat): boolean {
  if (format === 'md') return false;
  return format === 'mdx' || /\.mdx$/i.test(relPath);
}

/** Code spans: text in them is literal in MDX as in Markdown. */
const CODE_SPAN = /(`+)[^`][\s\S]*?\1/g;

/**
 * Does MDX read this text exactly as Markdown does? MDX differs only where the text has JSX or HTML
 * (`<`), an expression (`{`, but a heading's `{#id}`) outside code, an `mdx-code-block` fence, an `import`/`export` line, or an indented line (MDX has
 * no indented code): without any of them the tree is the same, so the page takes the plain
 * Markdown path, several times cheaper than compiling and running it as MDX. Errs towards MDX.
 */
export function readsAsMarkdown(text: string): boolean {
  if (hasMdxCodeBlocks(text)) return false;
  // A heading's `{#id}` is read the same way on both paths (heading-ids.ts).
  const outsideFences = withoutHeadingIds(text.replace(FENCED_CODE, ''));
  if (/^(?:\t| {4})|^(?:import|export)\b/m.test(outsideFences)) return false;
  const prose = outsideFences.replace(CODE_SPAN, '');
  return !prose.includes('<') && !prose.includes('{');
}

/** Is this guide compiled as MDX: MDX by its format, and written with something MDX reads differently? */
export function compilesAsMdx(relPath: string, format: MarkdownFormat, text: string): boolean {
  return isMdxGuide(relPath, format) && !readsAsMarkdown(text);
}
