import type { ThemedToken } from 'shiki';

/** shiki's FontStyle bits (Italic 1, Bold 2, Underline 4, Strikethrough 8). */
const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

const WHITESPACE_ONLY = /^\s+$/;

/** shiki's `mergeWhitespaceTokens` (codeToHast's default): a whitespace-only token joins the token after it. */
function mergeWhitespace(line: ThemedToken[]): ThemedToken[] {
  const merged: ThemedToken[] = [];
  let carry = '';
  line.forEach((token, i) => {
    const canMerge = !(token.fontStyle && (token.fontStyle & UNDERLINE || token.fontStyle & STRIKETHROUGH));
    if (canMerge && WHITESPACE_ONLY.test(token.content) && line[i + 1]) carry += token.content;
    else if (carry) {
      if (canMerge) merged.push({ ...token, content: carry + token.content });
      else merged.push({ content: carry, offset: 0 }, token);
      carry = '';
    } else merged.push(token);
  });
  return merged;
}

/**
 * shiki's `mergeAdjacentStyledTokens` (codeToHast's `mergeSameStyleTokens`): neighbours of one style are
 * one element. A JSON string is three tokens (quote, text, quote) of one colour: merged, a guide's code
 * has about a third fewer elements for the browser to style and lay out before its first paint.
 */
function mergeSameStyle(line: ThemedToken[]): ThemedToken[] {
  const merged: ThemedToken[] = [];
  let previousStyle = '';
  for (const token of line) {
    const style = tokenStyle(token);
    const previous = merged.at(-1);
    if (previous && style === previousStyle && !decorated(previous) && !decorated(token)) previous.content += token.content;
    else merged.push({ ...token });
    previousStyle = style;
  }
  return merged;
}

function decorated(token: ThemedToken): boolean {
  return Boolean(token.fontStyle && (token.fontStyle & UNDERLINE || token.fontStyle & STRIKETHROUGH));
}

/** A token's `style` attribute as shiki's `getTokenStyleObject` + `stringifyTokenStyle` write it. */
function tokenStyle(token: ThemedToken): string {
  const parts: string[] = [];
  if (token.color) parts.push(`color:${token.color}`);
  if (token.bgColor) parts.push(`background-color:${token.bgColor}`);
  const font = token.fontStyle ?? 0;
  if (font > 0) {
    if (font & ITALIC) parts.push('font-style:italic');
    if (font & BOLD) parts.push('font-weight:bold');
    const decorations = [...(font & UNDERLINE ? ['underline'] : []), ...(font & STRIKETHROUGH ? ['line-through'] : [])];
    if (decorations.length) parts.push(`text-decoration:${decorations.join(' ')}`);
  }
  return parts.join(';');
}

/** Text escaped as hast-util-to-html escapes a text node (only `&` and `<`, as hexadecimal references). */
function escapeText(text: string): string {
  return text.replace(/[&<]/g, (c) => (c === '&' ? '&#x26;' : '&#x3C;'));
}

/** An attribute value escaped as hast-util-to-html escapes a double-quoted one. */
function escapeAttribute(value: string): string {
  return value.replace(/[&"]/g, (c) => (c === '&' ? '&#x26;' : '&#x22;'));
}

/**
 * shiki's tokens of a code block as the `<pre>` that `codeToHast` (classic structure) and
 * hast-util-to-html give, byte for byte, without building the tree: a code sample of twenty lines
 * has some two hundred nodes, made and serialized for every block. The lines in `highlightLines`
 * (1-based) carry the class `highlighted`, as a `line` transformer adding it with `addClassToHast`
 * gives.
 *
 * The parts are joined once: a string grown with `+=` stays a tree of its parts in V8 (a rope) until
 * something reads it whole, and the highlight cache keeps every block's HTML for the whole build. As
 * ropes, a render worker's kept highlighting of GitHub's description was about four times its size.
 */
export function tokensToHtml(tokens: ThemedToken[][], root: { themeName: string; fg: string; bg: string }, highlightLines?: ReadonlySet<number>): string {
  const parts = [
    `<pre class="${escapeAttribute(`shiki ${root.themeName}`)}" style="${escapeAttribute(`background-color:${root.bg};color:${root.fg}`)}" tabindex="0"><code>`,
  ];
  tokens.forEach((line, i) => {
    const open = highlightLines?.has(i + 1) ? '<span class="line highlighted">' : '<span class="line">';
    parts.push(i ? `\n${open}` : open);
    for (const token of mergeSameStyle(mergeWhitespace(line))) {
      const style = tokenStyle(token);
      parts.push(style ? `<span style="${escapeAttribute(style)}">${escapeText(token.content)}</span>` : `<span>${escapeText(token.content)}</span>`);
    }
    parts.push('</span>');
  });
  parts.push('</code></pre>');
  return parts.join('');
}
