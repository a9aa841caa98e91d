import type { PortalConfig } from '../config/schema.ts';
import type { ApiOperation } from '../openapi/api-types.ts';
import type { ApiSite } from '../openapi/api-site.ts';
import type { DocSource } from '../content/types.ts';
import type { SidebarItem } from './sidebar.ts';
import type { ChangelogPost } from '../changelog/types.ts';

export type { ApiSite };

export interface Crumb {
  label: string;
  href?: string;
}

export interface NavLink {
  label: string;
  href: string;
}

/** What every page has, whatever its kind. */
export interface BasePage {
  route: string;
  /** The page's own title (the h1); `<title>` adds the site title. */
  title: string;
  description?: string;
  keywords?: string[];
  /** `noindex, nofollow` and out of the sitemap. */
  noindex: boolean;
  /** Which sidebar the page shows, if any: `docs`, `api`, or another sidebar of a sidebars file. */
  sidebar?: string;
  breadcrumbs: Crumb[];
  prev?: NavLink;
  next?: NavLink;
  /** The file the page comes from, for messages. */
  source: string;
  /** The docs version the page belongs to, on a site with `versions.json`. */
  docsVersion?: PageVersion;
  /** The whole `<title>` when the page gave it (an MDX or React page's `<Head><title>`); else `title` and the site's. */
  documentTitle?: string;
}

/** A link of the version dropdown. */
export interface VersionLink {
  name: string;
  label: string;
  href: string;
}

/** A versioned page's version: the dropdown's links (this page in each version) and its banner. */
export interface PageVersion {
  name: string;
  label: string;
  links: VersionLink[];
  /** Unreleased or unmaintained: a link to this page in the last version (else its main doc). */
  banner?: { kind: 'unreleased' | 'unmaintained'; latestHref: string; latestLabel: string };
  /** A guide of the version shows "Version: label" above its title. */
  badge?: true;
}

export interface DocPageData extends BasePage {
  kind: 'doc';
  doc: DocSource;
  /** Heading levels the TOC shows, or undefined when the page hides it. */
  toc?: { min: number; max: number };
  unlisted: boolean;
  draft: boolean;
  /** "Edit this page": `custom_edit_url` or the config's `docs.editUrl` + the file's path. */
  editUrl?: string;
  /** The guide's front matter `tags`, each linking to its tag page. */
  tags?: NavLink[];
}

export interface CategoryCard {
  label: string;
  href: string;
  description?: string;
  /** For a category: how many items it holds. */
  itemCount?: number;
}

export interface CategoryPageData extends BasePage {
  kind: 'category';
  cards: CategoryCard[];
}

export interface NotFoundPageData extends BasePage {
  kind: 'not-found';
}

export interface ApiOverviewPageData extends BasePage {
  kind: 'api-overview';
  /** The description's id (`ApiSite.id`); the page's sidebar is that description's. */
  api: string;
  /** The version switch, when the description has versions: each version's label and where it takes the reader. */
  versions?: ApiVersionChoice[];
}

export interface ApiOperationPageData extends BasePage {
  kind: 'api-operation';
  operation: ApiOperation;
  api: string;
  versions?: ApiVersionChoice[];
}

/** One choice of an API page's version switch. */
export interface ApiVersionChoice {
  label: string;
  href: string;
  current: boolean;
}

/** One page of the site: everything its template reads (templates never reach elsewhere). */
export type PageData = DocPageData | CategoryPageData | NotFoundPageData | ApiOverviewPageData | ApiOperationPageData | ChangelogPageData | ChangelogListing;

/** A doc as SPEC §3 lists it. */
export interface VersionDoc {
  id: string;
  path: string;
  sidebar?: string;
}

/** The docs version metadata given to templates and written to the output for tooling. */
export interface VersionMetadata {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  draftIds: string[];
  sidebars: Record<string, SidebarItem[]>;
  docs: VersionDoc[];
}

/** A navbar item: a link (to a route, or a URL of another site), or a dropdown of links (`items`). */
export interface NavbarItem {
  /** The text shown ('' for an icon link, named by `ariaLabel`). */
  label: string;
  /** The link's target; a dropdown's is its first item's. */
  to: string;
  activeBasePath: string;
  /** Which end of the navbar holds it. */
  position: 'left' | 'right';
  ariaLabel?: string;
  icon?: 'github';
  /** The config's `className`: the site's stylesheet may draw the item (an icon link without a label). */
  className?: string;
  /** A URL of another site: opens in a new tab, marked as external. */
  external?: boolean;
  /** The sidebar of the page it leads to, when the config gives no `activeBasePath`: the item is active on every page of that sidebar, as Docusaurus's `doc` items. */
  sidebar?: string;
  /** A dropdown's links. */
  items?: NavbarItem[];
}

/** The whole site, built once from the loaded sources; render only reads it. */
export interface SiteModel {
  config: PortalConfig;
  navbarItems: NavbarItem[];
  /** `docs` and `api`, plus the other sidebars of a sidebars file by name. */
  sidebars: { docs: SidebarItem[]; api: SidebarItem[] } & Record<string, SidebarItem[]>;
  pages: PageData[];
  notFound: NotFoundPageData;
  version: VersionMetadata;
  /** Content-relative Markdown path → route, for `./other.md` links. */
  routeOfFile: Map<string, string>;
  /** The API reference, when the site has an API description: the first description. */
  api?: ApiSite;
  /** Every API description, the first included (empty without one). */
  apis: ApiSite[];
  /** The changelog, when the site has posts (its feeds are written from it). */
  changelog?: ChangelogSite;
  /** Every docs version, newest first, on a site with `versions.json` (`version` is current's). */
  versions?: VersionMetadata[];
  /** The dropdown's links on pages of no version: each version's main doc. */
  versionLinks?: VersionLink[];
  /** An older version's `routeOfFile`, by version name. */
  versionFiles?: Map<string, Map<string, string>>;
  /** Another docs instance's `routeOfFile` (its folder's Markdown paths → routes), by instance id. */
  instanceFiles?: Map<string, Map<string, string>>;
}

// The changelog's pages (site/changelog-pages.ts).
/** One year of the blog sidebar: its heading and its posts, newest first. */
export interface SidebarYear {
  year: string;
  posts: NavLink[];
}

/** The blog sidebar shown on the changelog's list and post pages. */
export interface ChangelogSidebar {
  title: string;
  years: SidebarYear[];
}

/** What every changelog page shares. */
interface ChangelogBase extends BasePage {
  blogSidebar: ChangelogSidebar;
  /** Routes of the RSS and Atom feeds, for the head's alternate links. */
  feeds: { rss: string; atom: string };
}

/** A changelog post page (the kind search and llms.txt index). */
export interface ChangelogPageData extends ChangelogBase {
  kind: 'changelog';
  post: ChangelogPost;
  /** Heading levels the TOC shows, or undefined when the post hides it. */
  toc?: { min: number; max: number };
}

/** Page links of a paginated list. */
export interface ListPagination {
  page: number;
  pages: number;
  newer?: string;
  older?: string;
}

/** A tag with how many listed posts carry it. */
export interface TagCount {
  label: string;
  route: string;
  count: number;
}

/** A page that lists posts: the list, a tag, all tags, the archive. */
export interface ChangelogListing extends ChangelogBase {
  kind: 'changelog-list';
  view: 'list' | 'tag' | 'tags' | 'archive';
  /** Text under the title. */
  intro?: string;
  /** `list` and `tag`: the posts of this page, newest first. */
  posts: ChangelogPost[];
  pagination?: ListPagination;
  /** `tags`: every tag, by label. */
  tags: TagCount[];
  /** `archive`: every listed post by year, newest first. */
  archive: SidebarYear[];
}

/** What the site keeps of the changelog for its feeds. */
export interface ChangelogSite {
  route: string;
  title: string;
  description: string;
  /** Listed posts (no drafts, no unlisted ones), newest first. */
  posts: ChangelogPost[];
}
