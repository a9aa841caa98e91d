import { createHash } from 'node:crypto';
import type { DocSource } from '../content/types.ts';
import type { PageData, SiteModel } from '../site/types.ts';

const hash = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * A key per page that changes whenever the page's HTML may change: the site-wide parts (config,
 * navbar, assets), the sidebar it shows, its own data (title, breadcrumbs, prev/next, cards, the
 * guide's text and front matter) and, for API pages, their description's generation. Comparing the
 * keys of two site models tells which pages an edit touched.
 */
export class PageKeys {
  /** A guide is hashed once: an edit replaces its DocSource, so unchanged guides keep theirs. */
  private readonly docHashes = new WeakMap<DocSource, string>();

  /**
   * Route → key for every page of the site (the not-found page under its route `/404`), and a
   * key of what all pages share (config, navbar, sidebars).
   */
  keys(site: SiteModel, extra: { apiGenerations: ReadonlyMap<string, number>; assets: unknown }): { keys: Map<string, string>; layout: string } {
    const global = hash(JSON.stringify([site.config, site.navbarItems, site.version.name, extra.assets]));
    const sidebars: Record<string, string> = Object.fromEntries(Object.entries(site.sidebars).map(([name, items]) => [name, hash(JSON.stringify(items))]));
    const keys = new Map<string, string>();
    for (const page of [...site.pages, site.notFound]) {
      const own = JSON.stringify(page, (key, value) => (key === 'doc' ? this.docHash(value as DocSource) : key === 'operation' ? undefined : value));
      const api = isApiPage(page) ? `|api${extra.apiGenerations.get(page.api) ?? 0}` : '';
      keys.set(page.route, `${global}|${page.sidebar ? sidebars[page.sidebar] : ''}|${hash(own)}${api}`);
    }
    // Every sidebar (each description's, each version's): prerendered sidebar categories are kept while none changed.
    return { keys, layout: `${global}|${hash(JSON.stringify(sidebars))}` };
  }

  private docHash(doc: DocSource): string {
    let known = this.docHashes.get(doc);
    if (known === undefined) {
      known = hash(JSON.stringify(doc));
      this.docHashes.set(doc, known);
    }
    return known;
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
