import type { ApiOperation } from '../openapi/api-types.ts';
import { curlSample } from '../openapi/code-samples.ts';
import { sampleRequest } from '../openapi/sample-request.ts';
import { schemaMarkdown, typeLabel } from './schema-markdown.ts';

/** A table cell: no pipes or line breaks. */
function cell(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** A fence longer than any backtick run in `code`. */
function fence(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(longest + 1);
}

/**
 * The Markdown twin of an operation page: method and path, description, parameters as a table,
 * request body and responses as schema lists, one curl sample.
 */
export function operationMarkdown(options: { operation: ApiOperation; title: string; sandboxUrl: string }): string {
  const op = options.operation;
  const out: string[] = [`# ${options.title}`, '', `\`${op.method.toUpperCase()} ${op.path}\``, ''];
  // Each named schema is listed once in the twin; later uses refer to it.
  const listed = new Set<string>();
  if (op.deprecated) out.push('**Deprecated.**', '');
  if (op.operationId) out.push(`Operation ID: \`${op.operationId}\``, '');
  if (op.description) out.push(op.description.trim(), '');
  if (op.parameters.length) {
    out.push('## Parameters', '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const p of op.parameters) out.push(`| \`${cell(p.name)}\` | ${p.in} | ${cell(typeLabel(p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(p.description)} |`);
    out.push('');
  }
  if (op.requestBody) {
    out.push('## Request body', '');
    if (op.requestBody.description) out.push(op.requestBody.description.trim(), '');
    for (const media of op.requestBody.content) out.push(`\`${media.mediaType}\`${op.requestBody.required ? ' (required)' : ''}: ${typeLabel(media.schema)}`, '', ...schemaMarkdown(media.schema, listed), '');
  }
  if (op.responses.length) {
    out.push('## Responses', '');
    for (const r of op.responses) {
      out.push(`### ${r.status}${r.description ? ` ${r.description.replace(/\s+/g, ' ').trim()}` : ''}`, '');
      for (const media of r.content) out.push(`\`${media.mediaType}\`: ${typeLabel(media.schema)}`, '', ...schemaMarkdown(media.schema, listed), '');
    }
  }
  if (op.kind === 'operation') {
    const curl = curlSample(sampleRequest(op, options.sandboxUrl), op.xCodeSamples);
    const f = fence(curl);
    out.push('## Example request', '', `${f}bash`, curl.trimEnd(), f, '');
  }
  return joinLines(out);
}

/**
 * The lines as one text: no run of more than one blank line, no trailing white space, one final
 * newline. A twin can be hundreds of kilobytes: the text is made in one join, without further copies
 * when there is nothing to collapse (each copy of a large string costs a render worker milliseconds).
 */
function joinLines(lines: string[]): string {
  while (lines.length && lines.at(-1)!.trim() === '') lines.pop();
  if (!lines.length) return '\n';
  lines[lines.length - 1] = lines.at(-1)!.trimEnd();
  lines.push('');
  const text = lines.join('\n');
  return text.includes('\n\n\n') ? text.replace(/\n{3,}/g, '\n\n') : text;
}
