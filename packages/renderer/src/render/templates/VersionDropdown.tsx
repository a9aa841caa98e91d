import type { PageData, SiteModel } from '../../site/types.ts';

/**
 * The navbar's docs version dropdown (a site with `versions.json`): a disclosure of plain links, so
 * it works without JavaScript. On a versioned page each link is this page in that version (else the
 * version's main doc); elsewhere each version's main doc. The page a link opens remembers its
 * version as the preferred one (Head's inline script).
 */
export function VersionDropdown(props: { page: PageData; site: SiteModel }) {
  const { page, site } = props;
  const links = page.docsVersion?.links ?? site.versionLinks;
  if (!links?.length) return null;
  const last = site.versions?.find((v) => v.isLast) ?? links[0]!;
  const current = page.docsVersion?.label ?? last.label;
  // The search dialog shows the results of the version being read (search/version-scope.ts).
  return (
    <details className="navbar-versions" data-last-version={last.name}>
      <summary className="navbar-link navbar-versions-button" aria-label={`Docs version: ${current}`}>
        {current}
      </summary>
      <ul className="navbar-versions-menu" aria-label="Docs versions">
        {links.map((link) => (
          <li key={link.name}>
            <a
              className="navbar-versions-link"
              href={link.href}
              data-version={link.name}
              aria-current={page.docsVersion?.name === link.name ? 'true' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
