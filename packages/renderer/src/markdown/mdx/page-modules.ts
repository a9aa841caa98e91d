import path from 'node:path';
import { formatLocation } from '../../diagnostics.ts';
import { withinTime } from '../../safety/time-limit.ts';
import { nameComponentMap } from './component-errors.ts';
import { loadSiteModule, sitePackage } from './load-site-module.ts';
import type { SiteModules } from './site-modules.ts';
import type { BrowserProbe } from './browser-needs.ts';
import { islandsOf } from './theme/SiteIsland.tsx';
import { defaultMdxComponents, type ModuleExports } from './theme/registry.ts';

/** The modules an MDX page's imports name, as the server runs them, each loaded once per build. */
export interface PageModules {
  /** A site component module as a page imports it: a client module's components are islands. */
  importedModule: (file: string) => ModuleExports | undefined;
  /** A package of the site's node_modules, by its specifier. */
  loadPackage: (spec: string) => unknown;
  /** Every page's components: the registry's defaults, then the site's `src/theme/MDXComponents`. */
  globalComponents: () => Record<string, unknown>;
  /** Why the site's `src/theme/MDXComponents` failed to load (known once `globalComponents` ran), else undefined. */
  componentsError: () => string | undefined;
}

/** The page modules of one compiler: the site's bundled components and packages, loaded when first imported. */
export function createPageModules(options: { modules: SiteModules; rootDir: string; memo: WeakMap<object, unknown>; probe?: BrowserProbe }): PageModules {
  const { memo } = options;
  const loaded = new Map<string, ModuleExports>();
  let globals: Record<string, unknown> | undefined;
  let mdxComponentsError: string | undefined;
  const references = new Map<string, ModuleExports>();
  /** A client module as the server uses it: its components rendered as islands of its browser chunk. */
  const clientReference = (file: string): ModuleExports => {
    const known = references.get(file);
    if (known) return known;
    const chunk = options.modules.islands?.[file];
    const exports = siteModule(file);
    if (!chunk || !exports) {
      // Imported by another component, it is not one of the page's imports, whose bundle errors the page lists: name the first here.
      const why = options.modules.failed?.[file]?.[0];
      throw new Error(
        `${path.relative(options.rootDir, file)} starts with 'use client' but has no browser bundle${why ? `: ${formatLocation(why)} ${why.message}` : ''}`,
      );
    }
    const reference = islandsOf(exports, chunk);
    references.set(file, reference);
    return reference;
  };
  const siteModule = (file: string): ModuleExports | undefined => {
    const code = options.modules.codes[file];
    if (code === undefined) return undefined;
    // A client module renders here and hydrates in the browser: only the others are watched for what needs the browser.
    const probe = options.modules.clientModules?.includes(file) ? undefined : options.probe;
    if (!loaded.has(file))
      loaded.set(
        file,
        withinTime(() => loadSiteModule(code, file, options.rootDir, (rel) => clientReference(path.resolve(options.rootDir, rel)), probe)),
      );
    return loaded.get(file);
  };
  /** A site component module as a page imports it: a client module's components are islands. */
  const importedModule = (file: string): ModuleExports | undefined =>
    options.modules.clientModules?.includes(file) ? clientReference(file) : siteModule(file);
  const packages = new Map<string, unknown>();
  const loadPackage = (spec: string): unknown => {
    if (!packages.has(spec)) packages.set(spec, sitePackage(spec, options.rootDir));
    return packages.get(spec);
  };
  /** Every page's components: the registry's defaults, then the site's `src/theme/MDXComponents`. */
  const globalComponents = (): Record<string, unknown> => {
    if (globals) return globals;
    let site: Record<string, unknown> | undefined;
    try {
      site = options.modules.mdxComponents ? (siteModule(options.modules.mdxComponents)?.default as Record<string, unknown> | undefined) : undefined;
    } catch (error) {
      // Every MDX page names it (mdxComponentsFailure); the pages compile with the registry's defaults meanwhile.
      mdxComponentsError = (error as Error).message;
    }
    globals = nameComponentMap({ ...defaultMdxComponents, ...site }, memo);
    return globals;
  };
  return { importedModule, loadPackage, globalComponents, componentsError: () => mdxComponentsError };
}
