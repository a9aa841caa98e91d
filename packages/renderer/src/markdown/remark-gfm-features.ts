import type { Image, ImageReference, Parent, Root, Text } from 'mdast';
import type { Node } from 'unist';
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
import type { VFile } from 'vfile';

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
    (features.autolinkLiteral ? 1 : 0) |
    (features.footnote ? 2 : 0) |
    (features.strikethrough ? 4 : 0) |
    (features.table ? 8 : 0) |
    (features.taskList ? 16 : 0)
  );
}

/**
 * Fenced code blocks: a fence of three or more backticks (whose info string has none) or tildes,
 * indented up to three spaces, to a closing fence of the same character at least as long.
 */
export const FENCED_CODE = /^ {0,3}(`{3,})[^`\n]*\n[\s\S]*?^ {0,3}\1`*[ \t]*$|^ {0,3}(~{3,})[^\n]*\n[\s\S]*?^ {0,3}\2~*[ \t]*$/gm;

/**
 * The GFM constructs a document may use (`all`: judged from its whole text), judged from its
 * text outside fenced code blocks, where
 * URLs (`curl https://…`), pipes and tildes are common and no construct can form. A guess (this
 * does not parse containers), so a tree parsed with it is checked by `missesGfm`.
 */
export function detectProseGfmFeatures(markdown: string, all = detectGfmFeatures(markdown)): GfmFeatures {
  if (!all.autolinkLiteral && !all.table && !all.strikethrough) return all;
  const prose = detectGfmFeatures(markdown.replace(FENCED_CODE, ''));
  // Footnotes and task lists are judged on the whole text: without their extension, `[^1]` and
  // `[x]` can become link references, and the check below would not see them.
  return { ...prose, footnote: all.footnote, taskList: all.taskList };
}

/** What a literal autolink, a table and strikethrough cannot do without, in text. */
const NEEDS = { autolinkLiteral: /www\.|:\/\/|@/i, table: /\|/, strikethrough: /~/ } as const;

/**
 * Could the tree, parsed with `used`, lack a construct that `possible` would have made? Only if
 * one of its text nodes or image descriptions (an image's `alt` is its label's text) holds what
 * that construct needs: a table's delimiter row, a literal URL and a `~` all stay text when their
 * extension is off (and cannot form inside code or HTML).
 */
export function missesGfm(tree: Root, used: GfmFeatures, possible: GfmFeatures): boolean {
  const checks = (Object.keys(NEEDS) as (keyof typeof NEEDS)[]).filter((k) => possible[k] && !used[k]).map((k) => NEEDS[k]);
  if (!checks.length) return false;
  const holds = (text: string | null | undefined) => !!text && checks.some((re) => re.test(text));
  const pending: Node[] = [tree];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'text' && holds((node as Text).value)) return true;
    if ((node.type === 'image' || node.type === 'imageReference') && holds((node as Image | ImageReference).alt)) return true;
    if ('children' in node) pending.push(...(node as Parent).children);
  }
  return false;
}

/**
 * The processor for a set of GFM constructs: `make` builds it (once per combination, then kept)
 * with `remarkGfmFeatures` turning on those constructs.
 */
export function processorsByGfmFeatures<P>(make: (features: GfmFeatures) => P): (features: GfmFeatures) => P {
  const processors = new Map<number, P>();
  return (features) => {
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

/**
 * Parses `file` with the GFM constructs its prose can use (a URL in a code sample does not need the
 * costly autolink extension), and again with all it might use if the tree shows that guess was
 * short. The tree equals remark-gfm's (test/unit/markdown/gfm-detection.test.ts holds it to that).
 */
export function parseWithGfmGuess<P extends { parse(file: VFile): unknown }>(
  processorFor: (features: GfmFeatures) => P,
  file: VFile,
): { processor: P; tree: Root } {
  const markdown = String(file.value);
  const possible = detectGfmFeatures(markdown);
  const prose = detectProseGfmFeatures(markdown, possible);
  const guessed = processorFor(prose);
  const tree = guessed.parse(file) as Root;
  if (!missesGfm(tree, prose, possible)) return { processor: guessed, tree };
  const processor = processorFor(possible);
  return { processor, tree: processor.parse(file) as Root };
}
