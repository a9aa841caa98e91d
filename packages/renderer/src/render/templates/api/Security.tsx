import type { ApiSecurity } from '../../../openapi/api-types.ts';
import { schemeSummary } from '../../../openapi/scheme-summary.ts';

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
