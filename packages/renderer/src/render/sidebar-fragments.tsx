import { renderToString } from 'react-dom/server';
import type { SidebarCategory, SidebarItem } from '../site/sidebar.ts';
import type { SiteModel } from '../site/types.ts';
import { flatString } from './flat-string.ts';
import { CategoryInner, type SidebarFragments } from './templates/Sidebar.tsx';

/**
 * Prerenders the categories of one sidebar as the pages outside them show them (route-free), by
 * list id, children before their parent so that a parent's HTML reuses its children's.
 */
export function prerenderSidebar(items: readonly SidebarItem[], id: string): SidebarFragments {
  const fragments = new Map<string, string>();
  const visit = (list: readonly SidebarItem[], path: string) => {
    list.forEach((item, i) => {
      if (item.type !== 'category') return;
      const itemPath = `${path}-${i}`;
      visit(item.items, itemPath);
      fragments.set(`sidebar-${itemPath}`, categoryHtml(item, itemPath, fragments));
    });
  };
  visit(items, id);
  return fragments;
}

/** A category's inner HTML on a page outside it (its default expansion, no current link). */
function categoryHtml(item: SidebarCategory, path: string, fragments: SidebarFragments): string {
  const expanded = !item.collapsed || !item.collapsible;
  return flatString(renderToString(<CategoryInner item={item} route="" path={path} fragments={fragments} listId={`sidebar-${path}`} expanded={expanded} current={false} />));
}

/** The prerendered fragments of each sidebar of a site, made the first time a page shows that sidebar. */
export class SidebarFragmentSets {
  private readonly made = new Map<string, SidebarFragments>();
  constructor(private readonly sidebars: SiteModel['sidebars']) {}

  /** The fragments of sidebar `name` (the id the layout gives it is `<name>-sidebar`). */
  of(name: string): SidebarFragments {
    let fragments = this.made.get(name);
    if (!fragments) {
      fragments = prerenderSidebar(this.sidebars[name] ?? [], `${name}-sidebar`);
      this.made.set(name, fragments);
    }
    return fragments;
  }
}
