import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BodyEditor } from './BodyEditor.tsx';
import { onCredentialsChange, readCredentials, type Credentials } from './credentials.ts';
import { CredentialsFieldset } from './CredentialsFieldset.tsx';
import { Field } from './Field.tsx';
import { buildRequest, initialState, type BuiltRequest, type FormState } from './request.ts';
import { ResponseView } from './ResponseView.tsx';
import { followValues } from './samples-follow.ts';
import { sendRequest, type ExplorerFailure, type ExplorerResponse } from './send.ts';
import type { ExplorerParameter, ExplorerProps } from './types.ts';

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

const fieldId = (props: ExplorerProps, p: ExplorerParameter) => `${props.id}-${p.in}-${p.name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The explorer, loaded when "Try it" is first pressed: server, credentials, parameters, body, Send, and the response. */
export function ExplorerPanel(props: ExplorerProps) {
  const [state, setState] = useState<FormState>(() => initialState(props));
  const [credentials, setCredentials] = useState<Credentials>(readCredentials);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [result, setResult] = useState<{ value: ExplorerResponse | ExplorerFailure; request: BuiltRequest; usedProxy: boolean }>();
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [follow, setFollow] = useState(false);
  const responseRef = useRef<HTMLElement>(null);
  const update = (patch: Partial<FormState>) => setState((s) => ({ ...s, ...patch }));

  useEffect(() => onCredentialsChange(() => setCredentials(readCredentials())), []);

  const server = props.servers[state.server] ?? props.servers[0]!;
  useEffect(() => {
    if (!props.samplesId) return;
    const pathValues = props.parameters.filter((p) => p.in === 'path' && p.initial).map((p): [string, string] => [encodeURIComponent(p.initial!), encodeURIComponent(state.params[`path:${p.name}`] || p.initial!)]);
    const base = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => state.serverVars[name] || whole).replace(/\/$/, '');
    followValues(props.samplesId, follow ? [[props.servers[0]!.url.replace(/\/$/, ''), base], ...pathValues] : []);
  }, [follow, state, server, props]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const absent = new Set(props.parameters.filter((p) => p.required && p.in !== 'cookie' && !state.params[`${p.in}:${p.name}`]).map((p) => fieldId(props, p)));
    setMissing(absent);
    if (absent.size) {
      setAnnouncement(`Fill in the required ${absent.size === 1 ? 'field' : 'fields'} first.`);
      document.getElementById([...absent][0]!)?.focus();
      return;
    }
    const request = buildRequest(props, state, credentials);
    const usedProxy = state.useProxy && props.proxyUrl !== undefined;
    setSending(true);
    setAnnouncement('Sending…');
    const value = await sendRequest(request, { timeoutMs: props.timeoutMs, proxyUrl: usedProxy ? props.proxyUrl : undefined });
    setSending(false);
    setResult({ value, request, usedProxy });
    setAnnouncement('status' in value ? `Response ${value.status} in ${value.ms} ms.` : 'The request failed; the response area explains why.');
  };

  return (
    <form className="explorer-form" id={`${props.id}-form`} noValidate onSubmit={(e) => void send(e)}>
      <fieldset className="explorer-fieldset">
        <legend>Server</legend>
        <div className="explorer-field">
          <label htmlFor={`${props.id}-server`}>Base URL</label>
          <select id={`${props.id}-server`} value={state.server} onChange={(e) => update({ server: Number(e.currentTarget.value) })}>
            {props.servers.map((s, i) => (
              <option key={s.url} value={i}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        {server.variables.map((v) => (
          <Field key={v.name} id={`${props.id}-server-${v.name}`} field={v} value={state.serverVars[v.name] ?? ''} onChange={(value) => update({ serverVars: { ...state.serverVars, [v.name]: value } })} />
        ))}
        {props.proxyUrl ? (
          <label className="explorer-check">
            <input type="checkbox" checked={state.useProxy} onChange={(e) => update({ useProxy: e.currentTarget.checked })} /> Send through the proxy ({props.proxyUrl})
          </label>
        ) : null}
      </fieldset>
      <CredentialsFieldset id={props.id} security={props.security} alternative={state.alternative} onAlternative={(alternative) => update({ alternative })} credentials={credentials} announce={setAnnouncement} />
      {LOCATIONS.map(([location, title]) => {
        const params = props.parameters.filter((p) => p.in === location);
        if (!params.length) return null;
        return (
          <fieldset key={location} className="explorer-fieldset">
            <legend>{title}</legend>
            {location === 'cookie' ? <p className="explorer-muted">A browser does not send cookies to another site; they are in the curl command.</p> : null}
            {params.map((p) => (
              <Field
                key={p.name}
                id={fieldId(props, p)}
                field={p}
                value={state.params[`${p.in}:${p.name}`] ?? ''}
                error={missing.has(fieldId(props, p)) ? `${p.name} is required.` : undefined}
                onChange={(value) => update({ params: { ...state.params, [`${p.in}:${p.name}`]: value } })}
              />
            ))}
          </fieldset>
        );
      })}
      <BodyEditor explorer={props} state={state} update={update} />
      <div className="explorer-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          Send
        </button>
        {props.samplesId ? (
          <label className="explorer-check">
            <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.currentTarget.checked)} /> Code samples use these values
          </label>
        ) : null}
      </div>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <section ref={responseRef} className="explorer-response" aria-label="Response" aria-busy={sending}>
        <h3 className="explorer-response-title">Response</h3>
        {result ? <ResponseView result={result.value} request={result.request} proxyUrl={props.proxyUrl} usedProxy={result.usedProxy} /> : <p className="explorer-muted">Press Send to see the answer here.</p>}
      </section>
    </form>
  );
}
