import type { ApiOperation, Schema } from '../openapi/api-types.ts';

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

/**
 * A description's Markdown as the words a reader sees: links as their text, code spans and emphasis
 * without their marks (an excerpt shows `orderReference`, not `` `orderReference` ``).
 */
export function plainMarkdown(text: string): string {
  return text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`+|\*{1,3}|(?<!\w)_{1,2}|_{1,2}(?!\w)/g, '');
}

/** The names of a body schema's top-level properties (through allOf), which readers search for. */
function propertyNames(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const names = Object.keys(schema.properties ?? {});
  for (const part of schema.allOf ?? []) names.push(...Object.keys(part.properties ?? {}));
  return names;
}

/**
 * What search reads of an operation page, from the model rather than the page: an API page's HTML
 * is mostly schemas and nine code samples, which would make the index slow to build and large
 * while adding no words a reader looks for. Heading ids are the page's, so results link to them.
 *
 *   <article><h1>Create a payment</h1><p>POST /payments</p><p>createPayment Payments</p>…<h2 id="query-parameters">Query parameters</h2><p>limit: …</p>…</article>
 */
export function operationSearchHtml(op: ApiOperation, title: string): string {
  const parts = [`<h1>${escapeHtml(title)}</h1>`, `<p>${escapeHtml(`${op.method.toUpperCase()} ${op.path}`)}</p>`];
  if (op.description) parts.push(`<p>${escapeHtml(plainMarkdown(op.description))}</p>`);
  for (const location of LOCATIONS) {
    const params = op.parameters.filter((p) => p.in === location);
    if (!params.length) continue;
    parts.push(`<h2 id="${location}-parameters">${location.charAt(0).toUpperCase()}${location.slice(1)} parameters</h2>`);
    for (const p of params) parts.push(`<p>${escapeHtml(p.description ? `${p.name}: ${plainMarkdown(p.description)}` : p.name)}</p>`);
  }
  const body = op.requestBody?.content[0];
  if (body)
    parts.push(
      `<h2 id="request-body">Request body</h2><p>${escapeHtml([plainMarkdown(op.requestBody?.description ?? ''), ...propertyNames(body.schema)].join(' ').trim())}</p>`,
    );
  if (op.responses.length) {
    parts.push('<h2 id="responses">Responses</h2>');
    for (const r of op.responses) parts.push(`<p>${escapeHtml(`${r.status} ${plainMarkdown(r.description ?? '')}`.trim())}</p>`);
  }
  return `<article>${parts.join('')}</article>`;
}
