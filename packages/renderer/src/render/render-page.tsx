import path from 'node:path';
import { renderToString } from 'react-dom/server';
import type { Diagnostics } from '../diagnostics.ts';
import type { LinkRef } from '../markdown/context.ts';
import type { MarkdownCompiler } from '../markdown/compile-markdown.ts';
import type { PageData, SiteModel } from '../site/types.ts';
import { CategoryPage } from './templates/CategoryPage.tsx';
import { DocPage } from './templates/DocPage.tsx';
import type { PageAssets } from './templates/Head.tsx';
import { Layout } from './templates/Layout.tsx';
import { NotFoundPage } from './templates/NotFoundPage.tsx';
import type { SidebarCache } from './templates/Sidebar.tsx';
import { TableOfContents } from './templates/TableOfContents.tsx';
import { buildOperationView, withHtml, type ApiViewContext, type OperationView } from '../openapi/operation-view.ts';
import { buildSchemaTree } from '../openapi/schema-tree.ts';
import { ApiOperationPage } from './templates/api/ApiOperationPage.tsx';
import { ApiOverviewPage, type OverviewView } from './templates/api/ApiOverviewPage.tsx';
import type { TocHeading } from '../markdown/compile-markdown.ts';

export interface RenderContext {
  site: SiteModel;
  assets: PageAssets;
  compile: MarkdownCompiler;
  contentDir: string;
  /** Registers an image to copy; returns its public URL or undefined when the file is missing. */
  addAsset: (absPath: string) => string | undefined;
  diagnostics: Diagnostics;
  /** Sidebar categories rendered once and reused on every page that is not inside them. */
  sidebarCache: SidebarCache;
  /** Highlighter, safe Markdown and schema names for the API pages. */
  apiView?: ApiViewContext;
}

export interface RenderedPage {
  route: string;
  html: string;
  /** Links written in the page's source, with positions, for the link checker. */
  links: LinkRef[];
  /** Ids of the page's headings (anchor targets). */
  anchors: string[];
}

/** Renders one page to a complete HTML document. */
export function renderPage(page: PageData, ctx: RenderContext): RenderedPage {
  const { site } = ctx;
  let body: React.ReactNode;
  let aside: React.ReactNode;
  let links: LinkRef[] = [];
  let anchors: string[] = [];
  switch (page.kind) {
    case 'doc': {
      const doc = page.doc;
      const compiled = ctx.compile('\n'.repeat(doc.bodyLineOffset) + doc.body, {
        relPath: doc.relPath,
        displayPath: doc.displayPath,
        absDir: path.dirname(doc.file),
        routeOfFile: (rel) => site.routeOfFile.get(rel),
        addAsset: ctx.addAsset,
        diagnostics: ctx.diagnostics,
      });
      links = compiled.links;
      anchors = compiled.headings.map((h) => h.id);
      body = <DocPage page={page} html={compiled.html} />;
      aside = page.toc ? <TableOfContents headings={compiled.headings} min={page.toc.min} max={page.toc.max} /> : undefined;
      break;
    }
    case 'category':
      body = <CategoryPage page={page} />;
      break;
    case 'not-found':
      body = <NotFoundPage apiHref={`/api/${site.config.productSlug}-api`} />;
      break;
    case 'api-operation': {
      const api = requireApi(ctx);
      const view = buildOperationView(page.operation, api.view);
      const headings = operationHeadings(view);
      anchors = collectIds(view, headings);
      body = <ApiOperationPage page={page} view={view} overviewHref={api.site.overviewRoute} />;
      aside = <TableOfContents headings={headings} min={site.config.tableOfContents.minHeadingLevel} max={site.config.tableOfContents.maxHeadingLevel} />;
      break;
    }
    case 'api-overview': {
      const api = requireApi(ctx);
      const view = overviewView(api.site, api.view);
      const headings = overviewHeadings(api.site, view);
      anchors = headings.map((h) => h.id);
      body = <ApiOverviewPage page={page} model={api.site.model} view={view} download={{ href: api.site.downloadHref, name: api.site.downloadName }} />;
      aside = <TableOfContents headings={headings} min={site.config.tableOfContents.minHeadingLevel} max={site.config.tableOfContents.maxHeadingLevel} />;
      break;
    }
  }
  const html = renderToString(
    <Layout page={page} site={site} assets={ctx.assets} aside={aside} sidebarCache={ctx.sidebarCache}>
      {body}
    </Layout>,
  );
  return { route: page.route, html: `<!DOCTYPE html>${html}`, links, anchors };
}

function requireApi(ctx: RenderContext) {
  if (!ctx.site.api || !ctx.apiView) throw new Error('an API page without an API description');
  return { site: ctx.site.api, view: ctx.apiView };
}

/** The TOC of an operation page: samples, request and its parts, responses by status, callbacks. */
function operationHeadings(view: OperationView): TocHeading[] {
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

/** Every id an operation page has (headings, parameters, properties), for the link checker. */
function collectIds(view: OperationView, headings: TocHeading[]): string[] {
  const ids = headings.map((h) => h.id);
  const walk = (node: { id: string; children: unknown[]; variants?: { options: { node: unknown }[] } }) => {
    ids.push(node.id);
    for (const child of node.children) walk(child as typeof node);
    for (const option of node.variants?.options ?? []) walk(option.node as typeof node);
  };
  for (const group of view.parameterGroups) group.parameters.forEach(walk);
  for (const media of view.requestBody?.content ?? []) if (media.schema) walk(media.schema);
  for (const response of view.responses) {
    response.headers.forEach(walk);
    for (const media of response.content) if (media.schema) walk(media.schema);
  }
  return ids;
}

function overviewView(api: NonNullable<SiteModel['api']>, ctx: ApiViewContext): OverviewView {
  const model = api.model;
  return {
    descriptionHtml: ctx.markdown(model.description),
    securityHtml: Object.fromEntries(model.securitySchemes.map((s) => [s.name, ctx.markdown(s.description)])),
    tagHtml: Object.fromEntries(model.tags.map((t) => [t.name, ctx.markdown(t.description)])),
    schemas: model.schemas.map(({ name, schema }) => {
      const id = `schema-${name}`;
      const root = buildSchemaTree(schema, { context: 'schema', idPrefix: id, budget: { nodes: 200 }, inlineNamed: false, schemaHref: ctx.schemaHref });
      return { name, id, root: withHtml(root, ctx) };
    }),
  };
}

function overviewHeadings(api: NonNullable<SiteModel['api']>, view: OverviewView): TocHeading[] {
  const model = api.model;
  const headings: TocHeading[] = [];
  if (model.servers.length) headings.push({ depth: 2, id: 'servers', text: 'Servers' });
  if (model.securitySchemes.length) {
    headings.push({ depth: 2, id: 'authentication', text: 'Authentication' });
    for (const s of model.securitySchemes) headings.push({ depth: 3, id: `auth-${s.name}`, text: s.name });
  }
  headings.push({ depth: 2, id: 'operations', text: 'Operations' });
  for (const t of model.tags) headings.push({ depth: 3, id: `tag-${t.name.replace(/[^A-Za-z0-9_-]+/g, '-')}`, text: t.name });
  if (model.webhooks.length) headings.push({ depth: 2, id: 'webhooks', text: 'Webhooks' });
  if (view.schemas.length) {
    headings.push({ depth: 2, id: 'schemas', text: 'Schemas' });
    for (const s of view.schemas) headings.push({ depth: 3, id: s.id, text: s.name });
  }
  if (model.contact || model.license || model.termsOfService) headings.push({ depth: 2, id: 'contact-and-license', text: 'Contact and license' });
  return headings;
}
