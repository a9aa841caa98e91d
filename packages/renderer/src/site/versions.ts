import type { VersionPlan } from '../content/docs-versions.ts';
import type { DocSource } from '../content/types.ts';
import { flattenSidebar, type SidebarItem } from './sidebar.ts';
import type { PageData, PageVersion, SiteModel, VersionLink, VersionMetadata } from './types.ts';

/** What `buildSite` made of one version. */
export interface BuiltVersion {
  plan: VersionPlan;
  built: {
    every: DocSource[];
    docs: DocSource[];
    docsById: Map<string, DocSource>;
    docsByRoute: Map<string, DocSource>;
    pages: PageData[];
    nav: { docSidebars: Record<string, SidebarItem[]>; docsSidebar: SidebarItem[]; sidebarOfDoc: Map<string, string | undefined> };
  };
}

/** The site-wide name of an older version's sidebar (the current version's keep their names). */
export function versionSidebarName(version: string, sidebar: string): string {
  return `version-${version}-${sidebar}`;
}

/** A route relative to its version's base (`/1.0/guides/a` → `/guides/a` under `/1.0`). */
function within(route: string, base: string): string {
  if (base === '/') return route;
  return route === base ? '/' : route.startsWith(`${base}/`) ? route.slice(base.length) : route;
}

function under(base: string, rel: string): string {
  if (base === '/') return rel;
  return rel === '/' ? base : `${base}${rel}`;
}

/** A version's main doc: the guide at its base, else the first of its docs sidebar, else its first guide. */
function mainDocOf(v: BuiltVersion): DocSource | undefined {
  const { built, plan } = v;
  const first = flattenSidebar(built.nav.docsSidebar)[0];
  return built.docsByRoute.get(plan.routeBase) ?? (first ? built.docsByRoute.get(first.href) : undefined) ?? built.docs[0];
}

/**
 * Adds the versions to a site with `versions.json`: each version's metadata, its guides' routes by
 * file (links resolve within their version), and on each page of a version its banner and the
 * dropdown's links (the same doc, by id, in every other version, else that version's main doc).
 */
export function withVersions(site: SiteModel, versions: BuiltVersion[]): SiteModel {
  const last = versions.find((v) => v.plan.isLast) ?? versions[0]!;
  const mains = new Map(versions.map((v) => [v.plan.name, mainDocOf(v)]));
  const mainHref = (v: BuiltVersion) => mains.get(v.plan.name)?.route ?? v.plan.routeBase;
  const defaults: VersionLink[] = versions.map((v) => ({ name: v.plan.name, label: v.plan.label, href: mainHref(v) }));
  const metadata: VersionMetadata[] = versions.map((v) => ({
    name: v.plan.name,
    label: v.plan.label,
    isLast: v.plan.isLast,
    path: v.plan.routeBase,
    mainDocId: mains.get(v.plan.name)?.id ?? '',
    draftIds: v.built.every.filter((d) => d.draft).map((d) => d.id),
    sidebars: { ...v.built.nav.docSidebars },
    docs: v.built.docs.map((d) => ({ id: d.id, path: d.route, sidebar: v.built.nav.sidebarOfDoc.get(d.id) })),
  }));
  const routesOf = new Map(versions.map((v) => [v.plan.name, new Set(v.built.pages.map((p) => within(p.route, v.plan.routeBase)))]));
  /** The page of `v` that shows what `page` (of `from`) shows: the same doc id, else the same route in the version, else its main doc. */
  const counterpart = (page: PageData, from: BuiltVersion, v: BuiltVersion): string => {
    if (v === from) return page.route;
    if (page.kind === 'doc') {
      const same = v.built.docsById.get(page.doc.id);
      if (same && v.built.docsByRoute.get(same.route) === same) return same.route;
    }
    const rel = within(page.route, from.plan.routeBase);
    return routesOf.get(v.plan.name)!.has(rel) ? under(v.plan.routeBase, rel) : mainHref(v);
  };
  const versionOf = new Map<PageData, BuiltVersion>();
  for (const v of versions) for (const page of v.built.pages) versionOf.set(page, v);
  const pages = site.pages.map((page): PageData => {
    const v = versionOf.get(page);
    if (!v) return page;
    const docsVersion: PageVersion = {
      name: v.plan.name,
      label: v.plan.label,
      links: versions.map((other) => ({ name: other.plan.name, label: other.plan.label, href: counterpart(page, v, other) })),
      ...(v.plan.banner === 'none' ? {} : { banner: { kind: v.plan.banner, latestHref: counterpart(page, v, last), latestLabel: last.plan.label } }),
      // As Docusaurus: on by default when more than one version is built.
      ...((site.config.docs.versions?.[v.plan.name]?.badge ?? versions.length > 1) ? { badge: true as const } : {}),
    };
    return { ...page, docsVersion };
  });
  const versionFiles = new Map(versions.map((v) => [v.plan.name, new Map(v.built.every.map((d) => [d.relPath, d.route]))]));
  return { ...site, pages, versions: metadata, versionLinks: defaults, versionFiles };
}

/** The routes of a guide's links to other files: those of its own version, or of its own docs instance. */
export function routeOfFileFor(site: SiteModel, doc: Pick<DocSource, 'version' | 'instance'>): Map<string, string> {
  if (doc.instance) return site.instanceFiles?.get(doc.instance) ?? new Map();
  return (doc.version && site.versionFiles?.get(doc.version)) || site.routeOfFile;
}
