import type { PortalConfigInput } from '../config/schema.ts';

/** What the migrated site serves, as far as the migration can tell. */
export interface ServedRoutes {
  /** Every route of a doc and of a sidebar item (generated indexes included), every docs instance's too. */
  routes: ReadonlySet<string>;
  /** Route bases under which the build makes pages the migration did not list (older versions, API references); `/` is not one. */
  bases: readonly string[];
}

type Item = { label?: string; to?: string; href?: string; items?: Item[] };

const pathOf = (to: string) => to.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';
const under = (route: string, base: string) => base !== '/' && (route === base || route.startsWith(`${base}/`));

/**
 * A navbar or footer link to a route the migrated site does not serve (a page of a plugin portal does
 * not run, such as a TypeDoc reference at /api, or of src/pages/) would be a broken link in every
 * page: it links to that page of the live site instead (the config's `url` and `baseUrl`), and the
 * report says so. Routes under a docs or API base are left for the link checker.
 */
export function linkUnservedToLiveSite(args: { config: PortalConfigInput; served: ServedRoutes; notCarried: string[] }): void {
  const { config, served, notCarried } = args;
  const site = config.url;
  if (!site) return;
  const base = (config.baseUrl ?? '/').replace(/\/+$/, '');
  const redirect = (item: Item, where: string) => {
    if (typeof item.to !== 'string' || !item.to.startsWith('/') || item.to.startsWith('//')) return;
    const route = pathOf(item.to);
    if (route === '/' || served.routes.has(route) || served.bases.some((b) => under(route, b))) return;
    const url = `${site}${base}${item.to}`;
    notCarried.push(`${where} "${item.label ?? item.to}" (${item.to}) leads to no page portal builds (a plugin's): it links to ${url} now`);
    // A footer link to another site is an `href`; a navbar item's `to` may be a URL.
    if (where === 'footer link') {
      delete item.to;
      item.href = url;
    } else item.to = url;
  };
  for (const item of (config.navbar?.items ?? []) as Item[]) {
    redirect(item, 'navbar item');
    for (const inner of item.items ?? []) redirect(inner, 'navbar item');
  }
  for (const entry of (config.footer?.links ?? []) as Item[]) {
    redirect(entry, 'footer link');
    for (const inner of entry.items ?? []) redirect(inner, 'footer link');
  }
}
