import type { Heading, Root, Text } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from './visit-tree.ts';
import { rewriteOutsideFences } from './outside-fences.ts';

/**
 * Docusaurus's explicit heading ids: `## Partial refunds {#refund-part}` is a heading "Partial
 * refunds" whose anchor is `#refund-part` instead of its slug. An id is letters, digits, `-`, `_`,
 * `.` or `:` (what a URL fragment carries without escaping).
 */
const TRAILING_ID = /\{#([\w.:-]+)\}[ \t]*$/;

/** An ATX heading line (in a blockquote or indented up to 3 spaces too) whose text ends with `{#id}`. */
const HEADING_WITH_ID = /^((?:>[ \t]?)*[ \t]{0,3}#{1,6}[ \t].*?)\{#([\w.:-]+)\}([ \t]*\r?)$/;

/**
 * A heading's text and its explicit id, when it ends with one: `Partial refunds {#refund-part}` → `{ text: 'Partial refunds', id: 'refund-part' }`.
 */
export function splitHeadingId(text: string): { text: string; id?: string } {
  // Found from its `{#` (a pattern starting with white space would try every run of it: quadratic).
  const match = text.includes('{#') ? TRAILING_ID.exec(text) : null;
  return match ? { text: text.slice(0, match.index).trimEnd(), id: match[1]! } : { text };
}

/**
 * MDX reads `{#id}` as a JavaScript expression (a syntax error): at the end of a heading line,
 * outside code fences, it is escaped to `\{#id\}` first, as Docusaurus does before compiling, so that
 * the heading's text ends with `{#id}` for `remarkHeadingIds`. Only those lines change, and only after their text.
 */
export function escapeHeadingIds(markdown: string): string {
  if (!markdown.includes('{#')) return markdown;
  return rewriteOutsideFences(markdown, (line) => {
    const match = HEADING_WITH_ID.exec(line);
    return match ? `${match[1]}\\{#${match[2]}\\}${match[3]}` : undefined;
  });
}

/** The Markdown with its headings' `{#id}`s taken out (code fences kept as they are): for a guide's Markdown twin, whose readers see the heading's text. */
export function dropHeadingIds(markdown: string): string {
  if (!markdown.includes('{#')) return markdown;
  return rewriteOutsideFences(markdown, (line) => {
    const match = HEADING_WITH_ID.exec(line);
    return match ? `${match[1]!.trimEnd()}${match[3]}` : undefined;
  });
}

/** `text` (code fences already taken out) without its headings' `{#id}`s: for telling whether MDX would read it as Markdown does. */
export function withoutHeadingIds(text: string): string {
  return text.includes('{#') ? text.replace(new RegExp(HEADING_WITH_ID.source, 'gm'), '$1$3') : text;
}

/** Takes a heading's trailing `{#id}` out of its text and gives the heading that id (rehype-slug then leaves it as it is). */
export const remarkHeadingIds: Plugin<[], Root> = () => (tree, file) => {
  // Most texts (every API description goes through here) have no `{#`: their tree is not walked.
  if (file.value !== undefined && !String(file.value).includes('{#')) return;
  visit(tree, 'heading', (heading: Heading) => {
    const last = heading.children[heading.children.length - 1];
    if (last?.type !== 'text') return;
    const { text, id } = splitHeadingId((last as Text).value);
    if (id === undefined) return;
    (last as Text).value = text.trimEnd();
    if (!(last as Text).value) heading.children.pop();
    heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties as Record<string, unknown> | undefined), id } };
  });
};
