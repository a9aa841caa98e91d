import { mapDocGlobs } from './map-doc-globs.ts';
import path from 'node:path';
import type { NavbarItemConfig, PortalConfigInput } from '../config/schema.ts';
import { isExternal, withoutBase } from '../url.ts';

/** A Docusaurus config value as evaluated: plain data. */
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFunctionValue = (v: unknown): boolean => isObject(v) && '[function]' in v;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The routes of one docs instance's guides, as portal will build them. */
export interface DocRoutes {
  firstRouteOf(sidebarId: string): string | undefined;
  routeOfDoc(docId: string): string | undefined;
}

/** Where `doc` and `docSidebar` items lead: the docs instance they name (`docsPluginId`; `default` is the main docs). */
export interface InstanceRoutes {
  base: string;
  routes: DocRoutes;
}

export interface NavigationContext {
  /** The docs instances by plugin id (`default`: the main docs). */
  instances: Map<string, InstanceRoutes>;
  /** The blog's route base, when the project has one (not carried over). */
  blogBase?: string;
  /** The site's base path (`/docs/`), taken off the routes written with it. */
  baseUrl: string;
  notCarried: string[];
}

type NavbarLink = Extract<NavbarItemConfig, { to: string }>;

/** Docusaurus's GitHub icon link: a class of the site's CSS (`header-github-link`) and the repository's URL. */
function iconOf(item: Json, target: string | undefined): 'github' | undefined {
  const className = str(item.className) ?? '';
  return /github/i.test(className) || (!str(item.label) && target !== undefined && /^https?:\/\/(www\.)?github\.com\//i.test(target)) ? 'github' : undefined;
}

/** One link item (`default`/`link`, `doc`, `docSidebar`) as portal's, or why it was not carried over. */
function navbarLink(item: Json, ctx: NavigationContext): NavbarLink | string {
  const type = str(item.type) ?? 'default';
  const ariaLabel = str(item['aria-label']);
  const label = str(item.label);
  let to: string | undefined;
  if (type === 'default' || type === 'link') {
    const written = str(item.href) ?? str(item.to);
    if (written && /^https?:\/\//i.test(written)) to = written;
    else if (written && isExternal(written)) return `navbar item "${label ?? written}" (${written}): only routes and http(s) links`;
    // A route written with the site's base path or without (`/docs/intro` on `/docs/` is `/intro`).
    else if (written) to = withoutBase(written.startsWith('/') ? written : `/${written}`, ctx.baseUrl);
  } else if (type === 'doc' || type === 'docSidebar') {
    const pluginId = str(item.docsPluginId) ?? 'default';
    const instance = ctx.instances.get(pluginId);
    if (!instance)
      return `navbar item "${label ?? str(item.docId) ?? str(item.sidebarId) ?? type}" (${type} of the docs plugin "${pluginId}", which was not carried over)`;
    // A doc's route is its page's (`usage/index` is `/usage`, an id in front matter renames it), else the id under the instance's base.
    if (type === 'doc' && str(item.docId)) to = instance.routes.routeOfDoc(str(item.docId)!) ?? path.posix.join(instance.base, str(item.docId)!);
    else if (type === 'docSidebar') to = instance.routes.firstRouteOf(str(item.sidebarId) ?? '') ?? instance.base;
    if (to && pluginId !== 'default' && !str(item.activeBasePath)) item = { ...item, activeBasePath: instance.base };
  } else if (type === 'html') {
    return `navbar item given as html${str(item.value) ? ` (${str(item.value)!.slice(0, 40)})` : ''}`;
  } else {
    return `navbar item${label ? ` "${label}"` : ''} (type ${type}): portal's navbar holds links, dropdowns, the docs version dropdown and search`;
  }
  if (!to) return `navbar item${label ? ` "${label}"` : ''} (${type}) without a target`;
  if (ctx.blogBase && (to === ctx.blogBase || to.startsWith(`${ctx.blogBase}/`))) return `navbar item "${label ?? to}" (${to}): the blog is not carried over`;
  const icon = iconOf(item, to);
  const name = label ?? ariaLabel ?? (icon ? 'GitHub repository' : str(item.docId));
  if (!name) return `navbar item (${to}) without a label or aria-label`;
  return {
    ...(label && !(icon && !label) ? { label } : {}),
    to,
    ...(str(item.activeBasePath) ? { activeBasePath: path.posix.join('/', str(item.activeBasePath)!) } : {}),
    ...(item.position === 'right' ? { position: 'right' as const } : {}),
    ...(ariaLabel || (icon && !label) || !label ? { ariaLabel: ariaLabel ?? name } : {}),
    ...(icon ? { icon } : {}),
    // The site's stylesheet draws other icons on the class (`header-npm-link`); portal draws GitHub's itself.
    ...(!icon && str(item.className) && /^[A-Za-z_][\w-]*(\s+[A-Za-z_][\w-]*)*$/.test(str(item.className)!.trim())
      ? { className: str(item.className)!.trim() }
      : {}),
  };
}

/**
 * Docusaurus's navbar items as portal's: links to routes or other sites, `doc`/`docSidebar` items of any
 * docs instance, dropdowns, icon links and their position; search and the version dropdown are portal's
 * own; anything else is listed in `notCarried`.
 */
export function mapNavbarItems(items: unknown, ctx: NavigationContext): NavbarItemConfig[] {
  const out: NavbarItemConfig[] = [];
  for (const item of Array.isArray(items) ? items : []) {
    if (!isObject(item)) continue;
    const type = str(item.type) ?? 'default';
    // portal's navbar has the version dropdown whenever the site has versions.json, and its search button always.
    if (type === 'docsVersionDropdown' || type === 'search' || type === 'localeDropdown') {
      if (type === 'localeDropdown') ctx.notCarried.push('navbar item localeDropdown (portal builds one language)');
      continue;
    }
    if (type === 'dropdown') {
      const label = str(item.label) ?? 'More';
      const links: NavbarLink[] = [];
      for (const sub of Array.isArray(item.items) ? item.items : []) {
        if (!isObject(sub)) continue;
        const mapped = navbarLink(sub, ctx);
        if (typeof mapped === 'string') ctx.notCarried.push(`in dropdown "${label}": ${mapped}`);
        else links.push(mapped.label ? mapped : { ...mapped, label: mapped.ariaLabel });
      }
      if (links.length) out.push({ type: 'dropdown', label, items: links, ...(item.position === 'right' ? { position: 'right' as const } : {}) });
      else ctx.notCarried.push(`navbar dropdown "${label}": none of its items could be carried over`);
      continue;
    }
    const mapped = navbarLink(item, ctx);
    if (typeof mapped === 'string') ctx.notCarried.push(mapped);
    else out.push(mapped);
  }
  return out;
}

type FooterLogo = NonNullable<NonNullable<PortalConfigInput['footer']>['logo']>;

/** Docusaurus's `footer.logo` as portal's: a file of the static folder (a URL is not carried), its alt text, link and size. */
export function mapFooterLogo(logo: unknown, notCarried: string[]): FooterLogo | undefined {
  if (logo === undefined) return undefined;
  const sitePath = (v: unknown) => (str(v) && !isExternal(str(v)!) ? str(v) : undefined);
  if (!isObject(logo) || !sitePath(logo.src)) {
    notCarried.push('footer.logo: its src is not a file of static/ (portal loads nothing from elsewhere): copy the image into static/ and set footer.logo.src');
    return undefined;
  }
  const size = (v: unknown) =>
    typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2000 ? v : typeof v === 'string' && /^\d+(px)?$/.test(v) ? Number.parseInt(v, 10) : undefined;
  const href = str(logo.href);
  const out: FooterLogo = {
    src: sitePath(logo.src)!,
    ...(sitePath(logo.srcDark) ? { srcDark: sitePath(logo.srcDark)! } : {}),
    alt: str(logo.alt) ?? '',
    ...(href && (href.startsWith('/') || /^https?:\/\//i.test(href)) ? { href } : {}),
    ...(size(logo.width) ? { width: size(logo.width) } : {}),
    ...(size(logo.height) ? { height: size(logo.height) } : {}),
  };
  if (href && !out.href) notCarried.push(`footer.logo.href ${href}: a route or an http(s) URL only`);
  for (const key of ['className', 'style', 'target']) if (logo[key] !== undefined) notCarried.push(`footer.logo.${key}`);
  return out;
}

type DocsInstanceInput = NonNullable<PortalConfigInput['docsInstances']>[number];

/** Docusaurus's `routeBasePath` (`docs` by default) as a portal route. */
function routeBase(value: unknown): string {
  const trimmed = (str(value) ?? 'docs').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '/';
}

/**
 * Every `@docusaurus/plugin-content-docs` instance of `plugins` (the preset's is the main docs): its id, folder,
 * route base and sidebars file as a portal docs instance; the options portal does not read are listed.
 */
export function mapDocsInstances(
  plugins: { name: string; options: Json }[],
  args: { relative: (file: string) => string; notCarried: string[] },
): DocsInstanceInput[] {
  const out: DocsInstanceInput[] = [];
  for (const plugin of plugins) {
    if (plugin.name !== '@docusaurus/plugin-content-docs' && plugin.name !== 'content-docs') continue;
    const options = plugin.options;
    const id = str(options.id) ?? 'default';
    if (id === 'default') {
      args.notCarried.push("plugin @docusaurus/plugin-content-docs without an id beside the preset: move its options into the preset's docs");
      continue;
    }
    const base = routeBase(options.routeBasePath);
    if (base === '/') {
      args.notCarried.push(`docs plugin "${id}" at the site root: give it a routeBasePath of its own in portal.config.ts (the main docs hold /)`);
      continue;
    }
    const instance: DocsInstanceInput = { id: id.replace(/[^A-Za-z0-9_-]/g, '-'), path: str(options.path) ?? 'docs', routeBasePath: base };
    if (str(options.sidebarPath)) instance.sidebarPath = args.relative(str(options.sidebarPath)!);
    if (str(options.editUrl)) instance.editUrl = str(options.editUrl);
    // A function is asked about each doc by portal migrate (map-edit-url.ts).
    else if (options.editUrl !== undefined && !isFunctionValue(options.editUrl))
      args.notCarried.push(`docs plugin "${id}": editUrl is neither a URL nor a function`);
    Object.assign(instance, mapDocGlobs(options, `docs plugin "${id}": option`, args.notCarried));
    for (const key of Object.keys(options)) {
      if (['id', 'path', 'routeBasePath', 'sidebarPath', 'editUrl', 'include', 'exclude'].includes(key)) continue;
      const v = options[key];
      if (v === undefined || v === false || (Array.isArray(v) && v.length === 0)) continue;
      args.notCarried.push(`docs plugin "${id}": option ${key}`);
    }
    out.push(instance);
  }
  return out;
}
