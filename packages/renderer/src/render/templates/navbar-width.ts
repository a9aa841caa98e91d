import type { NavbarItem, SiteModel } from '../../site/types.ts';

/**
 * The widths, in CSS pixels, from which a navbar's whole top bar fits (its items shown in the bar
 * rather than in the "Menu" disclosure), one of these steps: navbar-fit.css has a rule for each.
 */
export const NAVBAR_FIT_STEPS = [1100, 1200, 1300, 1400, 1600, 1800, 2000] as const;

// Measured in Chromium on the theme's system font (navbar links at 15 px, the title at 17 px bold), rounded up.
const LINK_CHAR = 8.6;
const TITLE_CHAR = 10.4;
const LINK_PADDING = 16;
const ITEM_GAP = 4;
const DROPDOWN_CARET = 18;
const ICON_LINK = 40;
const EXTERNAL_MARK = 18;
/** Bar padding, the gaps between its groups, the logo, the search button and the colour-mode toggle. */
const FIXED = 2 * 24 + 3 * 24 + 28 + 12 + 190 + 40;
const VERSION_DROPDOWN = 130;

function itemWidth(item: NavbarItem): number {
  if (item.icon || !item.label) return ICON_LINK;
  const text = item.label.length * LINK_CHAR + LINK_PADDING;
  return text + (item.items ? DROPDOWN_CARET : 0) + (item.external ? EXTERNAL_MARK : 0);
}

/** An estimate of the width the top bar needs to show the brand, every item, search and the toggle without squeezing any. */
export function navbarWidth(title: string, items: readonly NavbarItem[], versions: boolean): number {
  return FIXED + title.length * TITLE_CHAR + items.reduce((sum, item) => sum + itemWidth(item) + ITEM_GAP, 0) + (versions ? VERSION_DROPDOWN : 0);
}

/** The step from which the bar fits, or undefined when it fits from the desktop layout on (997 px); 'never' past the last step. */
export function navbarFitStep(width: number): (typeof NAVBAR_FIT_STEPS)[number] | 'never' | undefined {
  if (width <= 997) return undefined;
  return NAVBAR_FIT_STEPS.find((step) => width <= step) ?? 'never';
}

/** The site's step (navbarFitStep of its title, navbar items and version dropdown), the same for every page. */
export function siteNavbarFit(site: Pick<SiteModel, 'config' | 'navbarItems' | 'versions'>): ReturnType<typeof navbarFitStep> {
  return navbarFitStep(navbarWidth(site.config.title, site.navbarItems, Boolean(site.versions)));
}
