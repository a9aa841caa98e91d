import type { ApiOperation } from './api-types.ts';

/** A summary longer than this (in plain text) is a paragraph, not a name: it is shown on the page, not used as the label. */
const LABEL_MAX = 100;

/** The plain text of a short piece of Markdown: links and images keep their text, code and emphasis their content, tags go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/`+([^`]*)`+/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_]([^*_\s][^*_]*)[*_](?=\W|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The operation's summary as a label (plain text), when it is one: a single line of at most 100 characters. */
export function summaryLabel(op: Pick<ApiOperation, 'summary'>): string | undefined {
  if (!op.summary || /\n\s*\S/.test(op.summary.trim())) return undefined;
  const text = plainText(op.summary);
  return text && text.length <= LABEL_MAX ? text : undefined;
}

/** A summary too long to be a label, shown on the operation's page before its description. */
export function summaryParagraph(op: Pick<ApiOperation, 'summary'>): string | undefined {
  return op.summary && summaryLabel(op) === undefined ? op.summary : undefined;
}

/**
 * The name of an operation in titles, breadcrumbs and pagination, in plain text: its summary, else
 * a webhook's name, else its method and path (an operationId is often a long machine name, and many
 * of one API start alike).
 */
export function operationLabel(op: Pick<ApiOperation, 'summary' | 'kind' | 'method' | 'path'>): string {
  return summaryLabel(op) ?? (op.kind === 'webhook' ? op.path : `${op.method.toUpperCase()} ${op.path}`);
}

/** The label beside a method badge (sidebar, operation lists): as `operationLabel`, the path alone when the badge says the method. */
export function badgedLabel(op: Pick<ApiOperation, 'summary' | 'kind' | 'method' | 'path'>): string {
  return summaryLabel(op) ?? op.path;
}
