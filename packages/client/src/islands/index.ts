import type { ComponentType } from 'react';
import { CategoryToggle } from './CategoryToggle.tsx';
import { CodeTabs } from './CodeTabs.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';

/** Every island by the name used in `data-island`; the server and the browser share this table. */
export const islands = {
  ColorModeToggle,
  CategoryToggle,
  CodeTabs,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = Parameters<(typeof islands)[N]>[0];
