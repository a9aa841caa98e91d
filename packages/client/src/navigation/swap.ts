import { clientTemplateContent } from '../client-loader.ts';
import { fillFromLoaded, fillSidebarList } from '../sidebar-items.ts';

/** Head elements that belong to one page; the rest of `<head>` (styles, scripts) is shared. */
const PAGE_HEAD = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
  'link[rel="modulepreload"]',
].join(', ');

/** The stylesheets and entry module a page uses (the entry as its client template names it): a page built with other ones needs a full load. */
function assetsOf(doc: Document): string {
  const entry = clientTemplateContent(doc)?.querySelectorAll('script[type="module"][src]') ?? [];
  return [...doc.head.querySelectorAll('link[rel="stylesheet"]'), ...entry].map((el) => el.getAttribute('href') ?? el.getAttribute('src')).join(' ');
}

export function sameAssets(next: Document): boolean {
  return assetsOf(next) === assetsOf(document);
}

/** Inline head scripts the new page has and this one did not (they run once, as on a full load). */
function runNewInlineScripts(next: Document): void {
  const known = new Set([...document.head.querySelectorAll('script:not([src]):not([type])')].map((s) => s.textContent));
  for (const script of next.head.querySelectorAll('script:not([src]):not([type])')) {
    if (known.has(script.textContent)) continue;
    const run = document.createElement('script');
    run.textContent = script.textContent;
    document.head.append(run);
  }
}

/** What the reader did to the sidebar, carried to the next page when it shows the same sidebar. */
export interface SidebarState {
  sidebarId: string | undefined;
  hidden: boolean;
  lists: Map<string, boolean>;
}

function sidebarId(root: ParentNode): string | undefined {
  return root.querySelector('#sidebar-drawer nav[id]')?.id;
}

/** Read before the islands unmount (their buttons hold the state). */
export function captureSidebar(): SidebarState {
  const lists = new Map<string, boolean>();
  // The toggles say what the reader chose, even while a category's animation is still running.
  for (const toggle of document.querySelectorAll('#sidebar-drawer button[aria-controls][aria-expanded]')) {
    lists.set(toggle.getAttribute('aria-controls')!, toggle.getAttribute('aria-expanded') === 'false');
  }
  return { sidebarId: sidebarId(document), hidden: document.getElementById('page-shell')?.hasAttribute('data-sidebar-hidden') ?? false, lists };
}

function applySidebar(body: HTMLElement, state: SidebarState): void {
  if (!state.sidebarId || sidebarId(body) !== state.sidebarId) return;
  if (state.hidden) body.querySelector('#page-shell')?.setAttribute('data-sidebar-hidden', '');
  const lists = [...body.querySelectorAll<HTMLElement>('#sidebar-drawer .sidebar-list[id]')];
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i]!;
    const hidden = state.lists.get(list.id);
    // The category of the page being opened always shows.
    if (hidden !== undefined) list.hidden = hidden && !list.querySelector('[aria-current="page"]');
    // A category the reader opened may come empty on this page: its items, loaded on the page before, go in now (no shift after
    // the swap), their own lists next; a file not loaded yet fills it once it is.
    if (list.hidden || !list.hasAttribute('data-lazy')) continue;
    if (fillFromLoaded(list)) lists.push(...list.querySelectorAll<HTMLElement>('.sidebar-list[id]'));
    else fillSidebarList(list).catch(() => undefined);
  }
}

/** Replaces the page with `next`: its head elements, its body; the sidebar keeps the reader's state. */
export function swapPage(next: Document, sidebar: SidebarState): void {
  for (const el of document.head.querySelectorAll(PAGE_HEAD)) el.remove();
  for (const el of next.head.querySelectorAll(PAGE_HEAD)) document.head.append(document.adoptNode(el));
  // The client runs already: the new page's preloads (its islands' code) are taken from its client template.
  for (const el of clientTemplateContent(next)?.querySelectorAll('link[rel="modulepreload"]') ?? []) document.head.append(document.importNode(el, true));
  runNewInlineScripts(next);
  const body = document.adoptNode(next.body);
  applySidebar(body, sidebar);
  document.body.replaceWith(body);
}
