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

/** The site footer: the site's link columns when it has any (the Merchant Kit site has none), and a copyright line. */
export function Footer(props: { config: PortalConfig }) {
  const { links } = props.config.footer;
  return (
    <footer className={`footer footer-${props.config.footer.style}`}>
      <div className="footer-inner">
        {links.length ? <FooterLinkList links={links} /> : null}
        <p className="footer-copyright">{props.config.footer.copyright}</p>
      </div>
    </footer>
  );
}
