import { siteNavbarFit } from './navbar-width.ts';
import { isValidElement, type ReactNode } from 'react';
import type { SiteModel, PageData } from '../../site/types.ts';
import { apiOfPage } from '../../site/api-of.ts';
import { ApiVersionSwitch } from './ApiVersionSwitch.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { Head, type PageAssets } from './Head.tsx';
import { Navbar, NavbarLinks } from './Navbar.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';
import { TableOfContents, TableOfContentsCollapsible, type TableOfContentsProps } from './TableOfContents.tsx';
import { Island } from './Island.tsx';
import { Sidebar, type SidebarFragments } from './Sidebar.tsx';
import { hasTwin, twinRoute } from '../../site/urls.ts';
import { SIDEBAR_CONTAINER_CLASS } from '../../links/page-regions.ts';

export interface LayoutProps {
  page: PageData;
  site: SiteModel;
  assets: PageAssets;
  /** The main column's article and pagination (the layout puts the page's breadcrumbs above them). */
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
    <div
      className="announcement-bar"
      data-announcement-id={bar.id}
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? <Island name="AnnouncementClose" as="span" className="announcement-close-island" props={{ id: bar.id }} /> : null}
    </div>
  );
}

/** The collapsible "On this page" of a page whose right column is the table of contents, from the same headings. */
function collapsibleToc(aside: ReactNode): ReactNode {
  // The page hands its table of contents as an element; its props are the headings and levels both forms show.
  if (!isValidElement<TableOfContentsProps>(aside) || aside.type !== TableOfContents) return null;
  return <TableOfContentsCollapsible {...aside.props} />;
}

/**
 * The menu drawer below 997 px, on every page: a header with its close button, the navbar's links (the main
 * menu) and the page's own sidebar, if any, with "Back to main menu". From 997 px only the sidebar shows, as a
 * column; with JavaScript off, everything follows the content as plain links.
 */
function MenuDrawer(props: {
  className: string;
  label: string;
  items: SiteModel['navbarItems'];
  route?: string;
  sidebar?: string;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const hasPanel = props.children !== undefined && props.children !== null;
  return (
    <aside className={props.className} id="sidebar-drawer" aria-label={props.label} data-level={hasPanel ? 'sidebar' : 'main'}>
      <div className="drawer-header">
        <span className="drawer-title">Menu</span>
        <button type="button" className="drawer-close" aria-label="Close navigation bar">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z" />
          </svg>
        </button>
      </div>
      <nav className="drawer-main-menu" aria-label="Main menu">
        <NavbarLinks items={props.items} route={props.route} sidebar={props.sidebar} className="drawer-links" />
      </nav>
      {hasPanel ? (
        <div className="drawer-panel">
          <button type="button" className="drawer-back">
            ← Back to main menu
          </button>
          {props.children}
        </div>
      ) : null}
      {props.after}
    </aside>
  );
}

/** The page frame: skip link, announcement, navbar, sidebar (the menu drawer below 997 px), main column, TOC, footer. */
export function Layout(props: LayoutProps) {
  const { page, site } = props;
  const sidebarItems = page.sidebar ? site.sidebars[page.sidebar] : undefined;
  const route = page.kind === 'not-found' ? undefined : page.route;
  const drawerLinks = { items: site.navbarItems, route, sidebar: page.sidebar };
  const api = page.kind === 'api-overview' || page.kind === 'api-operation' ? page : undefined;
  // The first description's sidebar keeps its names; another's adds its label.
  const Main = page.kind === 'doc' && page.doc.sitePage === 'react' ? 'div' : 'main';
  const apiName = api && page.sidebar !== 'api' ? ` (${apiOfPage(site, api)?.label ?? api.api})` : '';
  return (
    <html lang="en" dir="ltr" data-theme={site.config.colorMode.defaultMode}>
      <Head page={page} config={site.config} assets={props.assets} />
      <body className={`page-${page.kind}${page.kind === 'doc' && page.doc.sitePage ? ` page-site page-site-${page.doc.sitePage}` : ''}`}>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        {site.config.announcementBar ? <AnnouncementBar bar={site.config.announcementBar} /> : null}
        <Navbar
          config={site.config}
          items={site.navbarItems}
          route={route}
          sidebar={page.sidebar}
          versionDropdown={<VersionDropdown page={page} site={site} />}
          fit={siteNavbarFit(site)}
        />
        <div className={`page-shell${sidebarItems ? ' with-sidebar' : props.side ? ' with-side' : ''}`} id="page-shell">
          {sidebarItems ? (
            <MenuDrawer
              className={SIDEBAR_CONTAINER_CLASS}
              label={api ? `API reference${apiName}` : 'Guides'}
              {...drawerLinks}
              after={
                site.config.docs.sidebarHideable ? <Island name="SidebarHideButton" className="sidebar-hide-island" props={{ shellId: 'page-shell' }} /> : null
              }
            >
              {api?.versions ? <ApiVersionSwitch versions={api.versions} /> : null}
              <Sidebar
                items={sidebarItems}
                route={page.route}
                label={api ? `API sidebar${apiName}` : 'Docs sidebar'}
                id={`${page.sidebar}-sidebar`}
                fragments={props.sidebarFragments}
                itemsUrl={page.sidebar ? props.assets.sidebarItems?.[page.sidebar] : undefined}
              />
            </MenuDrawer>
          ) : props.side ? (
            <MenuDrawer className="side-container" label="Changelog" {...drawerLinks}>
              {props.side}
            </MenuDrawer>
          ) : (
            <MenuDrawer className="drawer-only" label="Navigation" {...drawerLinks} />
          )}
          {/* A React page of src/pages writes its own <main>, as Docusaurus's pages do: the frame's column is then a plain box. */}
          <Main
            id="main-content"
            className={`main${props.aside ? ' with-toc' : ''}`}
            tabIndex={-1}
            data-docs-version={page.kind === 'doc' || page.kind === 'category' ? (page.docsVersion?.name ?? site.version.name) : undefined}
          >
            <div className="main-column">
              {hasTwin(page) ? <Island name="CopyMarkdownButton" as="div" className="copy-markdown-island" props={{ href: twinRoute(page.route) }} /> : null}
              {/* The breadcrumbs' row comes before "On this page" in the HTML: a page painted while it arrives moves nothing. */}
              <Breadcrumbs crumbs={page.breadcrumbs} />
              {collapsibleToc(props.aside)}
              {props.children}
            </div>
            {props.aside ? <div className="toc-column">{props.aside}</div> : null}
          </Main>
        </div>
        <Footer config={site.config} />
      </body>
    </html>
  );
}
