/** `**x**`, `__x__`, `*x*`, `_x_` and `~~x~~` → `x`; underscores inside words (`api_key`) stay. */
function stripEmphasis(text: string): string {
  return text
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '$1')
    .replace(/(?<!\w)__(?=\S)(.+?)(?<=\S)__(?!\w)/g, '$1')
    .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '$1')
    .replace(/(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)/g, '$1');
}

/** Markdown's backslash escapes as the characters they keep (`\\{b\\}` → `{b}`), as the page shows them. */
function unescape(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** HTML's comments and MDX's (braces around a JavaScript block comment). */
const COMMENT = /<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g;

/** A description for pages without one: the first paragraph of the Markdown, as plain text, cut at 160 characters. */
export function firstParagraph(markdown: string): string | undefined {
  let inFence = false;
  // MDX: an `import`/`export` block runs until the next blank line.
  let inEsm = false;
  // A block that is not a paragraph runs on over the lines after its first until a blank line: a
  // blockquote's or list item's lazy continuation (`> Note.` then `\{.is-warning\}`), a JSX tag
  // whose attributes are on the next lines (`<Tabs` then `groupId="os">`).
  let inBlock = false;
  const paragraph: string[] = [];
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (inEsm) {
      inEsm = line !== '';
      continue;
    }
    if (inBlock) {
      inBlock = line !== '';
      if (inBlock) continue;
    }
    if (!paragraph.length && /^(import|export) /.test(raw)) {
      inEsm = true;
      continue;
    }
    if (/^(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    if (line === '') {
      if (paragraph.length) break;
      continue;
    }
    if (/^(#|:::|<|\||!\[|>|[-*+] |\d+\. |import |export )/.test(line)) {
      if (paragraph.length) break;
      inBlock = /^(>|[-*+] |\d+\. )/.test(line) || (line.startsWith('<') && !line.includes('>'));
      continue;
    }
    paragraph.push(line);
  }
  if (!paragraph.length) return undefined;
  const text = paragraph
    .join(' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    // Inline code keeps its text as is; elsewhere comments (HTML's, MDX's) and only real emphasis and strikethrough marks go.
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part.slice(1, -1) : unescape(stripEmphasis(part.replace(COMMENT, '')))))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}
