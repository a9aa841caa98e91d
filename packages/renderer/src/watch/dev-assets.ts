import path from 'node:path';
import { bundleClient, type ClientBundle } from '../assets/bundle-client.ts';
import { contentHash } from '../hash.ts';
import { themeCss } from '../assets/theme-css.ts';
import { liveReloadScript } from './live-reload-script.ts';

/**
 * The stylesheet keeps one path in watch mode, so a theme edit changes no page: pages are served
 * linking `?v=hash` of the current version, and on a theme edit the browser swaps the link to the
 * new `?v=` instead of reloading.
 */
export const DEV_CSS_PATH = 'assets/css/styles.css';

/** The theme's folder, watched for CSS-only changes. */
export const THEME_DIR = path.resolve(import.meta.dirname, '../theme');

/** The client bundle and live-reload script (built once) and the stylesheet (rebuilt on a theme edit) of the dev site. */
export class DevAssets {
  css = '';
  cssHash = '';
  /** The CSS of the site's own components (and their CSS modules), after the theme's. */
  private siteCss = '';

  private constructor(
    readonly client: ClientBundle,
    /** The live-reload client, inlined at the end of every page served. */
    readonly liveReload: string,
  ) {
    this.reloadCss();
  }

  static async create(): Promise<DevAssets> {
    const [client, liveReload] = await Promise.all([bundleClient(), liveReloadScript()]);
    return new DevAssets(client, liveReload);
  }

  /** Reads the theme again, from its folder (an edit shows even when portal runs from its bundle); returns the URL of the new version. */
  reloadCss(): string {
    this.css = themeCss({ versions: true, navbarExtras: true, navbarFit: true }, { prebuilt: false }) + (this.siteCss ? `\n${this.siteCss}` : '');
    this.cssHash = contentHash(this.css);
    return this.cssHref;
  }

  /** Sets the site components' CSS; returns the stylesheet's new URL when it changed. */
  setSiteCss(css: string): string | undefined {
    if (css === this.siteCss) return undefined;
    this.siteCss = css;
    return this.reloadCss();
  }

  /** The stylesheet's URL with its hash, so the browser asks for each version once. */
  get cssHref(): string {
    return `/${DEV_CSS_PATH}?v=${this.cssHash}`;
  }
}
