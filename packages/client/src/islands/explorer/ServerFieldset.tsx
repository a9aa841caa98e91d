import { serverBasePath } from '../../request/index.ts';
import { OTHER_SERVER, type FormState } from './request.ts';
import type { ExplorerProps } from './types.ts';

/** The server: the listed ones (the sandbox first), or one the reader types; the chosen server's variables as selects (enum) or text, with their defaults. */
export function ServerFieldset(props: { explorer: ExplorerProps; state: FormState; update: (patch: Partial<FormState>) => void }) {
  const { explorer, state, update } = props;
  const id = `${explorer.id}-server`;
  const server = state.server === OTHER_SERVER ? undefined : (explorer.servers[state.server] ?? explorer.servers[0]);
  // With the sandbox's origin, only the variables of the description server's base path matter.
  const shape = server ? (server.origin !== undefined ? serverBasePath(server.template.url) : server.template.url) : '';
  const variables = (server?.template.variables ?? []).filter((v) => shape.includes(`{${v.name}}`));
  const unlisted = [...shape.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!).filter((name) => !variables.some((v) => v.name === name));
  const proxy = explorer.proxyUrl;
  return (
    <fieldset className="explorer-fieldset">
      <legend>Server</legend>
      <div className="explorer-field">
        <label htmlFor={id}>Base URL</label>
        <select id={id} value={state.server} onChange={(e) => update({ server: Number(e.currentTarget.value), serverVars: {} })}>
          {explorer.servers.map((s, i) => (
            <option key={i} value={i}>
              {s.label}
            </option>
          ))}
          <option value={OTHER_SERVER}>Another server…</option>
        </select>
      </div>
      {state.server === OTHER_SERVER ? (
        <div className="explorer-field">
          <label htmlFor={`${id}-custom`}>Server URL</label>
          <input
            id={`${id}-custom`}
            type="url"
            spellCheck={false}
            autoComplete="off"
            placeholder="https://sandbox.example.com/v1"
            value={state.customServer}
            onChange={(e) => update({ customServer: e.currentTarget.value })}
          />
          <p className="explorer-muted">You chose to send to a server the site does not list: your credentials go there too.</p>
        </div>
      ) : null}
      {[
        ...variables.map((v) => ({ name: v.name, enum: v.enum, default: v.default })),
        ...unlisted.map((name) => ({ name, enum: undefined, default: undefined })),
      ].map((v) => {
        const value = state.serverVars[v.name] ?? v.default ?? '';
        const change = (next: string) => update({ serverVars: { ...state.serverVars, [v.name]: next } });
        return (
          <div key={v.name} className="explorer-field">
            <label htmlFor={`${id}-${v.name}`}>
              <code>{v.name}</code> <span className="explorer-type">server variable</span>
            </label>
            {v.enum?.length ? (
              <select id={`${id}-${v.name}`} value={value} onChange={(e) => change(e.currentTarget.value)}>
                {v.enum.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input id={`${id}-${v.name}`} type="text" spellCheck={false} autoComplete="off" value={value} onChange={(e) => change(e.currentTarget.value)} />
            )}
          </div>
        );
      })}
      {proxy ? (
        <label className="explorer-check">
          <input type="checkbox" checked={state.useProxy} onChange={(e) => update({ useProxy: e.currentTarget.checked })} /> Send through the proxy ({proxy})
        </label>
      ) : null}
    </fieldset>
  );
}
