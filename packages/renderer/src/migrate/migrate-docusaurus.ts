import { existsSync, lstatSync, readdirSync, readlinkSync, renameSync, writeFileSync } from 'node:fs';
import { DEFAULT_PAGES_DIR, sitePageRoutes } from '../content/load-site-pages.ts';
import path from 'node:path';
import { CONFIG_IMPORT } from '../config/load-config.ts';
import type { PortalConfigInput } from '../config/schema.ts';
import { evaluateModule } from '../config/evaluate-module.ts';
import { unknownCodeLanguages } from '../markdown/highlighter.ts';
import { allDocs, loadContent } from '../content/load-content.ts';
import { docFileFilter, type DocGlobs } from '../content/doc-globs.ts';
import { Diagnostics, PortalError } from '../diagnostics.ts';
import { createSidebarContext, flattenSidebar, type SidebarItem } from '../site/sidebar.ts';
import { sidebarsFromFile, type SidebarsFile } from '../site/sidebars-file.ts';
import { basePath, mapDocusaurusConfig, NO_DOC_ROUTES, type DocRoutes } from './map-docusaurus-config.ts';
import { carryMarkdownPlugins, liveCopyrightYear } from './map-markdown-plugins.ts';
import { readInputText } from '../safety/read-input.ts';
import { linkUnservedToLiveSite } from './map-unserved-links.ts';
import { withoutBase } from '../url.ts';
import { editUrlCalls, editUrlFromResults, editUrlFunctions, type EditUrlDoc } from './map-edit-url.ts';

export interface MigrateResult {
  /** The portal config written. */
  configFile: string;
  /** The Docusaurus config it was made from. */
  sourceFile: string;
  config: PortalConfigInput;
  /** What was not carried over, one line each. */
  notCarried: string[];
  /** Imports that were not installed and were stubbed while evaluating the config. */
  stubbed: string[];
}

const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];
/** Docusaurus reads these from src/theme/ without being a swizzled theme component. */
const NOT_SWIZZLED = /^MDXComponents(\.|\/)/;

/**
 * The route of each sidebar's first page, as the build will make it (the content read, the sidebars
 * file converted); nothing when the docs cannot be read yet.
 */
function docRoutes(args: {
  projectDir: string;
  cwd: string;
  contentDir: string;
  routeBase: string;
  sidebarsFile?: SidebarsFile;
  globs?: DocGlobs;
}): DocRoutes & { docs: EditUrlDoc[]; routes: string[]; sidebarLinks: { label: string; href: string }[] } {
  const diagnostics = new Diagnostics();
  const { routeBase } = args;
  try {
    const root = loadContent({
      contentDir: path.join(args.projectDir, args.contentDir),
      cwd: args.cwd,
      diagnostics,
      routeBase,
      select: docFileFilter(args.globs ?? {}),
    });
    const docsById = new Map(
      allDocs(root)
        .filter((d) => !d.draft)
        .map((d) => [d.id, d]),
    );
    const context = createSidebarContext({ root, docsById, diagnostics, routeBase });
    const sidebars = args.sidebarsFile
      ? sidebarsFromFile({ sidebarsFile: args.sidebarsFile, context, docsById, root, diagnostics })
      : new Map([['docs', context.dirItems(root, true).items]]);
    return {
      firstRouteOf: (id) => flattenSidebar(sidebars.get(id) ?? [])[0]?.href,
      routeOfDoc: (id) => docsById.get(id)?.route,
      docs: [...docsById.values()].map((d) => ({ relPath: d.relPath, permalink: d.route })),
      routes: [...[...docsById.values()].map((d) => d.route), ...context.generatedIndexes.map((g) => g.route)],
      sidebarLinks: [...sidebars.values()].flatMap(routeLinks),
    };
  } catch {
    return { ...NO_DOC_ROUTES, docs: [], routes: [], sidebarLinks: [] };
  }
}

/**
 * Docusaurus's `editUrl` given as a function: the config is evaluated again with the function asked
 * about each doc, and when every answer is one folder URL + the doc's path, that folder is portal's `editUrl`.
 */
async function carryEditUrlFunctions(args: {
  value: unknown;
  sourceFile: string;
  cwd: string;
  timeoutMs?: number;
  config: PortalConfigInput;
  notCarried: string[];
  docsOf: (instance: string) => EditUrlDoc[];
}): Promise<void> {
  const fns = editUrlFunctions(args.value);
  if (!fns.length) return;
  const source = args.value as { baseUrl?: unknown; i18n?: { defaultLocale?: unknown } };
  const base = typeof source.baseUrl === 'string' ? source.baseUrl.replace(/\/+$/, '') : '';
  const locale = typeof source.i18n?.defaultLocale === 'string' ? source.i18n.defaultLocale : 'en';
  const asked = fns.map((fn) => ({ fn, docs: args.docsOf(fn.instance).map((d) => ({ ...d, permalink: `${base}${d.permalink}` })) }));
  const calls = asked.flatMap(({ fn, docs }) => editUrlCalls(fn, docs, locale));
  const { calls: results } = await evaluateModule({ file: args.sourceFile, cwd: args.cwd, what: 'the Docusaurus config', timeoutMs: args.timeoutMs, calls });
  let at = 0;
  for (const { fn, docs } of asked) {
    const outcome = editUrlFromResults({ fn, docs, results: results.slice(at, at + docs.length) });
    at += docs.length;
    if ('notCarried' in outcome) args.notCarried.push(outcome.notCarried);
    else if (fn.instance === 'default') args.config.docs = { ...args.config.docs, editUrl: outcome.editUrl };
    else {
      const instance = args.config.docsInstances?.find((i) => i.id === fn.instance);
      if (instance) instance.editUrl = outcome.editUrl;
    }
  }
}

/** A sidebar's `link` items to routes of the site (a doc's link is not one). */
function routeLinks(items: readonly SidebarItem[]): { label: string; href: string }[] {
  return items.flatMap((item) =>
    item.type === 'link'
      ? !item.docId && item.href.startsWith('/') && !item.href.startsWith('//')
        ? [{ label: item.label, href: item.href }]
        : []
      : item.type === 'category'
        ? routeLinks(item.items)
        : [],
  );
}

/** The version names of the project's `versions.json`, if it has one. */
function readVersions(projectDir: string): string[] {
  try {
    const file = path.join(projectDir, 'versions.json');
    if (!existsSync(file)) return [];
    const names: unknown = JSON.parse(
      readInputText(file, { kind: 'text', display: 'versions.json', within: { root: projectDir, name: "the project's folder" } }),
    );
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** The files under `src/<folder>/` of the project, relative to it, sorted. */
function filesUnder(projectDir: string, folder: string): string[] {
  const dir = path.join(projectDir, 'src', folder);
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Swizzled theme components: files under src/theme/ other than MDXComponents. */
function swizzled(projectDir: string): string[] {
  return filesUnder(projectDir, 'theme').filter((rel) => !NOT_SWIZZLED.test(rel));
}

/** The config as TypeScript: JSON with plain keys unquoted (a string value never starts a line). */
export function configSource(config: PortalConfigInput, from: string): string {
  const body = JSON.stringify(config, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:');
  return `// Written by \`portal migrate docusaurus\` from ${from}; edit freely.\nimport { defineConfig } from '${CONFIG_IMPORT}';\n\nexport default defineConfig(${body});\n`;
}

/**
 * Refuses to write `portal.config.ts` through a symbolic link (dangling or not: it would write outside
 * the project) or over anything but a regular file, and over a file without `--force`.
 */
function checkConfigTarget(configFile: string, options: { cwd: string; force?: boolean }): void {
  const shown = path.relative(options.cwd, configFile) || configFile;
  const stat = lstatSync(configFile, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isSymbolicLink())
    throw new PortalError(`${shown} is a symbolic link (to ${readlinkSync(configFile)}); portal writes the config only as a file of the project`, {
      file: shown,
      hint: 'remove the link, then run portal migrate again',
    });
  if (!stat.isFile()) throw new PortalError(`${shown} exists and is not a regular file`, { file: shown, hint: 'move it away, then run portal migrate again' });
  if (!options.force) throw new PortalError(`${shown} exists already`, { file: configFile, hint: 'pass --force to replace it' });
}

/**
 * `portal migrate docusaurus DIR`: evaluates DIR/docusaurus.config.(js|ts) (and the sidebars file, for
 * navbar links to a sidebar), writes DIR/portal.config.ts and returns what could not be carried over.
 */
export async function migrateDocusaurus(options: { projectDir: string; cwd: string; force?: boolean; timeoutMs?: number }): Promise<MigrateResult> {
  const projectDir = path.resolve(options.cwd, options.projectDir);
  const name = CONFIG_NAMES.find((n) => existsSync(path.join(projectDir, n)));
  if (!name)
    throw new PortalError(`no docusaurus.config.(js|ts) in ${projectDir}`, {
      file: projectDir,
      hint: 'give the folder of a Docusaurus project: the one holding docusaurus.config.js',
    });
  const sourceFile = path.join(projectDir, name);
  const configFile = path.join(projectDir, 'portal.config.ts');
  checkConfigTarget(configFile, { cwd: options.cwd, force: options.force });
  const evaluated = await evaluateModule({ file: sourceFile, cwd: options.cwd, what: 'the Docusaurus config', timeoutMs: options.timeoutMs });
  const stubbed = new Set(evaluated.stubbed);
  // The docs and sidebars are read only to point docSidebar navbar items at their first page.
  const firstMapping = mapDocusaurusConfig({ value: evaluated.value, projectDir, docs: NO_DOC_ROUTES });
  const readSidebars = async (sidebarPath: string | undefined): Promise<SidebarsFile | undefined> => {
    if (!sidebarPath || !existsSync(path.join(projectDir, sidebarPath))) return undefined;
    const read = await evaluateModule({ file: path.join(projectDir, sidebarPath), cwd: options.cwd, what: 'the sidebars file', timeoutMs: options.timeoutMs });
    for (const id of read.stubbed) stubbed.add(id);
    return { file: sidebarPath, value: read.value };
  };
  const first = firstMapping.config;
  const docs = docRoutes({
    projectDir,
    cwd: options.cwd,
    contentDir: first.contentDir ?? 'docs',
    routeBase: first.docs?.routeBasePath ?? '/',
    sidebarsFile: await readSidebars(first.docs?.sidebarPath),
    globs: first.docs,
  });
  // Each other docs instance's routes, for navbar items with its docsPluginId.
  const instanceDocs = new Map<string, DocRoutes & { docs: EditUrlDoc[]; routes: string[]; sidebarLinks: { label: string; href: string }[] }>();
  for (const instance of first.docsInstances ?? []) {
    instanceDocs.set(
      instance.id,
      docRoutes({
        projectDir,
        cwd: options.cwd,
        contentDir: instance.path,
        routeBase: instance.routeBasePath,
        sidebarsFile: await readSidebars(instance.sidebarPath),
        globs: instance,
      }),
    );
  }
  const { config, notCarried, prismLanguages } = mapDocusaurusConfig({ value: evaluated.value, projectDir, docs, instanceDocs });
  carryMarkdownPlugins({ value: evaluated.value, projectDir, configName: name, config, notCarried });
  await carryEditUrlFunctions({
    value: evaluated.value,
    sourceFile,
    cwd: options.cwd,
    timeoutMs: options.timeoutMs,
    config,
    notCarried,
    docsOf: (instance) => (instance === 'default' ? docs : instanceDocs.get(instance))?.docs ?? [],
  });
  const bases = [
    first.docs?.routeBasePath ?? '/',
    ...(first.docsInstances ?? []).map((i) => i.routeBasePath),
    ...(Array.isArray(config.openapi) ? config.openapi.map((d) => d.routeBasePath ?? '/api') : config.openapi ? ['/api'] : []),
  ];
  // Older versions are served under the docs base (or at /<version> when the docs are at /).
  const versions = readVersions(projectDir);
  const served = {
    routes: new Set([
      ...docs.routes,
      ...[...instanceDocs.values()].flatMap((i) => i.routes),
      // The site's own pages, which portal builds too.
      ...(config.pages === false ? [] : sitePageRoutes(path.join(projectDir, config.pages?.path ?? DEFAULT_PAGES_DIR))),
    ]),
    bases: [...bases, ...versions.map((v) => `/${v}`), ...(versions.length ? ['/next'] : [])],
  };
  linkUnservedToLiveSite({ config, served, notCarried });
  // The sidebars file is the project's own: its links to such routes are reported, for the team to change.
  // Its links to such routes are left to what serves them on the site's host (externalRoutes: not checked), and reported.
  for (const link of [docs, ...instanceDocs.values()].flatMap((d) => d.sidebarLinks)) {
    // Written with the base path or without it, as the sidebars file's links are read (site/sidebars-file.ts).
    const route = withoutBase(link.href, basePath(config.baseUrl ?? '/'))
      .replace(/[?#].*$/, '')
      .replace(/(.)\/+$/, '$1');
    if (served.routes.has(route) || served.bases.some((b) => b !== '/' && (route === b || route.startsWith(`${b}/`)))) continue;
    if (route !== '/' && /^(\/[^/?#\s]+)+$/.test(route) && !config.externalRoutes?.includes(route)) (config.externalRoutes ??= []).push(route);
    notCarried.push(
      `sidebar link "${link.label}" (${link.href}) in the sidebars file leads to no page portal builds (a plugin's): ${route} is in externalRoutes, so links to it are not checked; serve it beside the site, or write ${config.url ?? ''}${(config.baseUrl ?? '/').replace(/\/+$/, '')}${route} in the sidebars file and remove it from externalRoutes`,
    );
  }
  const prismOnly = await unknownCodeLanguages(prismLanguages);
  if (prismOnly.length)
    notCarried.push(
      `prism additionalLanguages ${prismOnly.join(', ')}: shiki has no grammar of that name, so their code blocks show as plain text (the build warns once per language); rename the fences to a language shiki ships, or to text`,
    );
  const themeFiles = swizzled(projectDir);
  if (themeFiles.length) notCarried.push(`swizzled theme components in src/theme/: ${themeFiles.join(', ')}`);
  if (stubbed.size) notCarried.push(`not installed, stubbed while reading the config: ${[...stubbed].sort().join(', ')}`);
  checkConfigTarget(configFile, { cwd: options.cwd, force: options.force });
  // Written beside, then renamed over the name: a link put there meanwhile is replaced, never followed.
  const temporary = path.join(projectDir, `.portal.config.ts.${process.pid}.tmp`);
  const text = configSource(config, name);
  writeFileSync(temporary, liveCopyrightYear({ configText: text, copyright: config.footer?.copyright, sourceFile }) ?? text, { flag: 'wx' });
  renameSync(temporary, configFile);
  return { configFile, sourceFile, config, notCarried, stubbed: [...stubbed].sort() };
}
