import { bundleClient } from '../assets/bundle-client.ts';
import { hashedName } from '../hash.ts';
import { staticDirFiles, type StaticFile } from '../assets/static-dir.ts';
import { staticFiles } from '../assets/static-files.ts';
import { minifyCss, themeCss, usesNavbarExtras } from '../assets/theme-css.ts';
import type { SiteModules } from '../markdown/mdx/site-modules.ts';
import { bundleSiteComponents } from '../assets/site-components.ts';
import type { PortalConfig } from '../config/schema.ts';
import type { PageAssets } from '../render/templates/Head.tsx';
import type { Reporter } from '../reporter.ts';
import type { Diagnostics } from '../diagnostics.ts';
import type { LoadedApi } from '../openapi/load-api.ts';

/** The site's files besides its pages, and what a page links to of them. */
export interface SiteAssets {
  /** The stylesheet and scripts a page links to. */
  page: PageAssets;
  /** Output-relative path → content: client bundle, stylesheet, favicon, the downloadable description. */
  files: Map<string, string | Uint8Array>;
  /** The site's own MDX components, bundled once. */
  siteModules: SiteModules;
  /** The files of Docusaurus's `static/` beside the config (listed, not read): written first, so a page or a file of portal's own wins. */
  staticDir: StaticFile[];
  /** The files of `static/` that are not copied: output-relative path → why. */
  staticRefused: ReadonlyMap<string, string>;
}

/** Bundles the client and the site's components, and makes the one hashed stylesheet. */
export async function bundleAssets(options: {
  rootDir: string;
  config: PortalConfig;
  contentDir: string;
  cwd: string;
  apis: LoadedApi[];
  reporter: Reporter;
  diagnostics: Diagnostics;
  versions?: boolean;
  /** The navbar needs more than the desktop layout's 997 px (navbar-width.ts): its menu's sheet is added. */
  navbarFit?: boolean;
}): Promise<SiteAssets> {
  const client = await options.reporter.task('bundle client', () => bundleClient({ contentDir: options.contentDir }));
  const site = await options.reporter.task('bundle site components', () =>
    bundleSiteComponents({ rootDir: options.rootDir, contentDir: options.contentDir, config: options.config }),
  );
  const siteModules = site.modules;
  for (const problem of site.problems ?? []) options.diagnostics.add(problem);
  const css =
    themeCss({ versions: options.versions, navbarExtras: usesNavbarExtras(options.config), navbarFit: options.navbarFit }) +
    // The site's own CSS (its stylesheets, its components', Infima's names) minified like the theme's.
    (siteModules.css ? `\n${minifyCss(siteModules.css)}` : '');
  const cssPath = `assets/css/${hashedName('styles.css', css)}`;
  const staticRefused = new Map<string, string>();
  return {
    page: { css: `/${cssPath}`, js: client.entry, preload: client.preload, islands: { ...client.islands, ...site.preload } },
    files: new Map([...staticFiles({ client, css: { path: cssPath, text: css }, apis: options.apis }), ...site.files]),
    siteModules,
    staticDir: staticDirFiles({
      rootDir: options.rootDir,
      cwd: options.cwd,
      diagnostics: options.diagnostics,
      untrusted: options.config.untrusted,
      refused: staticRefused,
    }),
    staticRefused,
  };
}
