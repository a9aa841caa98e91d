import { readMagicComments } from './magic-comments.ts';

/** What a fence's meta string says: `title="checkout.php" {3,7-9} showLineNumbers`. */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  /** Does the meta string mark lines (`{…}`)? Magic comments in the code then stay code, as in Docusaurus. */
  marksLines: boolean;
  /** The first range that names a line the block does not have (`{40-50}` on a 12-line block), for a warning. */
  outOfRange?: string;
  /** The number of the first line when lines are numbered (`showLineNumbers`, `showLineNumbers=12`). */
  lineNumbersStart?: number;
}

/**
 * Parses `title="…"` (or `title='…'`), `{1,4-6}` and `showLineNumbers[=N]` from a code fence's meta
 * string. Marked lines are bounded by the block's `lineCount`, so `{1-999999999}` costs no more than
 * the block's own lines.
 */
export function parseCodeMeta(meta: string | null | undefined, lineCount = Number.POSITIVE_INFINITY): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set(), marksLines: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta);
  if (numbers) result.lineNumbersStart = numbers[1] === undefined ? 1 : Number(numbers[1]);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    result.marksLines = true;
    for (const part of ranges[1]!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      const last = to === undefined || Number.isNaN(to) ? from : to;
      if (last > lineCount || from < 1) result.outOfRange ??= part.trim();
      for (let n = Math.max(1, from); n <= Math.min(last, lineCount); n++) result.highlightLines.add(n);
    }
  }
  return result;
}

/** A code block as it is shown: its code, title, marked lines and line numbers. */
export interface CodeBlockView extends CodeMeta {
  code: string;
  /** The line (in the code as written) of a `highlight-start` nothing closes, for a warning. */
  unclosedStart?: number;
}

/**
 * How a code block in `lang` with fence meta `meta` is shown: lines marked by the meta string's
 * `{…}`, or else by the code's magic comments (taken out of the code: magic-comments.ts).
 */
export function codeBlockView(code: string, lang: string, meta: string | null | undefined): CodeBlockView {
  const parsed = parseCodeMeta(meta, code.split('\n').length);
  if (parsed.marksLines) return { ...parsed, code };
  const magic = readMagicComments(code, lang.toLowerCase());
  return {
    ...parsed,
    code: magic.code,
    highlightLines: magic.highlightLines,
    ...(magic.unclosedStart === undefined ? {} : { unclosedStart: magic.unclosedStart }),
  };
}

/** The CSS `counter-reset` that starts a block's line numbers at `start` (the stylesheet counts from 1 without it). */
export function lineNumbersReset(start: number | undefined): string | undefined {
  return start === undefined || start === 1 ? undefined : `line ${start - 1}`;
}
