import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PortalConfig } from '../config/schema.ts';
import { isExternal } from '../url.ts';

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

/** Infima's classes and variables for sites of Docusaurus's shape (theme/infima.css), added after the theme by site-components.ts. */
export function infimaCss(): string {
  return readFileSync(fileURLToPath(new URL('../theme/infima.css', import.meta.url)), 'utf8');
}

/** Sheets only a site with that feature gets (a site without it keeps its stylesheet's bytes). */
const FEATURE_SHEETS = { versions: 'versions.css', navbarExtras: 'navbar-extras.css', navbarFit: 'navbar-fit.css' } as const;

/** The site's CSS: the theme files concatenated in cascade order, then the sheets of the features the site has. */
export function themeCss(features: { versions?: boolean; navbarExtras?: boolean; navbarFit?: boolean } = {}): string {
  const sheets = [
    ...SHEETS,
    ...(features.versions ? [FEATURE_SHEETS.versions] : []),
    // The navbar's menu is a dropdown: its sheet comes with the dropdowns'.
    ...(features.navbarExtras || features.navbarFit ? [FEATURE_SHEETS.navbarExtras] : []),
    ...(features.navbarFit ? [FEATURE_SHEETS.navbarFit] : []),
  ];
  return sheets.map((name) => readFileSync(fileURLToPath(new URL(`../theme/${name}`, import.meta.url)), 'utf8')).join('\n');
}

/** Does the config's navbar or footer use what `navbar-extras.css` styles (dropdowns, icon, external or right-hand links, a footer logo)? */
export function usesNavbarExtras(config: Pick<PortalConfig, 'navbar' | 'footer'>): boolean {
  const plain = (item: PortalConfig['navbar']['items'][number]) => !('type' in item) && !item.icon && item.position !== 'right' && !isExternal(item.to);
  return Boolean(config.footer.logo) || !config.navbar.items.every(plain);
}
