import { type ReactNode, useContext } from 'react';
import { MdxPage, useMdxPage } from './page-context.tsx';
import { withBase } from '../../../url.ts';

/** `@docusaurus/useDocusaurusContext`: the site's config under Docusaurus's names. */
export function useDocusaurusContext() {
  const { config } = useMdxPage();
  return {
    siteConfig: { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, customFields: {}, themeConfig: {} },
    siteMetadata: {},
    globalData: {},
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  };
}

/** `@docusaurus/useBaseUrl`: the path under the site's base path (url.ts `withBase`), absolute on the site's URL when asked. */
export function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  const { config } = useMdxPage();
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
  const path = withBase(url.startsWith('/') ? url : `/${url}`, config.baseUrl);
  return options.absolute ? config.url.replace(/\/$/, '') + path : path;
}

/** `@docusaurus/useBaseUrl`'s named export. */
export function useBaseUrlUtils() {
  return { withBaseUrl: (url: string, options?: { absolute?: boolean }) => useBaseUrl(url, options) };
}

/**
 * `@docusaurus/BrowserOnly`: its children is a function that needs the browser, so the server
 * renders the `fallback` (readers without JavaScript see that).
 */
export function BrowserOnly(props: { children?: () => ReactNode; fallback?: ReactNode }) {
  return <>{props.fallback ?? null}</>;
}

/** `@docusaurus/Link`: a plain link (`to` or `href`), which the link checker checks, as Docusaurus does, wherever it is rendered. */
export function Link(props: { to?: string; href?: string; children?: ReactNode; className?: string; [attr: string]: unknown }) {
  const { to, href, children, ...rest } = props;
  const url = to ?? href;
  const page = useContext(MdxPage);
  if (typeof url === 'string') page?.linked?.(url);
  return (
    <a {...rest} href={url}>
      {children}
    </a>
  );
}

/** `@docusaurus/theme-common`'s `useColorMode`: pages render in the site's default mode on the server. */
export function useColorMode() {
  const { config } = useMdxPage();
  return { colorMode: config.colorMode.defaultMode, setColorMode: () => undefined, isDarkTheme: config.colorMode.defaultMode === 'dark' };
}

/**
 * `@docusaurus/theme-common`'s `useCurrentSidebarCategory`: the sidebar category of the page, as
 * Docusaurus gives it, for the category pages that write `<DocCardList items={useCurrentSidebarCategory().items} />`.
 * Like Docusaurus, it throws on a page that is in no category.
 */
export function useCurrentSidebarCategory() {
  const { category, pathname } = useMdxPage();
  if (!category) throw new Error(`useCurrentSidebarCategory(): ${pathname} is in no sidebar category`);
  const items = category.cards.map((card) => ({
    type: 'link' as const,
    label: card.label,
    href: card.href,
    ...(card.description ? { description: card.description } : {}),
  }));
  return { type: 'category' as const, label: category.label, ...(category.href ? { href: category.href } : {}), collapsed: false, collapsible: true, items };
}

/** `@docusaurus/useIsBrowser`: false on the server (and while a hydrated component hydrates). */
export function useIsBrowser(): boolean {
  return false;
}

/** `@docusaurus/ExecutionEnvironment`: the server has no DOM. */
export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };

/** `@docusaurus/router`'s `useLocation`: the page's route; a static page has no query or hash on the server. */
export function useLocation() {
  const { pathname } = useMdxPage();
  return { pathname, search: '', hash: '', state: undefined };
}

/** `@docusaurus/router`'s `useHistory`: the server cannot navigate; the location is the page's. */
export function useHistory() {
  const location = useLocation();
  const none = () => undefined;
  return {
    location,
    length: 1,
    action: 'POP',
    push: none,
    replace: none,
    go: none,
    goBack: none,
    goForward: none,
    listen: () => none,
    block: () => none,
    createHref: (to: { pathname?: string } | string) => (typeof to === 'string' ? to : (to.pathname ?? '')),
  };
}

export { Head, interpolate, Interpolate, translate, Translate } from '@portal/client/site-runtime/docusaurus-text.tsx';
