import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The theme's stylesheets, in cascade order. */
const SHEETS = ['tokens.css', 'base.css', 'layout.css', 'navbar.css', 'sidebar.css', 'markdown.css', 'code.css', 'components.css', 'api.css', 'explorer.css', 'changelog.css', 'mdx.css', 'search.css', 'states.css'];

/** Infima's classes and variables for sites of Docusaurus's shape (theme/infima.css), added after the theme by site-components.ts. */
export function infimaCss(): string {
  return readFileSync(fileURLToPath(new URL('../theme/infima.css', import.meta.url)), 'utf8');
}

/** The site's CSS: the theme files concatenated in cascade order. */
export function themeCss(): string {
  return SHEETS.map((name) => readFileSync(fileURLToPath(new URL(`../theme/${name}`, import.meta.url)), 'utf8')).join('\n');
}
