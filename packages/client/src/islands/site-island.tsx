import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { isStaticHtml, SITE_ISLAND_PREFIX, SITE_MODULES_PATH, SITE_RUNTIME_KEY } from '../site-runtime/protocol.ts';
import { withBase } from '../base-url.ts';

/**
 * The React the page already runs, handed to the site's hydrated components: their chunks are
 * bundled with `react` and `react-dom` read from here (bundle-site-islands.ts), so React is loaded
 * once and its hooks work across the two bundles.
 */
function provideRuntime(): void {
  const scope = globalThis as unknown as Record<symbol, unknown>;
  const key = Symbol.for(SITE_RUNTIME_KEY);
  scope[key] ??= {
    react: React,
    'react/jsx-runtime': jsxRuntime,
    'react/jsx-dev-runtime': jsxRuntime,
    'react-dom': ReactDom,
    'react-dom/client': ReactDomClient,
  };
}

/** A prop rendered to HTML on the server (MDX children, an element) as the same element again, left as the server wrote it. */
function revive(value: unknown): unknown {
  if (!isStaticHtml(value)) return value;
  return React.createElement('portal-children', { dangerouslySetInnerHTML: { __html: value.__portalHtml }, suppressHydrationWarning: true });
}

/** The site's component with its props as the server rendered it. */
function withRevivedProps(component: ComponentType<Record<string, unknown>>): ComponentType<never> {
  const Revived = (props: Record<string, unknown>) =>
    React.createElement(component, Object.fromEntries(Object.entries(props).map(([key, value]) => [key, revive(value)])));
  return Revived as ComponentType<never>;
}

/**
 * The loader of a site component's island (`<portal-island data-island="Site_…" data-module="/assets/js/site/…"
 * data-export="default">`), or undefined for an element that is not one. Only chunks of the site's
 * own assets are imported.
 */
export function siteIslandLoader(element: HTMLElement): (() => Promise<ComponentType<never>>) | undefined {
  const url = element.dataset.module;
  // The chunk is written under the site's base path (`/docs/assets/js/site/…`).
  if (!element.dataset.island?.startsWith(SITE_ISLAND_PREFIX) || !url?.startsWith(withBase(SITE_MODULES_PATH)) || url.includes('..')) return undefined;
  const name = element.dataset.export ?? 'default';
  return async () => {
    provideRuntime();
    const module = (await import(url)) as Record<string, unknown>;
    const component = module[name];
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) throw new Error(`${url} has no component "${name}"`);
    return withRevivedProps(component as ComponentType<Record<string, unknown>>);
  };
}
