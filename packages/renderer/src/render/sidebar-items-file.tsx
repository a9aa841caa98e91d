import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import type { SidebarItem } from '../site/sidebar.ts';
import type { SiteModel } from '../site/types.ts';
import { flatString } from './flat-string.ts';
import { listInItemsFile, SidebarItems } from './templates/Sidebar.tsx';

/** Where the items files go in the output, and their site paths (`/assets/sidebars/<hash>.html`). */
const ITEMS_DIR = 'assets/sidebars';

/**
 * The items of each category a page outside it shows collapsed, as the page would have shown them
 * (route-free, nested collapsed categories left empty in turn), one `<template data-list>` per list
 * id; undefined when the sidebar has no collapsed category. Pages leave these lists empty and the
 * client fills one from this file when it is opened, as Docusaurus renders a collapsed category's
 * items only once it is expanded: a migrated site's 1,000-link sidebar was 77 % of every page.
 */
export function sidebarItemsHtml(items: readonly SidebarItem[], id: string): string | undefined {
  const parts: string[] = [];
  const visit = (list: readonly SidebarItem[], path: string) => {
    list.forEach((item, i) => {
      if (item.type !== 'category') return;
      const itemPath = `${path}-${i}`;
      if (listInItemsFile(item)) {
        const html = flatString(renderToString(<SidebarItems items={item.items} route="" path={itemPath} lazy />));
        parts.push(`<template data-list="sidebar-${itemPath}">${html}</template>\n`);
      }
      visit(item.items, itemPath);
    });
  };
  visit(items, id);
  return parts.length ? parts.join('') : undefined;
}

/** The items file of each sidebar with collapsed categories: its output path, site path (content-hashed) and HTML, by sidebar name. */
export function sidebarItemsFiles(
  site: Pick<SiteModel, 'sidebars'>,
  withBase: (html: string) => string,
): Map<string, { file: string; url: string; html: string }> {
  const files = new Map<string, { file: string; url: string; html: string }>();
  for (const [name, items] of Object.entries(site.sidebars)) {
    const made = sidebarItemsHtml(items, `${name}-sidebar`);
    if (made === undefined) continue;
    const html = withBase(made);
    const file = `${ITEMS_DIR}/${createHash('sha1').update(html).digest('hex').slice(0, 16)}.html`;
    files.set(name, { file, url: `/${file}`, html });
  }
  return files;
}
