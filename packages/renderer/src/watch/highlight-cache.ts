import type { Element } from 'hast';
import type { CodeHighlighter } from '../markdown/highlighter.ts';

/** Enough for the code blocks of the guides being edited; the oldest go first. */
const MAX_BLOCKS = 300;

/**
 * The highlighter with the last few hundred code blocks remembered: saving a guide compiles it
 * again, and its unchanged code blocks (most of them) skip tokenizing. Each use gets its own copy.
 */
export function cachedHighlighter(highlighter: CodeHighlighter): CodeHighlighter {
  const blocks = new Map<string, Element>();
  return {
    supports: (lang) => highlighter.supports(lang),
    highlight(code, lang, highlightLines) {
      const key = `${lang}\u0000${highlightLines ? [...highlightLines].join(',') : ''}\u0000${code}`;
      let pre = blocks.get(key);
      if (pre) blocks.delete(key);
      else pre = highlighter.highlight(code, lang, highlightLines);
      blocks.set(key, pre);
      if (blocks.size > MAX_BLOCKS) blocks.delete(blocks.keys().next().value!);
      return structuredClone(pre);
    },
  };
}
