/**
 * Docusaurus's `mdx-code-block` fences: MDX written inside a code fence, so that other Markdown
 * tools show it as code, and unwrapped before compiling, as Docusaurus does:
 *
 *   ```mdx-code-block           (blank line)
 *   <Tabs>                 →    <Tabs>
 *   ```                         (blank line)
 *
 * The fence lines become blank lines, so every other line keeps its number. Fences of other
 * languages, including one inside the block that is longer than it, stay as they are.
 */
const OPENING = /^([ \t]{0,3})(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*\r?$/;

export function unwrapMdxCodeBlocks(markdown: string): string {
  if (!markdown.includes('mdx-code-block')) return markdown;
  const lines = markdown.split('\n');
  /** The fence that is open: an `mdx-code-block` one (unwrapped) or another (left alone). */
  let open: { fence: string; unwrap: boolean } | undefined;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^[ \t]{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (!open) {
      if (!fence) continue;
      const unwrap = OPENING.test(line);
      open = { fence, unwrap };
      if (unwrap) {
        lines[i] = '';
        changed = true;
      }
    } else if (fence && fence[0] === open.fence[0] && fence.length >= open.fence.length && line.trim() === fence) {
      if (open.unwrap) lines[i] = '';
      open = undefined;
    } else if (open.unwrap && fence && (fence[0] !== open.fence[0] || fence.length < open.fence.length)) {
      // A fence inside an unwrapped block is the MDX's own code block: it opens and closes inside it.
      const inner = fence;
      for (i++; i < lines.length; i++) {
        const close = /^[ \t]{0,3}(`{3,}|~{3,})[ \t]*\r?$/.exec(lines[i]!)?.[1];
        if (close && close[0] === inner[0] && close.length >= inner.length) break;
      }
    }
  }
  return changed ? lines.join('\n') : markdown;
}

/** Does the text hold an `mdx-code-block` fence (then it is MDX, whatever else it holds)? */
export function hasMdxCodeBlocks(markdown: string): boolean {
  return markdown.includes('mdx-code-block') && markdown.split('\n').some((line) => OPENING.test(line));
}
