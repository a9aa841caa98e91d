import type { Diagnostics } from '../diagnostics.ts';
import { compareFileNames, joinRoute, kebabCase } from '../content/slugs.ts';
import type { ContentDir, DocSource } from '../content/types.ts';

/** A link in a sidebar: a guide, or (in the API sidebar) an operation. */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  unlisted: boolean;
  /** HTTP method shown as a badge in the API sidebar. */
  method?: string;
  deprecated?: boolean;
}

/** A collapsible group of items; `href` is its generated index or its doc, when it has one. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  items: SidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  /** True when the category links to an unlisted doc. */
  linkUnlisted: boolean;
  description?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory;

/** A `generated-index` category page, e.g. `/category/modules`. */
export interface GeneratedIndex {
  route: string;
  title: string;
  description?: string;
  keywords?: string[];
  category: SidebarCategory;
  /** Where it was declared, for messages. */
  source?: string;
}

interface Ordered {
  position?: number;
  sortName: string;
  item: SidebarItem;
}

/** Docusaurus's order: items with a position first (ascending), then the rest in file-name order. */
function sortItems(entries: Ordered[]): SidebarItem[] {
  return entries
    .map((e, index) => ({ ...e, index }))
    .sort((a, b) => compareFileNames(a.sortName, b.sortName))
    .map((e, index) => ({ ...e, index }))
    .sort((a, b) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) || a.index - b.index)
    .map((e) => e.item);
}

function docLink(doc: DocSource): SidebarLink {
  return { type: 'link', label: doc.sidebarLabel, href: doc.route, docId: doc.id, unlisted: doc.unlisted };
}

export interface BuildSidebarOptions {
  root: ContentDir;
  /** Guides that are part of this build (drafts are excluded outside watch mode). */
  docsById: Map<string, DocSource>;
  diagnostics: Diagnostics;
}

/** Generates the docs sidebar from the folder tree and `_category_` files, plus the generated-index pages. */
export function buildDocsSidebar(options: BuildSidebarOptions): { items: SidebarItem[]; generatedIndexes: GeneratedIndex[] } {
  const generatedIndexes: GeneratedIndex[] = [];
  const included = (doc: DocSource) => options.docsById.get(doc.id) === doc;

  const dirItems = (dir: ContentDir, isRoot: boolean): { items: SidebarItem[]; indexDoc?: DocSource } => {
    const indexDoc = isRoot ? undefined : dir.docs.find((d) => d.isFolderIndex && included(d));
    const entries: Ordered[] = [];
    for (const doc of dir.docs) {
      if (!included(doc) || doc === indexDoc) continue;
      entries.push({ position: doc.position, sortName: doc.fileName, item: docLink(doc) });
    }
    for (const sub of dir.dirs) {
      const category = dirCategory(sub);
      if (category) entries.push({ position: sub.category.position ?? sub.prefixPosition, sortName: sub.dirName, item: category });
    }
    return { items: sortItems(entries), indexDoc };
  };

  const dirCategory = (dir: ContentDir): SidebarCategory | undefined => {
    const meta = dir.category;
    const { items, indexDoc } = dirItems(dir, false);
    const label = meta.label ?? dir.name;
    const category: SidebarCategory = {
      type: 'category',
      label,
      items,
      collapsed: meta.collapsed ?? false,
      collapsible: meta.collapsible ?? true,
      linkUnlisted: false,
      description: meta.description,
    };
    const link = meta.link;
    if (link?.type === 'generated-index') {
      const route = link.slug ? joinRoute(link.slug) : joinRoute('category', kebabCase(label));
      category.href = route;
      category.description = link.description ?? meta.description;
      generatedIndexes.push({ route, title: link.title ?? label, description: category.description, keywords: link.keywords, category, source: dir.categoryFile });
    } else if (link?.type === 'doc') {
      const doc = options.docsById.get(link.id);
      if (doc) {
        category.href = doc.route;
        category.linkUnlisted = doc.unlisted;
        category.items = category.items.filter((i) => !(i.type === 'link' && i.docId === doc.id));
      } else {
        options.diagnostics.error(`category link points to an unknown doc id "${link.id}"`, { file: dir.categoryFile ?? dir.relDir }, `doc ids here: ${[...options.docsById.keys()].slice(0, 8).join(', ')}`);
      }
    } else if (link === undefined && indexDoc) {
      category.href = indexDoc.route;
      category.linkUnlisted = indexDoc.unlisted;
    }
    if (category.items.length === 0 && !category.href) return undefined;
    return category;
  };

  return { items: dirItems(options.root, true).items, generatedIndexes };
}

/** Every link of a sidebar in reading order, categories with a page included: the order of prev/next. */
export function flattenSidebar(items: readonly SidebarItem[]): { href: string; label: string; docId?: string }[] {
  const out: { href: string; label: string; docId?: string }[] = [];
  for (const item of items) {
    if (item.type === 'link') {
      if (!item.unlisted) out.push({ href: item.href, label: item.label, docId: item.docId });
    } else {
      if (item.href && !item.linkUnlisted) out.push({ href: item.href, label: item.label });
      out.push(...flattenSidebar(item.items));
    }
  }
  return out;
}

/** The categories leading to `href`, outermost first (empty when `href` is a top-level item or absent). */
export function sidebarTrail(items: readonly SidebarItem[], href: string): SidebarCategory[] | undefined {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.href === href) return [];
    } else {
      if (item.href === href) return [];
      const inner = sidebarTrail(item.items, href);
      if (inner) return [item, ...inner];
    }
  }
  return undefined;
}

/** Every link of a sidebar, unlisted ones included (they are in the HTML of their own page). */
export function sidebarHrefs(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === 'link' ? [item.href] : [...(item.href ? [item.href] : []), ...sidebarHrefs(item.items)]));
}
