/**
 * A HAR request prepared as httpsnippet 3.0.10's clients read it (its `HTTPSnippet#prepare`), for the
 * requests portal makes: the same objects, so each client writes the same code. Written here because
 * the class itself needs Node's `url`, `querystring`, `form-data` and `event-stream` and validates the
 * HAR with a 100 KB schema: in the browser (the explorer's live samples) none of that loads.
 * `samples-prepare.test.ts` compares it with the class on every request of the fixture descriptions.
 */

export interface HarPair {
  name: string;
  value: string;
}

export interface HarParam {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

export interface HarPostData {
  mimeType: string;
  text?: string;
  params?: HarParam[];
}

export interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  queryString: HarPair[];
  headers: HarPair[];
  postData?: HarPostData;
}

type Multi = Record<string, string | string[]>;

/** What the clients read: httpsnippet's `Request`. */
export interface PreparedRequest {
  method: string;
  url: string;
  httpVersion: string;
  fullUrl: string;
  queryString: HarPair[];
  queryObj: Multi;
  headers: HarPair[];
  headersObj: Record<string, string>;
  allHeaders: Record<string, string>;
  cookies: HarPair[];
  cookiesObj: Record<string, string>;
  uriObj: {
    protocol: string;
    host: string;
    hostname: string;
    port: string | null;
    pathname: string;
    path: string;
    search: string;
    query: Multi;
    href: string;
    hash: string;
  };
  postData: HarPostData & { jsonObj?: unknown; paramsObj?: Multi; boundary?: string };
  bodySize: number;
  headersSize: number;
}

/** httpsnippet's reducer: a name given twice holds an array of its values, in order. */
function multi(pairs: readonly { name: string; value?: string }[]): Multi {
  const out: Multi = {};
  for (const { name, value = '' } of pairs) {
    const known = out[name];
    if (known === undefined) out[name] = value;
    else if (Array.isArray(known)) known.push(value);
    else out[name] = [known, value];
  }
  return out;
}

/** Node's `querystring.stringify`: its escape leaves the same characters as encodeURIComponent. */
function stringify(query: Multi): string {
  return Object.entries(query)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(name)}=${encodeURIComponent(v)}`))
    .join('&');
}

/** Characters Node's legacy `url.parse` escapes wherever they appear. */
const AUTO_ESCAPE = /[{}|\\^`'<>" \r\n\t]/g;

/** The URL as `url.format(url.parse(url, true, true))` writes it, split: origin (host lower-cased), path and `#hash` (which goes after the query). */
function parseUrl(url: string): { protocol: string; host: string; hostname: string; port: string | null; pathname: string; hash: string } {
  const escaped = url.replace(AUTO_ESCAPE, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  const match = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)([^?#]*)(?:\?[^#]*)?(#.*)?$/i.exec(escaped);
  if (!match) return { protocol: '', host: '', hostname: '', port: null, pathname: escaped, hash: '' };
  const host = match[2]!.toLowerCase();
  const port = /:(\d*)$/.exec(host)?.[1] ?? null;
  return {
    protocol: match[1]!.toLowerCase(),
    host,
    hostname: port === null ? host : host.slice(0, -port.length - 1),
    port,
    pathname: match[3] || '/',
    hash: match[4] ?? '',
  };
}

/** Extensions form-data gives a file part's Content-Type by (its `mime-types` lookup), for the placeholder names portal writes. */
const FILE_TYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv',
  gif: 'image/gif',
  html: 'text/html',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  json: 'application/json',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  webp: 'image/webp',
  xml: 'application/xml',
  zip: 'application/zip',
};

/** httpsnippet's multipart boundary ("api" in binary). */
export const BOUNDARY = '---011000010111000001101001';

/**
 * The multipart body as the `form-data` package writes it (file parts named by their base name, empty), cut where
 * each file's content goes: one piece more than there are files, joined they are the body.
 */
export function multipartPieces(params: readonly HarParam[]): string[] {
  const pieces: string[] = [];
  let text = '';
  for (const param of params) {
    const base = param.fileName?.split('/').at(-1);
    const type = param.contentType ?? (base !== undefined ? FILE_TYPES[/\.([^.]+)$/.exec(base)?.[1]?.toLowerCase() ?? ''] : undefined);
    text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${param.name}"${base !== undefined ? `; filename="${base}"` : ''}\r\n`;
    if (type) text += `Content-Type: ${type}\r\n`;
    text += '\r\n';
    if (base !== undefined) {
      pieces.push(text);
      text = '';
    }
    text += `${param.value ?? ''}\r\n`;
  }
  pieces.push(`${text}--${BOUNDARY}--\r\n`);
  return pieces;
}

const JSON_TYPES = new Set(['text/json', 'text/x-json', 'application/json', 'application/x-json']);

/** The request as httpsnippet 3.0.10 prepares it for its clients. */
export function prepareRequest(har: HarRequest): PreparedRequest {
  const postData: PreparedRequest['postData'] = { ...(har.postData ?? { mimeType: 'application/octet-stream' }) };
  const headersObj: Record<string, string> = {};
  const http2 = /^HTTP\/2/.test(har.httpVersion);
  for (const { name, value } of har.headers) headersObj[http2 ? name.toLowerCase() : name] = value;
  switch (postData.mimeType) {
    case 'multipart/mixed':
    case 'multipart/related':
    case 'multipart/form-data':
    case 'multipart/alternative':
      postData.text = '';
      postData.mimeType = 'multipart/form-data';
      if (postData.params) {
        postData.text = multipartPieces(postData.params).join('');
        postData.boundary = BOUNDARY;
        const header = Object.keys(headersObj).find((name) => name.toLowerCase() === 'content-type') ?? 'content-type';
        headersObj[header] = `multipart/form-data; boundary=${BOUNDARY}`;
      }
      break;
    case 'application/x-www-form-urlencoded':
      if (!postData.params) postData.text = '';
      else {
        postData.paramsObj = multi(postData.params);
        postData.text = stringify(postData.paramsObj);
      }
      break;
    default:
      if (JSON_TYPES.has(postData.mimeType)) {
        postData.mimeType = 'application/json';
        if (postData.text) {
          try {
            postData.jsonObj = JSON.parse(postData.text);
          } catch {
            postData.mimeType = 'text/plain';
          }
        }
      }
  }
  const queryObj = multi(har.queryString);
  const { protocol, host, hostname, port, pathname, hash } = parseUrl(har.url);
  const search = stringify(queryObj);
  const origin = protocol ? `${protocol}//${host}` : '';
  const url = `${origin}${pathname}${hash}`;
  const fullUrl = `${origin}${pathname}${search ? `?${search}` : ''}${hash}`;
  return {
    method: har.method,
    url,
    httpVersion: har.httpVersion,
    fullUrl,
    queryString: har.queryString,
    queryObj,
    headers: har.headers,
    headersObj,
    allHeaders: { ...headersObj },
    cookies: [],
    cookiesObj: {},
    uriObj: { protocol, host, hostname, port, pathname, path: search ? `${pathname}?${search}` : pathname, search, query: queryObj, href: fullUrl, hash },
    postData,
    bodySize: 0,
    headersSize: 0,
  };
}
