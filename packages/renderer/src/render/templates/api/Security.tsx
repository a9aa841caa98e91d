import type { ApiSecurity } from '../../../openapi/api-types.ts';

/** How a scheme is sent, in words: `X-Api-Key header`, `HTTP basic`. */
export function schemeSummary(scheme: ApiSecurity[number][number]['scheme']): string {
  if (scheme.type === 'apiKey') return `API key in the ${scheme.paramName ?? ''} ${scheme.in ?? 'header'}`.replace(/\s+/g, ' ');
  if (scheme.type === 'http') return `HTTP ${scheme.scheme ?? ''}${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
  if (scheme.type === 'oauth2') return 'OAuth 2.0';
  if (scheme.type === 'openIdConnect') return 'OpenID Connect';
  return scheme.type;
}

/** The security requirements of an operation: any one alternative, each a set of schemes. */
export function Security(props: { security: ApiSecurity; overviewHref: string }) {
  if (!props.security.length) return <p>No authentication.</p>;
  return (
    <ul className="api-security">
      {props.security.map((alternative, i) => (
        <li key={i}>
          {alternative.map(({ scheme, scopes }, j) => (
            <span key={scheme.name}>
              {j > 0 ? ' and ' : null}
              <a href={`${props.overviewHref}#auth-${scheme.name}`}>
                <code>{scheme.name}</code>
              </a>
              {` (${schemeSummary(scheme)}${scopes.length ? `; scopes ${scopes.join(', ')}` : ''})`}
            </span>
          ))}
          {i < props.security.length - 1 ? <span className="api-security-or"> or</span> : null}
        </li>
      ))}
    </ul>
  );
}
