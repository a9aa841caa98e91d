import type { Node, Parent } from 'unist';
import { PortalError, codeFrame } from '../diagnostics.ts';

/**
 * Limits that keep a hostile guide from costing minutes or overflowing the stack. The Markdown
 * parser's cost grows with the square of nesting and of emphasis delimiters in one paragraph (500
 * nested list levels took 32 s, 3,000 `*` openers 27 s), and every later step recurses per level
 * of the tree; the limits sit far above what a guide needs and far below what the stack of the
 * main thread holds, so a small site (rendered in the main thread) and a large one (in workers)
 * give the same answer.
 */
export const MARKDOWN_LIMITS = {
  /** Blockquote and list markers in front of one line. */
  nesting: 32,
  /** Columns of indentation in front of a line outside code fences (lists nest by indentation). */
  indentation: 160,
  /** Emphasis openers (`*` or `_` runs after a space or punctuation) in one paragraph. */
  delimiters: 400,
  /** Levels of the Markdown tree (blocks and inline nodes). */
  treeDepth: 100,
} as const;

const FENCE = /^(`{3,}|~{3,})/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;
const OPENER = /(?:^|[\s\p{P}\p{S}])[*_]+(?=[^\s*_])/gu;

/** Where a line's container markers end: its nesting (blockquotes and list markers), indentation in columns and the rest. */
function linePrefix(line: string): { nesting: number; indentation: number; rest: string; listItem: boolean } {
  let nesting = 0;
  let indentation = 0;
  let listItem = false;
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ') indentation++, i++;
    else if (c === '\t') (indentation += 4), i++;
    else if (c === '>') nesting++, i++;
    else {
      const marker = LIST_MARKER.exec(line.slice(i, i + 11));
      if (!marker) break;
      nesting++;
      listItem = true;
      i += marker[0].length;
    }
  }
  return { nesting, indentation, rest: line.slice(i), listItem };
}

/**
 * Checks a guide's text against the nesting, indentation and delimiter limits before it is parsed;
 * throws a PortalError at the first line over a limit. Code fences are skipped.
 */
export function checkMarkdownLimits(markdown: string, file: string): void {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  let delimiters = 0;
  const fail = (message: string, line: number, column: number, hint: string) => new PortalError(message, { file, line, column, frame: codeFrame(markdown, line, column), hint });
  for (let n = 0; n < lines.length; n++) {
    const { nesting, indentation, rest, listItem } = linePrefix(lines[n]!);
    const opening = FENCE.exec(rest)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      continue;
    }
    if (nesting > MARKDOWN_LIMITS.nesting) throw fail(`blockquotes or lists nested ${nesting} levels deep (at most ${MARKDOWN_LIMITS.nesting})`, n + 1, 1, 'flatten the nesting; no reader follows that many levels');
    if (indentation > MARKDOWN_LIMITS.indentation) throw fail(`a line indented ${indentation} columns outside a code fence (at most ${MARKDOWN_LIMITS.indentation})`, n + 1, 1, 'flatten the nested lists, or put the text in a ``` code fence');
    if (rest.trim() === '' || listItem || rest.startsWith('|') || rest.startsWith('#')) delimiters = 0;
    delimiters += rest.match(OPENER)?.length ?? 0;
    if (delimiters > MARKDOWN_LIMITS.delimiters) throw fail(`more than ${MARKDOWN_LIMITS.delimiters} emphasis markers (* or _) in one paragraph`, n + 1, 1, 'split the paragraph, or put the text in a code span or fence');
  }
}

/**
 * remark plugin: fails the guide at the first node deeper than the tree-depth limit, before any later
 * step recurses into it. Walks with an explicit stack, so the check itself cannot overflow.
 */
export function remarkDepthLimit(options?: { what?: string }) {
  const what = options?.what ?? 'Markdown nested';
  return (tree: Node, file: { path?: string; value?: unknown }): void => {
    const stack: [Node, number][] = [[tree, 0]];
    while (stack.length) {
      const [node, depth] = stack.pop()!;
      if (depth > MARKDOWN_LIMITS.treeDepth) {
        const line = node.position?.start.line;
        const column = node.position?.start.column;
        const source = typeof file.value === 'string' ? file.value : undefined;
        throw new PortalError(`${what} more than ${MARKDOWN_LIMITS.treeDepth} levels deep (${options?.what ? 'elements' : 'emphasis, links, quotes or lists'} inside each other)`, {
          file: file.path ?? '',
          line,
          column,
          frame: source && line ? codeFrame(source, line, column) : undefined,
          hint: 'flatten the nesting',
        });
      }
      for (const child of (node as Parent).children ?? []) stack.push([child, depth + 1]);
    }
  };
}
