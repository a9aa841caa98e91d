import type { ApiMention } from '../markdown/remark-api-mentions.ts';
import type { LinkRef } from '../markdown/context.ts';
import { isExternal, safeDecode, withBase, withoutBase } from '../url.ts';
import { extractLinks, type HtmlScan } from './extract-links.ts';
import { contentRange, PAGE_REGIONS } from './page-regions.ts';

/** A link that needs checking, made absolute (`/route#anchor`), with where it was written when known. */
export interface CheckableLink {
  /** Absolute path on the site, with `#anchor` but without query. */
  target: string;
  /** The URL as it appears in the source (or in the HTML when there is no source). */
  written: string;
  image: boolean;
  line?: number;
  column?: number;
  /** The file it is written in when that is not the page's (a partial the page imports). */
  file?: string;
  /** A Markdown file link (`./x.md`) that matched no guide. */
  unresolvedMarkdown?: boolean;
  /** A URL of the site's own origin outside its base path (`target` is the URL as written). */
  outsideBase?: boolean;
  /**
   * A link no Docusaurus check looks at (a full URL of the site's own origin; an image written in JSX
   * or HTML rather than as a Markdown image): broken, it is a warning even where broken links stop
   * the build, so that a migrated project builds as it did (`--strict` still stops on it).
   */
  warnOnly?: boolean;
}

/** Where the site is served: its base path (the config's `baseUrl`) and its URL's origin. */
export interface SiteLocation {
  base: string;
  origin: string;
}

/** The link facts of one page, small enough to send back from a render worker. */
export interface PageLinks {
  route: string;
  /** Source file for messages. */
  file: string;
  ids: string[];
  /** Links in the page's own content. */
  content: CheckableLink[];
  /** `#anchor` links to this very page whose anchor does not exist (checked where the page was rendered). */
  brokenOwnAnchors: CheckableLink[];
  /** What the page's source says about the API, checked against the description (openapi/check-guide-mentions.ts). */
  apiMentions?: ApiMention[];
}

/** Links outside the content (navbar, sidebar, breadcrumbs, TOC, pagination, footer), counted once per URL. */
export type LayoutLinks = Map<string, { image: boolean; count: number; pages: string[]; warnOnly?: boolean }>;

/** `./x#a` on `/guides/y` → `/guides/x#a`; drops the query string. Undefined for external URLs. */
function absoluteTarget(url: string, route: string, site?: SiteLocation): string | { outside: string } | undefined {
  if (site && site.base !== '/') return targetUnderBase(url, route, site);
  // Most links (the whole sidebar on every page) are already clean absolute paths: no URL parsing.
  if (url.startsWith('/') && !url.startsWith('//') && !/[?\\]|\/\.\.?(\/|$|#)/.test(url)) return url;
  if (isExternal(url)) return undefined;
  const resolved = new URL(url, `https://portal.invalid${route}`);
  return `${resolved.pathname}${resolved.hash}`;
}

/**
 * On a site with a base path, what a link names as Docusaurus resolves it: a path written with the
 * base (`/docs/guides/x`) or without (`/guides/x`) is the route `/guides/x`; a relative link resolves
 * against the page's URL (`/docs/guides/y`); a URL of the site's own origin counts as the path it
 * names, while a full URL of it outside the base (`https://site/pricing`) is another part of that
 * origin, served by something else, and not checked (as Docusaurus checks no full URL). A path that
 * leaves the base (`../../x`, `/..`) is `outside`.
 */
function targetUnderBase(url: string, route: string, site: SiteLocation): string | { outside: string } | undefined {
  if (url.startsWith('#')) return url;
  let resolved: URL;
  if (isExternal(url)) {
    if (!/^https?:/i.test(url)) return undefined;
    try {
      resolved = new URL(url);
    } catch {
      return undefined;
    }
    if (resolved.origin !== site.origin) return undefined;
  } else if (url.startsWith('/')) {
    resolved = new URL(withBase(url, site.base), 'https://portal.invalid');
  } else {
    resolved = new URL(url, `https://portal.invalid${withBase(route, site.base)}`);
  }
  const { pathname } = resolved;
  const bare = site.base.slice(0, -1);
  if (pathname !== bare && !pathname.startsWith(site.base)) return isExternal(url) ? undefined : { outside: url };
  return `${withoutBase(pathname, site.base)}${resolved.hash}`;
}

/** Where the sidebar is: its links come from the site model and are checked once, not on every page. */
function sidebarRange(html: string): [number, number] {
  const { sidebar } = PAGE_REGIONS;
  const start = html.indexOf(sidebar.start);
  const end = start === -1 ? -1 : html.indexOf(sidebar.end, start);
  return start === -1 || end === -1 ? [0, 0] : [start, end];
}

/**
 * Sorts a rendered page's links: anchors on the page itself are checked here (they are the most
 * numerous), content links keep the position of the Markdown link they came from, and layout
 * links are counted once per URL for the whole site.
 */
export function collectPageLinks(args: {
  html: string;
  route: string;
  file: string;
  sourceLinks: readonly LinkRef[];
  /** Check only the content `<a>`s that `sourceLinks` account for (an MDX page: not those a site component renders on its own). */
  writtenLinksOnly?: boolean;
  layout: LayoutLinks;
  /** Told each layout link counted, in order (a page kept by the build cache counts them again, `countLayoutLink`). */
  layoutTargets?: [string, boolean][];
  scan?: HtmlScan;
  site?: SiteLocation;
}): PageLinks {
  const { html, route } = args;
  // The page's own content: its links keep their Markdown positions.
  const [start, end] = contentRange(html);
  const { hrefs, ids } = extractLinks(html, sidebarRange(html), args.scan);
  const inContent = hrefs.filter((h) => h.at >= start && h.at < end);
  // The sidebar's links are not read at all (extractLinks skips them).
  const outside = hrefs.filter((h) => h.at < start || h.at >= end);
  const idSet = new Set(ids);
  const unused = [...args.sourceLinks];
  const content: CheckableLink[] = [];
  const brokenOwnAnchors: CheckableLink[] = [];
  for (const { url, image } of inContent) {
    const found = absoluteTarget(url, route, args.site);
    if (found === undefined) continue;
    const at = unused.findIndex((l) => l.resolved === url || encodeURI(l.resolved) === url);
    const source = at === -1 ? undefined : unused.splice(at, 1)[0];
    if (!source && !image && args.writtenLinksOnly) continue;
    const outside = typeof found === 'object';
    const target = outside ? found.outside : found;
    const link: CheckableLink = {
      target,
      written: source?.raw ?? url,
      image,
      line: source?.line,
      column: source?.column,
      ...(source?.file ? { file: source.file } : {}),
      ...(outside ? { outsideBase: true } : {}),
      ...(isExternal(url) || (image && source?.kind !== 'image') ? { warnOnly: true } : {}),
    };
    if (source?.kind === 'markdown-file' && source.resolved === source.raw) link.unresolvedMarkdown = true;
    if (url.startsWith('#')) {
      if (!idSet.has(safeDecode(url.slice(1)))) brokenOwnAnchors.push({ ...link, target: `${route}${url}` });
      continue;
    }
    content.push(link);
  }
  for (const { url, image } of outside) {
    const found = absoluteTarget(url, route, args.site);
    if (found === undefined) continue;
    // A layout link outside the base is reported as written (the checker finds no route for it).
    const target = typeof found === 'object' ? found.outside : found;
    if (url.startsWith('#')) {
      if (!idSet.has(safeDecode(url.slice(1)))) brokenOwnAnchors.push({ target: `${route}${url}`, written: url, image });
      continue;
    }
    countLayoutLink(args.layout, target, image, route);
    args.layoutTargets?.push([target, image]);
  }
  return { route, file: args.file, ids, content, brokenOwnAnchors };
}

/** Counts one layout link of the page at `route`. */
export function countLayoutLink(layout: LayoutLinks, target: string, image: boolean, route: string): void {
  const entry = layout.get(target) ?? { image, count: 0, pages: [] };
  entry.count++;
  entry.pages = firstPages(entry.pages, [route]);
  layout.set(target, entry);
}

/** How many of the pages a layout link is on its message names. */
const PAGES_NAMED = 5;

/**
 * The first pages by route of two lists: the same whichever thread rendered which page (the first
 * pages met depended on it, and so did the message).
 */
function firstPages(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])].sort().slice(0, PAGES_NAMED);
}

/** Adds the layout links counted on some pages to those counted on others (a page list keeps its first five routes). */
export function mergeLayoutLinks(into: LayoutLinks, from: LayoutLinks): void {
  for (const [url, use] of from) {
    const seen = into.get(url);
    if (!seen) into.set(url, { ...use, pages: [...use.pages] });
    else {
      seen.count += use.count;
      seen.pages = firstPages(seen.pages, use.pages);
    }
  }
}
