/** What a fence's meta string says: `title="checkout.php" {3,7-9}`. */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  /** The first range that names a line the block does not have (`{40-50}` on a 12-line block), for a warning. */
  outOfRange?: string;
}

/**
 * Parses `title="…"` (or `title='…'`) and `{1,4-6}` from a code fence's meta string. Marked lines are
 * bounded by the block's `lineCount`, so `{1-999999999}` costs no more than the block's own lines.
 */
export function parseCodeMeta(meta: string | null | undefined, lineCount = Number.POSITIVE_INFINITY): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set() };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
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
