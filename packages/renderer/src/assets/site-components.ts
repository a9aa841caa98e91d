import { createHash } from 'node:crypto';
import type { PortalConfig } from '../config/schema.ts';
import { bundleSiteModules, type SiteModules } from '../markdown/mdx/site-modules.ts';
import { bundleSiteIslands } from './bundle-site-islands.ts';

/** The site's components as a build or watch session uses them. */
export interface SiteComponents {
  /** For the server: every component, with the client modules' chunks (`islands`). */
  modules: SiteModules;
  /** The client modules' browser chunks, output-relative. */
  files: Map<string, Uint8Array>;
  /** Per site island name: the chunks to preload on a page that has it (merged into the page assets' `islands`). */
  preload: Record<string, string[]>;
}

/** Hydrated site components take no box of their own: the server's `<portal-island>` and `<portal-children>` wrap them in any context. */
const ISLAND_CSS = 'portal-island,portal-children{display:contents}';

/**
 * Bundles the site's components for the server (site-modules.ts) and its `'use client'` modules
 * for the browser (bundle-site-islands.ts). A client module whose browser bundle failed is an error
 * of the pages that use it, as a component that did not bundle for the server.
 */
export async function bundleSiteComponents(options: { rootDir: string; contentDir: string; config: PortalConfig }): Promise<SiteComponents> {
  const modules = await bundleSiteModules({ rootDir: options.rootDir, contentDir: options.contentDir });
  if (!modules.clientModules?.length) return { modules, files: new Map(), preload: {} };
  const browser = await bundleSiteIslands({ rootDir: options.rootDir, clientModules: modules.clientModules, config: options.config });
  const failed = { ...modules.failed };
  for (const [file, messages] of Object.entries(browser.failed)) failed[file] = [...(failed[file] ?? []), ...messages];
  // Pages keep the chunks' URLs in their HTML: the compiled pages' cache key changes with them.
  const hash = createHash('sha1').update(modules.hash).update(JSON.stringify(browser.islands)).update(JSON.stringify(failed)).digest('hex');
  const css = modules.css ? `${modules.css}\n${ISLAND_CSS}` : ISLAND_CSS;
  return { modules: { ...modules, css, hash, islands: browser.islands, ...(Object.keys(failed).length ? { failed } : {}) }, files: browser.files, preload: browser.preload };
}
