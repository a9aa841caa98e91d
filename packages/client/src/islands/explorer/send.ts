import type { BuiltRequest } from './request.ts';

/** What came back, read for display. */
export interface ExplorerResponse {
  status: number;
  ms: number;
  headers: [string, string][];
  contentType: string;
  /** Text of a JSON, XML or text body (JSON pretty-printed when it parses). */
  text?: string;
  json?: unknown;
  /** Any other body, to download. */
  blob?: Blob;
}

/** Why no response could be read: a timeout, or a network or CORS failure (the browser does not say which). */
export interface ExplorerFailure {
  kind: 'timeout' | 'network';
  ms: number;
  message: string;
}

async function readBody(response: Response): Promise<Pick<ExplorerResponse, 'text' | 'json' | 'blob'>> {
  const type = response.headers.get('content-type') ?? '';
  if (/json/i.test(type)) {
    const text = await response.text();
    try {
      return { text, json: JSON.parse(text) as unknown };
    } catch {
      return { text };
    }
  }
  if (!type || /^text\/|xml|x-www-form-urlencoded|javascript/i.test(type)) return { text: await response.text() };
  return { blob: await response.blob() };
}

/** Sends the request with fetch (through the proxy when asked), giving up after `timeoutMs`. */
export async function sendRequest(req: BuiltRequest, options: { timeoutMs: number; proxyUrl?: string }): Promise<ExplorerResponse | ExplorerFailure> {
  const started = performance.now();
  const url = options.proxyUrl ? `${options.proxyUrl}${req.url}` : req.url;
  try {
    const response = await fetch(url, { method: req.method, headers: req.headers, body: req.body, signal: AbortSignal.timeout(options.timeoutMs), credentials: 'omit', redirect: 'follow' });
    const body = await readBody(response);
    return { status: response.status, ms: Math.round(performance.now() - started), headers: [...response.headers.entries()], contentType: response.headers.get('content-type') ?? '', ...body };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return { kind: 'timeout', ms, message: `No answer within ${Math.round(options.timeoutMs / 1000)} s.` };
    return { kind: 'network', ms, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether the result is a failure rather than a response. */
export function isFailure(result: ExplorerResponse | ExplorerFailure): result is ExplorerFailure {
  return 'kind' in result;
}
