/** What a fence's meta string says: `title="checkout.php" {3,7-9}`. */
export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
}

/** Parses `title="…"` (or `title='…'`) and `{1,4-6}` from a code fence's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: new Set() };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1]!.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (from === undefined || Number.isNaN(from)) continue;
      for (let n = from; n <= (to === undefined || Number.isNaN(to) ? from : to); n++) result.highlightLines.add(n);
    }
  }
  return result;
}
