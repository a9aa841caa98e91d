import type { ComponentType } from 'react';
import type { IslandName } from './index.ts';

type Loader = () => Promise<ComponentType<never>>;

/**
 * The browser loads each island's code lazily, in a chunk of its own, so a page downloads only the
 * islands it has (the renderer preloads exactly those). The server uses the static table in index.ts.
 */
export const islandLoaders: Record<IslandName, Loader> = {
  ColorModeToggle: () => import('./ColorModeToggle.tsx').then((m) => m.ColorModeToggle),
  CategoryToggle: () => import('./CategoryToggle.tsx').then((m) => m.CategoryToggle),
  CodeTabs: () => import('./CodeTabs.tsx').then((m) => m.CodeTabs),
  CopyButton: () => import('./CopyButton.tsx').then((m) => m.CopyButton),
  SidebarDrawerButton: () => import('./SidebarDrawerButton.tsx').then((m) => m.SidebarDrawerButton),
  SidebarHideButton: () => import('./SidebarHideButton.tsx').then((m) => m.SidebarHideButton),
  TocHighlight: () => import('./TocHighlight.tsx').then((m) => m.TocHighlight),
  AnnouncementClose: () => import('./AnnouncementClose.tsx').then((m) => m.AnnouncementClose),
  ApiExplorer: () => import('./ApiExplorer.tsx').then((m) => m.ApiExplorer),
  DocTabs: () => import('./DocTabs.tsx').then((m) => m.DocTabs),
  SearchButton: () => import('./SearchButton.tsx').then((m) => m.SearchButton),
  CopyMarkdownButton: () => import('./CopyMarkdownButton.tsx').then((m) => m.CopyMarkdownButton),
  RevealTarget: () => import('./RevealTarget.tsx').then((m) => m.RevealTarget),
};

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}
