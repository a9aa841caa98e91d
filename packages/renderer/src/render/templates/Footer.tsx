import type { PortalConfig } from '../../config/schema.ts';

type FooterLinks = PortalConfig['footer']['links'];
type FooterLink = Extract<FooterLinks[number], { label: string }>;

function FooterAnchor(props: { link: FooterLink }) {
  const { link } = props;
  return link.href ? (
    <a href={link.href} className="footer-link" rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <a href={link.to} className="footer-link">
      {link.label}
    </a>
  );
}

/** The site's footer links: columns with their titles, or one row of links (Docusaurus's `footer.links`). */
function FooterLinkList(props: { links: FooterLinks }) {
  const columns = props.links.filter((entry): entry is Extract<FooterLinks[number], { items: unknown }> => 'items' in entry);
  const row = props.links.filter((entry): entry is FooterLink => !('items' in entry));
  return (
    <nav className="footer-links" aria-label="Footer">
      {columns.map((column, i) => (
        <div key={column.title ?? i} className="footer-column">
          {column.title ? <p className="footer-title">{column.title}</p> : null}
          <ul className="footer-items">
            {column.items.map((link) => (
              <li key={link.label}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {row.length ? (
        <ul className="footer-items footer-row">
          {row.map((link) => (
            <li key={link.label}>
              <FooterAnchor link={link} />
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

/** The footer's logo (Docusaurus's `footer.logo`): one image per colour mode when it has a dark one, a link when it has `href`. */
function FooterLogo(props: { logo: NonNullable<PortalConfig['footer']['logo']> }) {
  const { logo } = props;
  const size = { ...(logo.width ? { width: logo.width } : {}), ...(logo.height ? { height: logo.height } : {}) };
  const images = logo.srcDark ? (
    <>
      <img className="navbar-logo-light" src={logo.src} alt={logo.alt} {...size} />
      <img className="navbar-logo-dark" src={logo.srcDark} alt={logo.alt} {...size} />
    </>
  ) : (
    <img src={logo.src} alt={logo.alt} {...size} />
  );
  if (!logo.href) return <div className="footer-logo">{images}</div>;
  const external = /^https?:\/\//i.test(logo.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a className="footer-logo" href={logo.href} {...external}>
      {images}
    </a>
  );
}

/**
 * The site footer: the site's link columns when it has any (the Merchant Kit site has none), its logo
 * when it has one, and a copyright line when it has one; none at all when it has nothing to show (a
 * Docusaurus site without `themeConfig.footer`, which Docusaurus renders with no footer).
 */
export function Footer(props: { config: PortalConfig }) {
  const { links, logo, copyright } = props.config.footer;
  if (!links.length && !logo && !copyright) return null;
  return (
    <footer className={`footer footer-${props.config.footer.style}`}>
      <div className="footer-inner">
        {links.length ? <FooterLinkList links={links} /> : null}
        {logo ? <FooterLogo logo={logo} /> : null}
        {copyright ? <p className="footer-copyright">{copyright}</p> : null}
      </div>
    </footer>
  );
}
