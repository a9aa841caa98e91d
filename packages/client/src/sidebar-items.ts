import { withBase } from './base-url.ts';
import { reportLoadFailure } from './errors/load-error.tsx';
import { ISLANDS_ADDED_EVENT } from './site-events.ts';

/**
 * The lists of collapsed sidebar categories come empty (`data-lazy`); their items are in the
 * sidebar's items file (`<nav data-items>`, one `<template data-list>` per list id), loaded once the
 * first time a reader is about to open one, and kept for the visit (client navigation keeps it).
 */
const loaded = new Map<string, ReadonlyMap<string, string>>();
const loading = new Map<string, Promise<unknown>>();

function itemsUrl(list: HTMLElement): string | undefined {
  return list.closest<HTMLElement>('nav[data-items]')?.dataset.items;
}

function parse(text: string): Map<string, string> {
  const holder = document.createElement('template');
  holder.innerHTML = text;
  return new Map(Array.from(holder.content.querySelectorAll<HTMLTemplateElement>('template[data-list]'), (t) => [t.dataset.list!, t.innerHTML]));
}

/** Starts loading the items file of the sidebar that holds `list`, once (a failed load is tried again next time). */
export function loadSidebarItems(list: HTMLElement): Promise<unknown> {
  const url = itemsUrl(list);
  if (!url || loaded.has(url)) return Promise.resolve();
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(withBase(url))
      .then((response) => {
        if (!response.ok) throw new Error(`the sidebar's items could not be loaded (${response.status} ${response.statusText})`);
        return response.text();
      })
      .then((text) => void loaded.set(url, parse(text)))
      .finally(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/** Fills an empty category list with its items when its file is loaded; true when the list has its items. */
export function fillFromLoaded(list: HTMLElement): boolean {
  if (!list.hasAttribute('data-lazy')) return true;
  const url = itemsUrl(list);
  const items = url === undefined ? undefined : loaded.get(url)?.get(list.id);
  if (items === undefined) return false;
  list.innerHTML = items;
  list.removeAttribute('data-lazy');
  return true;
}

/** Fills an empty category list, loading its file first when needed; the islands it brings (nested categories' toggles) are then hydrated. */
export async function fillSidebarList(list: HTMLElement): Promise<void> {
  if (!list.hasAttribute('data-lazy')) return;
  await loadSidebarItems(list);
  if (!fillFromLoaded(list)) throw new Error(`the sidebar's items file has no list "${list.id}"`);
  window.dispatchEvent(new Event(ISLANDS_ADDED_EVENT));
}

/** The empty list a closed category's toggle (the event's target) controls, if it is one. */
function lazyListOf(target: EventTarget | null): { button: HTMLElement; list: HTMLElement } | undefined {
  const button = target instanceof Element ? target.closest<HTMLElement>('.sidebar button[aria-controls][aria-expanded="false"]') : null;
  const list = button && document.getElementById(button.getAttribute('aria-controls')!);
  return button && list?.hasAttribute('data-lazy') ? { button, list } : undefined;
}

/**
 * Lets the sidebar's category toggles open empty lists: a click on one is held back until its items
 * are in, then given to the toggle again (the toggle's island knows nothing of it, and loads no more
 * code); a pointer over it or focus on it starts loading its sidebar's items file. A failed load is
 * reported with a Retry, the category left closed.
 */
export function installSidebarItems(): void {
  document.addEventListener(
    'click',
    (event) => {
      const found = lazyListOf(event.target);
      if (!found) return;
      event.preventDefault();
      event.stopPropagation();
      // Given again in a task of its own: a click while this one is still being dispatched (its items were already loaded) is ignored.
      const again = () => setTimeout(() => found.button.click());
      fillSidebarList(found.list).then(again, (error: unknown) => reportLoadFailure(`sidebar:${found.list.id}`, error, again));
    },
    true,
  );
  const prepare = (event: Event) => {
    const found = lazyListOf(event.target);
    if (found) loadSidebarItems(found.list).catch(() => undefined);
  };
  document.addEventListener('pointerover', prepare, true);
  document.addEventListener('focusin', prepare, true);
}
