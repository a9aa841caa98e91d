import type { ReactNode } from 'react';
import type { PortalConfig } from '../../config/schema.ts';
import type { NavbarItem } from '../../site/types.ts';
import { Island } from './Island.tsx';
import type { navbarFitStep } from './navbar-width.ts';

type NavbarFit = NonNullable<ReturnType<typeof navbarFitStep>>;

/**
 * The item whose `activeBasePath` is the longest prefix of the route is the active one (a dropdown is
 * when one of its links is); else, as a Docusaurus `doc` item, a top-level link into the sidebar the page shows.
 */
export function activeItem(items: readonly NavbarItem[], route: string, sidebar?: string): NavbarItem | undefined {
  let best: { top: NavbarItem; base: string } | undefined;
  for (const top of items) {
    for (const item of top.items ?? [top]) {
      const base = item.activeBasePath;
      if (item.external || !base) continue;
      const matches = base === '/' || route === base || route.startsWith(`${base}/`);
      if (matches && (!best || base.length > best.base.length)) best = { top, base };
    }
  }
  return best?.top ?? (sidebar === undefined ? undefined : items.find((item) => !item.items && item.sidebar === sidebar));
}

/** The site's logo (one per colour mode when it has a dark one; the config gives their routes), or portal's mark. */
function NavbarLogo(props: { logo: PortalConfig['navbar']['logo'] }) {
  const { logo } = props;
  if (!logo) {
    return (
      <svg className="navbar-logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 22V10h3.2l4.8 6.4 4.8-6.4H24v12h-3v-7.6l-5 6.4-5-6.4V22Z" fill="var(--logo-ink)" />
      </svg>
    );
  }
  if (!logo.srcDark) return <img className="navbar-logo navbar-logo-image" src={logo.src} alt={logo.alt} height={28} />;
  return (
    <>
      <img className="navbar-logo navbar-logo-image navbar-logo-light" src={logo.src} alt={logo.alt} height={28} />
      <img className="navbar-logo navbar-logo-image navbar-logo-dark" src={logo.srcDark} alt={logo.alt} height={28} />
    </>
  );
}

/** GitHub's mark (Docusaurus sites show it for `header-github-link`). */
function GitHubIcon() {
  return (
    <svg className="navbar-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 0-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-6 0-1.2.5-2.3 1.3-3.1-.2-.4-.6-1.6 0-3.2 0 0 1-.3 3.4 1.2a11.5 11.5 0 0 1 6 0C17.3 4.6 18.3 5 18.3 5c.7 1.6.2 2.9.1 3.2.8.8 1.3 1.9 1.3 3.2 0 4.6-2.8 5.6-5.5 5.9.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .3"
      />
    </svg>
  );
}

/** The mark after an external link's label, as Docusaurus shows it. */
function ExternalMark() {
  return (
    <svg className="navbar-external" viewBox="0 0 24 24" width="13" height="13" aria-hidden="true">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

/**
 * One link: a route, a URL of another site (a new tab, marked), or an icon link named by its `ariaLabel`:
 * portal's GitHub icon, or the site's own drawn by its stylesheet on the item's `className` (Docusaurus's `header-npm-link`).
 */
function NavbarAnchor(props: { item: NavbarItem; className: string; route?: string }) {
  const { item } = props;
  const external = item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const label = item.label || item.ariaLabel || '';
  const siteIcon = Boolean(item.className && !item.label);
  return (
    <a
      className={`${props.className}${item.icon || siteIcon ? ' navbar-icon-link' : ''}${item.className ? ` ${item.className}` : ''}`}
      href={item.to}
      aria-label={item.icon || !item.label ? label : item.ariaLabel}
      aria-current={props.route === item.to ? 'page' : undefined}
      {...external}
    >
      {item.icon === 'github' ? <GitHubIcon /> : null}
      {item.icon || !item.label ? <span className="navbar-icon-text">{label}</span> : item.label}
      {item.external && !item.icon && !siteIcon ? <ExternalMark /> : null}
    </a>
  );
}

/** A dropdown: a disclosure of links (works without JavaScript, opens with Enter or Space). */
function NavbarDropdown(props: { item: NavbarItem; active: boolean; route?: string }) {
  const { item } = props;
  return (
    <details className="navbar-dropdown">
      <summary className={`navbar-link navbar-dropdown-button${props.active ? ' navbar-link-active' : ''}`}>{item.label}</summary>
      <ul className="navbar-dropdown-menu" aria-label={item.label}>
        {item.items!.map((link) => (
          <li key={`${link.to} ${link.label}`}>
            <NavbarAnchor item={link} className="navbar-dropdown-link" route={props.route} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The navbar's links (one end of it, or all of them): in the top bar from 997 px, in the menu drawer's main menu below. */
export function NavbarLinks(props: { items: readonly NavbarItem[]; route?: string; sidebar?: string; className: string; position?: 'left' | 'right' }) {
  const active = props.route === undefined ? undefined : activeItem(props.items, props.route, props.sidebar);
  const shown = props.position ? props.items.filter((item) => item.position === props.position) : props.items;
  if (props.position === 'right' && !shown.length) return null;
  return (
    <ul className={props.className}>
      {shown.map((item) => (
        <li key={`${item.to} ${item.label}`}>
          {item.items ? (
            <NavbarDropdown item={item} active={item === active} route={props.route} />
          ) : (
            <NavbarAnchor item={item} className={`navbar-link${item === active ? ' navbar-link-active' : ''}`} route={props.route} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * All the navbar's links in one disclosure, for a desktop window too narrow for them (navbar-fit.css
 * shows it, and hides the bar's own links, below the width `fit` names): the brand and search keep
 * their size instead of the links squeezing them.
 */
function NavbarMenu(props: { items: readonly NavbarItem[]; route?: string; sidebar?: string }) {
  return (
    <details className="navbar-dropdown navbar-more">
      <summary className="navbar-link navbar-dropdown-button">Menu</summary>
      <div className="navbar-dropdown-menu navbar-more-menu">
        <NavbarLinks items={props.items} route={props.route} sidebar={props.sidebar} className="navbar-more-items" />
      </div>
    </details>
  );
}

/** The top bar: menu button (below 997 px), brand, links (from 997 px, or from `fit` when they need more room), search and the colour-mode toggle. */
export function Navbar(props: { config: PortalConfig; items: NavbarItem[]; route?: string; sidebar?: string; versionDropdown?: ReactNode; fit?: NavbarFit }) {
  const fit = props.fit ? ` navbar-fit-${props.fit}` : '';
  return (
    <header className={`navbar${props.config.navbar.hideOnScroll ? ' navbar-hideable' : ''}${fit}`}>
      <nav className="navbar-inner" aria-label="Main">
        <Island name="SidebarDrawerButton" as="span" className="navbar-menu-island" props={{ drawerId: 'sidebar-drawer' }} />
        <a className="navbar-brand" href="/">
          <NavbarLogo logo={props.config.navbar.logo} />
          <span className="navbar-title">{props.config.title}</span>
        </a>
        <NavbarLinks items={props.items} route={props.route} sidebar={props.sidebar} className="navbar-items" position="left" />
        {props.fit ? <NavbarMenu items={props.items} route={props.route} sidebar={props.sidebar} /> : null}
        {props.versionDropdown}
        <div className="navbar-end">
          <NavbarLinks items={props.items} route={props.route} sidebar={props.sidebar} className="navbar-items navbar-items-right" position="right" />
          {props.config.search ? <Island name="SearchButton" as="span" className="search-island" props={{}} /> : null}
          {props.config.colorMode.disableSwitch ? null : (
            <Island
              name="ColorModeToggle"
              as="span"
              props={{ defaultMode: props.config.colorMode.defaultMode, respectPrefersColorScheme: props.config.colorMode.respectPrefersColorScheme }}
            />
          )}
        </div>
      </nav>
    </header>
  );
}
