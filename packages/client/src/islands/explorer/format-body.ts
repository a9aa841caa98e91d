/** Bodies above this many characters are shown as plain text: one element per token would stall the tab. */
export const HIGHLIGHT_LIMIT = 30_000;

/** Above this many characters an XML body is shown as it came (formatting walks the whole document). */
const XML_FORMAT_LIMIT = 2_000_000;

/** An XML document indented two spaces a level; undefined when it does not parse (it is then shown as it came). */
export function formatXml(text: string): string | undefined {
  if (text.length > XML_FORMAT_LIMIT) return undefined;
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) return undefined;
  const declaration = /^\s*<\?xml[^>]*\?>/.exec(text)?.[0].trim();
  const lines: string[] = declaration ? [declaration] : [];
  const serializer = new XMLSerializer();
  const walk = (node: Node, depth: number) => {
    const pad = '  '.repeat(depth);
    if (node.nodeType === Node.ELEMENT_NODE) {
      const el = node as Element;
      const children = [...el.childNodes].filter((c) => !(c.nodeType === Node.TEXT_NODE && !c.nodeValue?.trim()));
      const open = serializer.serializeToString(el.cloneNode(false)).replace(/\/>$|><\/[^>]+>$/, '');
      const close = `</${el.tagName}>`;
      if (!children.length) lines.push(`${pad}${open}/>`);
      else if (children.every((c) => c.nodeType === Node.TEXT_NODE || c.nodeType === Node.CDATA_SECTION_NODE))
        lines.push(`${pad}${open}>${children.map((c) => serializer.serializeToString(c).trim()).join('')}${close}`);
      else {
        lines.push(`${pad}${open}>`);
        for (const c of children) walk(c, depth + 1);
        lines.push(`${pad}${close}`);
      }
    } else if (node.nodeType === Node.TEXT_NODE || node.nodeType === Node.CDATA_SECTION_NODE || node.nodeType === Node.COMMENT_NODE) {
      lines.push(`${pad}${serializer.serializeToString(node).trim()}`);
    }
  };
  for (const child of [...doc.childNodes])
    if (child.nodeType !== Node.DOCUMENT_TYPE_NODE && child.nodeType !== Node.PROCESSING_INSTRUCTION_NODE) walk(child, 0);
  return lines.join('\n');
}

/** The text a body is shown as: JSON pretty-printed, XML indented, anything else as it came. */
export function displayText(response: { text?: string; json?: unknown; contentType: string }): string {
  if (response.json !== undefined) return JSON.stringify(response.json, null, 2);
  const text = response.text ?? '';
  if (/xml/i.test(response.contentType)) return formatXml(text) ?? text;
  return text;
}
