import type { ComponentType } from 'react';
import { Admonition } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Details } from './Details.tsx';
import { DocCard, DocCardList } from './DocCardList.tsx';
import { Heading } from './Heading.tsx';
import { Head as ServerHead, Layout } from './Layout.tsx';
import {
  BrowserOnly,
  ExecutionEnvironment,
  interpolate,
  Interpolate,
  Link,
  translate,
  Translate,
  useBaseUrl,
  useBaseUrlUtils,
  useColorMode,
  useCurrentSidebarCategory,
  useDocusaurusContext,
  useHistory,
  useIsBrowser,
  useLocation,
} from './docusaurus-hooks.tsx';
import { TabItem, Tabs } from './Tabs.tsx';
import { ThemedImage } from './ThemedImage.tsx';
import { TOCInline } from './TOCInline.tsx';
import { useAllPluginInstancesData, useGlobalData, usePluginData } from './plugin-data.ts';

/** A module an MDX page or a site component can import: its named exports and `default`. */
export type ModuleExports = Record<string, unknown>;

/** The components every MDX page has without importing them (Docusaurus's default MDXComponents). */
export const defaultMdxComponents: Record<string, ComponentType<never>> = {
  details: Details as ComponentType<never>,
  Details: Details as ComponentType<never>,
  Admonition: Admonition as ComponentType<never>,
};

/**
 * The one map from import names to portal's components: the MDX compiler resolves `@theme/…` and
 * `@docusaurus/…` imports here, site components get the same objects, and the "unknown
 * component" message lists these names.
 */
export const themeModules: Record<string, ModuleExports> = {
  '@theme/Tabs': { default: Tabs },
  '@theme/TabItem': { default: TabItem },
  '@theme/Admonition': { default: Admonition },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/Details': { default: Details },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/DocCard': { default: DocCard },
  '@theme/TOCInline': { default: TOCInline },
  '@theme/Heading': { default: Heading },
  '@theme/Layout': { default: Layout },
  '@theme/ThemedImage': { default: ThemedImage },
  '@theme/MDXComponents': { default: defaultMdxComponents },
  '@theme-original/MDXComponents': { default: defaultMdxComponents },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/theme-common': { useColorMode, useCurrentSidebarCategory },
  '@docusaurus/router': { useLocation, useHistory },
  '@docusaurus/Head': { default: ServerHead },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/Interpolate': { default: Interpolate, interpolate },
  '@docusaurus/useGlobalData': { default: useGlobalData, usePluginData, useAllPluginInstancesData },
};

/** Is `spec` one of portal's theme modules? */
export function isThemeModule(spec: string): boolean {
  return Object.hasOwn(themeModules, spec);
}

/** The names a writer can use, for "unknown component" and "unknown import" messages. */
export function knownNames(globals: Iterable<string>): string {
  return [...new Set([...Object.keys(themeModules), ...globals])].sort().join(', ');
}
