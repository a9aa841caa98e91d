import type { Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Plugin } from 'unified';

/** Which GFM constructs a document can contain, judged from characters they cannot do without. */
export interface GfmFeatures {
  autolinkLiteral: boolean;
  footnote: boolean;
  strikethrough: boolean;
  table: boolean;
  taskList: boolean;
}

/**
 * The GFM constructs a document may use. A footnote needs `[^`, a table `|`, strikethrough `~`,
 * a literal autolink `www.`, `://` or `@`, a task `[ ]`/`[x]`. Parsing without the extensions a
 * document cannot use gives the same tree, and the footnote and autolink extensions alone more
 * than double micromark's time on every document.
 */
export function detectGfmFeatures(markdown: string): GfmFeatures {
  return {
    autolinkLiteral: /www\.|:\/\/|@/i.test(markdown),
    footnote: markdown.includes('[^'),
    strikethrough: markdown.includes('~'),
    table: markdown.includes('|'),
    taskList: /\[[ xX]\]/.test(markdown),
  };
}

/** A key for the feature set, to keep one frozen processor per combination. */
function gfmFeaturesKey(features: GfmFeatures): number {
  return (
    (features.autolinkLiteral ? 1 : 0) | (features.footnote ? 2 : 0) | (features.strikethrough ? 4 : 0) | (features.table ? 8 : 0) | (features.taskList ? 16 : 0)
  );
}

/**
 * The processor for a document: `make` builds (once per combination, then kept) the pipeline
 * for the GFM constructs the document can use, which `remarkGfmFeatures` turns on.
 */
export function processorsByGfmFeatures<P>(make: (features: GfmFeatures) => P): (markdown: string) => P {
  const processors = new Map<number, P>();
  return (markdown) => {
    const features = detectGfmFeatures(markdown);
    const key = gfmFeaturesKey(features);
    let processor = processors.get(key);
    if (!processor) {
      processor = make(features);
      processors.set(key, processor);
    }
    return processor;
  };
}

/** remark-gfm with only the given constructs turned on (same micromark and mdast extensions). */
export const remarkGfmFeatures: Plugin<[GfmFeatures], Root> = function (features) {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  const micromark = (data.micromarkExtensions ??= []);
  const fromMarkdown = (data.fromMarkdownExtensions ??= []);
  if (features.autolinkLiteral) {
    micromark.push(gfmAutolinkLiteral());
    fromMarkdown.push(gfmAutolinkLiteralFromMarkdown());
  }
  if (features.footnote) {
    micromark.push(gfmFootnote());
    fromMarkdown.push(gfmFootnoteFromMarkdown());
  }
  if (features.strikethrough) {
    micromark.push(gfmStrikethrough());
    fromMarkdown.push(gfmStrikethroughFromMarkdown());
  }
  if (features.table) {
    micromark.push(gfmTable());
    fromMarkdown.push(gfmTableFromMarkdown());
  }
  if (features.taskList) {
    micromark.push(gfmTaskListItem());
    fromMarkdown.push(gfmTaskListItemFromMarkdown());
  }
};
