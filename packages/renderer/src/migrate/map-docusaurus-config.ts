import { mapDocGlobs } from './map-doc-globs.ts';
import path from 'node:path';
import type { PortalConfigInput } from '../config/schema.ts';
import { isExternal, withoutBase } from '../url.ts';
import { ADMONITION_TYPES } from '../markdown/remark-admonitions.ts';
import { apiOverviewRoute } from '../openapi/api-routes.ts';
import { mapOpenApiDocs, OPENAPI_DOCS_PLUGIN } from './map-openapi-docs.ts';
import { mapDocsInstances, mapFooterLogo, mapNavbarItems, type DocRoutes } from './map-navigation.ts';

export type { DocRoutes };

/** A Docusaurus config as evaluated: plain data, functions as `{ "[function]": name }`. */
type Json = Record<string, unknown>;

export interface MappedConfig {
  config: PortalConfigInput;
  /** What portal does not carry over, one line each, for the report. */
  notCarried: string[];
  /** Prism's `additionalLanguages`: shiki ships its languages and loads each on first use, so they are not config; those it lacks are reported. */
  prismLanguages: string[];
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const isFunction = (v: unknown): boolean => isObject(v) && '[function]' in v;

/** `'classic'`, `'@docusaurus/preset-classic'`, `['classic', options]`: the preset's name and options. */
function presetEntry(entry: unknown): { name: string; options: Json } {
  if (Array.isArray(entry))
    return { name: str(entry[0]) ?? (isFunction(entry[0]) ? String((entry[0] as Json)['[function]']) : '?'), options: isObject(entry[1]) ? entry[1] : {} };
  if (isFunction(entry)) return { name: String((entry as Json)['[function]']), options: {} };
  return { name: str(entry) ?? '?', options: {} };
}

const CLASSIC = new Set(['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']);
/** Options of preset-classic that a wrapping preset passes on. */
const CLASSIC_KEYS = ['docs', 'blog', 'theme', 'pages'];

/** What the report says of a preset: nothing of preset-classic; a wrapping preset's reading; any other preset's options left unread. */
function presetNotes(preset: { name: string; options: Json }, classic: { name: string } | undefined): string[] {
  if (CLASSIC.has(preset.name)) return [];
  if (preset === classic)
    return [
      `preset ${preset.name} is not @docusaurus/preset-classic: its ${CLASSIC_KEYS.filter((k) => k in preset.options).join(', ')} options were read as preset-classic's; what the preset adds on its own (plugins, themes, defaults) is not carried over`,
    ];
  const keys = Object.keys(preset.options);
  return [
    `preset ${preset.name}${keys.length ? ` (options ${keys.join(', ')} not read)` : ''}: portal reads only @docusaurus/preset-classic; if this preset wraps it, its docs options (path, routeBasePath, sidebarPath, editUrl) are not here: portal used docs/ at /docs, set them in portal.config.ts by hand`,
  ];
}

/** Docusaurus's `baseUrl` as written (`/base/`, `base`, `/`) as the base path links are read under (url.ts `withoutBase`): `/base/`. */
export function basePath(baseUrl: string): string {
  const trimmed = baseUrl.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Docusaurus's `routeBasePath` (`docs` by default, `''` or `/` for the root) as a portal route. */
function routeBase(value: unknown): string {
  const raw = str(value) ?? 'docs';
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '/';
}

/** A Docusaurus footer link as portal's: `to` a route, `href` an http(s) or mailto URL; an `html` item is not carried over. */
function footerLink(item: unknown, notCarried: string[], base: string): { label: string; to?: string; href?: string } | undefined {
  if (!isObject(item)) return undefined;
  const label = str(item.label);
  const target = str(item.href) ?? str(item.to);
  if (!label || !target) {
    notCarried.push(
      item.html !== undefined ? 'footer link given as html' : `footer link ${JSON.stringify(label ?? target ?? '')} without a label and a target`,
    );
    return undefined;
  }
  if (/^(https?:\/\/|mailto:)/i.test(target)) return { label, href: target };
  if (isExternal(target)) {
    notCarried.push(`footer link "${label}" (${target}): only routes, http(s) and mailto: links`);
    return undefined;
  }
  // Written with the site's base path (`/base/docs/a`) or without it, it is the same route, as in the navbar.
  return { label, to: target.startsWith('/') ? withoutBase(target, base).replace(/(.)\/+$/, '$1') : `/${target}` };
}

type FooterLinks = NonNullable<NonNullable<PortalConfigInput['footer']>['links']>;

/** Docusaurus's `footer.links`: columns of links, or one row of links. */
function footerLinks(links: unknown, notCarried: string[], base: string): FooterLinks {
  if (!Array.isArray(links)) return [];
  return links.flatMap((entry): FooterLinks => {
    if (isObject(entry) && Array.isArray(entry.items)) {
      const items = entry.items
        .map((i: unknown) => footerLink(i, notCarried, base))
        .filter((link): link is NonNullable<ReturnType<typeof footerLink>> => link !== undefined);
      return [{ ...(str(entry.title) ? { title: str(entry.title)! } : {}), items }];
    }
    const link = footerLink(entry, notCarried, base);
    return link ? [link] : [];
  });
}

/** A path Docusaurus gave (often `require.resolve`d, so absolute) as one relative to the project folder. */
function relativeToProject(projectDir: string, file: string): string {
  const relative = path.isAbsolute(file) ? path.relative(projectDir, file) : file.replace(/^\.\//, '');
  return relative.split(path.sep).join('/');
}

/** Docusaurus's `log` has no portal equivalent: it becomes `warn`. */
function severity(value: unknown): 'ignore' | 'warn' | 'throw' | undefined {
  if (value === 'ignore' || value === 'warn' || value === 'throw') return value;
  return value === 'log' ? 'warn' : undefined;
}

/** For a project whose docs could not be read: every route falls back to what the config says. */
export const NO_DOC_ROUTES: DocRoutes = { firstRouteOf: () => undefined, routeOfDoc: () => undefined };

/** The docs plugin's version options: `lastVersion`, `onlyIncludeVersions`, and each version's label, path, banner and badge. */
function docsVersionOptions(
  docsOptions: Json,
  notCarried: string[],
): Pick<NonNullable<PortalConfigInput['docs']>, 'lastVersion' | 'onlyIncludeVersions' | 'versions'> {
  const out: Pick<NonNullable<PortalConfigInput['docs']>, 'lastVersion' | 'onlyIncludeVersions' | 'versions'> = {};
  if (str(docsOptions.lastVersion)) out.lastVersion = str(docsOptions.lastVersion);
  const only = docsOptions.onlyIncludeVersions;
  if (Array.isArray(only) && only.length && only.every((v) => typeof v === 'string' && v !== '')) out.onlyIncludeVersions = only as string[];
  if (docsOptions.includeCurrentVersion === false)
    notCarried.push('docs.includeCurrentVersion: false (portal builds the current docs too; list the versions in docs.onlyIncludeVersions)');
  if (isObject(docsOptions.versions)) {
    const versions: NonNullable<typeof out.versions> = {};
    for (const [name, given] of Object.entries(docsOptions.versions)) {
      if (!isObject(given)) continue;
      const banner = given.banner === 'none' || given.banner === 'unreleased' || given.banner === 'unmaintained' ? given.banner : undefined;
      versions[name] = {
        ...(str(given.label) ? { label: str(given.label) } : {}),
        ...(typeof given.path === 'string' ? { path: given.path } : {}),
        ...(banner ? { banner } : {}),
        ...(typeof given.badge === 'boolean' ? { badge: given.badge } : {}),
      };
      for (const key of Object.keys(given)) if (!['label', 'path', 'banner', 'badge'].includes(key)) notCarried.push(`docs.versions.${name}.${key}`);
    }
    if (Object.keys(versions).length) out.versions = versions;
  }
  return out;
}

/**
 * Maps an evaluated `docusaurus.config.(js|ts)` to a portal config and lists what does not carry
 * over. `docs` gives the route of a sidebar's first page (for `docSidebar` navbar items) and of a doc (for `doc` items);
 * `instanceDocs` the same for each other docs instance, by plugin id.
 */
export function mapDocusaurusConfig(args: { value: unknown; projectDir: string; docs: DocRoutes; instanceDocs?: Map<string, DocRoutes> }): MappedConfig {
  const { projectDir } = args;
  const source: Json = isObject(args.value) ? args.value : {};
  const theme: Json = isObject(source.themeConfig) ? source.themeConfig : {};
  const notCarried: string[] = [];
  const config: PortalConfigInput = {};

  if (str(source.title)) config.title = str(source.title);
  if (str(source.tagline) !== undefined) config.tagline = str(source.tagline);
  if (str(source.url)) config.url = str(source.url)!.replace(/\/+$/, '');
  // A file of the static folder, as the logo (a URL would make every page load from elsewhere).
  const favicon = str(source.favicon);
  if (favicon && !isExternal(favicon)) config.favicon = favicon;
  else if (source.favicon !== undefined) notCarried.push('favicon (not a file of the static folder)');
  if (source.trailingSlash === true) notCarried.push('trailingSlash: true (portal links pages without a trailing slash; a host serves both)');
  const baseUrl = str(source.baseUrl) ?? '/';
  if (baseUrl !== '/') config.baseUrl = baseUrl;

  const presets = (Array.isArray(source.presets) ? source.presets : []).map(presetEntry);
  // A preset that wraps preset-classic (a company's own) takes its options: they are read as preset-classic's.
  const classic = presets.find((p) => CLASSIC.has(p.name)) ?? presets.find((p) => CLASSIC_KEYS.some((key) => key in p.options));
  for (const preset of presets) notCarried.push(...presetNotes(preset, classic));
  const docsOptions = classic && isObject(classic.options.docs) ? classic.options.docs : {};
  if (classic?.options.docs === false) notCarried.push('docs: false (the preset has no docs; portal builds docs/ all the same)');
  const base = routeBase(docsOptions.routeBasePath);
  config.contentDir = str(docsOptions.path) ?? 'docs';
  const docs: NonNullable<PortalConfigInput['docs']> = { routeBasePath: base };
  const editUrl = docsOptions.editUrl;
  if (str(editUrl)) docs.editUrl = str(editUrl);
  // A function is asked about each doc by portal migrate (map-edit-url.ts).
  else if (editUrl !== undefined && !isFunction(editUrl)) notCarried.push('docs.editUrl is neither a URL nor a function');
  const sidebarPath = docsOptions.sidebarPath;
  if (str(sidebarPath)) docs.sidebarPath = relativeToProject(projectDir, str(sidebarPath)!);
  Object.assign(docs, docsVersionOptions(docsOptions, notCarried));
  Object.assign(docs, mapDocGlobs(docsOptions, 'docs', notCarried));
  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'] as const) {
    if (docsOptions[key] !== undefined && !(Array.isArray(docsOptions[key]) && docsOptions[key].length === 0)) notCarried.push(`docs.${key}`);
  }
  // The site's own admonition keywords (`:::location`): drawn as Docusaurus draws a type without a component of its own.
  const admonitions = isObject(docsOptions.admonitions) ? docsOptions.admonitions : undefined;
  const keywords = admonitions && Array.isArray(admonitions.keywords) ? admonitions.keywords.filter((k): k is string => typeof k === 'string') : [];
  const own = keywords.filter((k) => /^[a-z][\w-]*$/.test(k) && !(ADMONITION_TYPES as readonly string[]).includes(k));
  if (own.length) config.markdown = { ...config.markdown, admonitions: { keywords: own } };
  if (admonitions?.extendDefaults === false)
    notCarried.push("docs.admonitions.extendDefaults: false (portal keeps Docusaurus's nine types beside the site's own)");
  else if (docsOptions.admonitions !== undefined && !admonitions && docsOptions.admonitions !== true) notCarried.push('docs.admonitions');
  const blogOptions = classic?.options.blog;
  const blogBase = classic && blogOptions !== false ? routeBase(isObject(blogOptions) ? (blogOptions.routeBasePath ?? 'blog') : 'blog') : undefined;
  if (blogBase) notCarried.push(`blog at ${blogBase} (portal has a changelog under changelog/: move the posts there)`);
  // The site's stylesheets come after portal's theme, with Infima's variables and classes (assets/site-stylesheets.ts).
  const customCss = classic && isObject(classic.options.theme) ? classic.options.theme.customCss : undefined;
  const stylesheets = (Array.isArray(customCss) ? customCss : [customCss]).map(str).filter((file): file is string => file !== undefined);
  if (stylesheets.length) config.stylesheets = stylesheets.map((file) => relativeToProject(projectDir, file));
  if (customCss !== undefined && stylesheets.length !== (Array.isArray(customCss) ? customCss.length : 1))
    notCarried.push('theme.customCss entries that are not file paths');
  // The site's own pages (src/pages) are built as Docusaurus's pages plugin builds them: its folder, or none.
  const pagesOptions = classic?.options.pages;
  if (pagesOptions === false) config.pages = false;
  else if (isObject(pagesOptions)) {
    const pagesPath = str(pagesOptions.path);
    if (pagesPath && relativeToProject(projectDir, pagesPath) !== 'src/pages') config.pages = { path: relativeToProject(projectDir, pagesPath) };
    for (const key of Object.keys(pagesOptions)
      .filter((k) => k !== 'path')
      .sort())
      notCarried.push(`preset option pages.${key}`);
  }
  for (const key of ['sitemap', 'gtag', 'googleAnalytics', 'googleTagManager', 'svgr']) {
    if (classic && classic.options[key] !== undefined && classic.options[key] !== false) notCarried.push(`preset option ${key}`);
  }

  const navbar: Json = isObject(theme.navbar) ? theme.navbar : {};
  // Other docs instances (a second plugin-content-docs): their own folder, route base and sidebars.
  const docsInstances = mapDocsInstances((Array.isArray(source.plugins) ? source.plugins : []).map(presetEntry), {
    relative: (file) => relativeToProject(projectDir, file),
    notCarried,
  });
  if (docsInstances.length) config.docsInstances = docsInstances;
  const instanceRoutes = new Map([
    ['default', { base, routes: args.docs }],
    ...docsInstances.map((i) => [i.id, { base: i.routeBasePath, routes: args.instanceDocs?.get(i.id) ?? NO_DOC_ROUTES }] as const),
  ]);
  config.navbar = {
    hideOnScroll: navbar.hideOnScroll === true,
    items: mapNavbarItems(navbar.items, {
      instances: instanceRoutes,
      blogBase,
      notCarried,
      baseUrl: basePath(baseUrl),
    }),
  };
  // portal's logo is a file of the site (a URL would make every page load from elsewhere).
  const logo: Json = isObject(navbar.logo) ? navbar.logo : {};
  const sitePath = (v: unknown) => (str(v) && !isExternal(str(v)!) ? str(v) : undefined);
  if (sitePath(logo.src)) {
    (config.navbar as Json).logo = {
      src: sitePath(logo.src)!,
      ...(sitePath(logo.srcDark) ? { srcDark: sitePath(logo.srcDark)! } : {}),
      alt: str(logo.alt) ?? '',
    };
    for (const key of ['href', 'width', 'height', 'target', 'className', 'style']) if (logo[key] !== undefined) notCarried.push(`navbar.logo.${key}`);
  } else if (navbar.logo !== undefined) notCarried.push('navbar.logo');
  if (str(navbar.title) && str(navbar.title) !== config.title) notCarried.push(`navbar.title "${str(navbar.title)}" (the navbar shows the site title)`);

  const footer: Json = isObject(theme.footer) ? theme.footer : {};
  const footerLogo = mapFooterLogo(footer.logo, notCarried);
  config.footer = {
    // Docusaurus's default style is light; a site without a footer gets none (nothing to show, Footer.tsx).
    style: footer.style === 'dark' ? 'dark' : 'light',
    copyright: str(footer.copyright) ?? '',
    links: footerLinks(footer.links, notCarried, basePath(baseUrl)),
    ...(footerLogo ? { logo: footerLogo } : {}),
  };

  const colorMode: Json = isObject(theme.colorMode) ? theme.colorMode : {};
  config.colorMode = {
    defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
    respectPrefersColorScheme: colorMode.respectPrefersColorScheme === true,
    disableSwitch: colorMode.disableSwitch === true,
  };

  const bar = theme.announcementBar;
  if (isObject(bar) && str(bar.content)) {
    config.announcementBar = {
      id: str(bar.id) ?? 'announcement-bar',
      content: str(bar.content)!,
      ...(str(bar.backgroundColor) ? { backgroundColor: str(bar.backgroundColor) } : {}),
      ...(str(bar.textColor) ? { textColor: str(bar.textColor) } : {}),
      isCloseable: bar.isCloseable !== false,
    };
  }

  const toc: Json = isObject(theme.tableOfContents) ? theme.tableOfContents : {};
  if (typeof toc.minHeadingLevel === 'number' || typeof toc.maxHeadingLevel === 'number') {
    config.tableOfContents = { minHeadingLevel: (toc.minHeadingLevel as number) ?? 2, maxHeadingLevel: (toc.maxHeadingLevel as number) ?? 3 };
  }
  const themeDocs: Json = isObject(theme.docs) ? theme.docs : {};
  const sidebarOptions: Json = isObject(themeDocs.sidebar) ? themeDocs.sidebar : {};
  if (typeof sidebarOptions.hideable === 'boolean') docs.sidebarHideable = sidebarOptions.hideable;
  if (typeof sidebarOptions.autoCollapseCategories === 'boolean') docs.autoCollapseCategories = sidebarOptions.autoCollapseCategories;
  config.docs = docs;

  const prism: Json = isObject(theme.prism) ? theme.prism : {};
  const prismLanguages = Array.isArray(prism.additionalLanguages) ? prism.additionalLanguages.filter((l): l is string => typeof l === 'string') : [];
  if (prism.theme !== undefined || prism.darkTheme !== undefined) notCarried.push('prism themes (portal highlights code with shiki and its own themes)');

  const markdown: Json = isObject(source.markdown) ? source.markdown : {};
  const hooks: Json = isObject(markdown.hooks) ? markdown.hooks : {};
  // Which guides are MDX: with `detect`, a `.md` file's `<` and `{` are plain text.
  if (markdown.format === 'mdx' || markdown.format === 'md' || markdown.format === 'detect') config.markdown = { ...config.markdown, format: markdown.format };
  config.onBrokenLinks = severity(source.onBrokenLinks) ?? 'throw';
  config.onBrokenMarkdownLinks = severity(hooks.onBrokenMarkdownLinks ?? source.onBrokenMarkdownLinks) ?? 'warn';
  config.onBrokenAnchors = severity(source.onBrokenAnchors) ?? 'warn';
  if (source.onBrokenLinks === 'log' || source.onBrokenMarkdownLinks === 'log' || source.onBrokenAnchors === 'log')
    notCarried.push('"log" for broken links: portal warns instead');

  const openapiPlugins: Json[] = [];
  for (const entry of [...(Array.isArray(source.plugins) ? source.plugins : []), ...(Array.isArray(source.themes) ? source.themes : [])]) {
    const plugin = presetEntry(entry);
    if (plugin.name === OPENAPI_DOCS_PLUGIN) openapiPlugins.push(plugin.options);
    // The plugin's theme renders the pages portal makes itself.
    // A docs plugin with an id is a docs instance (mapDocsInstances).
    else if (plugin.name === '@docusaurus/plugin-content-docs' || plugin.name === 'content-docs') continue;
    else if (plugin.name !== 'docusaurus-theme-openapi-docs' || !openapiPlugins.length) notCarried.push(`plugin ${plugin.name}`);
  }
  const descriptions = mapOpenApiDocs({ pluginOptions: openapiPlugins, docsPath: config.contentDir ?? 'docs', docsBase: base, notCarried });
  if (descriptions.length) {
    config.openapi = descriptions;
    // The navbar the config lists replaces portal's default items: each API (a version excepted) gets its item there.
    for (const d of descriptions)
      if (!d.versionOf) config.navbar.items!.push({ label: d.label ?? d.productSlug!, to: apiOverviewRoute(d.productSlug!, d.routeBasePath) });
  }
  const i18n: Json = isObject(source.i18n) ? source.i18n : {};
  if (Array.isArray(i18n.locales) && i18n.locales.length > 1) notCarried.push(`i18n locales ${i18n.locales.join(', ')} (portal builds one language)`);
  for (const key of ['scripts', 'stylesheets', 'headTags', 'clientModules', 'customFields', 'webpack', 'future']) {
    const v = source[key];
    if (v !== undefined && !(Array.isArray(v) && v.length === 0) && !(isObject(v) && Object.keys(v).length === 0)) notCarried.push(key);
  }
  for (const key of ['algolia', 'metadata', 'image', 'mermaid']) if (theme[key] !== undefined) notCarried.push(`themeConfig.${key}`);
  return { config, notCarried, prismLanguages };
}
