import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import type { PortalConfig } from '../config/schema.ts';
import { isExternal } from '../url.ts';
import { prebuiltPath } from '../prebuilt.ts';

/** The theme's stylesheets, in cascade order. */
const SHEETS = [
  'tokens.css',
  'base.css',
  'layout.css',
  'navbar.css',
  'sidebar.css',
  'markdown.css',
  'code.css',
  'components.css',
  'api.css',
  'explorer.css',
  'changelog.css',
  'mdx.css',
  'search.css',
  'states.css',
];

/** Where the bundled CLI keeps the theme's sheets minified (build-bundle.js), one file a sheet. */
export const PREBUILT_THEME_DIR = 'theme';

/**
 * A theme sheet as pages get it: minified by esbuild, each sheet on its own (the minified
 * stylesheet is 14.2 KB gzip instead of 20.9; Lighthouse counted the 6.7 KB against the first paint
 * on a phone). The bundled CLI carries them minified (build-bundle.js), the same bytes, so a build
 * from the bundle starts no esbuild for them (about 60 ms).
 */
export function themeSheet(name: string, prebuilt = true): string {
  const file = prebuilt ? prebuiltPath(`${PREBUILT_THEME_DIR}/${name}`) : undefined;
  if (file) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      // A bundle made before the sheet existed: minified here, as from the sources.
    }
  }
  return minifiedSheet(name);
}

/** A sheet of the theme folder minified (what build-bundle.js stores and a build from the sources makes). */
export function minifiedSheet(name: string): string {
  return minifyCss(readFileSync(fileURLToPath(new URL(`../theme/${name}`, import.meta.url)), 'utf8'), name);
}

/** CSS minified by esbuild; CSS esbuild cannot read (a site's own) is kept as it is, for the browser to make what it can of it. */
export function minifyCss(css: string, name = 'site.css'): string {
  try {
    return transformSync(css, { loader: 'css', minify: true, sourcefile: name, logLevel: 'silent' }).code;
  } catch {
    return css;
  }
}

/** Infima's classes and variables for sites of Docusaurus's shape (theme/infima.css), added after the theme by site-components.ts. */
export function infimaCss(): string {
  return themeSheet('infima.css');
}

/** Sheets only a site with that feature gets (a site without it keeps its stylesheet's bytes). */
const FEATURE_SHEETS = { versions: 'versions.css', navbarExtras: 'navbar-extras.css', navbarFit: 'navbar-fit.css' } as const;

/** Every sheet of the theme folder, for build-bundle.js to minify once. */
export const THEME_SHEETS = [...SHEETS, 'infima.css', ...Object.values(FEATURE_SHEETS)];

/**
 * The site's CSS: the theme files concatenated in cascade order, then the sheets of the features the
 * site has. `prebuilt: false` minifies the theme folder as it is now, never the bundle's copies made
 * on install (watch mode, where a theme edit is shown while it runs).
 */
export function themeCss(features: { versions?: boolean; navbarExtras?: boolean; navbarFit?: boolean } = {}, options: { prebuilt?: boolean } = {}): string {
  const sheets = [
    ...SHEETS,
    ...(features.versions ? [FEATURE_SHEETS.versions] : []),
    // The navbar's menu is a dropdown: its sheet comes with the dropdowns'.
    ...(features.navbarExtras || features.navbarFit ? [FEATURE_SHEETS.navbarExtras] : []),
    ...(features.navbarFit ? [FEATURE_SHEETS.navbarFit] : []),
  ];
  return sheets.map((name) => themeSheet(name, options.prebuilt)).join('\n');
}

/** Does the config's navbar or footer use what `navbar-extras.css` styles (dropdowns, icon, external or right-hand links, a footer logo)? */
export function usesNavbarExtras(config: Pick<PortalConfig, 'navbar' | 'footer'>): boolean {
  const plain = (item: PortalConfig['navbar']['items'][number]) => !('type' in item) && !item.icon && item.position !== 'right' && !isExternal(item.to);
  return Boolean(config.footer.logo) || !config.navbar.items.every(plain);
}
