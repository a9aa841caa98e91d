import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiModel, ApiOperation, ApiTagGroup } from '../../../src/openapi/api-types.ts';
import { prerenderSidebar } from '../../../src/render/sidebar-fragments.tsx';
import { Sidebar } from '../../../src/render/templates/Sidebar.tsx';
import { buildApiSidebar, COLLAPSE_PAST } from '../../../src/site/api-sidebar.ts';
import type { SidebarCategory, SidebarItem } from '../../../src/site/sidebar.ts';
import { apiOperation } from '../openapi/api-operation.ts';

const OVERVIEW = '/api/big-api';

function operation(i: number, tags: string[], extra: Partial<ApiOperation> = {}): ApiOperation {
  return apiOperation({
    slug: `op-${i}`,
    route: `/api/op-${i}`,
    method: 'GET',
    path: `/v1/things/{thingId}/part-${i}`,
    operationId: `getThingsThingIdPart${i}`,
    tags,
    pointer: `/paths/${i}`,
    ...extra,
  });
}

/** A model with `count` operations spread over `tagCount` tags. */
function model(count: number, tagCount: number): ApiModel {
  const operations = Array.from({ length: count }, (_, i) => operation(i, [`tag-${i % tagCount}`]));
  const tags: ApiTagGroup[] = Array.from({ length: tagCount }, (_, t) => ({
    name: `tag-${t}`,
    operations: operations.filter((op) => op.tags[0] === `tag-${t}`),
  }));
  return {
    title: 'Big',
    version: '1',
    servers: [],
    securitySchemes: [],
    security: [],
    tags,
    operations,
    webhooks: [],
    extensions: [],
    schemas: [],
  } as ApiModel;
}

const categories = (items: readonly SidebarItem[]) => items.filter((i): i is SidebarCategory => i.type === 'category');
const links = (html: string) => html.match(/<a /g)?.length ?? 0;

/** The sidebar's HTML on `route`, as a build writes it (categories outside the page prerendered). */
function sidebarHtml(items: SidebarItem[], route: string): string {
  return renderToString(<Sidebar items={items} route={route} label="API sidebar" id="api-sidebar" fragments={prerenderSidebar(items, 'api-sidebar')} />);
}

describe('the API sidebar of a large description (issue 38)', () => {
  it('keeps every group expanded up to the size (the Merchant Kit API stays as it is)', () => {
    const items = buildApiSidebar(model(COLLAPSE_PAST, 10), OVERVIEW);
    expect(categories(items).every((c) => !c.collapsed && !c.lazy)).toBe(true);
    expect(links(sidebarHtml(items, '/api/op-3'))).toBe(1 + COLLAPSE_PAST);
  });

  it("past the size, shows each group as a link to its section and lists only the operations of the page's group", () => {
    const items = buildApiSidebar(model(1000, 50), OVERVIEW);
    expect(
      categories(items)
        .map((c) => c.href)
        .slice(0, 2),
    ).toEqual([`${OVERVIEW}#tag-tag-0`, `${OVERVIEW}#tag-tag-1`]);
    const html = sidebarHtml(items, '/api/op-7');
    // The overview, 50 group links, and the 20 operations of tag-7.
    expect(links(html)).toBe(1 + 50 + 20);
    expect(html).toContain('href="/api/op-57"');
    expect(html).not.toContain('href="/api/op-8"');
    expect(sidebarHtml(items, OVERVIEW).length).toBeLessThan(html.length);
  });
});

describe('API sidebar labels and groups (issue 38)', () => {
  it('lists an operation in two tags once, under its first, and leaves out a tag left empty', () => {
    const both = operation(1, ['a', 'b']);
    const m = model(0, 0);
    m.operations = [both];
    m.tags = [
      { name: 'a', operations: [both] },
      { name: 'b', operations: [both] },
    ];
    const items = buildApiSidebar(m, OVERVIEW);
    expect(items.map((i) => i.type !== 'html' && i.label)).toEqual(['Overview', 'a']);
  });

  it('labels an operation without a summary by its path beside the method badge, never by its operationId', () => {
    const items = buildApiSidebar(model(2, 1), OVERVIEW);
    expect(categories(items)[0]!.items.map((i) => i.type === 'link' && i.label)).toEqual(['/v1/things/{thingId}/part-0', '/v1/things/{thingId}/part-1']);
  });

  it('nests tags under their x-tagGroups with their x-displayName', () => {
    const m = model(3, 3);
    m.tags[0]!.displayName = 'Tag zero';
    m.tagGroups = [{ name: 'Group', tags: ['tag-2', 'tag-0'] }];
    const items = buildApiSidebar(m, OVERVIEW);
    expect(items.map((i) => i.type !== 'html' && i.label)).toEqual(['Overview', 'Group', 'tag-1']);
    expect(categories(items)[0]!.items.map((i) => i.type !== 'html' && i.label)).toEqual(['tag-2', 'Tag zero']);
  });
});

describe('untagged operations of a large description', () => {
  /** Stripe-like: no tags at all, paths under a version segment, resources with nested paths. */
  function untagged(paths: string[]): ApiModel {
    const m = model(0, 0);
    m.operations = paths.map((p, i) => operation(i, [], { path: p, method: i % 2 ? 'POST' : 'GET' }));
    m.tags = [{ name: 'Untagged', operations: m.operations }];
    return m;
  }
  const stripeLike = [
    ...['/v1/customers', '/v1/customers/{customer}', '/v1/customers/{customer}/sources', '/v1/customers/search'],
    ...['/v1/payment_intents', '/v1/payment_intents/{intent}', '/v1/payment_intents/{intent}/confirm'],
    ...['/v1/charges', '/v1/charges/{charge}', '/v1/checkout/sessions', '/v1/checkout/sessions/{session}'],
    ...Array.from({ length: 12 }, (_, i) => `/v1/test_helpers/thing-${i}`),
    '/v1/{account}/balance',
  ];

  it("groups them by the resource of their path, past the size, in the description's order", () => {
    const items = buildApiSidebar(untagged(stripeLike), OVERVIEW);
    expect(items.map((i) => i.type !== 'html' && i.label)).toEqual([
      'Overview',
      'Customers',
      'Payment intents',
      'Charges',
      'Checkout',
      'Test helpers',
      'Balance',
    ]);
    const groups = categories(items);
    expect(groups[0]!.items.map((i) => i.type === 'link' && i.href)).toEqual(['/api/op-0', '/api/op-1', '/api/op-2', '/api/op-3']);
    // Every operation is listed once.
    expect(groups.flatMap((g) => g.items).length).toBe(stripeLike.length);
  });

  it('keeps a few untagged operations in one group', () => {
    const items = buildApiSidebar(untagged(stripeLike.slice(0, 5)), OVERVIEW);
    expect(items.map((i) => i.type !== 'html' && i.label)).toEqual(['Overview', 'Untagged']);
  });
});
