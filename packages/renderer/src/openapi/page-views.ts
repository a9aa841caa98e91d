import type { TocHeading } from '../markdown/compile-markdown.ts';
import { tagHeadingId } from './api-routes.ts';
import type { ApiSite } from './api-site.ts';
import { withHtml, type ApiViewContext, type OperationView, type SchemaView } from './operation-view.ts';
import { sectionHeadings } from './redoc-anchors.ts';
import { buildSchemaTree } from './schema-tree.ts';

/** What the overview page shows besides the model: rendered descriptions and schema trees. */
export interface OverviewView {
  descriptionHtml: string;
  securityHtml: Record<string, string>;
  tagHtml: Record<string, string>;
  schemas: { name: string; id: string; root: SchemaView }[];
}

/** The TOC of an operation page: samples, request and its parts, responses by status, callbacks. */
export function operationHeadings(view: OperationView): TocHeading[] {
  const headings: TocHeading[] = [];
  if (view.samples.length) headings.push({ depth: 2, id: 'request-samples', text: 'Request samples' });
  headings.push({ depth: 2, id: 'authorization', text: 'Authorization' });
  if (view.parameterGroups.length || view.requestBody) headings.push({ depth: 2, id: 'request', text: 'Request' });
  for (const group of view.parameterGroups) headings.push({ depth: 3, id: group.id, text: group.title });
  if (view.requestBody) headings.push({ depth: 3, id: 'request-body', text: 'Request body' });
  headings.push({ depth: 2, id: 'responses', text: 'Responses' });
  for (const response of view.responses) headings.push({ depth: 3, id: response.id, text: response.title });
  if (view.callbacks.length) headings.push({ depth: 2, id: 'callbacks', text: 'Callbacks' });
  return headings;
}

/** The overview's descriptions and its list of every component schema (named schemas inside link to each other). */
export function overviewView(api: ApiSite, ctx: ApiViewContext): OverviewView {
  const model = api.model;
  return {
    descriptionHtml: ctx.infoHtml ?? ctx.markdown(model.description),
    securityHtml: Object.fromEntries(model.securitySchemes.map((s) => [s.name, ctx.markdown(s.description)])),
    tagHtml: Object.fromEntries(model.tags.map((t) => [t.name, ctx.markdown(t.description)])),
    schemas: model.schemas.map(({ name, schema }) => {
      const id = `schema-${name}`;
      const root = buildSchemaTree(schema, { context: 'schema', idPrefix: id, budget: { nodes: 200 }, inlineNamed: false, schemaHref: ctx.schemaHref });
      return { name, id, root: withHtml(root, ctx) };
    }),
  };
}

/** The TOC of the overview page. */
export function overviewHeadings(api: ApiSite, view: OverviewView): TocHeading[] {
  const model = api.model;
  // The info description comes first on the page, and its sections first in its table of contents.
  const headings: TocHeading[] = sectionHeadings(view.descriptionHtml);
  if (model.servers.length) headings.push({ depth: 2, id: 'servers', text: 'Servers' });
  if (model.securitySchemes.length) {
    headings.push({ depth: 2, id: 'authentication', text: 'Authentication' });
    for (const s of model.securitySchemes) headings.push({ depth: 3, id: `auth-${s.name}`, text: s.name });
  }
  headings.push({ depth: 2, id: 'operations', text: 'Operations' });
  for (const t of model.tags) headings.push({ depth: 3, id: tagHeadingId(t.name), text: t.displayName ?? t.name });
  if (model.webhooks.length) headings.push({ depth: 2, id: 'webhooks', text: 'Webhooks' });
  if (view.schemas.length) {
    headings.push({ depth: 2, id: 'schemas', text: 'Schemas' });
    for (const s of view.schemas) headings.push({ depth: 3, id: s.id, text: s.name });
  }
  if (model.contact || model.license || model.termsOfService) headings.push({ depth: 2, id: 'contact-and-license', text: 'Contact and license' });
  return headings;
}
