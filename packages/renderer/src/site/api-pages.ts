import type { ApiOperation } from '../openapi/api-types.ts';
import { operationLabel } from '../openapi/operation-label.ts';
import { firstParagraph } from '../content/describe.ts';
import { tagLabel } from './api-sidebar.ts';
import type { ApiOperationPageData, ApiOverviewPageData, ApiSite, Crumb, NavLink } from './types.ts';

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
  for (const tag of model.tags) for (const op of tag.operations) add(op, [{ label: tagLabel(tag) }]);
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
    const nav = (other: typeof page | undefined): NavLink | undefined =>
      other ? { label: other.kind === 'api-overview' ? 'Overview' : other.title, href: other.route } : undefined;
    page.prev = nav(ordered[i - 1]);
    page.next = nav(ordered[i + 1]);
  });
  return ordered;
}
