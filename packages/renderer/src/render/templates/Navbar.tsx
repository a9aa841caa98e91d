import type { ReactNode } from 'react';
import type { PortalConfig } from '../../config/schema.ts';
import type { NavbarItem } from '../../site/types.ts';
import { Island } from './Island.tsx';

/** The item whose `activeBasePath` is the longest prefix of the route is the active one. */
export function activeItem(items: readonly NavbarItem[], route: string): NavbarItem | undefined {
  let best: NavbarItem | undefined;
  for (const item of items) {
    const base = item.activeBasePath;
    const matches = base === '/' || route === base || route.startsWith(`${base}/`);
    if (matches && (!best || base.length > best.activeBasePath.length)) best = item;
  }
  return best;
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

/** The navbar's links: in the top bar from 997 px, in the menu drawer's main menu below. */
export function NavbarLinks(props: { items: readonly NavbarItem[]; route?: string; className: string }) {
  const active = props.route === undefined ? undefined : activeItem(props.items, props.route);
  return (
    <ul className={props.className}>
      {props.items.map((item) => (
        <li key={item.to}>
          <a className={`navbar-link${item === active ? ' navbar-link-active' : ''}`} href={item.to} aria-current={props.route === item.to ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The top bar: menu button (below 997 px), brand, links (from 997 px), search and the colour-mode toggle. */
export function Navbar(props: { config: PortalConfig; items: NavbarItem[]; route?: string; versionDropdown?: ReactNode }) {
  return (
    <header className={`navbar${props.config.navbar.hideOnScroll ? ' navbar-hideable' : ''}`}>
      <nav className="navbar-inner" aria-label="Main">
        <Island name="SidebarDrawerButton" as="span" className="navbar-menu-island" props={{ drawerId: 'sidebar-drawer' }} />
        <a className="navbar-brand" href="/">
          <NavbarLogo logo={props.config.navbar.logo} />
          <span className="navbar-title">{props.config.title}</span>
        </a>
        <NavbarLinks items={props.items} route={props.route} className="navbar-items" />
        {props.versionDropdown}
        <div className="navbar-end">
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
