import { renderToString } from 'react-dom/server';
import type { SidebarCategory, SidebarItem } from '../site/sidebar.ts';
import type { SiteModel } from '../site/types.ts';
import { flatString } from './flat-string.ts';
import type { FragmentMarkers } from './fragment-markers.ts';
import { CategoryInner, type SidebarFragments } from './templates/Sidebar.tsx';

/**
 * Prerenders the categories of one sidebar as the pages outside them show them (route-free), by
 * list id, children before their parent so that a parent's HTML reuses its children's.
 */
export function prerenderSidebar(items: readonly SidebarItem[], id: string, lazy = false): SidebarFragments {
  const fragments = new Map<string, string>();
  const visit = (list: readonly SidebarItem[], path: string) => {
    list.forEach((item, i) => {
      if (item.type !== 'category') return;
      const itemPath = `${path}-${i}`;
      visit(item.items, itemPath);
      fragments.set(`sidebar-${itemPath}`, categoryHtml(item, itemPath, fragments, lazy));
    });
  };
  visit(items, id);
  return fragments;
}

/** A category's inner HTML on a page outside it (its default expansion, no current link). */
function categoryHtml(item: SidebarCategory, path: string, fragments: SidebarFragments, lazy: boolean): string {
  const expanded = !item.collapsed || !item.collapsible;
  return flatString(
    renderToString(
      <CategoryInner item={item} route="" path={path} fragments={fragments} listId={`sidebar-${path}`} expanded={expanded} current={false} lazy={lazy} />,
    ),
  );
}

/**
 * The prerendered fragments of each sidebar of a site, made the first time a page shows that sidebar.
 * With `markers` (a build), pages get a marker for each fragment instead of its HTML, spliced in
 * when the page is written (fragment-markers.ts).
 */
export class SidebarFragmentSets {
  private readonly made = new Map<string, SidebarFragments>();
  constructor(
    private readonly sidebars: SiteModel['sidebars'],
    readonly markers?: FragmentMarkers,
    /** The sidebars whose collapsed categories' lists are left empty (they have an items file). */
    private readonly lazy: ReadonlySet<string> = new Set(),
  ) {}

  /** The fragments of sidebar `name` (the id the layout gives it is `<name>-sidebar`). */
  of(name: string): SidebarFragments {
    let fragments = this.made.get(name);
    if (!fragments) {
      fragments = prerenderSidebar(this.sidebars[name] ?? [], `${name}-sidebar`, this.lazy.has(name));
      const { markers } = this;
      if (markers) fragments = new Map([...fragments].map(([key, html]) => [key, markers.mark(key, html)]));
      this.made.set(name, fragments);
    }
    return fragments;
  }

  /** What `scan` finds in a page as it will be written (markers stand for their fragments). */
  scan<T>(html: string, scan: (text: string) => T[]): T[] {
    return this.markers ? this.markers.scan(html, scan) : scan(html);
  }
}
