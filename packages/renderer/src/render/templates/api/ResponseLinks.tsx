import type { ApiLink } from '../../../openapi/api-types.ts';
import { Extensions } from './Extensions.tsx';

/** A response's `links`: the operation each names, the values it passes on and its `x-` keys. */
export function ResponseLinks(props: { links?: readonly ApiLink[] }) {
  if (!props.links?.length) return null;
  return (
    <div className="api-links">
      <p className="schema-meta-label">Links</p>
      <ul>
        {props.links.map((link) => (
          <li key={link.name}>
            <code>{link.name}</code>
            {link.operationId || link.operationRef ? (
              <>
                {' → '}
                {link.route ? (
                  <a href={link.route}>
                    <code>{link.operationId ?? link.operationRef}</code>
                  </a>
                ) : (
                  <code>{link.operationId ?? link.operationRef}</code>
                )}
              </>
            ) : null}
            {link.description ? ` — ${link.description}` : null}
            {link.parameters.length || link.requestBody ? (
              <ul>
                {link.parameters.map(([name, value]) => (
                  <li key={name}>
                    <code>{name}</code>: <code>{value}</code>
                  </li>
                ))}
                {link.requestBody ? (
                  <li>
                    request body: <code>{link.requestBody}</code>
                  </li>
                ) : null}
              </ul>
            ) : null}
            {link.extensions ? <Extensions extensions={link.extensions} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
