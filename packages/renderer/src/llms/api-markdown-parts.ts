import type { ApiExternalDocs } from '../openapi/api-types.ts';
import { oneLine } from './schema-markdown.ts';

/** An `x-` value on one line: text as written, anything else as JSON, cut past 200 characters. */
function extensionValue(value: unknown): string {
  const text = typeof value === 'string' ? oneLine(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** `x-` keys as a list under `title` (a heading or a label), one key a line; nothing when there are none. */
export function extensionLines(extensions: readonly [string, unknown][] | undefined, title: string): string[] {
  return extensions?.length ? [title, '', ...extensions.map(([key, value]) => `- \`${key}\`: ${extensionValue(value)}`), ''] : [];
}

/** An `externalDocs` object as a "See also" line; nothing without one. */
export function seeAlso(docs: ApiExternalDocs | undefined): string[] {
  return docs ? [`See also: [${oneLine(docs.description) || docs.url}](${docs.url})`, ''] : [];
}

/**
 * The lines as one text: no run of more than one blank line, no trailing white space, one final
 * newline. A twin can be hundreds of kilobytes: the text is made in one join, without further copies
 * when there is nothing to collapse (each copy of a large string costs a render worker milliseconds).
 */
export function joinLines(lines: string[]): string {
  while (lines.length && lines.at(-1)!.trim() === '') lines.pop();
  if (!lines.length) return '\n';
  lines[lines.length - 1] = lines.at(-1)!.trimEnd();
  lines.push('');
  const text = lines.join('\n');
  return text.includes('\n\n\n') ? text.replace(/\n{3,}/g, '\n\n') : text;
}
