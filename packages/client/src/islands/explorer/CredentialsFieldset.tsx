import { useState } from 'react';
import { forgetCredentials, saveCredential, type Credentials } from './credentials.ts';
import { authorizationCodeToken, clientCredentialsToken } from './oauth.ts';
import type { CredentialStore, ExplorerScheme } from './types.ts';

const LABELS: Record<ExplorerScheme['type'], string> = {
  apiKey: 'API key',
  basic: 'HTTP basic',
  bearer: 'Bearer token',
  'oauth2-client': 'OAuth 2.0 client credentials',
  'oauth2-code': 'OAuth 2.0 authorization code (PKCE)',
};

const STORE_NOTES: Record<CredentialStore, string> = {
  sessionStorage: 'Kept in this tab only (sessionStorage), for every operation; never in the URL.',
  localStorage: 'Kept in this browser (localStorage) until you forget them, for every operation; never in the URL.',
  none: 'Kept only while this page is open; never stored, never in the URL.',
};

/** A credential's name as the code samples write it, for the field's placeholder. */
const variableOf = (name: string | undefined) => (name ? `$${name}` : undefined);

function Input(props: { id: string; label: string; value: string; secret?: boolean; placeholder?: string; onChange: (v: string) => void }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="explorer-field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="explorer-secret">
        <input
          id={props.id}
          type={props.secret && !shown ? 'password' : 'text'}
          autoComplete="off"
          spellCheck={false}
          placeholder={props.placeholder}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        />
        {props.secret ? (
          <button
            type="button"
            className="button explorer-small"
            aria-pressed={shown}
            aria-controls={props.id}
            title="Show what is typed"
            onClick={() => setShown(!shown)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function SchemeFields(props: { id: string; store: CredentialStore; scheme: ExplorerScheme; values: Record<string, string>; announce: (text: string) => void }) {
  const { id, scheme, values } = props;
  const [busy, setBusy] = useState(false);
  const set = (field: string) => (value: string) => saveCredential(props.store, scheme.key, field, value);
  const fetchToken = async () => {
    setBusy(true);
    try {
      const token =
        scheme.type === 'oauth2-client'
          ? await clientCredentialsToken(scheme, values.clientId ?? '', values.clientSecret ?? '')
          : await authorizationCodeToken(scheme, values.clientId ?? '');
      saveCredential(props.store, scheme.key, 'token', token);
      props.announce(`Got an access token for ${scheme.key}.`);
    } catch (error) {
      props.announce(`No access token for ${scheme.key}: ${error instanceof Error ? error.message : String(error)}.`);
    } finally {
      setBusy(false);
    }
  };
  const where = scheme.type === 'apiKey' ? ` (${scheme.in} ${scheme.paramName})` : '';
  return (
    <div className="explorer-scheme">
      <p className="explorer-scheme-name">
        <code>{scheme.key}</code> · {LABELS[scheme.type]}
        {where}
      </p>
      {scheme.type === 'apiKey' ? (
        <Input
          id={`${id}-value`}
          label={scheme.paramName ?? 'API key'}
          secret
          placeholder={variableOf(scheme.names?.value)}
          value={values.value ?? ''}
          onChange={set('value')}
        />
      ) : null}
      {scheme.type === 'basic' ? (
        <>
          <Input
            id={`${id}-username`}
            label="Username"
            placeholder={variableOf(scheme.names?.username)}
            value={values.username ?? ''}
            onChange={set('username')}
          />
          <Input
            id={`${id}-password`}
            label="Password"
            secret
            placeholder={variableOf(scheme.names?.password)}
            value={values.password ?? ''}
            onChange={set('password')}
          />
        </>
      ) : null}
      {scheme.type.startsWith('oauth2') ? (
        <>
          <Input id={`${id}-client-id`} label="Client ID" value={values.clientId ?? ''} onChange={set('clientId')} />
          {scheme.type === 'oauth2-client' ? (
            <Input id={`${id}-client-secret`} label="Client secret" secret value={values.clientSecret ?? ''} onChange={set('clientSecret')} />
          ) : null}
          <button type="button" className="button" disabled={busy} onClick={() => void fetchToken()}>
            {scheme.type === 'oauth2-client' ? 'Get a token' : 'Sign in and get a token'}
          </button>
        </>
      ) : null}
      {scheme.type !== 'apiKey' && scheme.type !== 'basic' ? (
        <Input
          id={`${id}-token`}
          label="Access token"
          secret
          placeholder={variableOf(scheme.names?.token)}
          value={values.token ?? ''}
          onChange={set('token')}
        />
      ) : null}
    </div>
  );
}

/** Credentials for the operation's security schemes, kept where the site says and shared by every operation. */
export function CredentialsFieldset(props: {
  id: string;
  store: CredentialStore;
  security: ExplorerScheme[][];
  alternative: number;
  onAlternative: (i: number) => void;
  credentials: Credentials;
  announce: (text: string) => void;
}) {
  if (!props.security.length || props.security.every((alt) => !alt.length)) return null;
  const schemes = props.security[props.alternative] ?? [];
  return (
    <fieldset className="explorer-fieldset">
      <legend>Credentials</legend>
      {props.security.length > 1 ? (
        <div className="explorer-field">
          <label htmlFor={`${props.id}-auth`}>Authentication</label>
          <select id={`${props.id}-auth`} value={props.alternative} onChange={(e) => props.onAlternative(Number(e.currentTarget.value))}>
            {props.security.map((alt, i) => (
              <option key={i} value={i}>
                {alt.length ? alt.map((s) => `${s.key} (${LABELS[s.type]})`).join(' + ') : 'None'}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {schemes.map((scheme) => (
        <SchemeFields
          key={scheme.key}
          id={`${props.id}-cred-${scheme.key.replace(/[^A-Za-z0-9_-]/g, '_')}`}
          store={props.store}
          scheme={scheme}
          values={props.credentials[scheme.key] ?? {}}
          announce={props.announce}
        />
      ))}
      <p className="explorer-muted">{STORE_NOTES[props.store]}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          forgetCredentials(props.store);
          props.announce('Credentials forgotten.');
        }}
      >
        Forget credentials
      </button>
    </fieldset>
  );
}
