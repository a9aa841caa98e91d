import type { Node, Parent } from 'unist';
import { PortalError, codeFrame } from '../diagnostics.ts';
import { PAGE_LIMITS } from '../safety/budgets.ts';

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
const FOOTNOTE_DEFINITION = /^\[\^[^\]\s]+\]:/;
const FOOTNOTE_REFERENCE = /\[\^[^\]\s]+\](?!:)/g;
const REFERENCE_DEFINITION = /^\[(?!\^)(?:[^\]\\]|\\.)+\]:/;
const TABLE_DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** The cells of a table's delimiter row (`| --- | :-: |` has two). */
const delimiterCells = (row: string) => row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').length;

/** "6,000". */
const count = (n: number) => n.toLocaleString('en-US');

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
  const counts = { footnoteDefinitions: 0, footnoteReferences: 0, referenceDefinitions: 0 };
  /** The table the line is in: its columns and cells so far. */
  let table: { columns: number; cells: number } | undefined;
  const fail = (message: string, line: number, column: number, hint: string) =>
    new PortalError(message, { file, line, column, frame: codeFrame(markdown, line, column), hint });
  for (let n = 0; n < lines.length; n++) {
    const { nesting, indentation, rest, listItem } = linePrefix(lines[n]!);
    const opening = FENCE.exec(rest)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening;
      table = undefined;
      continue;
    }
    if (nesting > MARKDOWN_LIMITS.nesting)
      throw fail(
        `blockquotes or lists nested ${nesting} levels deep (at most ${MARKDOWN_LIMITS.nesting})`,
        n + 1,
        1,
        'flatten the nesting; no reader follows that many levels',
      );
    if (indentation > MARKDOWN_LIMITS.indentation)
      throw fail(
        `a line indented ${indentation} columns outside a code fence (at most ${MARKDOWN_LIMITS.indentation})`,
        n + 1,
        1,
        'flatten the nested lists, or put the text in a ``` code fence',
      );
    if (rest.trim() === '' || listItem || rest.startsWith('|') || rest.startsWith('#')) delimiters = 0;
    delimiters += rest.match(OPENER)?.length ?? 0;
    if (delimiters > MARKDOWN_LIMITS.delimiters)
      throw fail(
        `more than ${MARKDOWN_LIMITS.delimiters} emphasis markers (* or _) in one paragraph`,
        n + 1,
        1,
        'split the paragraph, or put the text in a code span or fence',
      );
    checkPageCounts({ rest, line: n + 1, counts, fail });
    // Tables (safety/budgets.ts PAGE_LIMITS): a delimiter row under a row with a pipe starts one; a blank line ends it.
    if (rest.trim() === '') table = undefined;
    else if (table) table.cells += table.columns;
    else if (n > 0 && TABLE_DELIMITER_ROW.test(rest) && rest.includes('-') && lines[n - 1]!.includes('|')) {
      const columns = delimiterCells(rest);
      if (columns > PAGE_LIMITS.tableColumns)
        throw fail(
          `a table of ${count(columns)} columns (at most ${count(PAGE_LIMITS.tableColumns)}, the page limit "table columns")`,
          n + 1,
          1,
          'split the table, or publish the data as a file (CSV) and link to it',
        );
      table = { columns, cells: 2 * columns };
    }
    if (table && table.cells > PAGE_LIMITS.tableCells)
      throw fail(
        `a table of more than ${count(PAGE_LIMITS.tableCells)} cells (${count(table.columns)} columns; the page limit "table cells")`,
        n + 1,
        1,
        'split the table, or publish the data as a file (CSV) and link to it',
      );
  }
}

/** Counts a line's footnotes and reference definitions against the page's limits; throws at the line that goes over one. */
function checkPageCounts(options: {
  rest: string;
  line: number;
  counts: Record<'footnoteDefinitions' | 'footnoteReferences' | 'referenceDefinitions', number>;
  fail: (message: string, line: number, column: number, hint: string) => PortalError;
}): void {
  const { rest, counts } = options;
  const over = (what: string, limit: number, name: string, hint: string) => {
    throw options.fail(`more than ${count(limit)} ${what} in one page (the page limit "${name}")`, options.line, 1, hint);
  };
  if (FOOTNOTE_DEFINITION.test(rest) && ++counts.footnoteDefinitions > PAGE_LIMITS.footnoteDefinitions)
    over('footnote definitions', PAGE_LIMITS.footnoteDefinitions, 'footnote definitions', 'split the page, or turn the notes into a list of sources');
  if (REFERENCE_DEFINITION.test(rest) && ++counts.referenceDefinitions > PAGE_LIMITS.referenceDefinitions)
    over('link reference definitions', PAGE_LIMITS.referenceDefinitions, 'reference definitions', 'split the page, or write the links inline');
  if (rest.includes('[^')) {
    counts.footnoteReferences += rest.match(FOOTNOTE_REFERENCE)?.length ?? 0;
    if (counts.footnoteReferences > PAGE_LIMITS.footnoteReferences)
      over('footnote references ([^…])', PAGE_LIMITS.footnoteReferences, 'footnote references', 'split the page, or refer to fewer notes');
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
        throw new PortalError(
          `${what} more than ${MARKDOWN_LIMITS.treeDepth} levels deep (${options?.what ? 'elements' : 'emphasis, links, quotes or lists'} inside each other)`,
          {
            file: file.path ?? '',
            line,
            column,
            frame: source && line ? codeFrame(source, line, column) : undefined,
            hint: 'flatten the nesting',
          },
        );
      }
      for (const child of (node as Parent).children ?? []) stack.push([child, depth + 1]);
    }
  };
}
