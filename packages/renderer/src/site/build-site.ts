import type { PortalConfig } from '../config/schema.ts';
import type { Diagnostics } from '../diagnostics.ts';
import { allDocs } from '../content/load-content.ts';
import type { ContentDir, DocSource } from '../content/types.ts';
import { firstParagraph } from '../content/describe.ts';
import { createSidebarContext, flattenSidebar, sidebarTrail, type GeneratedIndex, type SidebarItem } from './sidebar.ts';
import { sidebarsFromFile, type SidebarsFile } from './sidebars-file.ts';
import { buildTagPages } from './tags.ts';
import { buildApiPages, buildApiSidebar } from './api-pages.ts';
import { buildChangelogPages, CHANGELOG_ROUTE } from './changelog-pages.ts';
import type { ChangelogSource } from '../changelog/types.ts';
import type { ApiSite, CategoryCard, CategoryPageData, Crumb, DocPageData, NavLink, NavbarItem, NotFoundPageData, PageData, SiteModel, VersionMetadata } from './types.ts';

export interface BuildSiteOptions {
  config: PortalConfig;
  content: ContentDir;
  /** Watch mode serves draft pages (with a banner); `portal build` leaves them out. */
  includeDrafts: boolean;
  diagnostics: Diagnostics;
  /** The API reference, when there is a description. */
  api?: ApiSite;
  /** The changelog's posts, when the site has a changelog folder. */
  changelog?: ChangelogSource;
  /** The config's `docs.sidebarPath`, evaluated: its sidebars replace the folder sidebar. */
  sidebarsFile?: SidebarsFile;
}

/** "Edit this page": `custom_edit_url` (null: none), else the config's `editUrl` + the guide's path from the config's folder. */
function editUrlOf(config: PortalConfig, doc: DocSource): string | undefined {
  const custom = doc.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const base = config.docs.editUrl;
  if (!base) return undefined;
  const rel = [config.contentDir, doc.relPath].join('/').replace(/^(\.\/)+/, '').replace(/\/{2,}/g, '/');
  return `${base.replace(/\/+$/, '')}/${rel}`;
}

/** Navbar items from the config, or Guides, REST API and Changelog (those the site has) by default. */
function navbarItems(config: PortalConfig, api: ApiSite | undefined, changelog: boolean): NavbarItem[] {
  const items = config.navbar.items.length
    ? config.navbar.items
    : [
        { label: 'Guides', to: '/' },
        ...(api ? [{ label: 'REST API', to: api.overviewRoute, activeBasePath: '/api' }] : []),
        ...(changelog ? [{ label: config.changelog.title, to: CHANGELOG_ROUTE }] : []),
      ];
  return items.map((item) => ({ label: item.label, to: item.to, activeBasePath: item.activeBasePath ?? item.to }));
}

/** Breadcrumbs of a page in the docs sidebar: Home, its categories, then the page itself. */
function breadcrumbsFor(sidebar: readonly SidebarItem[], route: string, label: string): Crumb[] {
  const trail = sidebarTrail(sidebar, route) ?? [];
  const crumbs: Crumb[] = route === '/' ? [] : [{ label: 'Home', href: '/' }];
  for (const category of trail) crumbs.push({ label: category.label, href: category.href });
  crumbs.push({ label });
  return crumbs;
}

function cardsOf(items: readonly SidebarItem[], docsByRoute: Map<string, DocSource>): CategoryCard[] {
  const cards: CategoryCard[] = [];
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (item.unlisted) continue;
      const doc = docsByRoute.get(item.href);
      cards.push({ label: item.label, href: item.href, description: doc ? (doc.frontMatter.description ?? firstParagraph(doc.body)) : undefined });
    } else {
      const href = item.href ?? flattenSidebar(item.items)[0]?.href;
      if (!href) continue;
      const count = flattenSidebar(item.items).length;
      cards.push({ label: item.label, href, description: item.description ?? `${count} ${count === 1 ? 'item' : 'items'}`, itemCount: count });
    }
  }
  return cards;
}

/** Builds every route, the sidebars, breadcrumbs, prev/next and the version metadata. */
export function buildSite(options: BuildSiteOptions): SiteModel {
  const { config, diagnostics } = options;
  const every = allDocs(options.content);
  const docs = every.filter((d) => options.includeDrafts || !d.draft);
  const docsById = indexDocs(docs, diagnostics);
  const nav = docNavigation(options, docsById);
  const routes = routeClaims(diagnostics);
  const tags = buildTagPages({ docs, tagsFile: options.content.tagsFile, routeBase: config.docs.routeBasePath, diagnostics, describe: (d) => d.frontMatter.description ?? firstParagraph(d.body) });

  const pages: PageData[] = [];
  const docsByRoute = new Map<string, DocSource>();
  for (const doc of docs) {
    // A second guide of an id is already an error (`indexDocs`); it would claim the same route again.
    if (docsById.get(doc.id) !== doc) continue;
    routes.claim(doc.route, doc.displayPath);
    docsByRoute.set(doc.route, doc);
    pages.push(docPage(doc, { config, nav, tags: tags.tagsOfDoc.get(doc.id) }));
  }
  for (const index of nav.generatedIndexes) {
    const sidebar = nav.sidebarOf(index.route) ?? 'docs';
    pages.push(categoryPage(index, { docsSidebar: nav.docSidebars[sidebar] ?? nav.docsSidebar, docsByRoute, neighbour: (route, step) => nav.neighbour(route, step, sidebar), claim: routes.claim, sidebar }));
  }
  pages.push(...tagPages(tags, routes.claim));
  if (!routes.has('/')) {
    // A Docusaurus site's home is a React page of its own (src/pages/index.js, which portal does not build): without a guide at `/`, the home lists the docs sidebar.
    routes.claim('/', 'home');
    pages.push({ kind: 'category', route: '/', title: config.title, description: config.tagline, noindex: false, sidebar: 'docs', breadcrumbs: [], source: 'home', cards: cardsOf(nav.docsSidebar, docsByRoute) });
  }
  const apiSidebar = options.api ? buildApiSidebar(options.api.model, options.api.overviewRoute) : [];
  const apiPages = options.api ? buildApiPages(options.api) : [];
  const changelog = options.changelog && buildChangelogPages({ source: options.changelog, config, includeDrafts: options.includeDrafts });
  for (const page of [...apiPages, ...(changelog?.pages ?? [])]) {
    routes.claim(page.route, page.source);
    pages.push(page);
  }

  const mainDoc = docsByRoute.get('/') ?? docsById.get(nav.order[0]?.docId ?? '');
  const version: VersionMetadata = {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: '/',
    mainDocId: mainDoc?.id ?? '',
    draftIds: every.filter((d) => d.draft).map((d) => d.id),
    sidebars: options.api ? { ...nav.docSidebars, api: apiSidebar } : { ...nav.docSidebars },
    docs: docs.map((d) => ({ id: d.id, path: d.route, sidebar: nav.sidebarOfDoc.get(d.id) })),
  };
  return {
    config,
    navbarItems: navbarItems(config, options.api, Boolean(changelog)),
    sidebars: { ...nav.docSidebars, docs: nav.docsSidebar, api: apiSidebar },
    pages,
    notFound: NOT_FOUND,
    version,
    routeOfFile: new Map(every.map((d) => [d.relPath, d.route])),
    api: options.api,
    changelog: changelog?.site,
  };
}

const NOT_FOUND: NotFoundPageData = {
  kind: 'not-found',
  route: '/404',
  title: 'Page Not Found',
  description: 'We could not find what you were looking for.',
  noindex: true,
  breadcrumbs: [],
  source: '404',
};

/** The guides by id; two with the same id are an error. */
function indexDocs(docs: readonly DocSource[], diagnostics: Diagnostics): Map<string, DocSource> {
  const docsById = new Map<string, DocSource>();
  for (const doc of docs) {
    const other = docsById.get(doc.id);
    if (other) diagnostics.error(`two guides have the id "${doc.id}": ${other.displayPath} and ${doc.displayPath}`, { file: doc.displayPath, line: 1 }, 'give one of them another `id` in its front matter');
    else docsById.set(doc.id, doc);
  }
  return docsById;
}

/** Each route's one page: a second page claiming a route is an error naming both sources. */
function routeClaims(diagnostics: Diagnostics) {
  const owners = new Map<string, string>();
  return {
    claim(route: string, source: string): void {
      const owner = owners.get(route);
      if (owner) diagnostics.error(`two pages have the route ${route}: ${owner} and ${source}`, { file: source, line: 1 }, /\.(md|mdx)$/i.test(source) ? 'change the `slug` in the front matter of one of them' : 'give one of them another `link.slug` (in its `_category_` file or sidebars file), or another route to the guide');
      else owners.set(route, source);
    },
    has: (route: string) => owners.has(route),
  };
}

type DocNavigation = ReturnType<typeof docNavigation>;

/**
 * The guides' sidebars (from the content folder, or the sidebars file) and what a page reads of
 * them: which sidebar it shows, its previous and next pages, and the front matter that overrides them.
 */
function docNavigation(options: BuildSiteOptions, docsById: Map<string, DocSource>) {
  const { config, diagnostics } = options;
  const context = createSidebarContext({ root: options.content, docsById, diagnostics, routeBase: config.docs.routeBasePath });
  const named = options.sidebarsFile
    ? sidebarsFromFile({ sidebarsFile: options.sidebarsFile, context, docsById, root: options.content, diagnostics })
    : new Map([['docs', context.dirItems(options.content, true).items]]);
  // The first sidebar is `docs` (what the layout and the site's files read); the others keep their names, `api` excepted.
  const nameOf = new Map([...named.keys()].map((name, i) => [name, i === 0 ? 'docs' : name === 'api' || name === 'docs' ? `${name}-sidebar` : name]));
  const docSidebars: Record<string, SidebarItem[]> = Object.fromEntries([...named].map(([name, items]) => [nameOf.get(name)!, items]));
  const orders = new Map(Object.entries(docSidebars).map(([name, items]) => [name, flattenSidebar(items)]));
  const indexes = new Map([...orders].map(([name, links]) => [name, new Map(links.map((link, i) => [link.href, i]))]));
  const sidebarOfDoc = new Map<string, string | undefined>();
  // A guide's `pagination_label` names it in its neighbours' previous/next buttons.
  const paginationLabels = new Map([...docsById.values()].filter((doc) => doc.frontMatter.pagination_label !== undefined).map((doc) => [doc.route, doc.paginationLabel]));

  /** The sidebar a page shows: `displayed_sidebar`, else the first that links to it (every page, without a sidebars file). */
  const sidebarOf = (route: string, doc?: DocSource): string | undefined => {
    const displayed = doc?.frontMatter.displayed_sidebar;
    if (displayed === null) return undefined;
    if (displayed !== undefined) {
      if (nameOf.has(displayed)) return nameOf.get(displayed);
      diagnostics.warn(`\`displayed_sidebar\` names an unknown sidebar "${displayed}"`, { file: doc!.displayPath, line: doc!.frontMatterLines.displayed_sidebar ?? 1 }, `sidebars: ${[...nameOf.keys()].join(', ')}`);
    }
    if (!options.sidebarsFile) return 'docs';
    return Object.entries(docSidebars).find(([, items]) => sidebarTrail(items, route) !== undefined)?.[0];
  };
  const neighbour = (route: string, step: -1 | 1, sidebar: string | undefined = 'docs'): NavLink | undefined => {
    const at = indexes.get(sidebar)?.get(route);
    if (at === undefined) return undefined;
    const link = orders.get(sidebar)![at + step];
    return link ? { label: paginationLabels.get(link.href) ?? link.label, href: link.href } : undefined;
  };
  const override = (ref: string | null | undefined, fallback: NavLink | undefined, doc: DocSource, key: string): NavLink | undefined => {
    if (ref === undefined) return fallback;
    if (ref === null) return undefined;
    const target = docsById.get(ref);
    if (!target) {
      diagnostics.warn(`\`${key}\` points to an unknown doc id "${ref}"`, { file: doc.displayPath, line: doc.frontMatterLines[key] ?? 1 }, 'use the id of another guide, e.g. guides/custom-api/refunds');
      return fallback;
    }
    return { label: target.paginationLabel, href: target.route };
  };
  return { docSidebars, docsSidebar: docSidebars.docs ?? [], generatedIndexes: context.generatedIndexes, order: orders.get('docs') ?? [], sidebarOf, sidebarOfDoc, neighbour, override };
}

/** A guide's page: its sidebar, breadcrumbs, previous and next pages, table of contents, edit link and tags. */
function docPage(doc: DocSource, ctx: { config: PortalConfig; nav: DocNavigation; tags: DocPageData['tags'] | undefined }): DocPageData {
  const { config, nav } = ctx;
  const fm = doc.frontMatter;
  const sidebar = nav.sidebarOf(doc.route, doc);
  nav.sidebarOfDoc.set(doc.id, sidebar);
  const editUrl = editUrlOf(config, doc);
  return {
    kind: 'doc',
    route: doc.route,
    title: doc.title,
    description: fm.description ?? firstParagraph(doc.body),
    keywords: fm.keywords,
    noindex: doc.unlisted || doc.draft,
    sidebar,
    breadcrumbs: breadcrumbsFor(sidebar ? (nav.docSidebars[sidebar] ?? []) : [], doc.route, doc.title),
    prev: doc.unlisted ? undefined : nav.override(fm.pagination_prev, nav.neighbour(doc.route, -1, sidebar), doc, 'pagination_prev'),
    next: doc.unlisted ? undefined : nav.override(fm.pagination_next, nav.neighbour(doc.route, 1, sidebar), doc, 'pagination_next'),
    source: doc.displayPath,
    doc,
    toc: fm.hide_table_of_contents
      ? undefined
      : { min: fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel, max: fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel },
    unlisted: doc.unlisted,
    draft: doc.draft,
    ...(editUrl ? { editUrl } : {}),
    ...(ctx.tags ? { tags: ctx.tags } : {}),
  };
}

/** `/tags` and a page per tag, as Docusaurus makes them. */
function tagPages(tags: ReturnType<typeof buildTagPages>, claim: (route: string, source: string) => void): PageData[] {
  const crumbs = (label?: string): Crumb[] => [{ label: 'Home', href: '/' }, ...(label ? [{ label: 'Tags', href: tags.index!.route }, { label }] : [{ label: 'Tags' }])];
  const pages: PageData[] = [];
  if (tags.index) {
    claim(tags.index.route, 'tags');
    pages.push({ kind: 'category', route: tags.index.route, title: 'Tags', noindex: false, sidebar: 'docs', breadcrumbs: crumbs(), source: 'tags', cards: tags.index.cards });
  }
  for (const tag of tags.pages) {
    claim(tag.route, `tag ${tag.route}`);
    pages.push({ kind: 'category', route: tag.route, title: tag.title, description: tag.description, noindex: false, sidebar: 'docs', breadcrumbs: crumbs(tag.title), source: `tag ${tag.route}`, cards: tag.cards });
  }
  return pages;
}

function categoryPage(
  index: GeneratedIndex,
  ctx: { docsSidebar: SidebarItem[]; docsByRoute: Map<string, DocSource>; neighbour: (route: string, step: -1 | 1) => NavLink | undefined; claim: (route: string, source: string) => void; sidebar: string },
): CategoryPageData {
  ctx.claim(index.route, index.source ?? index.route);
  return {
    kind: 'category',
    route: index.route,
    title: index.title,
    description: index.description,
    keywords: index.keywords,
    noindex: false,
    sidebar: ctx.sidebar,
    breadcrumbs: breadcrumbsFor(ctx.docsSidebar, index.route, index.category.label),
    prev: ctx.neighbour(index.route, -1),
    next: ctx.neighbour(index.route, 1),
    source: index.source ?? index.route,
    cards: cardsOf(index.category.items, ctx.docsByRoute),
  };
}
