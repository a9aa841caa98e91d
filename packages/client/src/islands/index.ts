import type { ComponentType } from 'react';
import { AnnouncementClose } from './AnnouncementClose.tsx';
import { CategoryToggle } from './CategoryToggle.tsx';
import { CopyButton } from './CopyButton.tsx';
import { SidebarDrawerButton } from './SidebarDrawerButton.tsx';
import { SidebarHideButton } from './SidebarHideButton.tsx';
import { TocHighlight } from './TocHighlight.tsx';
import { CodeTabs } from './CodeTabs.tsx';
import { DocTabs } from './DocTabs.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { ApiExplorer } from './ApiExplorer.tsx';
import { SearchButton } from './SearchButton.tsx';
import { CopyMarkdownButton } from './CopyMarkdownButton.tsx';
import { RevealTarget } from './RevealTarget.tsx';

/** Every island by the name used in `data-island`; the server and the browser share this table. */
export const islands = {
  ColorModeToggle,
  CategoryToggle,
  CodeTabs,
  CopyButton,
  SidebarDrawerButton,
  SidebarHideButton,
  TocHighlight,
  AnnouncementClose,
  ApiExplorer,
  DocTabs,
  SearchButton,
  CopyMarkdownButton,
  RevealTarget,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = Parameters<(typeof islands)[N]>[0];
