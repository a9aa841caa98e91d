import type { ApiServer } from '../../../openapi/api-types.ts';
import { Extensions } from './Extensions.tsx';

/** Servers with their descriptions and, under each, its URL variables (default and allowed values). */
export function ServerList(props: { servers: readonly ApiServer[] }) {
  return (
    <ul className="api-servers">
      {props.servers.map((server) => (
        <li key={server.url}>
          <code>{server.url}</code>
          {server.description ? ` — ${server.description}` : null}
          {server.variables?.length ? (
            <ul className="api-server-variables">
              {server.variables.map((v) => (
                <li key={v.name}>
                  <code>{`{${v.name}}`}</code>
                  {' default '}
                  <code>{v.default}</code>
                  {v.enum?.length ? (
                    <>
                      {', one of '}
                      {v.enum.map((value, i) => (
                        <span key={value}>
                          {i ? ', ' : null}
                          <code>{value}</code>
                        </span>
                      ))}
                    </>
                  ) : null}
                  {v.description ? ` — ${v.description}` : null}
                </li>
              ))}
            </ul>
          ) : null}
          {server.extensions ? <Extensions extensions={server.extensions} /> : null}
        </li>
      ))}
    </ul>
  );
}
