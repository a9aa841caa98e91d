import { useEffect, useState, type ReactNode } from 'react';

/**
 * Docusaurus's modules as a hydrated site component sees them in the browser; the server's are in
 * renderer/src/markdown/mdx/theme/docusaurus-hooks.tsx and render the same first HTML, so hydration matches.
 * bundle-site-islands.ts maps `@docusaurus/…` imports here.
 */

/** The site's config, set when the site's chunks are bundled. */
declare const __PORTAL_SITE__: { title: string; tagline?: string; url: string; defaultMode: 'light' | 'dark' };

/** `@docusaurus/useIsBrowser`: false while hydrating (as on the server), true once mounted. */
export function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** `@docusaurus/BrowserOnly`: the fallback (as the server rendered it), then the children once hydrated. */
export function BrowserOnly(props: { children?: () => ReactNode; fallback?: ReactNode }) {
  const browser = useIsBrowser();
  return <>{browser && props.children ? props.children() : (props.fallback ?? null)}</>;
}

/** `@docusaurus/useDocusaurusContext`: the site's config under Docusaurus's names. */
export function useDocusaurusContext() {
  return {
    siteConfig: { title: __PORTAL_SITE__.title, tagline: __PORTAL_SITE__.tagline, url: __PORTAL_SITE__.url, baseUrl: '/', customFields: {}, themeConfig: {} },
    siteMetadata: {},
    globalData: {},
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  };
}

/** `@docusaurus/useBaseUrl`: portal sites live at `/`, so a path is only made absolute. */
export function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  return options.absolute ? __PORTAL_SITE__.url.replace(/\/$/, '') + path : path;
}

/** `@docusaurus/useBaseUrl`'s named export. */
export function useBaseUrlUtils() {
  return { withBaseUrl: (url: string, options?: { absolute?: boolean }) => useBaseUrl(url, options) };
}

/** `@docusaurus/Link`: a plain link, as on the server. */
export function Link(props: { to?: string; href?: string; children?: ReactNode; [attr: string]: unknown }) {
  const { to, href, children, ...rest } = props;
  return (
    <a {...rest} href={to ?? href}>
      {children}
    </a>
  );
}

/** `@docusaurus/theme-common`'s `useColorMode`: the site's default while hydrating, then the page's mode. */
export function useColorMode() {
  const browser = useIsBrowser();
  const mode = browser && document.documentElement.dataset.theme === 'dark' ? 'dark' : browser ? 'light' : __PORTAL_SITE__.defaultMode;
  return { colorMode: mode, setColorMode: () => undefined, isDarkTheme: mode === 'dark' };
}

/** `@docusaurus/ExecutionEnvironment`: in the browser. */
export const ExecutionEnvironment = { canUseDOM: true, canUseEventListeners: true, canUseIntersectionObserver: true, canUseViewport: true };
