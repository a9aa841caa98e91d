import { MAX_SEGMENT_BYTES, overlongSegment } from '../safety/routes.ts';
import type { NavbarItemConfig, PortalConfig } from '../config/schema.ts';
import { isExternal } from '../url.ts';
import type { Diagnostics } from '../diagnostics.ts';
import { allDocs } from '../content/load-content.ts';
import type { ContentDir, DocSource } from '../content/types.ts';
import { CURRENT_VERSION } from '../content/docs-versions.ts';
import type { DocsVersionsInput } from '../content/load-versions.ts';
import { instanceSidebarName, type DocsInstanceInput } from '../content/load-instances.ts';
import { versionSidebarName, withVersions } from './versions.ts';
import { firstParagraph } from '../content/describe.ts';
import { createSidebarContext, flattenSidebar, sidebarLabelOf, sidebarTrail, type GeneratedIndex, type SidebarItem } from './sidebar.ts';
import { type GeneratedApiFolder, sidebarsFromFile, type SidebarsFile } from './sidebars-file.ts';
import { buildTagPages } from './tags.ts';
import { buildApiPages } from './api-pages.ts';
import { buildApiSidebar } from './api-sidebar.ts';
import { addApiVersionSwitches } from './api-versions.ts';
import { API_ROUTE_BASE } from '../openapi/api-routes.ts';
import { buildChangelogPages, CHANGELOG_ROUTE } from './changelog-pages.ts';
import type { ChangelogSource } from '../changelog/types.ts';
import type {
  ApiSite,
  CategoryCard,
  CategoryPageData,
  Crumb,
  DocPageData,
  NavLink,
  NavbarItem,
  NotFoundPageData,
  PageData,
  SiteModel,
  VersionMetadata,
} from './types.ts';

export interface BuildSiteOptions {
  config: PortalConfig;
  content: ContentDir;
  /** Watch mode serves draft pages (with a banner); `portal build` leaves them out. */
  includeDrafts: boolean;
  diagnostics: Diagnostics;
  /** The API reference, when there is a description (the first one, when `apis` is not given). */
  api?: ApiSite;
  /** Every API description, the first included; defaults to `api` alone. */
  apis?: ApiSite[];
  /** The changelog's posts, when the site has a changelog folder. */
  changelog?: ChangelogSource;
  /** The config's `docs.sidebarPath`, evaluated: its sidebars replace the folder sidebar. */
  sidebarsFile?: SidebarsFile;
  /** The docs versions (`versions.json`); without it, the content folder is the one version, current. */
  versions?: DocsVersionsInput;
  /** The config's other docs instances, read: each built like the main docs under its own route base. */
  instances?: DocsInstanceInput[];
  /** The site's own pages (`src/pages`): React and Markdown pages outside every sidebar. */
  sitePages?: DocSource[];
}

/** One version's guides as the site model reads them. */
interface DocsInput {
  content: ContentDir;
  sidebarsFile?: SidebarsFile;
  /** Every route of the version starts with it. */
  routeBase: string;
  /** The site-wide name of the version's sidebar `name` (the current version keeps its names). */
  sidebarName: (name: string) => string;
  /** "Edit this page" of another docs instance: its `editUrl` and folder (the main docs': the config's). */
  edit?: { base?: string; dir: string };
}

/** "Edit this page": `custom_edit_url` (null: none), else the config's `editUrl` + the guide's path from the config's folder. */
function editUrlOf(config: PortalConfig, doc: DocSource, edit: DocsInput['edit']): string | undefined {
  const custom = doc.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const base = edit ? edit.base : config.docs.editUrl;
  if (!base) return undefined;
  const rel = [edit ? edit.dir : config.contentDir, doc.relPath]
    .join('/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/{2,}/g, '/');
  return `${base.replace(/\/+$/, '')}/${rel}`;
}

/** Navbar items from the config, or Guides, REST API and Changelog (those the site has) by default. */
function navbarItems(config: PortalConfig, apis: readonly ApiSite[], changelog: boolean, pages: readonly PageData[]): NavbarItem[] {
  const sidebarOf = new Map(pages.flatMap((page) => (page.sidebar ? [[page.route, page.sidebar] as const] : [])));
  // A version of another description shares that description's item (its pages switch versions).
  const listed = apis.filter((api) => !api.versionOf || !apis.some((other) => other.id === api.versionOf));
  const items = config.navbar.items.length
    ? config.navbar.items
    : [
        { label: 'Guides', to: '/' },
        ...listed.map((api) => ({ label: api.label, to: api.overviewRoute, activeBasePath: api.routeBase })),
        ...(changelog ? [{ label: config.changelog.title, to: CHANGELOG_ROUTE }] : []),
      ];
  return items.map((item) => navbarItem(item, undefined, sidebarOf));
}

/** One item of the config's navbar as the templates read it (a dropdown's links alike). */
function navbarItem(
  item: NavbarItemConfig | { label: string; to: string; activeBasePath?: string },
  position: 'left' | 'right' | undefined,
  sidebarOf: ReadonlyMap<string, string>,
): NavbarItem {
  if ('type' in item) {
    const links = item.items.map((link) => navbarItem(link, item.position ?? 'left', sidebarOf));
    return { label: item.label, to: links[0]!.to, activeBasePath: '', position: item.position ?? 'left', items: links };
  }
  const given = item as Extract<NavbarItemConfig, { to: string }>;
  const sidebar = given.activeBasePath === undefined ? sidebarOf.get(given.to) : undefined;
  return {
    label: given.label ?? '',
    to: given.to,
    activeBasePath: given.activeBasePath ?? given.to,
    position: given.position ?? position ?? 'left',
    ...(given.ariaLabel ? { ariaLabel: given.ariaLabel } : {}),
    ...(given.icon ? { icon: given.icon } : {}),
    ...(given.className ? { className: given.className } : {}),
    ...(isExternal(given.to) ? { external: true } : {}),
    ...(sidebar ? { sidebar } : {}),
  };
}

/**
 * Breadcrumbs of a page in the docs sidebar: Home, its categories, then the page itself under its
 * sidebar label (`sidebar_label`, a sidebars file's `label`), as Docusaurus shows it; `label` when it is not in the sidebar.
 */
function breadcrumbsFor(sidebar: readonly SidebarItem[], route: string, label: string): Crumb[] {
  const trail = sidebarTrail(sidebar, route) ?? [];
  const crumbs: Crumb[] = route === '/' ? [] : [{ label: 'Home', href: '/' }];
  for (const category of trail) crumbs.push({ label: category.label, href: category.href });
  crumbs.push({ label: sidebarLabelOf(sidebar, route) ?? label });
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

/** One version's pages (guides, generated indexes, tags), sidebars, navigation and metadata. */
function buildDocsVersion(input: DocsInput, options: BuildSiteOptions, routes: ReturnType<typeof routeClaims>) {
  const { config, diagnostics } = options;
  const every = allDocs(input.content);
  const docs = every.filter((d) => options.includeDrafts || !d.draft);
  const docsById = indexDocs(docs, diagnostics);
  const nav = docNavigation(options, input, docsById);
  const tags = buildTagPages({
    docs,
    tagsFile: input.content.tagsFile,
    routeBase: input.routeBase,
    diagnostics,
    describe: (d) => d.frontMatter.description ?? firstParagraph(d.body),
  });

  const pages: PageData[] = [];
  const docsByRoute = new Map<string, DocSource>();
  for (const doc of docs) {
    // A second guide of an id is already an error (`indexDocs`); it would claim the same route again.
    if (docsById.get(doc.id) !== doc) continue;
    // Two guides that are both their folder's index (`index.md` and `README.md`, no `slug`): Docusaurus
    // builds one and warns, and a migrated project must build too. A `slug` written twice stays an error.
    const owner = docsByRoute.get(doc.route);
    if (owner && owner.frontMatter.slug === undefined && doc.frontMatter.slug === undefined) {
      diagnostics.warn(
        `two guides have the route ${doc.route}: ${owner.displayPath} and ${doc.displayPath}, both the index of their folder; ${doc.displayPath} is left out`,
        { file: doc.displayPath, line: 1 },
        'remove one of them, or give it a `slug` of its own',
      );
      continue;
    }
    routes.claim(doc.route, doc.displayPath);
    docsByRoute.set(doc.route, doc);
    pages.push(docPage(doc, { config, nav, tags: tags.tagsOfDoc.get(doc.id), edit: input.edit }));
  }
  const docsName = input.sidebarName('docs');
  for (const index of nav.generatedIndexes) {
    const sidebar = nav.sidebarOf(index.route) ?? docsName;
    pages.push(
      categoryPage(index, {
        docsSidebar: nav.docSidebars[sidebar] ?? nav.docsSidebar,
        docsByRoute,
        neighbour: (route, step) => nav.neighbour(route, step, sidebar),
        claim: routes.claim,
        sidebar,
      }),
    );
  }
  pages.push(...tagPages(tags, routes.claim, docsName));
  return { every, docs, docsById, docsByRoute, nav, pages };
}

/** Builds every route, the sidebars, breadcrumbs, prev/next and the version metadata. */
export function buildSite(options: BuildSiteOptions): SiteModel {
  const { config, diagnostics } = options;
  const routes = routeClaims(diagnostics);
  const plans = options.versions?.plans;
  const currentPlan = plans?.find((plan) => plan.name === CURRENT_VERSION);
  const current = buildDocsVersion(
    {
      content: currentPlan || !plans ? options.content : EMPTY_DIR,
      sidebarsFile: options.sidebarsFile,
      routeBase: currentPlan?.routeBase ?? config.docs.routeBasePath,
      sidebarName: (name) => name,
    },
    options,
    routes,
  );
  const { every, docs, docsById, docsByRoute, nav } = current;
  const pages: PageData[] = [...current.pages];
  const versioned = (options.versions?.versioned ?? []).map((v) => {
    const built = buildDocsVersion(
      { content: v.content, sidebarsFile: v.sidebarsFile, routeBase: v.plan.routeBase, sidebarName: (name) => versionSidebarName(v.plan.name, name) },
      options,
      routes,
    );
    pages.push(...built.pages);
    return { plan: v.plan, built };
  });
  // Another docs instance is built like the main docs, under its route base, its sidebars named after it.
  const instances = (options.instances ?? []).map(({ instance, content, sidebarsFile }) => {
    const built = buildDocsVersion(
      {
        content,
        sidebarsFile,
        routeBase: instance.routeBasePath,
        sidebarName: (name) => instanceSidebarName(instance.id, name),
        edit: { base: instance.editUrl, dir: instance.path },
      },
      options,
      routes,
    );
    pages.push(...built.pages);
    return { instance, built };
  });
  for (const doc of (options.sitePages ?? []).filter((d) => options.includeDrafts || !d.draft)) {
    routes.claim(doc.route, doc.displayPath);
    pages.push(sitePageData(doc, config));
  }
  const last = versioned.find((v) => v.plan.isLast)?.built ?? current;
  if (!routes.has('/')) {
    // Without a guide or a page of src/pages at `/`, the home lists the docs sidebar.
    routes.claim('/', 'home');
    const homeSidebar = last === current ? 'docs' : versionSidebarName(versioned.find((v) => v.built === last)!.plan.name, 'docs');
    pages.push({
      kind: 'category',
      route: '/',
      title: config.title,
      description: config.tagline,
      noindex: false,
      sidebar: homeSidebar,
      breadcrumbs: [],
      source: 'home',
      cards: cardsOf(last.nav.docsSidebar, last.docsByRoute),
    });
  }
  const apis = options.apis ?? (options.api ? [options.api] : []);
  const apiSidebars = Object.fromEntries(apis.map((api) => [api.sidebar, buildApiSidebar(api.model, api.overviewRoute)]));
  const apiSidebar = apiSidebars.api ?? [];
  const apiPages = apis.flatMap((api) => buildApiPages(api));
  addApiVersionSwitches(apis, apiPages);
  checkApiBases(apis, docs, diagnostics);
  const changelog = options.changelog && buildChangelogPages({ source: options.changelog, config, includeDrafts: options.includeDrafts });
  for (const page of [...apiPages, ...(changelog?.pages ?? [])]) {
    routes.claim(page.route, page.source);
    pages.push(page);
  }

  // As Docusaurus: the guide at the docs' base, else the first of the docs sidebar (a sidebars file leaves `nav.order` empty), else the first guide.
  const docsBase = currentPlan?.routeBase ?? config.docs.routeBasePath;
  const mainDoc =
    docsByRoute.get('/') ??
    docsByRoute.get(docsBase) ??
    docsById.get(nav.order[0]?.docId ?? '') ??
    docsByRoute.get(flattenSidebar(nav.docsSidebar)[0]?.href ?? '') ??
    docs[0];
  const version: VersionMetadata = {
    name: 'current',
    label: currentPlan?.label ?? 'Next',
    isLast: currentPlan?.isLast ?? true,
    // A site without versions.json keeps the one version's metadata as before (path `/` whatever the docs' base).
    path: plans && plans.length > 1 && currentPlan ? currentPlan.routeBase : '/',
    mainDocId: mainDoc?.id ?? '',
    draftIds: every.filter((d) => d.draft).map((d) => d.id),
    sidebars: apis.length ? { ...nav.docSidebars, ...apiSidebars } : { ...nav.docSidebars },
    docs: docs.map((d) => ({ id: d.id, path: d.route, sidebar: nav.sidebarOfDoc.get(d.id) })),
  };
  const site: SiteModel = {
    config,
    navbarItems: navbarItems(config, apis, Boolean(changelog), pages),
    sidebars: {
      ...nav.docSidebars,
      docs: nav.docsSidebar,
      ...apiSidebars,
      api: apiSidebar,
      ...Object.assign({}, ...versioned.map((v) => v.built.nav.docSidebars), ...instances.map((i) => i.built.nav.docSidebars)),
    },
    pages,
    notFound: NOT_FOUND,
    version,
    routeOfFile: new Map(every.map((d) => [d.relPath, d.route])),
    api: apis[0],
    apis,
    changelog: changelog?.site,
    ...(instances.length ? { instanceFiles: new Map(instances.map((i) => [i.instance.id, new Map(i.built.every.map((d) => [d.relPath, d.route]))])) } : {}),
  };
  if (!plans || plans.length < 2) return site;
  return withVersions(site, [...(currentPlan ? [{ plan: currentPlan, built: current }] : []), ...versioned]);
}

const EMPTY_DIR: ContentDir = { relDir: '', name: '', dirName: '', docs: [], dirs: [], category: {} };

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
    if (other)
      diagnostics.error(
        `two guides have the id "${doc.id}": ${other.displayPath} and ${doc.displayPath}`,
        { file: doc.displayPath, line: 1 },
        'give one of them another `id` in its front matter',
      );
    else docsById.set(doc.id, doc);
  }
  return docsById;
}

/** Each route's one page: a second page claiming a route is an error naming both sources. */
/** A description's base path (`routeBasePath`) holds its pages only: a guide at or under it is an error naming both. */
function checkApiBases(apis: readonly ApiSite[], docs: readonly DocSource[], diagnostics: Diagnostics): void {
  for (const api of apis) {
    if (api.routeBase === API_ROUTE_BASE) continue;
    for (const doc of docs) {
      if (doc.route === api.routeBase || doc.route.startsWith(`${api.routeBase}/`)) {
        diagnostics.error(
          `the guide ${doc.displayPath} (route ${doc.route}) is under the routeBasePath ${api.routeBase} of the API description ${api.source}`,
          { file: doc.displayPath, line: 1 },
          "give the guide another `slug`, or the description another `routeBasePath` in the config's `openapi` list",
        );
      }
    }
  }
}

function routeClaims(diagnostics: Diagnostics) {
  const owners = new Map<string, string>();
  return {
    claim(route: string, source: string): void {
      const long = overlongSegment(route);
      if (long !== undefined) {
        diagnostics.error(
          `the route of this page has a part of ${Buffer.byteLength(long)} bytes ("${long.slice(0, 40)}…"), longer than a file name may be (${MAX_SEGMENT_BYTES} bytes)`,
          { file: source, line: 1 },
          'shorten the slug, id, tag or operationId the route comes from',
        );
        return;
      }
      const owner = owners.get(route);
      if (owner)
        diagnostics.error(
          `two pages have the route ${route}: ${owner} and ${source}`,
          { file: source, line: 1 },
          /\.(md|mdx)$/i.test(source)
            ? 'change the `slug` in the front matter of one of them'
            : 'give one of them another `link.slug` (in its `_category_` file or sidebars file), or another route to the guide',
        );
      else owners.set(route, source);
    },
    has: (route: string) => owners.has(route),
  };
}

type DocNavigation = ReturnType<typeof docNavigation>;

/** The API references whose route base lies under the docs' (`/docs/food/burgers`): a sidebars file may name them as folders. */
function apiFolders(options: BuildSiteOptions, docsBase: string): GeneratedApiFolder[] {
  const base = docsBase.endsWith('/') ? docsBase : `${docsBase}/`;
  return (options.apis ?? (options.api ? [options.api] : []))
    .filter((api) => api.routeBase.startsWith(base))
    .map((api) => ({ dirName: api.routeBase.slice(base.length).replace(/\/+$/, ''), label: api.label, href: api.overviewRoute }));
}

/**
 * The guides' sidebars (from the content folder, or the sidebars file) and what a page reads of
 * them: which sidebar it shows, its previous and next pages, and the front matter that overrides them.
 */
function docNavigation(options: BuildSiteOptions, input: DocsInput, docsById: Map<string, DocSource>) {
  const { diagnostics } = options;
  const context = createSidebarContext({ root: input.content, docsById, diagnostics, routeBase: input.routeBase });
  const named = input.sidebarsFile
    ? sidebarsFromFile({
        sidebarsFile: input.sidebarsFile,
        context,
        docsById,
        root: input.content,
        diagnostics,
        apiFolders: apiFolders(options, input.routeBase),
        baseUrl: options.config.baseUrl,
      })
    : new Map([['docs', context.dirItems(input.content, true).items]]);
  // The first sidebar is `docs` (what the layout and the site's files read); the others keep their names, `api` excepted.
  const nameOf = new Map(
    [...named.keys()].map((name, i) => [name, input.sidebarName(i === 0 ? 'docs' : name === 'api' || name === 'docs' ? `${name}-sidebar` : name)]),
  );
  const docSidebars: Record<string, SidebarItem[]> = Object.fromEntries([...named].map(([name, items]) => [nameOf.get(name)!, items]));
  const orders = new Map(Object.entries(docSidebars).map(([name, items]) => [name, flattenSidebar(items)]));
  const indexes = new Map([...orders].map(([name, links]) => [name, new Map(links.map((link, i) => [link.href, i]))]));
  const sidebarOfDoc = new Map<string, string | undefined>();
  // A guide's `pagination_label` names it in its neighbours' previous/next buttons.
  const paginationLabels = new Map(
    [...docsById.values()].filter((doc) => doc.frontMatter.pagination_label !== undefined).map((doc) => [doc.route, doc.paginationLabel]),
  );

  /** The sidebar a page shows: `displayed_sidebar`, else the first that links to it (every page, without a sidebars file). */
  const sidebarOf = (route: string, doc?: DocSource): string | undefined => {
    const displayed = doc?.frontMatter.displayed_sidebar;
    if (displayed === null) return undefined;
    if (displayed !== undefined) {
      if (nameOf.has(displayed)) return nameOf.get(displayed);
      diagnostics.warn(
        `\`displayed_sidebar\` names an unknown sidebar "${displayed}"`,
        { file: doc!.displayPath, line: doc!.frontMatterLines.displayed_sidebar ?? 1 },
        `sidebars: ${[...nameOf.keys()].join(', ')}`,
      );
    }
    if (!input.sidebarsFile) return input.sidebarName('docs');
    return Object.entries(docSidebars).find(([, items]) => sidebarTrail(items, route) !== undefined)?.[0];
  };
  const neighbour = (route: string, step: -1 | 1, sidebar: string | undefined = input.sidebarName('docs')): NavLink | undefined => {
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
      diagnostics.warn(
        `\`${key}\` points to an unknown doc id "${ref}"`,
        { file: doc.displayPath, line: doc.frontMatterLines[key] ?? 1 },
        'use the id of another guide, e.g. guides/custom-api/refunds',
      );
      return fallback;
    }
    return { label: target.paginationLabel, href: target.route };
  };
  return {
    docSidebars,
    docsSidebar: docSidebars[input.sidebarName('docs')] ?? [],
    generatedIndexes: context.generatedIndexes,
    order: orders.get('docs') ?? [],
    sidebarOf,
    sidebarOfDoc,
    neighbour,
    override,
  };
}

/** A guide's page: its sidebar, breadcrumbs, previous and next pages, table of contents, edit link and tags. */
function docPage(
  doc: DocSource,
  ctx: { config: PortalConfig; nav: DocNavigation; tags: DocPageData['tags'] | undefined; edit?: DocsInput['edit'] },
): DocPageData {
  const { config, nav } = ctx;
  const fm = doc.frontMatter;
  const sidebar = nav.sidebarOf(doc.route, doc);
  nav.sidebarOfDoc.set(doc.id, sidebar);
  const editUrl = editUrlOf(config, doc, ctx.edit);
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

/** A page of the site's pages folder: no sidebar, breadcrumbs or pagination; a Markdown page keeps its table of contents, as in Docusaurus. */
function sitePageData(doc: DocSource, config: PortalConfig): DocPageData {
  const fm = doc.frontMatter;
  const toc =
    doc.sitePage === 'markdown' && !fm.hide_table_of_contents
      ? { min: fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel, max: fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel }
      : undefined;
  return {
    kind: 'doc',
    route: doc.route,
    title: doc.title,
    description: fm.description ?? (doc.sitePage === 'markdown' ? firstParagraph(doc.body) : config.tagline),
    keywords: fm.keywords,
    noindex: doc.unlisted || doc.draft,
    breadcrumbs: [],
    source: doc.displayPath,
    doc,
    ...(toc ? { toc } : {}),
    unlisted: doc.unlisted,
    draft: doc.draft,
  };
}

/** `/tags` and a page per tag, as Docusaurus makes them. */
function tagPages(tags: ReturnType<typeof buildTagPages>, claim: (route: string, source: string) => void, sidebar: string): PageData[] {
  const crumbs = (label?: string): Crumb[] => [
    { label: 'Home', href: '/' },
    ...(label ? [{ label: 'Tags', href: tags.index!.route }, { label }] : [{ label: 'Tags' }]),
  ];
  const pages: PageData[] = [];
  if (tags.index) {
    claim(tags.index.route, 'tags');
    pages.push({
      kind: 'category',
      route: tags.index.route,
      title: 'Tags',
      noindex: false,
      sidebar,
      breadcrumbs: crumbs(),
      source: 'tags',
      cards: tags.index.cards,
    });
  }
  for (const tag of tags.pages) {
    claim(tag.route, `tag ${tag.route}`);
    pages.push({
      kind: 'category',
      route: tag.route,
      title: tag.title,
      description: tag.description,
      noindex: false,
      sidebar,
      breadcrumbs: crumbs(tag.title),
      source: `tag ${tag.route}`,
      cards: tag.cards,
    });
  }
  return pages;
}

function categoryPage(
  index: GeneratedIndex,
  ctx: {
    docsSidebar: SidebarItem[];
    docsByRoute: Map<string, DocSource>;
    neighbour: (route: string, step: -1 | 1) => NavLink | undefined;
    claim: (route: string, source: string) => void;
    sidebar: string;
  },
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
