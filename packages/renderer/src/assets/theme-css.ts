import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The theme's stylesheets, in cascade order. */
const SHEETS = ['tokens.css', 'base.css', 'layout.css', 'navbar.css', 'sidebar.css', 'markdown.css', 'code.css', 'components.css', 'api.css', 'explorer.css', 'changelog.css', 'mdx.css', 'search.css', 'states.css'];

/** The site's CSS: the theme files concatenated in cascade order. */
export function themeCss(): string {
  return SHEETS.map((name) => readFileSync(fileURLToPath(new URL(`../theme/${name}`, import.meta.url)), 'utf8')).join('\n');
}
