import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islands, type IslandName } from './islands/index.ts';

/** Hydrates every `[data-island]` element under `root` with its component and props. */
export function hydrateIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.dataset.hydrated) continue;
    const name = element.dataset.island as IslandName;
    const component = islands[name];
    if (!component) continue;
    const props: unknown = JSON.parse(element.dataset.props ?? '{}');
    element.dataset.hydrated = 'true';
    hydrateRoot(element, createElement(component as never, props as never));
  }
}

hydrateIslands();
