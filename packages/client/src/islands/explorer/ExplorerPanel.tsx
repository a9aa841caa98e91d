import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { BodyEditor, bodyFieldId } from './BodyEditor.tsx';
import { onCredentialsChange, readCredentials, type Credentials } from './credentials.ts';
import { CredentialsFieldset } from './CredentialsFieldset.tsx';
import { Field } from './Field.tsx';
import { formProblems } from './form-checks.ts';
import { buildRequest, initialState, type BuiltRequest, type FormState } from './request.ts';
import { ResponseView } from './ResponseView.tsx';
import { followRequest } from './samples-follow.ts';
import { sendRequest, type ExplorerFailure, type ExplorerResponse } from './send.ts';
import { ServerFieldset } from './ServerFieldset.tsx';
import type { ExplorerParameter, ExplorerProps } from './types.ts';

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

/** How many answers of this operation the panel keeps to look back at. */
const HISTORY = 5;

const fieldId = (props: ExplorerProps, p: ExplorerParameter) => `${props.id}-${p.in}-${p.name.replace(/[^A-Za-z0-9_-]/g, '_')}`;

interface Result {
  value: ExplorerResponse | ExplorerFailure;
  request: BuiltRequest;
  usedProxy: boolean;
  at: string;
}

/** The input that a problem's key names, to focus it. */
function elementOf(props: ExplorerProps, key: string): HTMLElement | null {
  const [kind, a, b] = key.split(':');
  const id =
    kind === 'param' ? fieldId(props, { in: a, name: b } as ExplorerParameter) : kind === 'field' ? bodyFieldId(props.id, a!) : `${props.id}-body-text`;
  return document.getElementById(id) ?? document.getElementById(`${id}-add`);
}

/** The explorer, loaded when "Try it" is first pressed: server, credentials, parameters, body, Send, and the response. */
export function ExplorerPanel(props: ExplorerProps) {
  const store = props.credentialStore ?? 'sessionStorage';
  const [state, setState] = useState<FormState>(() => initialState(props));
  const [credentials, setCredentials] = useState<Credentials>(() => readCredentials(store));
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [history, setHistory] = useState<Result[]>([]);
  const [shown, setShown] = useState(0);
  const [notice, setNotice] = useState<string>();
  const [sending, setSending] = useState<AbortController>();
  const [announcement, setAnnouncement] = useState('');
  const [follow, setFollow] = useState(false);
  const update = (patch: Partial<FormState>) => setState((s) => ({ ...s, ...patch }));

  useEffect(() => onCredentialsChange(() => setCredentials(readCredentials(store))), [store]);

  const built = useMemo(() => buildRequest(props, state, credentials), [props, state, credentials]);
  const initial = useMemo(() => buildRequest(props, initialState(props), {}), [props]);
  useEffect(() => {
    if (props.samplesId) void followRequest(props.samplesId, follow ? { from: initial, to: built } : undefined);
  }, [follow, built, initial, props.samplesId]);
  // Problems shown after a refused Send go away as each field is fixed.
  useEffect(() => {
    if (Object.keys(problems).length) setProblems(formProblems(props, state));
  }, [state]);

  const send = async (request: BuiltRequest, viaProxy: boolean) => {
    const controller = new AbortController();
    setSending(controller);
    setNotice(undefined);
    setShown(-1); // the previous answer goes while the new one is on its way
    setAnnouncement('Sending…');
    const value = await sendRequest(request, { timeoutMs: props.timeoutMs, proxyUrl: viaProxy ? props.proxyUrl : undefined, signal: controller.signal });
    setSending(undefined);
    setHistory((h) => [{ value, request, usedProxy: viaProxy, at: new Date().toLocaleTimeString() }, ...h].slice(0, HISTORY));
    setShown(0);
    setAnnouncement('status' in value ? `Response ${value.status} in ${value.ms} ms.` : 'The request failed; the response area explains why.');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = formProblems(props, state);
    setProblems(found);
    const keys = Object.keys(found);
    if (keys.length) {
      setAnnouncement(`Fix ${keys.length === 1 ? 'one field' : `${keys.length} fields`} first.`);
      elementOf(props, keys[0]!)?.focus();
      return;
    }
    if (built.error) {
      setShown(-1);
      setNotice(built.error);
      setAnnouncement('The request cannot be sent; the response area explains why.');
      return;
    }
    void send(built, state.useProxy && props.proxyUrl !== undefined);
  };

  const result = shown >= 0 ? history[shown] : undefined;
  return (
    <form className="explorer-form" id={`${props.id}-form`} noValidate onSubmit={submit}>
      <ServerFieldset explorer={props} state={state} update={update} />
      <CredentialsFieldset
        id={props.id}
        store={store}
        security={props.security}
        alternative={state.alternative}
        onAlternative={(alternative) => update({ alternative })}
        credentials={credentials}
        announce={setAnnouncement}
      />
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
                value={state.params[`${p.in}:${p.name}`]}
                errors={problems[`param:${p.in}:${p.name}`]}
                onChange={(value) => update({ params: { ...state.params, [`${p.in}:${p.name}`]: value } })}
              />
            ))}
          </fieldset>
        );
      })}
      <BodyEditor explorer={props} state={state} update={update} errors={problems} />
      {props.accept && props.accept.length > 1 ? (
        <div className="explorer-field">
          <label htmlFor={`${props.id}-accept`}>Accept</label>
          <select id={`${props.id}-accept`} value={state.accept} onChange={(e) => update({ accept: e.currentTarget.value })}>
            {props.accept.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="explorer-actions">
        <button type="submit" className="button button-primary" disabled={sending !== undefined}>
          {sending ? 'Sending…' : 'Send'}
        </button>
        {sending ? (
          <button type="button" className="button" onClick={() => sending.abort()}>
            Cancel
          </button>
        ) : null}
        {props.samplesId ? (
          <label className="explorer-check">
            <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.currentTarget.checked)} /> Code samples use these values
          </label>
        ) : null}
      </div>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <section className="explorer-response" aria-label="Response" aria-busy={sending !== undefined}>
        <h3 className="explorer-response-title">Response</h3>
        {history.length > 1 && !sending ? (
          <div className="explorer-field explorer-history">
            <label htmlFor={`${props.id}-history`}>Earlier responses</label>
            <select id={`${props.id}-history`} value={shown} onChange={(e) => setShown(Number(e.currentTarget.value))}>
              {history.map((h, i) => (
                <option key={i} value={i}>
                  {h.at} · {'status' in h.value ? h.value.status : h.value.kind} · {h.request.method} {h.request.url}
                  {h.usedProxy ? ' · through the proxy' : ''}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {sending ? (
          <p className="explorer-sending">Sending the request…</p>
        ) : notice ? (
          <p className="explorer-status explorer-status-error" role="alert">
            {notice}
          </p>
        ) : result ? (
          <ResponseView
            result={result.value}
            request={result.request}
            proxyUrl={props.proxyUrl}
            usedProxy={result.usedProxy}
            onProxy={() => void send(result.request, true)}
          />
        ) : (
          <p className="explorer-muted">Press Send to see the answer here.</p>
        )}
      </section>
    </form>
  );
}
