import type { ApiModel, ApiOperation } from '../openapi/api-types.ts';
import { callbackIds } from '../openapi/callback-ids.ts';
import { tagHeadingId } from '../openapi/api-routes.ts';
import { firstParagraph } from '../content/describe.ts';
import type { SidebarItem } from './sidebar.ts';
import type { ApiOperationPageData, ApiOverviewPageData, ApiSite, Crumb, NavLink } from './types.ts';

/** The label of an operation in the sidebar, breadcrumbs and pagination. */
export function operationLabel(op: ApiOperation): string {
  return op.summary ?? op.operationId ?? (op.kind === 'webhook' ? op.path : `${op.method} ${op.path}`);
}

/** The API sidebar: the overview first, then operations under their tags (expanded), then webhooks and callbacks. */
export function buildApiSidebar(model: ApiModel, overviewRoute: string): SidebarItem[] {
  const link = (op: ApiOperation, href = op.route): SidebarItem => ({ type: 'link', label: operationLabel(op), href, unlisted: false, method: op.method, deprecated: op.deprecated });
  const group = (label: string, items: SidebarItem[]): SidebarItem => ({ type: 'category', label, items, collapsed: false, collapsible: true, linkUnlisted: false });
  const items: SidebarItem[] = [{ type: 'link', label: 'Overview', href: overviewRoute, unlisted: false }];
  // A tag without operations (a section of text on the overview) is a link to it.
  for (const tag of model.tags) items.push(tag.operations.length ? group(tag.name, tag.operations.map((op) => link(op))) : { type: 'link', label: tag.name, href: `${overviewRoute}#${tagHeadingId(tag.name)}`, unlisted: false });
  if (model.webhooks.length) items.push(group('Webhooks', model.webhooks.map((op) => link(op))));
  const callbacks = model.operations.flatMap((op) => callbackIds(op.callbacks).flatMap((ids, i) => ids.operations.map(({ operation: c, anchor }) => link({ ...c, summary: c.summary ?? `${op.callbacks[i]!.name} (${operationLabel(op)})` }, `${op.route}#${anchor}`))));
  if (callbacks.length) items.push(group('Callbacks', callbacks));
  return items;
}

/** The overview page and one page per operation and webhook, with breadcrumbs and prev/next in sidebar order. */
export function buildApiPages(api: ApiSite): (ApiOverviewPageData | ApiOperationPageData)[] {
  const { model } = api;
  const pages: ApiOperationPageData[] = [];
  const seen = new Set<string>();
  const add = (op: ApiOperation, trail: Crumb[]) => {
    if (seen.has(op.route)) return;
    seen.add(op.route);
    pages.push({
      kind: 'api-operation',
      route: op.route,
      title: operationLabel(op),
      description: firstParagraph(op.description ?? '') ?? `${op.method} ${op.path}`,
      noindex: false,
      sidebar: api.sidebar,
      api: api.id,
      breadcrumbs: [{ label: 'Home', href: '/' }, { label: api.label, href: api.overviewRoute }, ...trail, { label: operationLabel(op) }],
      source: `${api.source}${op.pointer}`,
      operation: op,
    });
  };
  for (const tag of model.tags) for (const op of tag.operations) add(op, [{ label: tag.name }]);
  for (const op of model.webhooks) add(op, [{ label: 'Webhooks' }]);
  const overview: ApiOverviewPageData = {
    kind: 'api-overview',
    route: api.overviewRoute,
    title: model.title,
    description: firstParagraph(model.summary ?? model.description ?? '') ?? `Reference of the ${model.title}`,
    noindex: false,
    sidebar: api.sidebar,
    api: api.id,
    breadcrumbs: [{ label: 'Home', href: '/' }, { label: api.label }],
    source: api.source,
  };
  const ordered = [overview, ...pages];
  ordered.forEach((page, i) => {
    const nav = (other: typeof page | undefined): NavLink | undefined => (other ? { label: other.kind === 'api-overview' ? 'Overview' : other.title, href: other.route } : undefined);
    page.prev = nav(ordered[i - 1]);
    page.next = nav(ordered[i + 1]);
  });
  return ordered;
}
