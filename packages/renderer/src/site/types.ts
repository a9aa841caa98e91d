import type { OpenApiEntry, PortalConfig } from '../config/schema.ts';
import type { ApiModel, ApiOperation } from '../openapi/api-types.ts';
import type { ExplorerSchemaLinks } from '../openapi/explorer-props.ts';
import type { DocSource } from '../content/types.ts';
import type { SidebarItem } from './sidebar.ts';
import type { ChangelogListing, ChangelogPageData, ChangelogSite } from '../changelog/pages-types.ts';

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

/** The API reference: the model read from the description, and what its pages share. */
export interface ApiSite {
  /** The description's product slug: unique among the site's descriptions. */
  id: string;
  /** Its place in the config's `openapi` list: 0 is the first, at `/api`. */
  index: number;
  /** The navbar item, the breadcrumb and the API sidebar's title. */
  label: string;
  /** The name of its sidebar in `SiteModel.sidebars`: `api` for the first, `api-{productSlug}` for the others. */
  sidebar: string;
  /** Where its pages live: `/api` for the first. */
  routeBase: string;
  /** Its entry of the config's `openapi` (sandbox, explorer options). */
  entry: OpenApiEntry;
  /** Its version name, and the product slug of the description it is a version of. */
  version?: string;
  versionOf?: string;
  model: ApiModel;
  overviewRoute: string;
  /** Public URL of the downloadable description file. */
  downloadHref: string;
  /** The description's file name, for the download link. */
  downloadName: string;
  /** Base URL of the code samples (the sandbox). */
  sandboxUrl: string;
  /** The description file, for messages. */
  source: string;
  /** The explorer's request-body schemas and the URL of the definitions they share (explorer turned on). */
  explorer?: ExplorerSchemaLinks;
}

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

export interface NavbarItem {
  label: string;
  to: string;
  activeBasePath: string;
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
}
