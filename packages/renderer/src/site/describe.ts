/** A description for pages without one: the first paragraph of the Markdown, as plain text, cut at 160 characters. */
export function firstParagraph(markdown: string): string | undefined {
  let inFence = false;
  const paragraph: string[] = [];
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
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
      continue;
    }
    paragraph.push(line);
  }
  if (!paragraph.length) return undefined;
  const text = paragraph
    .join(' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}
