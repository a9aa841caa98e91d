import path from 'node:path';
import { bundleSiteComponents, type SiteComponents } from '../assets/site-components.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { SiteModules } from '../markdown/mdx/site-modules.ts';
import { errorDiagnostic } from './dev-inputs.ts';
import { loadMarkdownPlugins, NO_SITE_PLUGINS, type SitePlugins } from '../markdown/site-plugins.ts';

/** The site's components (`src/`) as `portal watch` last bundled them: for the server, for the browser, and what went wrong. */
export class DevComponents {
  /** What MDX pages import, and the components' CSS. */
  modules: SiteModules = { codes: {}, css: '', hash: 'none' };
  /** The browser chunks of the site's `'use client'` components, and what a page that has one preloads. */
  islands: Pick<SiteComponents, 'files' | 'preload'> = { files: new Map(), preload: {} };
  /** Why the last bundling failed (empty when it worked). */
  problems: Diagnostic[] = [];
  /** The config's `markdown.plugins`, loaded in this thread (none without them). */
  plugins: SitePlugins = NO_SITE_PLUGINS;

  /** Bundles the components again (at start, and when a component, its CSS or the config changed); false when it failed. */
  async bundle(site: { loaded?: LoadedConfig; contentDir?: string }, cwd: string): Promise<boolean> {
    this.problems = [];
    const { loaded, contentDir } = site;
    if (!loaded || !contentDir) return false;
    try {
      const bundled = await bundleSiteComponents({ rootDir: loaded.rootDir, contentDir, config: loaded.config });
      this.modules = bundled.modules;
      this.problems = bundled.problems ?? [];
      this.islands = bundled;
      // Its problems were reported with the bundle's.
      this.plugins = (await loadMarkdownPlugins(bundled.modules.markdownPlugins)).plugins;
      return true;
    } catch (error) {
      this.problems = [errorDiagnostic(error, path.relative(cwd, path.join(loaded.rootDir, 'src')))];
      return false;
    }
  }
}
