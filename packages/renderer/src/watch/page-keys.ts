import type { PageData, SiteModel } from '../site/types.ts';
import { PageFingerprints, sha1 as hash, sidebarHashes } from '../site/page-fingerprint.ts';

/**
 * A key per page that changes whenever the page's HTML may change: the site-wide parts (config,
 * navbar, assets), the sidebar it shows, its own data (title, breadcrumbs, prev/next, cards, the
 * guide's text and front matter) and, for API pages, their description's generation. Comparing the
 * keys of two site models tells which pages an edit touched.
 */
export class PageKeys {
  private readonly fingerprints = new PageFingerprints();

  /**
   * Route → key for every page of the site (the not-found page under its route `/404`), and a
   * key of what all pages share (config, navbar, sidebars).
   */
  keys(site: SiteModel, extra: { apiGenerations: ReadonlyMap<string, number>; assets: unknown }): { keys: Map<string, string>; layout: string } {
    const global = hash(JSON.stringify([site.config, site.navbarItems, site.version.name, extra.assets]));
    const sidebars = sidebarHashes(site);
    const keys = new Map<string, string>();
    for (const page of [...site.pages, site.notFound]) {
      const api = isApiPage(page) ? `|api${extra.apiGenerations.get(page.api) ?? 0}` : '';
      keys.set(page.route, `${global}|${page.sidebar ? sidebars[page.sidebar] : ''}|${this.fingerprints.own(page)}${api}`);
    }
    // Every sidebar (each description's, each version's): prerendered sidebar categories are kept while none changed.
    return { keys, layout: `${global}|${hash(JSON.stringify(sidebars))}` };
  }
}

function isApiPage(page: PageData): page is Extract<PageData, { kind: 'api-operation' | 'api-overview' }> {
  return page.kind === 'api-operation' || page.kind === 'api-overview';
}

/** Routes whose key differs between two models, plus routes only one of them has. */
export function changedRoutes(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): Set<string> {
  const changed = new Set<string>();
  for (const [route, key] of after) if (before.get(route) !== key) changed.add(route);
  for (const route of before.keys()) if (!after.has(route)) changed.add(route);
  return changed;
}
