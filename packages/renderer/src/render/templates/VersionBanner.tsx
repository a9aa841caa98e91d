import type { ReactNode } from 'react';
import type { PortalConfig } from '../../config/schema.ts';
import type { PageData } from '../../site/types.ts';

/**
 * Docusaurus's version banner above a page of an unreleased or unmaintained version, linking to the
 * same page in the latest version (else its main doc); the page itself follows unchanged.
 */
export function VersionBanner(props: { page: PageData; config: PortalConfig; children: ReactNode }) {
  const version = props.page.docsVersion;
  const banner = version?.banner;
  if (!version || !banner) return <>{props.children}</>;
  const title = props.config.title;
  return (
    <>
      <div className="admonition admonition-warning page-banner version-banner" role="alert">
        <div className="admonition-content">
          <p>
            {banner.kind === 'unreleased' ? `This is unreleased documentation for ${title} ` : `This is documentation for ${title} `}
            <b>{version.label}</b>
            {banner.kind === 'unreleased' ? ' version.' : ', which is no longer actively maintained.'}
          </p>
          <p>
            {'For up-to-date documentation, see the '}
            <b>
              <a href={banner.latestHref}>latest version</a>
            </b>
            {` (${banner.latestLabel}).`}
          </p>
        </div>
      </div>
      {props.children}
    </>
  );
}
