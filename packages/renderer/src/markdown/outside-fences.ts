/** A line that opens or closes a code fence (in a blockquote too): its fence characters. */
const FENCE_LINE = /^(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})/;

/**
 * The text with each line outside code fences replaced by what `rewrite` makes of it (undefined:
 * kept); fence lines and the lines inside fences are kept. The same string comes back when nothing
 * changed. For the rewrites of Docusaurus syntax made before parsing (admonition titles, heading ids).
 */
export function rewriteOutsideFences(markdown: string, rewrite: (line: string) => string | undefined): string {
  let fence: string | undefined;
  let changed = false;
  const lines = markdown.split('\n').map((line) => {
    const opener = FENCE_LINE.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = undefined;
      return line;
    }
    if (opener) {
      fence = opener;
      return line;
    }
    const rewritten = rewrite(line);
    if (rewritten === undefined || rewritten === line) return line;
    changed = true;
    return rewritten;
  });
  return changed ? lines.join('\n') : markdown;
}
