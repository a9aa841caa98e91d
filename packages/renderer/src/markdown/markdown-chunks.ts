/**
 * A very long Markdown text (a 5 MB `info.description`) cut into parts that parse to the same HTML
 * one after the other: micromark copies every event of the document each time a list or quote
 * ends, so one 5 MB text took 46 s to parse where its 100 KB parts take a few hundred milliseconds
 * together.
 *
 * A part ends before a blank line followed by a line that starts at column 0 and opens no list item
 * or quote: there nothing open (list, quote, paragraph, indented code) carries over. Texts where
 * something can reach across such a line are never cut: fenced code not written at column 0, raw
 * HTML blocks that run past blank lines (`<pre>`, `<script>`, `<style>`, `<textarea>`, `<!--`, `<?`,
 * `<!`), and link or footnote definitions, which name things for the whole text.
 */

/** Texts shorter than this are parsed whole (every description of a usual API). */
export const CHUNKED_FROM = 64 * 1024;
/** Parts grow to at least this size. */
const PART = 32 * 1024;

const DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;
const FOOTNOTE = /\[\^/;
const HTML_BLOCK = /^ {0,3}<(?:pre|script|style|textarea|!|\?)/im;
/** A fence not at column 0 (in a list item or a quote, or indented): its end is not tracked. */
const INNER_FENCE = /^[^\S\n]*[^`~\s][^\n]*?(?:```|~~~)|^[^\S\n]+(?:```|~~~)/m;
const FENCE = /^(`{3,}|~{3,})(.*)$/;
const STARTS_BLOCK_THAT_CONTINUES = /^(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)|^>/;

/** The parts of `text` (joined by '\n' they are the text again), or `[text]` when it is short or cannot be cut safely. */
export function markdownChunks(text: string): string[] {
  if (text.length < CHUNKED_FROM || DEFINITION.test(text) || FOOTNOTE.test(text) || HTML_BLOCK.test(text) || INNER_FENCE.test(text)) return [text];
  const lines = text.split('\n');
  const parts: string[] = [];
  let start = 0;
  let size = 0;
  let fence: { char: string; length: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenced = FENCE.exec(line);
    if (fenced) {
      const mark = fenced[1]!;
      if (!fence) fence = { char: mark[0]!, length: mark.length };
      else if (mark[0] === fence.char && mark.length >= fence.length && !fenced[2]!.trim()) fence = undefined;
    }
    size += line.length + 1;
    const next = lines[i + 1];
    if (!fence && size >= PART && line.trim() === '' && next !== undefined && /^\S/.test(next) && !STARTS_BLOCK_THAT_CONTINUES.test(next)) {
      parts.push(lines.slice(start, i + 1).join('\n'));
      start = i + 1;
      size = 0;
    }
  }
  parts.push(lines.slice(start).join('\n'));
  return parts;
}
