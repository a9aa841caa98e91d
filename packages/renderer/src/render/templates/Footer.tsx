import type { PortalConfig } from '../../config/schema.ts';

/** The site footer: a copyright line, no link columns. */
export function Footer(props: { config: PortalConfig }) {
  return (
    <footer className={`footer footer-${props.config.footer.style}`}>
      <div className="footer-inner">
        <p className="footer-copyright">{props.config.footer.copyright}</p>
      </div>
    </footer>
  );
}
