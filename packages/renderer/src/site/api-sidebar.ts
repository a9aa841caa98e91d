import type { ApiModel, ApiOperation, ApiTagGroup } from '../openapi/api-types.ts';
import { callbackIds } from '../openapi/callback-ids.ts';
import { tagHeadingId } from '../openapi/api-routes.ts';
import { badgedLabel, operationLabel } from '../openapi/operation-label.ts';
import { GROUP_UNTAGGED_PAST, groupByPathResource } from './path-groups.ts';
import type { SidebarCategory, SidebarItem } from './sidebar.ts';

/**
 * Operation links past which the API sidebar's groups are collapsed to their link (to the group's
 * section of the overview) on pages outside them: a 1,000-operation API would otherwise put every
 * link on every page. Below it (the Merchant Kit API has 15) every group is expanded.
 */
export const COLLAPSE_PAST = 100;

/** A tag's name as shown: its `x-displayName`, else its name. */
export function tagLabel(tag: Pick<ApiTagGroup, 'name' | 'displayName'>): string {
  return tag.displayName ?? tag.name;
}

/**
 * The API sidebar: the overview first, then operations under their tags (grouped by `x-tagGroups`
 * when given), then webhooks and callbacks. An operation with several tags is listed once, under
 * its first; a tag left with no operation of its own is left out, unless it is a section of text.
 * Past `GROUP_UNTAGGED_PAST`, untagged operations are grouped by the resource of their path.
 */
export function buildApiSidebar(model: ApiModel, overviewRoute: string): SidebarItem[] {
  const listed = new Set<string>();
  const byTag = new Map<string, ApiOperation[]>();
  for (const tag of model.tags) {
    const own = tag.operations.filter((op) => !listed.has(op.route));
    for (const op of own) listed.add(op.route);
    byTag.set(tag.name, own);
  }
  const callbacks = model.operations.flatMap((op) =>
    callbackIds(op.callbacks).flatMap((ids, i) =>
      ids.operations.map(({ operation: c, anchor }) =>
        link({ ...c, summary: c.summary ?? `${op.callbacks[i]!.name} (${operationLabel(op)})` }, `${op.route}#${anchor}`),
      ),
    ),
  );
  const lazy = listed.size + model.webhooks.length + callbacks.length > COLLAPSE_PAST;
  // `href`: the group's section on the overview, which its collapsed link leads to.
  const group = (label: string, items: SidebarItem[], href?: string): SidebarCategory => ({
    type: 'category',
    label,
    items,
    collapsed: lazy,
    collapsible: true,
    linkUnlisted: false,
    ...(lazy && href ? { lazy: true, href } : {}),
  });
  const tagItem = (tag: ApiTagGroup): SidebarItem | SidebarItem[] | undefined => {
    const ops = byTag.get(tag.name) ?? [];
    const href = `${overviewRoute}#${tagHeadingId(tag.name)}`;
    // Many operations without a tag (Stripe's description has no tags): one group per resource of their paths.
    if (ops.length > GROUP_UNTAGGED_PAST && ops.every((op) => op.tags.length === 0))
      return groupByPathResource(ops).map((g) =>
        group(
          g.label,
          g.operations.map((op) => link(op)),
          href,
        ),
      );
    if (ops.length)
      return group(
        tagLabel(tag),
        ops.map((op) => link(op)),
        href,
      );
    // A tag without operations of any kind (a section of text on the overview) is a link to it.
    return tag.operations.length ? undefined : { type: 'link', label: tagLabel(tag), href, unlisted: false };
  };

  const items: SidebarItem[] = [{ type: 'link', label: 'Overview', href: overviewRoute, unlisted: false }];
  const tags = new Map(model.tags.map((t) => [t.name, t]));
  const placed = new Set<string>();
  for (const tagGroup of model.tagGroups ?? []) {
    const members = tagGroup.tags.flatMap((name) => {
      const tag = tags.get(name);
      if (!tag || placed.has(name)) return [];
      placed.add(name);
      return [tagItem(tag) ?? []].flat();
    });
    if (members.length) items.push({ type: 'category', label: tagGroup.name, items: members, collapsed: false, collapsible: true, linkUnlisted: false });
  }
  for (const tag of model.tags) {
    if (placed.has(tag.name)) continue;
    items.push(...[tagItem(tag) ?? []].flat());
  }
  if (model.webhooks.length)
    items.push(
      group(
        'Webhooks',
        model.webhooks.map((op) => link(op)),
        `${overviewRoute}#webhooks`,
      ),
    );
  if (callbacks.length) items.push(group('Callbacks', callbacks));
  return items;
}

function link(op: ApiOperation, href = op.route): SidebarItem {
  return { type: 'link', label: badgedLabel(op), href, unlisted: false, method: op.method, deprecated: op.deprecated };
}
