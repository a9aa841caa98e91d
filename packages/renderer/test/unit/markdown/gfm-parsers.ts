import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { remarkContainerDirectives } from '../../../src/markdown/remark-admonitions.ts';
import { parseWithGfmGuess, processorsByGfmFeatures, remarkGfmFeatures } from '../../../src/markdown/remark-gfm-features.ts';

// The two ways to parse a page's GFM, set side by side by gfm-detection.test.ts (same tree) and
// scripts/bench/gfm-detection.ts (what the guess saves): remark-gfm with every construct on, and
// portal's parse with the constructs the text can use. Both with the directive syntax portal adds.

const reference = unified().use(remarkParse).use(remarkGfm).use(remarkContainerDirectives).freeze();
const guessing = processorsByGfmFeatures((gfm) => unified().use(remarkParse).use(remarkGfmFeatures, gfm).use(remarkContainerDirectives).freeze());

/** The tree remark-gfm gives. */
export function parseWithRemarkGfm(markdown: string, name?: string): unknown {
  return reference.parse(new VFile({ value: markdown, path: name }));
}

/** The tree portal's compile parses (compile-markdown.ts). */
export function parseAsPortal(markdown: string, name?: string): unknown {
  return parseWithGfmGuess(guessing, new VFile({ value: markdown, path: name })).tree;
}
