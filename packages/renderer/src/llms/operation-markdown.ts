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
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
