import { useEffect, useMemo, useState } from 'react';
import { displayText, HIGHLIGHT_LIMIT } from './format-body.ts';
import { highlightJson } from './highlight-json.tsx';
import { LongText } from './LongText.tsx';
import type { BuiltRequest } from './request.ts';
import { isFailure, type ExplorerFailure, type ExplorerResponse } from './send.ts';
import { statusMeaning } from './status-text.ts';

/** A button that copies `text` and says so. */
export function CopyText(props: { label: string; text: () => string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="button explorer-small"
      onClick={() => {
        void navigator.clipboard?.writeText(props.text()).then(
          () => setDone(true),
          () => setDone(false),
        );
        window.setTimeout(() => setDone(false), 1500);
      }}
    >
      {done ? 'Copied' : props.label}
    </button>
  );
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** What the sandbox must allow for a browser to call it from this page. */
function CorsList(props: { request: BuiltRequest }) {
  const headers = props.request.headers.map(([name]) => name).join(', ');
  return (
    <ul>
      <li>
        answer the preflight <code>OPTIONS</code> request and the request itself with <code>Access-Control-Allow-Origin: {window.location.origin}</code> (or{' '}
        <code>*</code>), error answers (4xx, 5xx) included;
      </li>
      <li>
        allow the method with <code>Access-Control-Allow-Methods: {props.request.method}</code>
        {headers ? (
          <>
            {' '}
            and the headers with <code>Access-Control-Allow-Headers: {headers}</code>
          </>
        ) : null}
        ;
      </li>
      <li>
        list the response headers to show in <code>Access-Control-Expose-Headers</code>.
      </li>
    </ul>
  );
}

/** The failure told apart (unreachable, unreadable, timeout, redirect, cancelled) with what the developer can do. */
function FailureView(props: { failure: ExplorerFailure; request: BuiltRequest; proxyUrl?: string; usedProxy: boolean; onProxy?: () => void }) {
  const { failure, request } = props;
  const origin = originOf(failure.target);
  const mixed = window.location.protocol === 'https:' && failure.target.startsWith('http:');
  const proxy =
    props.proxyUrl && !props.usedProxy && props.onProxy ? (
      <p>
        The site has a proxy for sandboxes without CORS; your credentials would pass through it.{' '}
        <button type="button" className="button explorer-small" onClick={props.onProxy}>
          Send through the proxy
        </button>
      </p>
    ) : null;
  const titles: Record<ExplorerFailure['kind'], string> = {
    unreachable: `Could not reach ${origin}`,
    unreadable: `${origin} answered, but the browser would not let this page read the answer`,
    timeout: `No answer from ${origin} within the time limit`,
    redirect: `${origin} answered with a redirect`,
    cancelled: 'Request cancelled',
  };
  return (
    <div className="explorer-failure">
      <p className="explorer-status explorer-status-error">
        {titles[failure.kind]} <span className="explorer-muted">· {failure.ms} ms</span>
      </p>
      {failure.kind === 'unreachable' ? (
        <p>
          {mixed
            ? 'This page is served over https and the server is http: the browser blocks such requests. Use an https server, or run the curl command below.'
            : 'No server answered at this address: check the server and its variables, your network or VPN, and that the sandbox is running. The curl command below sends the same request from a terminal.'}
        </p>
      ) : null}
      {failure.kind === 'unreadable' ? (
        <>
          <p>
            Either it does not allow requests from this page (CORS), or it failed with an error page that carries no CORS headers (a gateway&apos;s 502 or 503
            often does). Run the curl command below to see its status. To answer the explorer, the server must:
          </p>
          <CorsList request={request} />
        </>
      ) : null}
      {failure.kind === 'timeout' || failure.kind === 'redirect' || failure.kind === 'cancelled' ? <p>{failure.message}</p> : null}
      {failure.kind === 'redirect' ? (
        <p>
          Run the curl command below with <code>-L</code> (and check where it goes) to follow it.
        </p>
      ) : null}
      {failure.kind === 'timeout' ? <p>Try again, or run the curl command below to see whether the server answers at all.</p> : null}
      {failure.kind === 'unreadable' || failure.kind === 'unreachable' ? proxy : null}
    </div>
  );
}

function Body(props: { response: ExplorerResponse }) {
  const { response } = props;
  const url = useMemo(() => (response.blob ? URL.createObjectURL(response.blob) : undefined), [response.blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const text = useMemo(() => displayText(response), [response]);
  if (url) {
    const name = /filename="?([^";]+)"?/i.exec(response.headers.find(([n]) => n === 'content-disposition')?.[1] ?? '')?.[1] ?? 'response';
    return (
      <p>
        <a href={url} download={name}>
          Download the body ({response.contentType || 'binary'}, {response.blob!.size} bytes)
        </a>
      </p>
    );
  }
  if (!response.text) return <p className="explorer-muted">No body.</p>;
  const large = text.length > HIGHLIGHT_LIMIT;
  return (
    <>
      {response.jsonError ? <p className="explorer-note">The Content-Type says JSON, but the body does not parse: {response.jsonError}</p> : null}
      {large ? <p className="explorer-muted">{Math.round(text.length / 1024)} KB, shown without colours, the lines in view at a time.</p> : null}
      <div className="explorer-copy-row">
        <CopyText label="Copy response body" text={() => response.text ?? ''} />
      </div>
      {large ? (
        <LongText text={text} label="Response body" />
      ) : (
        <pre className="explorer-body" tabIndex={0} aria-label="Response body">
          <code>{response.json !== undefined ? highlightJson(text) : text}</code>
        </pre>
      )}
    </>
  );
}

/** The request as curl, its credentials masked unless shown. */
function CurlView(props: { request: BuiltRequest }) {
  const [reveal, setReveal] = useState(false);
  return (
    <details className="explorer-curl">
      <summary>Request as curl</summary>
      <div className="explorer-copy-row">
        <CopyText label="Copy curl" text={() => props.request.curlRevealed} />
        {props.request.curl !== props.request.curlRevealed ? (
          <button type="button" className="button explorer-small" aria-pressed={reveal} onClick={() => setReveal(!reveal)}>
            {reveal ? 'Hide credentials' : 'Show credentials'}
          </button>
        ) : null}
      </div>
      <pre tabIndex={0} aria-label="Request as curl">
        <code>{reveal ? props.request.curlRevealed : props.request.curl}</code>
      </pre>
    </details>
  );
}

/** The answer (status and meaning, time, headers, body) or the failure explained, then the request as curl. */
export function ResponseView(props: {
  result: ExplorerResponse | ExplorerFailure;
  request: BuiltRequest;
  proxyUrl?: string;
  usedProxy: boolean;
  onProxy?: () => void;
}) {
  const { result } = props;
  return (
    <>
      {isFailure(result) ? (
        <FailureView failure={result} request={props.request} proxyUrl={props.proxyUrl} usedProxy={props.usedProxy} onProxy={props.onProxy} />
      ) : (
        <>
          <p className={`explorer-status explorer-status-${String(result.status).charAt(0)}xx`}>
            <strong>{result.status}</strong> {statusMeaning(result.status)}{' '}
            <span className="explorer-muted">
              · {result.ms} ms · {result.size} bytes
            </span>
          </p>
          <details className="explorer-headers">
            <summary>Headers ({result.headers.length})</summary>
            <dl>
              {result.headers.map(([name, value]) => (
                <div key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </details>
          <Body response={result} />
        </>
      )}
      {/* An answer or a failure through the proxy says so: the credentials passed through it. */}
      {props.usedProxy ? <p className="explorer-muted">The request went through the proxy {props.proxyUrl}.</p> : null}
      <CurlView request={props.request} />
    </>
  );
}
