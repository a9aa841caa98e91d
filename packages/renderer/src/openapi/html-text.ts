/** A value for a double-quoted attribute. */
export function attributeValue(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** The text of a heading's HTML: tags dropped, character references decoded (hast-util-to-html writes `&` as `&#x26;`). */
export function headingText(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return html.replace(/<[^>]*>/g, '').replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (whole, hex?: string, dec?: string, name?: string) => {
    const code = hex ? parseInt(hex, 16) : dec ? Number(dec) : undefined;
    if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    return named[name!.toLowerCase()] ?? whole;
  });
}

/**
 * Sanitised HTML with each link `pattern` finds (its first group: the anchor of an `href="#…"`, as
 * written) pointed where `target` says; a link `target` gives nothing for is left as written.
 */
export function retargetAnchorLinks(html: string, pattern: RegExp, target: (anchor: string) => string | undefined): string {
  if (!html.includes('href="#')) return html;
  return html.replace(pattern, (written, anchor: string) => {
    const to = target(anchor);
    return to === undefined ? written : `href="${attributeValue(to)}"`;
  });
}
