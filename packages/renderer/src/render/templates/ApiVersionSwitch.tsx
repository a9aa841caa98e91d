import type { ApiVersionChoice } from '../../site/types.ts';

const LIST = { display: 'flex', flexWrap: 'wrap', gap: '0.25rem', listStyle: 'none', margin: '0.25rem 0 0', padding: 0 } as const;
const LINK = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  minWidth: '24px',
  padding: '0.125rem 0.5rem',
  borderRadius: '0.375rem',
  border: '1px solid var(--border-color, currentColor)',
} as const;
const CURRENT = { ...LINK, fontWeight: 700, textDecoration: 'none' } as const;

/**
 * The version switch of an API page, at the top of its sidebar: a link per version of the
 * description, each to the same operation in that version where it exists (else its overview).
 * Plain links, so it works without JavaScript. Styled inline: a site without API versions keeps
 * its stylesheet (and its hash) as it was.
 */
export function ApiVersionSwitch(props: { versions: readonly ApiVersionChoice[] }) {
  return (
    <nav className="api-version-switch" aria-label="API version" style={{ padding: '0.75rem 0.75rem 0.5rem' }}>
      <span className="api-version-switch-label">Version</span>
      <ul style={LIST}>
        {props.versions.map((version) => (
          <li key={version.href + version.label}>
            {version.current ? (
              <a href={version.href} aria-current="page" className="api-version-current" style={CURRENT}>
                {version.label}
              </a>
            ) : (
              <a href={version.href} style={LINK}>
                {version.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
