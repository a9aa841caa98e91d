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
