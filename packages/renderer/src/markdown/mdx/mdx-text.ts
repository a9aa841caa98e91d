import { escapeHeadingIds } from '../heading-ids.ts';
import { admonitionTitleToLabel } from '../remark-admonitions.ts';
import { unwrapMdxCodeBlocks } from './mdx-code-blocks.ts';

/**
 * An MDX file's text as the MDX parser is given it, Docusaurus's syntax that is not MDX rewritten
 * first (as Docusaurus does before compiling): `mdx-code-block` fences unwrapped, `:::caution Title`
 * as `:::caution[Title]`, a heading's `{#id}` escaped. Pages, partials and their Markdown twins all read it this way.
 */
export function mdxText(source: string): string {
  return escapeHeadingIds(admonitionTitleToLabel(unwrapMdxCodeBlocks(source)));
}
