import type { ReactNode } from 'react';
import type { SiteModel, PageData } from '../../site/types.ts';
import { apiOfPage } from '../../site/api-of.ts';
import { ApiVersionSwitch } from './ApiVersionSwitch.tsx';
import { Footer } from './Footer.tsx';
import { Head, type PageAssets } from './Head.tsx';
import { Navbar } from './Navbar.tsx';
import { Island } from './Island.tsx';
import { Sidebar, type SidebarFragments } from './Sidebar.tsx';
import { hasTwin, twinRoute } from '../../site/urls.ts';
import { SIDEBAR_CONTAINER_CLASS } from '../../links/page-regions.ts';

export interface LayoutProps {
  page: PageData;
  site: SiteModel;
  assets: PageAssets;
  /** The main column (breadcrumbs, article, pagination). */
  children: ReactNode;
  /** The right column (table of contents), if any. */
  aside?: ReactNode;
  /** A left column of the page's own (the changelog's blog sidebar), for pages without a docs or API sidebar. */
  side?: ReactNode;
  /** The page's sidebar's categories, prerendered (Sidebar.tsx). */
  sidebarFragments?: SidebarFragments;
}

function AnnouncementBar(props: { bar: NonNullable<SiteModel['config']['announcementBar']> }) {
  const { bar } = props;
  return (
    <div className="announcement-bar" data-announcement-id={bar.id} role="region" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? <Island name="AnnouncementClose" as="span" className="announcement-close-island" props={{ id: bar.id }} /> : null}
    </div>
  );
}

/** The page frame: skip link, announcement, navbar, sidebar, main column, TOC, footer. */
export function Layout(props: LayoutProps) {
  const { page, site } = props;
  const sidebarItems = page.sidebar ? site.sidebars[page.sidebar] : undefined;
  const api = page.kind === 'api-overview' || page.kind === 'api-operation' ? page : undefined;
  // The first description's sidebar keeps its names; another's adds its label.
  const apiName = api && page.sidebar !== 'api' ? ` (${apiOfPage(site, api)?.label ?? api.api})` : '';
  return (
    <html lang="en" dir="ltr" data-theme={site.config.colorMode.defaultMode}>
      <Head page={page} config={site.config} assets={props.assets} version={site.version.name} />
      <body className={`page-${page.kind}`}>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        {site.config.announcementBar ? <AnnouncementBar bar={site.config.announcementBar} /> : null}
        <Navbar config={site.config} items={site.navbarItems} route={page.kind === 'not-found' ? undefined : page.route} hasSidebar={Boolean(sidebarItems)} />
        <div className={`page-shell${sidebarItems ? ' with-sidebar' : props.side ? ' with-side' : ''}`} id="page-shell">
          {sidebarItems ? (
            <aside className={SIDEBAR_CONTAINER_CLASS} id="sidebar-drawer" aria-label={api ? `API reference${apiName}` : 'Guides'}>
              {api?.versions ? <ApiVersionSwitch versions={api.versions} /> : null}
              <Sidebar items={sidebarItems} route={page.route} label={api ? `API sidebar${apiName}` : 'Docs sidebar'} id={`${page.sidebar}-sidebar`} fragments={props.sidebarFragments} />
              {site.config.docs.sidebarHideable ? <Island name="SidebarHideButton" className="sidebar-hide-island" props={{ shellId: 'page-shell' }} /> : null}
            </aside>
          ) : props.side ? (
            <aside className="side-container" aria-label="Changelog">
              {props.side}
            </aside>
          ) : null}
          <main id="main-content" className="main" tabIndex={-1}>
            <div className="main-column">
              {hasTwin(page) ? <Island name="CopyMarkdownButton" as="div" className="copy-markdown-island" props={{ href: twinRoute(page.route) }} /> : null}
              {props.children}
            </div>
            {props.aside ? <div className="toc-column">{props.aside}</div> : null}
          </main>
        </div>
        <Footer config={site.config} />
      </body>
    </html>
  );
}
