import type { ApiLink, ApiOperation, ApiSecurity } from '../openapi/api-types.ts';
import { curlSample } from '../openapi/code-samples.ts';
import { sampleRequest } from '../openapi/sample-request.ts';
import { schemeSummary } from '../openapi/scheme-summary.ts';
import { extensionLines, joinLines, seeAlso } from './api-markdown-parts.ts';
import { oneLine, schemaMarkdown, typeLabel } from './schema-markdown.ts';

/** A table cell: one line, its pipes escaped. */
function cell(text: string | undefined): string {
  return oneLine(text).replace(/\|/g, '\\|');
}

/** A fence longer than any backtick run in `code`. */
function fence(code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(longest + 1);
}

/**
 * The Markdown twin of an operation page: method and path, description, authentication, parameters as a
 * table, request body and responses (with their headers and links) as schema lists, callbacks, the
 * description's `x-` keys, one curl sample. What the page shows, the twin says in text.
 */
export function operationMarkdown(options: {
  operation: ApiOperation;
  title: string;
  sandboxUrl: string /** The URL of a route's twin. */;
  twinHref: (route: string) => string;
}): string {
  const op = options.operation;
  const out: string[] = [`# ${options.title}`, ''];
  // Each named schema is listed once in the twin; later uses refer to it.
  const listed = new Set<string>();
  operationBody(out, op, listed, 2, options.twinHref);
  if (op.callbacks.length) {
    out.push('## Callbacks', '');
    for (const cb of op.callbacks) {
      for (const callback of cb.operations) {
        out.push(`### ${cb.name}${callback.summary ? `: ${oneLine(callback.summary)}` : ''}`, '');
        operationBody(out, callback, listed, 4, options.twinHref);
      }
    }
  }
  if (op.kind === 'operation') {
    const curl = curlSample(sampleRequest(op, options.sandboxUrl), op.xCodeSamples);
    const f = fence(curl);
    out.push('## Example request', '', `${f}bash`, curl.trimEnd(), f, '');
  }
  return joinLines(out);
}

/** An operation's own parts, its sections at heading `level` (a callback's sit under its heading). */
function operationBody(out: string[], op: ApiOperation, listed: Set<string>, level: number, twinHref: (route: string) => string): void {
  const h = '#'.repeat(level);
  out.push(`\`${op.method.toUpperCase()} ${op.path}\``, '');
  if (op.deprecated) out.push('**Deprecated.**', '');
  if (op.operationId) out.push(`Operation ID: \`${op.operationId}\``, '');
  if (op.description) out.push(op.description.trim(), '');
  out.push(...seeAlso(op.externalDocs));
  if (op.security.length) out.push(`${h} Authorization`, '', ...securityLines(op.security), '');
  if (op.parameters.length) {
    out.push(`${h} Parameters`, '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const p of op.parameters)
      out.push(
        `| \`${cell(p.name)}\` | ${p.in} | ${cell(typeLabel(p.schema))} | ${p.required ? 'yes' : 'no'} | ${p.deprecated ? '**Deprecated.** ' : ''}${cell(p.description)} |`,
      );
    out.push('');
  }
  if (op.requestBody) {
    out.push(`${h} Request body`, '');
    if (op.requestBody.description) out.push(op.requestBody.description.trim(), '');
    for (const media of op.requestBody.content)
      out.push(
        `\`${media.mediaType}\`${op.requestBody.required ? ' (required)' : ''}: ${typeLabel(media.schema)}`,
        '',
        ...schemaMarkdown(media.schema, listed),
        '',
      );
  }
  if (op.responses.length) {
    out.push(`${h} Responses`, '');
    for (const r of op.responses) {
      out.push(`${h}# ${r.status}${r.description ? ` ${oneLine(r.description)}` : ''}`, '');
      for (const media of r.content) out.push(`\`${media.mediaType}\`: ${typeLabel(media.schema)}`, '', ...schemaMarkdown(media.schema, listed), '');
      if (r.headers.length)
        out.push(
          'Headers:',
          '',
          ...r.headers.map(
            (x) => `- \`${x.name}\` (${typeLabel(x.schema)}${x.required ? ', required' : ''})${x.description ? `: ${oneLine(x.description)}` : ''}`,
          ),
          '',
        );
      if (r.links?.length) out.push('Links:', '', ...r.links.map((link) => linkLine(link, twinHref)), '');
    }
  }
  out.push(...extensionLines([...(op.pathExtensions ?? []), ...op.extensions], `${h} Extensions`));
}

/** Any one alternative will do, each a line of the schemes used together (as the page's Authorization section). */
function securityLines(security: ApiSecurity): string[] {
  return security.map((alternative) => {
    if (!alternative.length) return '- No authentication';
    const schemes = alternative.map(
      ({ scheme, scopes }) => `\`${scheme.name}\` (${schemeSummary(scheme)}${scopes.length ? `; scopes ${scopes.join(', ')}` : ''})`,
    );
    return `- ${schemes.join(' and ')}`;
  });
}

/** A response link: its name, the operation it leads to, and the values it passes. */
function linkLine(link: ApiLink, twinHref: (route: string) => string): string {
  const target = link.operationId ?? link.operationRef ?? '';
  const to = link.route ? `[${target}](${twinHref(link.route)})` : `\`${target}\``;
  const params = link.parameters.map(([name, value]) => `\`${name}\` = \`${value}\``).join(', ');
  return `- \`${link.name}\` → ${to}${params ? ` with ${params}` : ''}${link.description ? `: ${oneLine(link.description)}` : ''}`;
}
