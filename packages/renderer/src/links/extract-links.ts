/** What a rendered page links to and which anchors it offers. */
export interface ExtractedLinks {
  /** `href` of every `<a>` and `src` of every `<img>`, in document order, entities decoded. */
  hrefs: { url: string; image: boolean /** Offset of the tag in the HTML. */; at: number }[];
  /** Every `id` (and `<a name>`) on the page: headings, API parameters and properties, raw HTML. */
  ids: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

/**
 * Entities decoded, and always a fresh string: a regex match is a slice that keeps the whole page
 * alive in memory (a thousand API pages of 700 KB each, held by their ids).
 */
function decodeEntities(text: string): string {
  const copy = ` ${text}`.slice(1);
  return copy.includes('&') ? copy.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, e: string) => ENTITIES[e]!) : copy;
}

// Attribute values as React and rehype write them ("…"), and as writers type raw HTML ('…' or bare).
const VALUE = `(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`;
const TAG_LINK = new RegExp(`<(a|img)\\b[^>]*?\\s(href|src)=${VALUE}`, 'gi');
const ID = new RegExp(`\\sid=${VALUE}`, 'gi');
const A_NAME = new RegExp(`<a\\b[^>]*?\\sname=${VALUE}`, 'gi');

/**
 * Reads links and ids from a page's HTML with regular expressions (a parser costs 20× more here).
 * Links between `skipLinks[0]` and `skipLinks[1]` are not read (the sidebar's, checked once from
 * the site model); ids are read everywhere, through `scan`.
 */
export function extractLinks(html: string, skipLinks: readonly [number, number] = [0, 0], scan: HtmlScan = (text, read) => read(text)): ExtractedLinks {
  const hrefs: ExtractedLinks['hrefs'] = [];
  const [skipStart, skipEnd] = skipLinks;
  const tagLink = new RegExp(TAG_LINK);
  for (let match = tagLink.exec(html); match; match = tagLink.exec(html)) {
    if (match.index >= skipStart && match.index < skipEnd) {
      tagLink.lastIndex = skipEnd;
      continue;
    }
    const tag = match[1]!.toLowerCase();
    const attribute = match[2]!.toLowerCase();
    if ((tag === 'a') !== (attribute === 'href')) continue;
    hrefs.push({ url: decodeEntities(match[3] ?? match[4] ?? match[5] ?? ''), image: tag === 'img', at: match.index });
  }
  return { hrefs, ids: pageIds(html, scan) };
}

/** Every `id` and `<a name>` of a page's HTML, read through `scan`: the anchors it offers. */
export function pageIds(html: string, scan: HtmlScan = (text, read) => read(text)): string[] {
  return [...scan(html, idAttributes), ...scan(html, anchorNames)];
}

/**
 * Reads a page's HTML with `read`: the HTML itself, or, for a page whose prerendered fragments are
 * still markers (render/fragment-markers.ts), the page as it will be written.
 */
export type HtmlScan = (html: string, read: (text: string) => string[]) => string[];

/** Values of the `id` attributes in some HTML, in document order. */
function idAttributes(html: string): string[] {
  return Array.from(html.matchAll(ID), (match) => decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''));
}

/** Names of the `<a name>` anchors in some HTML, in document order. */
function anchorNames(html: string): string[] {
  return Array.from(html.matchAll(A_NAME), (match) => decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''));
}
