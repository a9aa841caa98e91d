import { createHash } from 'node:crypto';
import type { PortalConfig } from '../config/schema.ts';
import { bundleSiteModules, type SiteModules } from '../markdown/mdx/site-modules.ts';
import { bundleMarkdownPlugins, loadMarkdownPlugins } from '../markdown/site-plugins.ts';
import { bundleSiteIslands } from './bundle-site-islands.ts';
import { bundleSiteStylesheets } from './site-stylesheets.ts';
import { infimaCss } from './theme-css.ts';
import type { Diagnostic } from '../diagnostics.ts';

/** The site's components as a build or watch session uses them. */
export interface SiteComponents {
  /** For the server: every component, with the client modules' chunks (`islands`). */
  modules: SiteModules;
  /** The client modules' browser chunks, output-relative. */
  files: Map<string, Uint8Array>;
  /** Per site island name: the chunks to preload on a page that has it (merged into the page assets' `islands`). */
  preload: Record<string, string[]>;
  /** What was wrong with the site's stylesheets (a file refused, a Sass error). */
  problems?: Diagnostic[];
}

/** Hydrated site components take no box of their own: the server's `<portal-island>` and `<portal-children>` wrap them in any context. */
const ISLAND_CSS = 'portal-island,portal-children{display:contents}';

/**
 * Bundles the site's components for the server (site-modules.ts) and its `'use client'` modules
 * for the browser (bundle-site-islands.ts). A client module whose browser bundle failed is an error
 * of the pages that use it, as a component that did not bundle for the server.
 */
export async function bundleSiteComponents(options: { rootDir: string; contentDir: string; config: PortalConfig }): Promise<SiteComponents> {
  const [components, sheets, plugins] = await Promise.all([
    bundleSiteModules({ rootDir: options.rootDir, contentDir: options.contentDir }),
    bundleSiteStylesheets({ rootDir: options.rootDir, stylesheets: options.config.stylesheets, base: options.config.baseUrl }),
    withMarkdownPlugins(options),
  ]);
  const modules = { ...withStylesheets(components, sheets.css), ...plugins.modules };
  const problems = [...sheets.problems, ...plugins.problems];
  const styled = { files: sheets.files, ...(problems.length ? { problems } : {}) };
  if (!modules.clientModules?.length) return { modules, preload: {}, ...styled };
  const browser = await bundleSiteIslands({ rootDir: options.rootDir, clientModules: modules.clientModules, config: options.config });
  const failed = { ...modules.failed };
  for (const [file, messages] of Object.entries(browser.failed)) failed[file] = [...(failed[file] ?? []), ...messages];
  // Pages keep the chunks' URLs in their HTML: the compiled pages' cache key changes with them.
  const hash = createHash('sha1').update(modules.hash).update(JSON.stringify(browser.islands)).update(JSON.stringify(failed)).digest('hex');
  const css = modules.css ? `${modules.css}\n${ISLAND_CSS}` : ISLAND_CSS;
  return {
    modules: { ...modules, css, hash, islands: browser.islands, ...(Object.keys(failed).length ? { failed } : {}) },
    ...styled,
    files: new Map([...sheets.files, ...browser.files]),
    preload: browser.preload,
  };
}

/**
 * The components' CSS with what a site of Docusaurus's shape brings: Infima's names (theme/infima.css)
 * before it when the site has stylesheets or components of its own, and its stylesheets after it
 * (they win, as Docusaurus's customCss does). A site without either keeps portal's theme alone.
 */
function withStylesheets(modules: SiteModules, stylesheets: string): SiteModules {
  if (!stylesheets && !Object.keys(modules.codes).length) return modules;
  const css = [infimaCss(), modules.css, stylesheets].filter(Boolean).join('\n');
  const hash = createHash('sha1').update(modules.hash).update(css).digest('hex');
  return { ...modules, css, hash };
}

/** The config's `markdown.plugins` bundled for the render threads, loaded here once so that its problems are reported once. */
async function withMarkdownPlugins(options: {
  rootDir: string;
  config: PortalConfig;
}): Promise<{ modules: Pick<SiteModules, 'markdownPlugins'>; problems: Diagnostic[] }> {
  const written = options.config.markdown.plugins;
  if (written === undefined) return { modules: {}, problems: [] };
  const bundle = await bundleMarkdownPlugins({ rootDir: options.rootDir, written });
  if ('problem' in bundle) return { modules: {}, problems: [bundle.problem] };
  const { problems } = await loadMarkdownPlugins(bundle);
  return { modules: { markdownPlugins: bundle }, problems };
}
