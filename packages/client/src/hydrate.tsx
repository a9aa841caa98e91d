import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandBoundary } from './errors/crash-page.tsx';
import { reportLoadFailure } from './errors/load-error.tsx';
import { isIslandName, islandLoaders } from './islands/loaders.ts';
import { siteIslandLoader } from './islands/site-island.tsx';
import { delayed, LOADER_DELAY_MS } from './timing.ts';

const roots = new Map<HTMLElement, Root>();
const loading = new WeakSet<HTMLElement>();

/** Renders the island's component with its server props; a bad props string crashes inside the boundary. */
function IslandContent(props: { component: ComponentType<never>; json: string }) {
  const Island = props.component as ComponentType<Record<string, unknown>>;
  return <Island {...(JSON.parse(props.json) as Record<string, unknown>)} />;
}

/**
 * Marks the island `data-hydrated` once React has committed it: a parent's effects run after its
 * children's, so by then the island's own have run (the search shortcut's listener among them): CSS
 * that shows a control once hydrated (the copy button) shows it working, and a test that waits for the
 * mark acts on a live island (marked before, Ctrl+K right after it did nothing one time in twelve).
 */
function MarkHydrated(props: { element: HTMLElement; children: ReactNode }) {
  const { element } = props;
  useEffect(() => {
    element.dataset.hydrated = 'true';
  }, [element]);
  return props.children;
}

const SPINNER_SIZE = 16;

/**
 * A spinner over the right end of an island whose code is still loading; returns its removal. It is
 * laid over the page (absolutely positioned from the island's box), never in the flow: its coming and
 * going moves nothing (no layout shift) and never widens the page.
 */
function showSpinner(element: HTMLElement): () => void {
  const spinner = document.createElement('span');
  spinner.className = 'island-spinner';
  spinner.setAttribute('role', 'status');
  spinner.innerHTML = '<span class="sr-only">Loading…</span>';
  const box = element.getBoundingClientRect();
  const left = Math.min(Math.max(box.right - SPINNER_SIZE - 4, box.left, 0), document.documentElement.clientWidth - SPINNER_SIZE);
  // Set through the CSSOM, which the pages' Content-Security-Policy allows (a style attribute it would refuse).
  spinner.style.left = `${left + scrollX}px`;
  spinner.style.top = `${box.top + scrollY + Math.max(0, (box.height - SPINNER_SIZE) / 2)}px`;
  document.body.append(spinner);
  return () => spinner.remove();
}

async function hydrateIsland(element: HTMLElement, key: string): Promise<void> {
  const name = element.dataset.island;
  // portal's islands, or the site's own components that opted in with 'use client'.
  const load = isIslandName(name) ? islandLoaders[name] : siteIslandLoader(element);
  if (!load || loading.has(element) || roots.has(element)) return;
  loading.add(element);
  let removeSpinner: (() => void) | undefined;
  const spinner = delayed(LOADER_DELAY_MS, () => {
    removeSpinner = showSpinner(element);
  });
  let component: ComponentType<never>;
  try {
    component = await load();
  } catch (error) {
    loading.delete(element);
    if (element.isConnected) reportLoadFailure(key, error, () => void hydrateIsland(element, key));
    return;
  } finally {
    spinner.cancel();
    removeSpinner?.();
  }
  loading.delete(element);
  if (!element.isConnected) return;
  roots.set(
    element,
    hydrateRoot(
      element,
      <MarkHydrated element={element}>
        <IslandBoundary>{<IslandContent component={component} json={element.dataset.props ?? '{}'} />}</IslandBoundary>
      </MarkHydrated>,
    ),
  );
}

/** Hydrates every `[data-island]` element of the page, loading each island's code first. */
export async function hydrateIslands(): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  await Promise.all(elements.map((element, i) => hydrateIsland(element, `${element.dataset.island}:${i}`)));
}

/** Unmounts every hydrated island (their effects clean up) before the page is replaced. */
export function unmountIslands(): void {
  for (const root of roots.values()) root.unmount();
  roots.clear();
}
