import type { BuiltRequest } from './request.ts';

/** What came back, read for display. */
export interface ExplorerResponse {
  status: number;
  ms: number;
  headers: [string, string][];
  contentType: string;
  /** Text of a JSON, XML or text body. */
  text?: string;
  /** The parsed body when the type says JSON and it parses. */
  json?: unknown;
  /** Why a body the type says is JSON does not parse. */
  jsonError?: string;
  /** Any other body, to download. */
  blob?: Blob;
  size: number;
}

/** Why no response could be read, told apart as far as a browser lets a page tell. */
export interface ExplorerFailure {
  kind: 'timeout' | 'cancelled' | 'unreachable' | 'unreadable' | 'redirect';
  ms: number;
  message: string;
  /** The URL the failed request went to. */
  target: string;
}

async function readBody(response: Response): Promise<Pick<ExplorerResponse, 'text' | 'json' | 'jsonError' | 'blob' | 'size'>> {
  const type = response.headers.get('content-type') ?? '';
  if (/json/i.test(type)) {
    const text = await response.text();
    try {
      return { text, json: JSON.parse(text) as unknown, size: text.length };
    } catch (error) {
      return { text, jsonError: error instanceof Error ? error.message : String(error), size: text.length };
    }
  }
  if (!type || /^text\/|xml|x-www-form-urlencoded|javascript/i.test(type)) {
    const text = await response.text();
    return { text, size: text.length };
  }
  const blob = await response.blob();
  return { blob, size: blob.size };
}

/**
 * Whether the server answers at all: a `no-cors` GET (no credentials, no custom headers) resolves with an
 * opaque response when the host answered, and fails when it cannot be reached. Tells CORS from unreachable.
 */
async function reachable(url: string): Promise<boolean> {
  try {
    // no-cors takes only redirect: 'follow'; a redirect answered is an answer.
    await fetch(url, { mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

/** Redirects are not followed when following would change the request: a POST turned GET, credentials dropped or sent elsewhere. */
function followsRedirects(req: BuiltRequest): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.some(([name]) => /^authorization$/i.test(name));
}

/** Sends the request with fetch (through the proxy when asked); `signal` cancels it, `timeoutMs` gives up. */
export async function sendRequest(
  req: BuiltRequest,
  options: { timeoutMs: number; proxyUrl?: string; signal: AbortSignal },
): Promise<ExplorerResponse | ExplorerFailure> {
  const started = performance.now();
  const target = options.proxyUrl ? `${options.proxyUrl}${req.url}` : req.url;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([options.signal, timeout]);
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(target, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal,
      credentials: 'omit',
      redirect: followsRedirects(req) ? 'follow' : 'manual',
    });
    if (response.type === 'opaqueredirect') {
      return {
        kind: 'redirect',
        ms: elapsed(),
        target,
        message:
          'The server answered with a redirect (3xx). The explorer does not follow it: the browser would turn this request into a GET without its body, or drop or forward its credentials, and it does not let a page read where the redirect points.',
      };
    }
    const body = await readBody(response);
    return {
      status: response.status,
      ms: elapsed(),
      headers: [...response.headers.entries()],
      contentType: response.headers.get('content-type') ?? '',
      ...body,
    };
  } catch (error) {
    const ms = elapsed();
    if (options.signal.aborted) return { kind: 'cancelled', ms, target, message: 'You cancelled the request.' };
    if (timeout.aborted) return { kind: 'timeout', ms, target, message: `No answer within ${Math.round(options.timeoutMs / 1000)} s.` };
    const detail = error instanceof Error ? error.message : String(error);
    return (await reachable(target)) ? { kind: 'unreadable', ms, target, message: detail } : { kind: 'unreachable', ms, target, message: detail };
  }
}

/** Whether the result is a failure rather than a response. */
export function isFailure(result: ExplorerResponse | ExplorerFailure): result is ExplorerFailure {
  return 'kind' in result;
}
