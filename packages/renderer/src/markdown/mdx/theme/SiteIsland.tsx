import { createElement, useContext, useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { isStaticHtml } from '@portal/client/site-runtime/protocol.ts';
import type { SiteIslandChunk } from '../site-modules.ts';
import { islandProps } from './island-props.ts';
import { MdxPage } from './page-context.tsx';
import type { ModuleExports } from './registry.ts';

/** A prop the server rendered to HTML, as the element the browser will make of it (client/src/islands/site-island.tsx). */
function staticHtml(html: string) {
  return createElement('portal-children', { dangerouslySetInnerHTML: { __html: html } });
}

/**
 * One export of a client module as an island: rendered here with `renderToString` as any
 * component, inside `<portal-island data-island data-module data-export data-props>`, which the
 * browser hydrates with the module's chunk. Elements among its props (MDX children) are rendered
 * to HTML first and stay that HTML in the browser; other props must be JSON.
 */
function islandOf(component: ComponentType<Record<string, unknown>>, chunk: SiteIslandChunk, exportName: string): ComponentType<Record<string, unknown>> {
  const name = component.displayName || component.name || exportName;
  const Island = (props: Record<string, unknown>) => {
    const page = useContext(MdxPage);
    // Ids of the HTML rendered apart stay unique on the page.
    const prefix = useId().replace(/[^A-Za-z0-9]/g, '');
    const render = (node: unknown) => renderToString(createElement(MdxPage.Provider, { value: page }, node as never), { identifierPrefix: `${prefix}-` });
    const { json, props: sent } = islandProps(props, render, name);
    const given = Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, isStaticHtml(value) ? staticHtml(value.__portalHtml) : value]));
    return createElement(
      'portal-island',
      { 'data-island': chunk.name, 'data-module': chunk.url, 'data-export': exportName, 'data-props': json },
      createElement(component, given),
    );
  };
  Object.defineProperty(Island, 'name', { value: name });
  return Island;
}

/** Is the export something React renders as a component (a function, `memo`, `forwardRef`)? */
function isComponent(value: unknown): value is ComponentType<Record<string, unknown>> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * A client module's exports as the server uses them: each component an island of its chunk, other
 * exports (constants) as they are.
 */
export function islandsOf(exports: ModuleExports, chunk: SiteIslandChunk): ModuleExports {
  return Object.fromEntries(
    Object.entries(exports).map(([key, value]) => [key, isComponent(value) && key !== '__esModule' ? islandOf(value, chunk, key) : value]),
  );
}
