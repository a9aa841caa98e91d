import { useEffect, useMemo } from 'react';
import { highlightJson } from './highlight-json.tsx';
import type { BuiltRequest } from './request.ts';
import { isFailure, type ExplorerFailure, type ExplorerResponse } from './send.ts';
import { statusMeaning } from './status-text.ts';

/** What the sandbox must allow for a browser to call it from this page. */
function CorsHelp(props: { request: BuiltRequest; proxyUrl?: string; usedProxy: boolean }) {
  const target = new URL(props.request.url, window.location.href);
  const headers = props.request.headers.map(([name]) => name).join(', ');
  return (
    <div className="explorer-cors">
      <p>
        The browser got no readable answer from <code>{target.origin}</code>. Either the server cannot be reached, or it does not allow requests from this
        page (CORS). To answer the explorer, the sandbox must:
      </p>
      <ul>
        <li>
          answer the preflight <code>OPTIONS</code> request and the request itself with <code>Access-Control-Allow-Origin: {window.location.origin}</code> (or{' '}
          <code>*</code>);
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
      <p>
        {props.proxyUrl
          ? props.usedProxy
            ? `The request went through the proxy ${props.proxyUrl}, which did not answer either.`
            : `Or send it through the site's proxy (${props.proxyUrl}): tick "Send through the proxy".`
          : 'Or copy the request below as curl and run it from a terminal, where CORS does not apply.'}
      </p>
    </div>
  );
}

function Body(props: { response: ExplorerResponse }) {
  const { response } = props;
  const url = useMemo(() => (response.blob ? URL.createObjectURL(response.blob) : undefined), [response.blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
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
  const pretty = response.json !== undefined ? JSON.stringify(response.json, null, 2) : response.text;
  return (
    <pre className="explorer-body" tabIndex={0} aria-label="Response body">
      <code>{response.json !== undefined ? highlightJson(pretty) : pretty}</code>
    </pre>
  );
}

/** The answer (status and meaning, time, headers, body) or the failure explained, then the request as curl. */
export function ResponseView(props: { result: ExplorerResponse | ExplorerFailure; request: BuiltRequest; proxyUrl?: string; usedProxy: boolean }) {
  const { result } = props;
  return (
    <>
      {isFailure(result) ? (
        <>
          <p className="explorer-status explorer-status-error">{result.kind === 'timeout' ? `Timed out after ${result.ms} ms` : `Failed to fetch after ${result.ms} ms`}</p>
          {result.kind === 'network' ? <CorsHelp request={props.request} proxyUrl={props.proxyUrl} usedProxy={props.usedProxy} /> : <p>{result.message}</p>}
        </>
      ) : (
        <>
          <p className={`explorer-status explorer-status-${String(result.status).charAt(0)}xx`}>
            <strong>{result.status}</strong> {statusMeaning(result.status)} <span className="explorer-muted">· {result.ms} ms</span>
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
      <details className="explorer-curl">
        <summary>Request as curl</summary>
        <pre tabIndex={0} aria-label="Request as curl">
          <code>{props.request.curl}</code>
        </pre>
      </details>
    </>
  );
}
