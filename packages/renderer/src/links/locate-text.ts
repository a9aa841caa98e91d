/** Line and column (1-based) of the first occurrence of `needle` in `source`. */
export function locateText(source: string, needle: string): { line: number; column: number } | undefined {
  const at = source.indexOf(needle);
  if (at === -1) return undefined;
  const before = source.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}
