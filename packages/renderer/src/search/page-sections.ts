import { decodeHTML } from 'entities';
import type { FragmentSection } from '@portal/client/search/index-format.ts';

/** What search reads of a page: its title (the article's first `<h1>`) and its text by section. */
export interface PageSections {
  title: string;
  /** Each section's prose: what an excerpt shows. */
  sections: FragmentSection[];
  /** Each section's code (`<pre>` blocks: requests, responses, samples), in the order of `sections`: searched, never shown as an excerpt. */
  code?: string[];
}

/**
 * Parts of an article that are not prose: code sample tabs, heading anchor links, islands (buttons),
 * the API overview's list of operations (each is a result of its own) and its schema trees (their
 * names stay), scripts and pictures.
 */
const SKIPPED_CLASSES = ['code-tabs', 'hash-link', 'api-operation-list', 'schema'];
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'svg', 'noscript']);
/** Elements whose content is text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style']);
/** Elements with no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements inside a line of text: their edges are no word break. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

/** A tag (its attributes may hold quoted `>`), a comment, or text. */
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const CLASS = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const ID = /\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const HEADING = /^h([1-6])$/;

/** Whether an element with these attributes is left out of the text (`api-schema`'s `schema` trees only). */
function skipped(tag: string, attributes: string, inSchema: boolean): boolean {
  if (SKIPPED_TAGS.has(tag) || /\sdata-island[\s=]|\sdata-island$/.test(attributes)) return true;
  const classes = (
    CLASS.exec(attributes)
      ?.slice(1)
      .find((v) => v !== undefined) ?? ''
  ).split(/\s+/);
  return SKIPPED_CLASSES.some((c) => classes.includes(c) && (c !== 'schema' || inSchema));
}

/**
 * The title and sections of a page's `<article>` (undefined when it has none): the text before its
 * first heading with an id, then one section for each such heading (`<h2 id="refunds">` → anchor
 * `refunds`), whitespace collapsed, entities decoded. The first `<h1>` is the title; it belongs to no
 * section. Reads the HTML portal's templates write, which is well formed; anything else still gives
 * text, never an error.
 */
export function pageSections(html: string): PageSections | undefined {
  const start = html.indexOf('<article');
  const close = html.lastIndexOf('</article>');
  if (start === -1 || close < start) return undefined;
  let title: string | undefined;
  const sections: FragmentSection[] = [['', '', '']];
  const code: string[] = [''];
  let text: string[] = [];
  /** The code block being read (`<pre>` elements open), and its text so far. */
  let pre = 0;
  let preText: string[] = [];
  /** The heading being read: its level, anchor and text so far. */
  let heading: { level: string; anchor: string; parts: string[] } | undefined;
  /** Open elements while inside a skipped one: its tag and depth. */
  let skipping: { tag: string; depth: number } | undefined;
  const body = html.slice(start, close);
  // The overview's schema trees (`.api-schema .schema`): a page without `api-schema` keeps a `schema` class of its own.
  const inSchema = body.includes('api-schema');
  const flush = () => {
    const section = sections[sections.length - 1]!;
    section[2] = collapse(section[2] + text.join(''));
    text = [];
  };
  const flushCode = () => {
    code[code.length - 1] = collapse(`${code[code.length - 1]} ${preText.join('')}`);
    preText = [];
  };
  /** The article in lower case, made for the first script or style (their end tags are looked for in it). */
  let lowerBody: string | undefined;
  const tokens = new RegExp(TOKEN.source, 'g');
  for (let match = tokens.exec(body); match; match = tokens.exec(body)) {
    const [token, slash, rawTag, attributes = ''] = match;
    if (rawTag === undefined) {
      if (skipping || token.startsWith('<!--')) continue;
      const decoded = token.includes('&') ? decodeHTML(token) : token;
      if (heading) heading.parts.push(decoded);
      else if (pre) preText.push(decoded);
      else text.push(decoded);
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (skipping) {
      if (tag === skipping.tag && !VOID.has(tag) && !attributes.endsWith('/')) skipping.depth += slash ? -1 : 1;
      if (skipping.depth === 0) skipping = undefined;
      continue;
    }
    if (!slash && skipped(tag, attributes, inSchema)) {
      // A word on either side of a skipped element stays a word of its own.
      (heading ? heading.parts : text).push(' ');
      if (RAW_TEXT.has(tag)) {
        // A script's or style's text is not HTML: its `<` starts no tag.
        lowerBody ??= body.toLowerCase();
        const end = lowerBody.indexOf(`</${tag}`, tokens.lastIndex);
        tokens.lastIndex = end === -1 ? body.length : body.indexOf('>', end) + 1 || body.length;
      } else if (!VOID.has(tag) && !attributes.endsWith('/')) skipping = { tag, depth: 1 };
      continue;
    }
    if (tag === 'pre' && !attributes.endsWith('/')) {
      pre += slash ? (pre ? -1 : 0) : 1;
      preText.push(' ');
      if (!pre) flushCode();
      continue;
    }
    const level = HEADING.exec(tag)?.[1];
    if (level && !slash) {
      heading = {
        level,
        anchor:
          ID.exec(attributes)
            ?.slice(1)
            .find((v) => v !== undefined) ?? '',
        parts: [],
      };
      continue;
    }
    if (level && slash && heading?.level === level) {
      const headingText = collapse(heading.parts.join(''));
      if (level === '1' && title === undefined) title = headingText;
      else if (heading.anchor) {
        flush();
        flushCode();
        sections.push([decodeHTML(heading.anchor), headingText, '']);
        code.push('');
      } else text.push(` ${headingText} `);
      heading = undefined;
      continue;
    }
    if (!INLINE.has(tag)) (heading ? heading.parts : text).push(' ');
  }
  flush();
  flushCode();
  const keep = sections.map((s, i) => i === 0 || Boolean(s[1] || s[2] || code[i]));
  const kept = { title: title ?? '', sections: sections.filter((_, i) => keep[i]) };
  return code.some(Boolean) ? { ...kept, code: code.filter((_, i) => keep[i]) } : kept;
}

/** Whitespace runs as one space, trimmed. */
function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
