import type { Credentials } from './credentials.ts';
import type { ExplorerProps, ExplorerScheme } from './types.ts';

/** What the reader entered in the form. */
export interface FormState {
  server: number;
  serverVars: Record<string, string>;
  /** By `in:name`. */
  params: Record<string, string>;
  media: number;
  bodyText: string;
  /** Form and multipart fields by name. */
  fields: Record<string, string>;
  files: Record<string, File | undefined>;
  /** Which security alternative is used. */
  alternative: number;
  useProxy: boolean;
}

/** The request as it will be sent. */
export interface BuiltRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body?: BodyInit;
  /** The body as text, for curl (files by name). */
  bodyText?: string;
  /** Cookies the browser cannot send to another origin; curl shows them. */
  cookies: [string, string][];
  curl: string;
}

/** The first state of the form: the sandbox, path examples, the first media type's example. */
export function initialState(props: ExplorerProps): FormState {
  const params: Record<string, string> = {};
  for (const p of props.parameters) if (p.initial !== undefined) params[`${p.in}:${p.name}`] = p.initial;
  return { server: 0, serverVars: {}, params, media: 0, bodyText: props.body?.media[0]?.example ?? '', fields: {}, files: {}, alternative: 0, useProxy: props.proxyUrl !== undefined };
}

/** Base64 of UTF-8 text (btoa alone takes Latin-1 only). */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

function applyScheme(scheme: ExplorerScheme, creds: Record<string, string>, out: { headers: [string, string][]; query: [string, string][]; cookies: [string, string][] }): void {
  if (scheme.type === 'apiKey' && scheme.paramName && creds.value) {
    const target = scheme.in === 'query' ? out.query : scheme.in === 'cookie' ? out.cookies : out.headers;
    target.push([scheme.paramName, creds.value]);
  } else if (scheme.type === 'basic' && (creds.username || creds.password)) {
    out.headers.push(['Authorization', `Basic ${base64(`${creds.username ?? ''}:${creds.password ?? ''}`)}`]);
  } else if (creds.token) {
    out.headers.push(['Authorization', `Bearer ${creds.token}`]);
  }
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The request as a curl command (what was sent, credentials included: the reader typed them). */
function toCurl(req: Omit<BuiltRequest, 'curl'>): string {
  const lines = [`curl -X ${req.method} ${quote(req.url)}`];
  for (const [name, value] of req.headers) lines.push(`-H ${quote(`${name}: ${value}`)}`);
  if (req.cookies.length) lines.push(`-b ${quote(req.cookies.map(([n, v]) => `${n}=${v}`).join('; '))}`);
  if (req.body instanceof FormData) for (const [name, value] of req.body.entries()) lines.push(`-F ${quote(typeof value === 'string' ? `${name}=${value}` : `${name}=@${value.name}`)}`);
  else if (req.body instanceof Blob) lines.push(`--data-binary ${quote(`@${req.body instanceof File ? req.body.name : 'body'}`)}`);
  else if (req.bodyText !== undefined) lines.push(`--data-raw ${quote(req.bodyText)}`);
  return lines.join(' \\\n  ');
}

/** Builds the request from the form and the stored credentials. */
export function buildRequest(props: ExplorerProps, state: FormState, credentials: Credentials): BuiltRequest {
  const server = props.servers[state.server] ?? props.servers[0]!;
  const base = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => state.serverVars[name] || whole).replace(/\/$/, '');
  const path = props.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = state.params[`path:${name}`];
    return value ? encodeURIComponent(value) : whole;
  });
  const out = { headers: [] as [string, string][], query: [] as [string, string][], cookies: [] as [string, string][] };
  for (const p of props.parameters) {
    const value = state.params[`${p.in}:${p.name}`];
    if (!value || p.in === 'path') continue;
    (p.in === 'query' ? out.query : p.in === 'header' ? out.headers : out.cookies).push([p.name, value]);
  }
  for (const scheme of props.security[state.alternative] ?? []) applyScheme(scheme, credentials[scheme.key] ?? {}, out);
  const media = props.body?.media[state.media];
  let body: BodyInit | undefined;
  let bodyText: string | undefined;
  if (media?.kind === 'form') {
    const form = new URLSearchParams();
    for (const f of media.fields) if (state.fields[f.name]) form.append(f.name, state.fields[f.name]!);
    bodyText = form.toString();
    body = bodyText;
    out.headers.push(['Content-Type', media.mediaType]);
  } else if (media?.kind === 'multipart') {
    const form = new FormData();
    for (const f of media.fields) {
      const file = state.files[f.name];
      if (f.binary && file) form.append(f.name, file);
      else if (!f.binary && state.fields[f.name]) form.append(f.name, state.fields[f.name]!);
    }
    body = form; // fetch sets the Content-Type with its boundary.
  } else if (media?.kind === 'binary') {
    const file = state.files['body'];
    if (file) {
      body = file;
      out.headers.push(['Content-Type', media.mediaType]);
    }
  } else if (media && state.bodyText.trim()) {
    bodyText = state.bodyText;
    body = bodyText;
    out.headers.push(['Content-Type', media.mediaType]);
  }
  const query = out.query.length ? `?${new URLSearchParams(out.query).toString()}` : '';
  const req = { method: props.method, url: `${base}${path}${query}`, headers: out.headers, body, bodyText, cookies: out.cookies };
  return { ...req, curl: toCurl(req) };
}
