import { summaryParagraph } from './operation-label.ts';
import { STATUS_CODES } from 'node:http';
import type { CodeHighlighter } from '../markdown/highlighter.ts';
import type { TimeBudget } from '../safety/time-limit.ts';
import { CHUNKED_FROM, markdownChunks } from '../markdown/markdown-chunks.ts';
import type { ApiEncoding, ApiMediaType, ApiOperation, ApiParameter, Schema } from './api-types.ts';
import { callbackIds } from './callback-ids.ts';
import { generateCodeSamples } from './code-samples.ts';
import { examplesFor } from './examples.ts';
import { sampleRequest } from './sample-request.ts';
import { buildSchemaTree, type SchemaNode, type SchemaTreeOptions } from './schema-tree.ts';

/** What renders API pages needs besides the operation: shared per build (per worker). */
export interface ApiViewContext {
  highlighter: CodeHighlighter;
  /** Markdown of the description → safe HTML (cached). */
  markdown: (text: string | undefined) => string;
  /** The info description as the overview shows it, when it differs from `markdown(description)` (its headings' section ids). */
  infoHtml?: string;
  schemaHref: (name: string) => string;
  sandboxUrl: string;
  /** Schema nodes one page may render before named schemas become links. */
  nodeBudget: number;
  /** The highlighting time the page's code shares (markdown/highlighter.ts `pageHighlightBudget`), and where a block shown as plain text is told. */
  page?: TimeBudget;
  overBudget?: (what: string, why: string) => void;
}

/** A schema node with its description rendered. */
export type SchemaView = Omit<SchemaNode, 'children' | 'variants'> & {
  descriptionHtml: string;
  descriptionMoreHref?: string;
  children: SchemaView[];
  variants?: { keyword: string; discriminator?: string; options: { title: string; mapping: string[]; node: SchemaView }[] };
};

export interface HighlightedExample {
  label: string;
  html: string;
  generated: boolean;
}

export interface MediaView {
  mediaType: string;
  schema?: SchemaView;
  examples: HighlightedExample[];
  encoding?: ApiEncoding[];
  extensions?: [string, unknown][];
}

export interface OperationView {
  descriptionHtml: string;
  /** Parameters by location, in the order path, query, header, cookie. */
  parameterGroups: { location: ApiParameter['in']; title: string; id: string; parameters: SchemaView[] }[];
  requestBody?: { descriptionHtml: string; required: boolean; content: MediaView[] };
  responses: { status: string; title: string; id: string; descriptionHtml: string; headers: SchemaView[]; content: MediaView[] }[];
  /** `written`: the description's own sample (x-codeSamples), which the explorer's live samples leave as it is. */
  samples: { language: string; label: string; html: string; written?: true }[];
  callbacks: { name: string; expression: string; id: string; operations: (OperationView & { operation: ApiOperation; anchor: string; idPrefix: string })[] }[];
}

const LOCATIONS: [ApiParameter['in'], string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

/**
 * The code of one operation page (its samples, then its request and response examples, then its
 * callbacks'), gathered while the view is built and highlighted at the end in one call: the blocks
 * share one time check instead of one for each list (each check starts a watchdog thread; an
 * operation page had four to six).
 */
interface PageCode {
  blocks: { code: string; language: string; what: string }[];
  /** Where each block's HTML goes, in the same order. */
  fills: ((html: string) => void)[];
}

/** Each item's view, its `html` given once the page's code is highlighted (`highlightPageCode`). */
function withHighlighted<T, V extends { html: string }>(
  code: PageCode,
  items: T[],
  block: (item: T) => { code: string; language: string; what: string },
  view: (item: T, html: string) => V,
): V[] {
  return items.map((item) => {
    const made = view(item, '');
    code.blocks.push(block(item));
    code.fills.push((html) => {
      made.html = html;
    });
    return made;
  });
}

/** Highlights the page's code by the build's one highlighter (and its cache), and puts each block's HTML in its view. */
function highlightPageCode(ctx: ApiViewContext, code: PageCode): void {
  const html = ctx.highlighter.highlightAll(
    code.blocks.map((b) => ({ code: b.code, lang: b.language, overBudget: ctx.overBudget && ((why: string) => ctx.overBudget!(b.what, why)) })),
    ctx.page,
  );
  code.fills.forEach((fill, i) => fill(html[i]!));
}

/**
 * A named schema's description at least this long (a chapter pasted into a schema) is shown in full
 * only where the schema is listed; every operation page that inlines the schema showed and parsed it
 * again (a 5 MB one on a schema used by 20 operations: 133 MB of pages, 59 s).
 */
const LONG_DESCRIPTION = CHUNKED_FROM;

/** The first part of a long description (markdown-chunks.ts), or nothing when it cannot be cut. */
function descriptionStart(text: string): string {
  const parts = markdownChunks(text);
  return parts.length > 1 ? parts[0]! : '';
}

/** A schema tree with every description rendered to safe HTML; with `linkLong`, a long description of a named schema is cut to its start and links to where it is whole. */
export function withHtml(node: SchemaNode, ctx: Pick<ApiViewContext, 'markdown'>, linkLong?: (name: string) => string): SchemaView {
  const long = linkLong && node.refName && node.description && node.description.length >= LONG_DESCRIPTION ? linkLong(node.refName) : undefined;
  return {
    ...node,
    descriptionHtml: ctx.markdown(long ? descriptionStart(node.description!) : node.description),
    ...(long ? { descriptionMoreHref: long } : {}),
    children: node.children.map((c) => withHtml(c, ctx, linkLong)),
    variants: node.variants ? { ...node.variants, options: node.variants.options.map((o) => ({ ...o, node: withHtml(o.node, ctx, linkLong) })) } : undefined,
  };
}

/** Does a node below `node` link back to the node with id `id` (a recursive schema)? */
export function linksBackTo(node: SchemaView, id: string): boolean {
  return node.recursiveTo?.id === id || node.children.some((c) => linksBackTo(c, id)) || (node.variants?.options.some((o) => linksBackTo(o.node, id)) ?? false);
}

function mediaViews(
  content: ApiMediaType[],
  context: 'request' | 'response',
  idPrefix: string,
  ctx: ApiViewContext,
  budget: { nodes: number },
  code: PageCode,
): MediaView[] {
  return content.map((media) => {
    const prefix = content.length > 1 ? `${idPrefix}.${media.mediaType.replace(/[^A-Za-z0-9]+/g, '_')}` : idPrefix;
    const options: SchemaTreeOptions = { context, idPrefix: prefix, budget, inlineNamed: true, schemaHref: ctx.schemaHref };
    return {
      mediaType: media.mediaType,
      schema: media.schema ? withHtml(buildSchemaTree(media.schema, options), ctx, ctx.schemaHref) : undefined,
      examples: withHighlighted(
        code,
        examplesFor(media, context),
        (ex) => ({ code: ex.text, language: ex.language, what: `the ${context} example${ex.label ? ` "${ex.label}"` : ''} of ${media.mediaType}` }),
        (ex, html) => ({ label: ex.label, html, generated: ex.generated }),
      ),
      ...(media.encoding ? { encoding: media.encoding } : {}),
      ...(media.extensions ? { extensions: media.extensions } : {}),
    };
  });
}

/** An operation's code samples (none for a webhook). */
function operationSamples(op: ApiOperation, sandboxUrl: string) {
  return op.kind === 'operation' ? generateCodeSamples(sampleRequest(op, sandboxUrl), op.xCodeSamples) : [];
}

/** Builds everything an operation page shows: schema trees, examples and code samples, highlighted. */
export function buildOperationView(op: ApiOperation, ctx: ApiViewContext): OperationView {
  const code: PageCode = { blocks: [], fills: [] };
  const view = operationView(op, ctx, '', code);
  highlightPageCode(ctx, code);
  return view;
}

/** An operation's view (a callback's within its page's: `idPrefix`), its code gathered in `code`, not yet highlighted. */
function operationView(op: ApiOperation, ctx: ApiViewContext, idPrefix: string, code: PageCode): OperationView {
  const budget = { nodes: ctx.nodeBudget };
  const parameterView = (param: ApiParameter): SchemaView => {
    const schema: Schema = {
      ...(param.schema ?? {}),
      description: param.description ?? param.schema?.description,
      deprecated: param.deprecated || param.schema?.deprecated,
    };
    for (const [key, value] of param.extensions) schema[key] = value;
    const options: SchemaTreeOptions = {
      context: 'request',
      idPrefix: `${idPrefix}param-${param.in}-${param.name}`,
      budget,
      inlineNamed: true,
      schemaHref: ctx.schemaHref,
    };
    const node = buildSchemaTree(schema, options);
    const examples = param.examples?.map((ex) => ({ label: ex.summary ?? ex.name ?? '', value: ex.value }));
    return withHtml(
      { ...node, name: param.name, required: param.required, refName: undefined, example: param.example ?? node.example, ...(examples ? { examples } : {}) },
      ctx,
    );
  };
  const parameterGroups = LOCATIONS.map(([location, title]) => ({
    location,
    title,
    id: `${idPrefix}${location}-parameters`,
    parameters: op.parameters.filter((p) => p.in === location).map(parameterView),
  })).filter((g) => g.parameters.length > 0);
  const samples = withHighlighted(
    code,
    operationSamples(op, ctx.sandboxUrl),
    (s) => ({ code: s.source, language: s.highlight, what: `the ${s.label} code sample` }),
    (s, html) => ({ language: s.language, label: s.label, html, ...(s.generated ? {} : { written: true as const }) }),
  );
  return {
    // A summary too long for a title (a paragraph, often with links) is shown before the description.
    descriptionHtml: ctx.markdown(
      summaryParagraph(op) && op.description ? `${summaryParagraph(op)}\n\n${op.description}` : (summaryParagraph(op) ?? op.description),
    ),
    parameterGroups,
    requestBody: op.requestBody
      ? {
          descriptionHtml: ctx.markdown(op.requestBody.description),
          required: op.requestBody.required,
          content: mediaViews(op.requestBody.content, 'request', `${idPrefix}body`, ctx, budget, code),
        }
      : undefined,
    responses: op.responses.map((r) => ({
      status: r.status,
      title: `${r.status} ${r.status === 'default' ? 'Default response' : (STATUS_CODES[Number(r.status)] ?? '')}`.trim(),
      id: `${idPrefix}response-${r.status}`,
      descriptionHtml: ctx.markdown(r.description),
      headers: r.headers.map((h) => {
        const options: SchemaTreeOptions = {
          context: 'response',
          idPrefix: `${idPrefix}response-${r.status}-header-${h.name}`,
          budget,
          inlineNamed: true,
          schemaHref: ctx.schemaHref,
        };
        const schema: Schema = { ...(h.schema ?? {}), description: h.description ?? h.schema?.description };
        for (const [key, value] of h.extensions ?? []) schema[key] = value;
        const node = buildSchemaTree(schema, options);
        const examples = h.examples?.map((ex) => ({ label: ex.summary ?? ex.name ?? '', value: ex.value }));
        return withHtml(
          { ...node, name: h.name, required: h.required, refName: undefined, example: h.example ?? node.example, ...(examples ? { examples } : {}) },
          ctx,
        );
      }),
      content: mediaViews(r.content, 'response', `${idPrefix}response-${r.status}`, ctx, budget, code),
    })),
    samples,
    callbacks: callbackIds(op.callbacks).map((ids, i) => ({
      name: op.callbacks[i]!.name,
      expression: op.callbacks[i]!.expression,
      id: ids.id,
      operations: ids.operations.map((c) => ({
        ...operationView(c.operation, ctx, c.idPrefix, code),
        operation: c.operation,
        anchor: c.anchor,
        idPrefix: c.idPrefix,
      })),
    })),
  };
}
