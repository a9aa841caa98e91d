import type { Client } from 'httpsnippet/dist/targets/targets.js';
import { curl } from 'httpsnippet/dist/targets/shell/curl/client.js';
import { requests } from 'httpsnippet/dist/targets/python/requests/client.js';
import { httpclient } from 'httpsnippet/dist/targets/csharp/httpclient/client.js';
import { native as goNative } from 'httpsnippet/dist/targets/go/native/client.js';
import { fetch as jsFetch } from 'httpsnippet/dist/targets/javascript/fetch/client.js';
import { native as rubyNative } from 'httpsnippet/dist/targets/ruby/native/client.js';
import { guzzle } from 'httpsnippet/dist/targets/php/guzzle/client.js';
import { unirest } from 'httpsnippet/dist/targets/java/unirest/client.js';
import { restmethod } from 'httpsnippet/dist/targets/powershell/restmethod/client.js';
import { partMediaType } from '../media.ts';
import type { RequestBody, RequestModel } from '../model.ts';
import {
  csharpFiles,
  curlParts,
  formApiParts,
  goFiles,
  javaFields,
  jsSingleQuoted,
  nodeParts,
  phpMarks,
  phpParts,
  powershellForm,
  pythonParts,
  pythonTuples,
  rubyBody,
} from './multipart.ts';
import { type HarRequest, type PreparedRequest, prepareRequest } from './prepare.ts';

/** One request to show as code: everything already resolved to example values. */
export interface SampleRequest {
  method: string; // 'GET', 'POST', …
  url: string; // absolute, server + path with path parameters already substituted, WITHOUT query string
  query: { name: string; value: string }[];
  headers: { name: string; value: string }[]; // includes auth headers such as X-Api-Key or Authorization: Basic …, and Idempotency-Key
  /**
   * application/json (object), application/x-www-form-urlencoded (object of fields), multipart/form-data (object;
   * a field whose example is binary — Uint8Array, ArrayBuffer or Blob — is sent as the file `path/to/<field>`),
   * application/xml or text/* (string), application/octet-stream (a placeholder string, `<binary data>` if none)
   */
  body?: { mediaType: string; example: unknown; written?: RequestBody };
}

/** The languages that get a generated sample. */
export type SampleLanguage = 'python' | 'curl' | 'csharp' | 'go' | 'nodejs' | 'ruby' | 'php' | 'java' | 'powershell';

/** One tab of the code samples of an operation. */
export interface CodeSample {
  language: SampleLanguage | string; // a SampleLanguage, or the lang of an extra x-codeSamples entry (lower-cased)
  label: string; // tab label: 'Python', 'cURL', 'C#', 'Go', 'Node.js', 'Ruby', 'PHP', 'Java', 'PowerShell'
  highlight: string; // shiki language id to highlight with: python, bash, csharp, go, javascript, ruby, php, java, powershell
  source: string;
  /** false when it comes from the description's x-codeSamples. */
  generated: boolean;
}

/** One entry of an operation's x-codeSamples. */
export interface XCodeSample {
  lang: string;
  label?: string;
  source: string;
}

interface LanguageSpec {
  readonly language: SampleLanguage;
  readonly label: string;
  readonly highlight: string;
  /** httpsnippet's client (each imported alone: the package's index needs Node). */
  readonly client: Client;
  /** Escapes the client's private copy of the request where httpsnippet 3.0.10 does not (see the fix-ups below). */
  readonly adapt?: (request: PreparedRequest) => void;
  /** Repairs httpsnippet 3.0.10 output that would not compile (see the fix-ups below). */
  readonly fixUp?: (source: string, request: PreparedRequest) => string;
}

const freeze = <T extends object>(value: T): Readonly<T> => Object.freeze(value);

// Node.js uses the `javascript` target's `fetch` client: it calls the global fetch of Node >= 18 from an ES module.
// The `node` target's clients `require()` node-fetch or axios yet use top-level `await` (valid in no Node module),
// and leave quotes in form fields unescaped.
const LANGUAGES: readonly LanguageSpec[] = freeze([
  freeze({
    language: 'python',
    label: 'Python',
    highlight: 'python',
    client: requests as Client,
    adapt: (request) => {
      escapeForPython(request);
      pythonParts(request);
    },
    fixUp: (source, request) =>
      pythonEnvironment(request)(pythonBasicAuth(openPythonBinary(printTextUnlessJson(unquotePythonFiles(pythonTuples(source, request)), request), request))),
  }),
  freeze({
    language: 'curl',
    label: 'cURL',
    highlight: 'bash',
    client: curl as Client,
    adapt: curlParts,
    fixUp: (source, request) => curlPlaceholders(curlDataBinary(source, request)),
  }),
  freeze({
    language: 'csharp',
    label: 'C#',
    highlight: 'csharp',
    client: httpclient as Client,
    fixUp: (source, request) => csharpFiles(csharpContentType(source, request), request),
  }),
  freeze({ language: 'go', label: 'Go', highlight: 'go', client: goNative as Client, fixUp: goFiles }),
  freeze({
    language: 'nodejs',
    label: 'Node.js',
    highlight: 'javascript',
    client: jsFetch as Client,
    adapt: escapeFormDataForJs,
    fixUp: (source, request) => nodeParts(escapeJsonBodyForJs(source, request), request),
  }),
  freeze({ language: 'ruby', label: 'Ruby', highlight: 'ruby', client: rubyNative as Client, fixUp: quoteBodyForRuby }),
  freeze({
    language: 'php',
    label: 'PHP',
    highlight: 'php',
    client: guzzle as Client,
    adapt: phpMarks,
    fixUp: (source, request) => phpParts(addGuzzleMultipartComma(source), request),
  }),
  freeze({ language: 'java', label: 'Java', highlight: 'java', client: unirest as Client, adapt: formApiParts, fixUp: javaFields }),
  freeze({
    language: 'powershell',
    label: 'PowerShell',
    highlight: 'powershell',
    client: restmethod as Client,
    adapt: (request) => {
      quoteForPowershell(request);
      formApiParts(request);
    },
    fixUp: (source, request) => powershellEnvironment(powershellForm(source, request)),
  }),
] satisfies LanguageSpec[]);

/** x-codeSamples `lang` values (lower-cased) that stand for a generated language. */
const ALIASES: Readonly<Record<string, SampleLanguage>> = freeze({
  python: 'python',
  python3: 'python',
  py: 'python',
  curl: 'curl',
  shell: 'curl',
  bash: 'curl',
  sh: 'curl',
  csharp: 'csharp',
  'c#': 'csharp',
  cs: 'csharp',
  go: 'go',
  golang: 'go',
  nodejs: 'nodejs',
  'node.js': 'nodejs',
  node: 'nodejs',
  javascript: 'nodejs',
  js: 'nodejs',
  ruby: 'ruby',
  rb: 'ruby',
  php: 'php',
  java: 'java',
  powershell: 'powershell',
  pwsh: 'powershell',
});

/** The generated language an x-codeSamples `lang` stands for, if any. */
function sampleLanguageOf(lang: string): SampleLanguage | undefined {
  const key = lang.trim().toLowerCase();
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
}

/** The nine samples in this order: python, curl, csharp, go, nodejs, ruby, php, java, powershell; an x-codeSamples entry replaces the generated sample of its language, and entries of other languages are appended. */
export function generateCodeSamples(request: SampleRequest, overrides: readonly XCodeSample[] = []): CodeSample[] {
  const replaced = new Map<SampleLanguage, XCodeSample[]>();
  const extra: CodeSample[] = [];
  for (const entry of overrides) {
    const language = sampleLanguageOf(entry.lang);
    if (language) replaced.set(language, [...(replaced.get(language) ?? []), entry]);
    else {
      const lang = entry.lang.trim();
      extra.push({ language: lang.toLowerCase(), label: entry.label ?? lang, highlight: lang.toLowerCase(), source: entry.source, generated: false });
    }
  }

  // Validating and preparing the HAR is done once; each client gets its own copy because some clients
  // delete headers from the prepared request (python and fetch drop the Content-Type of a multipart body).
  const prepared = replaced.size < LANGUAGES.length ? prepare(request) : undefined;
  const samples: CodeSample[] = [];
  for (const spec of LANGUAGES) {
    const entries = replaced.get(spec.language);
    if (entries) {
      for (const entry of entries) {
        samples.push({ language: spec.language, label: entry.label ?? spec.label, highlight: spec.highlight, source: entry.source, generated: false });
      }
    } else if (prepared) {
      samples.push({ language: spec.language, label: spec.label, highlight: spec.highlight, source: convert(spec, prepared), generated: true });
    }
  }
  return [...samples, ...extra];
}

/** The HAR request of `request` (a Content-Type header added for its body when it has none). */
export function sampleHar(request: SampleRequest): HarRequest {
  const headers = request.headers.map(({ name, value }) => ({ name, value }));
  const har: Partial<HarRequest> = {
    method: request.method.toUpperCase(),
    url: request.url,
    httpVersion: 'HTTP/1.1',
    queryString: request.query.map(({ name, value }) => ({ name, value })),
    headers,
  };
  if (request.body) {
    const { mediaType } = request.body;
    if (!headers.some((h) => h.name.toLowerCase() === 'content-type')) headers.push({ name: 'Content-Type', value: mediaType });
    har.postData = request.body.written ? writtenPostData(request.body.written) : postData(mediaType, request.body.example);
  }
  return har as HarRequest;
}

/** The request as the clients read it. */
function prepare(request: SampleRequest): PreparedRequest {
  const prepared = prepareRequest(sampleHar(request));
  // Several clients put the URL in '…' unescaped; %27 means the same to servers and needs no escaping.
  prepared.url = prepared.url.replaceAll("'", '%27');
  // A credential placeholder in the query stays readable (`api_key=$GEODB_API_KEY`), as the request model writes it.
  prepared.fullUrl = prepared.fullUrl.replaceAll("'", '%27').replace(/=%24([A-Z][A-Z0-9_]*)(?=&|#|$)/g, (_, name: string) => `=$${name}`);
  return prepared;
}

type PostData = NonNullable<HarRequest['postData']>;
type Param = NonNullable<PostData['params']>[number];

/**
 * The HAR postData of a body the request model wrote. httpsnippet 3.0.10 percent-encodes the names of form
 * fields but not their values (a `+` became a space), and some clients re-encode what they get: a form body is
 * therefore handed over as its encoded text under `text/plain`, which every client sends byte for byte, while
 * the request's own Content-Type header says `application/x-www-form-urlencoded` (C#, which takes the type from
 * postData, is fixed up in csharpContentType). A binary body is the placeholder `@path/to/file`, turned into
 * `--data-binary @path/to/file` for curl and `open('path/to/file', 'rb')` for Python.
 */
function writtenPostData(body: RequestBody): PostData {
  if (body.kind === 'multipart') {
    return {
      mimeType: 'multipart/form-data',
      params: body.parts.map((part) => {
        const contentType = partMediaType(part.contentType);
        return {
          name: part.name,
          ...(part.file !== undefined ? { fileName: part.file } : { value: part.value ?? '' }),
          ...(contentType ? { contentType } : {}),
        };
      }),
    };
  }
  if (body.kind === 'binary') return { mimeType: TEXT_AS_IS, text: `@${body.file}` };
  if (body.kind === 'form') return { mimeType: TEXT_AS_IS, text: body.text };
  if (body.kind === 'json')
    return { mimeType: body.mediaType.split(';')[0]!.trim().toLowerCase() === 'application/json' ? 'application/json' : body.mediaType, text: body.text };
  return { mimeType: body.mediaType, text: body.text };
}

/** The postData type under which httpsnippet passes a body through unchanged. */
const TEXT_AS_IS = 'text/plain';

/** curl sends `--data '@path'` with its newlines stripped: a file body goes as `--data-binary @path`. */
function curlDataBinary(source: string, request: PreparedRequest): string {
  const text = request.postData.text;
  if (!text?.startsWith('@path/to/') || request.postData.mimeType !== TEXT_AS_IS) return source;
  return source.replace(`--data '${text}'`, () => `--data-binary ${text}`);
}

/** A credential placeholder (`$STRIPE_API_KEY`, see credential-names.ts) as the shell reads it. */
const PLACEHOLDER = /\$[A-Z][A-Z0-9_]*/g;

/**
 * curl expands the credential placeholders from the environment: a '…' argument holding one is written "…"
 * (when nothing else in it means something to the shell), and basic credentials as `--user "$USER:$PASS"`,
 * which sends the same header with the real values.
 */
function curlPlaceholders(source: string): string {
  const basic = source.replace(/--header 'Authorization: Basic ([A-Za-z0-9+/=]+)'/, (whole, b64: string) => {
    const pair = basicPlaceholders(b64);
    return pair ? `--user "${pair[0]}:${pair[1]}"` : whole;
  });
  return basic.replace(/'([^'\n]*)'/g, (whole, inner: string) => {
    if (!/\$[A-Z][A-Z0-9_]*/.test(inner)) return whole;
    return /["\\`!]/.test(inner.replace(PLACEHOLDER, '')) || inner.replace(PLACEHOLDER, '').includes('$') ? whole : `"${inner}"`;
  });
}

/** The user name and password of a basic header whose credentials are placeholders, else undefined. */
function basicPlaceholders(b64: string): [string, string] | undefined {
  const decoded = atob(b64);
  const match = /^(\$[A-Z][A-Z0-9_]*):((?:\$[A-Z][A-Z0-9_]*)?)$/.exec(decoded);
  return match ? [match[1]!, match[2]!] : undefined;
}

/** Python passes basic credentials as `auth=(user, password)`, which requests turns into the same header: the names stay readable. */
function pythonBasicAuth(source: string): string {
  const auth = (pair: [string, string]) => (call: string) => `${call}auth=(${JSON.stringify(pair[0])}, ${JSON.stringify(pair[1])}), `;
  // The only header: `headers = {"Authorization": "Basic …"}` on one line.
  const alone = /\nheaders = \{"Authorization": "Basic ([A-Za-z0-9+/=]+)"\}\n/.exec(source);
  const lonePair = alone ? basicPlaceholders(alone[1]!) : undefined;
  if (alone && lonePair)
    return source.replace(alone[0], '').replace(', headers=headers)', () => `, auth=(${JSON.stringify(lonePair[0])}, ${JSON.stringify(lonePair[1])}))`);
  const header = /\n {4}"Authorization": "Basic ([A-Za-z0-9+/=]+)",?(?=\n)/.exec(source);
  const pair = header ? basicPlaceholders(header[1]!) : undefined;
  if (!header || !pair) return source;
  return source
    .replace(header[0], '')
    .replace(/,(\n\})/, '$1')
    .replace(/requests\.(\w+)\(url, /, auth(pair));
}

/**
 * Python reads an environment variable with `os.environ` (a `"$NAME"` string is sent as those characters): a string
 * that is one placeholder becomes `os.environ["NAME"]`, one that holds a placeholder an f-string.
 */
const pythonEnvironment =
  (request: PreparedRequest) =>
  (source: string): string => {
    const names = credentialPlaceholders(request);
    let changed = false;
    const out = source.replace(/"((?:[^"\\\n]|\\.)*)"/g, (whole, inner: string) => {
      if (!inner.match(PLACEHOLDER)?.some((name) => names.has(name))) return whole;
      changed = true;
      const alone = /^\$([A-Z][A-Z0-9_]*)$/.exec(inner);
      if (alone) return `os.environ["${alone[1]}"]`;
      const parts = inner.split(/(\$[A-Z][A-Z0-9_]*)/);
      return `f"${parts.map((part, i) => (i % 2 ? `{os.environ['${part.slice(1)}']}` : part.replace(/[{}]/g, '$&$&'))).join('')}"`;
    });
    return changed ? `import os\n${out}` : source;
  };

/** The placeholders the request's credentials hold (headers, a basic header's halves, the query), never a body's text. */
function credentialPlaceholders(request: PreparedRequest): Set<string> {
  const values = [...Object.values(request.allHeaders ?? {}), ...(request.queryString ?? []).map((q: { value: unknown }) => q.value)].map(String);
  const decoded = values.map((value) => /^Basic ([A-Za-z0-9+/=]+)$/.exec(value)).flatMap((m) => (m ? [atob(m[1]!)] : []));
  return new Set([...values, ...decoded].flatMap((value) => value.match(PLACEHOLDER) ?? []));
}

/** PowerShell reads an environment variable as `$env:NAME` (a bare `$NAME` is a variable of the session). */
function powershellEnvironment(source: string): string {
  return source.replace(/\$([A-Z][A-Z0-9_]*)\b/g, (_, name: string) => `$env:${name}`);
}

/** A file body in Python is the opened file, not the text `@path`. */
function openPythonBinary(source: string, request: PreparedRequest): string {
  const text = request.postData.text;
  if (!text?.startsWith('@path/to/') || request.postData.mimeType !== TEXT_AS_IS) return source;
  return source.replace(`payload = "${text}"`, () => `payload = open('${text.slice(1)}', 'rb')`);
}

/** The C# client takes the content's media type from postData: the request's Content-Type header is the one meant. */
function csharpContentType(source: string, request: PreparedRequest): string {
  if (request.postData.mimeType !== TEXT_AS_IS) return source;
  const header = Object.entries(request.allHeaders ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  if (typeof header !== 'string' || header === TEXT_AS_IS) return source;
  const type = header.split(';')[0]!.trim();
  return source.replace('new MediaTypeHeaderValue("text/plain")', () => `new MediaTypeHeaderValue(${JSON.stringify(type)})`);
}

/** The HAR postData of a body example of the given media type. */
function postData(mediaType: string, example: unknown): PostData {
  // Without parameters such as charset: httpsnippet recognises the form and JSON types by exact name.
  const mimeType = mediaType.split(';')[0]!.trim().toLowerCase();
  if (mimeType === 'application/x-www-form-urlencoded') return { mimeType, params: fields(example, false) };
  if (mimeType === 'multipart/form-data') return { mimeType, params: fields(example, true) };
  if (mimeType === 'application/octet-stream') return { mimeType, text: typeof example === 'string' ? example : '<binary data>' };
  if (isJson(mimeType)) return { mimeType, text: example === undefined ? '' : JSON.stringify(example) };
  return { mimeType, text: toText(example) };
}

function isJson(mimeType: string): boolean {
  return mimeType === 'application/json' || mimeType.endsWith('+json');
}

/** Form fields of an object example: arrays repeat the field, binary values become file placeholders. */
function fields(example: unknown, files: boolean): Param[] {
  if (example === null || typeof example !== 'object') return [];
  const params: Param[] = [];
  for (const [name, value] of Object.entries(example)) {
    if (value === undefined) continue;
    if (files && isBinary(value)) params.push({ name, fileName: `path/to/${name}` });
    else if (Array.isArray(value)) for (const item of value) params.push({ name, value: toText(item) });
    else params.push({ name, value: toText(value) });
  }
  return params;
}

function isBinary(value: unknown): boolean {
  return value instanceof Uint8Array || value instanceof ArrayBuffer || (typeof Blob !== 'undefined' && value instanceof Blob);
}

function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The source of one language, converted from a private copy of the prepared request. */
function convert(spec: LanguageSpec, prepared: PreparedRequest): string {
  const request = clonePlain(prepared);
  spec.adapt?.(request);
  const source = spec.client.convert(request as never, {});
  return spec.fixUp ? spec.fixUp(source, prepared) : source;
}

/**
 * A deep copy of plain JSON-like data, which a prepared request is. Five times faster than structuredClone,
 * which took more time than validating and preparing the request again.
 */
function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = clonePlain((value as Record<string, unknown>)[key]);
  return copy as T;
}

// Fix-ups of httpsnippet 3.0.10 bugs that make the generated code invalid. Each is a no-op once fixed upstream.

/** The powershell client puts the body in '…' without doubling the quotes inside it. */
function quoteForPowershell(request: PreparedRequest): void {
  if (request.postData.text) request.postData.text = request.postData.text.replaceAll("'", "''");
}

/** python requests writes strings as "…" escaping only the double quotes. */
function escapeForPython(request: PreparedRequest): void {
  const escape = (text: string): string => text.replace(/[\\\n\r\t]/g, (c) => PYTHON_ESCAPES[c] ?? c);
  const { postData } = request;
  if (postData.jsonObj !== undefined) postData.jsonObj = mapStrings(postData.jsonObj, escape) as typeof postData.jsonObj;
  if (postData.paramsObj !== undefined) postData.paramsObj = mapStrings(postData.paramsObj, escape) as typeof postData.paramsObj;
  for (const param of postData.params ?? []) if (param.value !== undefined) param.value = escape(param.value);
}

const PYTHON_ESCAPES: Readonly<Record<string, string>> = freeze({ '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' });

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  }
  return value;
}

/** python requests always prints `response.json()`; a response that is not JSON (XML statements) is printed as text. */
function printTextUnlessJson(source: string, request: PreparedRequest): string {
  const accept = Object.entries(request.allHeaders ?? {}).find(([name]) => name.toLowerCase() === 'accept')?.[1];
  if (typeof accept !== 'string' || /json/i.test(accept)) return source;
  return source.replace('print(response.json())', 'print(response.text)');
}

/** python requests writes files as the string "open('…', 'rb')" instead of the call. */
function unquotePythonFiles(source: string): string {
  return source.replace(/"(open\('[^'\n]*', 'rb'\))"/g, '$1');
}

/** The fetch client writes multipart fields as form.append('…', '…') without escaping them. */
function escapeFormDataForJs(request: PreparedRequest): void {
  if (request.postData.mimeType !== 'multipart/form-data') return;
  for (const param of request.postData.params ?? []) {
    param.name = jsSingleQuoted(param.name);
    if (param.value !== undefined) param.value = jsSingleQuoted(param.value);
    if (param.fileName !== undefined) param.fileName = jsSingleQuoted(param.fileName);
  }
}

/** The fetch client quotes a JSON body with stringify-object 3, which leaves its backslashes (\" \\ \n) unescaped. */
function escapeJsonBodyForJs(source: string, request: PreparedRequest): string {
  if (request.postData.mimeType !== 'application/json' || request.postData.jsonObj === undefined) return source;
  const json = JSON.stringify(request.postData.jsonObj);
  if (!json.includes('\\')) return source;
  const written = `body: '${json.replace(/\\?'/g, "\\'")}'`; // exactly what stringify-object 3.3.0 writes
  return source.replace(written, () => `body: '${jsSingleQuoted(json)}'`);
}

/**
 * The native Ruby client writes the body as a "…" literal (JSON's escaping), in which `#{…}`, `#@x` and
 * `#$x` interpolate: a body holding them sent something else. It is written as a '…' literal instead,
 * where only `\\` and `\'` are escapes (and JSON needs no backslash before every quote, which also
 * made the line about three times slower to highlight); a body with control characters other than
 * newlines stays "…", its `#` escaped.
 */
function quoteBodyForRuby(source: string, request: PreparedRequest): string {
  const text = request.postData.text;
  if (!text) return source;
  const literal = (piece: string): string =>
    /[\x00-\x09\x0b-\x1f\x7f]/.test(piece) ? JSON.stringify(piece).replace(/#(?=[{@$])/g, '\\#') : `'${piece.replace(/[\\']/g, (c: string) => `\\${c}`)}'`;
  return source.replace(`request.body = ${JSON.stringify(text)}`, () => `request.body = ${rubyBody(request, literal) ?? literal(text)}`);
}

/** The guzzle client leaves out the comma between the `'multipart'` array and `'headers'`. */
function addGuzzleMultipartComma(source: string): string {
  return source.replace(/\n {2}\]\n {2}'headers' => \[/, "\n  ],\n  'headers' => [");
}

/** The cURL sample alone (an operation's Markdown twin shows one): an x-codeSamples entry for curl wins. */
export function curlSample(request: SampleRequest, overrides: readonly XCodeSample[] = []): string {
  const given = overrides.find((entry) => sampleLanguageOf(entry.lang) === 'curl');
  return given ? given.source : convert(LANGUAGES.find((spec) => spec.language === 'curl')!, prepare(request));
}

/** The model in the shape the snippet generator takes (its body written already). */
export function modelToSample(model: RequestModel): SampleRequest {
  const headers = model.headers.map(([name, value]) => ({ name, value }));
  if (model.cookies.length) headers.push({ name: 'Cookie', value: model.cookies.map(([n, v]) => `${n}=${v}`).join('; ') });
  return {
    method: model.method,
    url: model.url,
    query: model.query.map(([name, value]) => ({ name, value })),
    headers,
    body: model.body ? { mediaType: model.body.mediaType, example: undefined, written: model.body } : undefined,
  };
}
