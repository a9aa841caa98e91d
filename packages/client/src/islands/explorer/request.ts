import { buildRequestModel, fullUrl, parseUrl, variable, type Pair, type RequestModel, type ServerTemplate } from '../../request/index.ts';
import type { Credentials } from './credentials.ts';
import { fieldValue, type FieldText } from './field-values.ts';
import { listedOriginsOf } from './listed-servers.ts';
import type { ExplorerField, ExplorerProps, ExplorerScheme } from './types.ts';

/** The server choice of a reader who types a server of their own (an explicit edit: any host). */
export const OTHER_SERVER = -1;

/** What the reader entered in the form. */
export interface FormState {
  /** Index into the listed servers, or OTHER_SERVER. */
  server: number;
  /** The base URL typed for OTHER_SERVER. */
  customServer: string;
  serverVars: Record<string, string>;
  /** By `in:name`. */
  params: Record<string, FieldText>;
  media: number;
  bodyText: string;
  /** Form and multipart fields by name. */
  fields: Record<string, FieldText>;
  files: Record<string, File[]>;
  /** Which security alternative is used. */
  alternative: number;
  accept: string;
  useProxy: boolean;
}

/** The request as it will be sent, or why it cannot be. */
export interface BuiltRequest {
  method: string;
  url: string;
  headers: Pair[];
  body?: BodyInit;
  /** Cookies the browser cannot send to another origin; curl shows them. */
  cookies: Pair[];
  /** The request as curl, credentials masked. */
  curl: string;
  /** The request as curl, credentials shown (for copying and for "Show credentials"). */
  curlRevealed: string;
  /** The model the samples are made from, with the reader's values (credentials masked). */
  model: RequestModel;
  /** Why it cannot be sent (an incomplete or unlisted URL); the form keeps its input. */
  error?: string;
}

/** The first state of the form: the sandbox, and every value the page's code samples send. */
export function initialState(props: ExplorerProps): FormState {
  const params: Record<string, FieldText> = {};
  for (const p of props.parameters) if (p.initial !== undefined) params[`${p.in}:${p.name}`] = p.initial;
  const media = props.body?.media[0];
  const fields: Record<string, FieldText> = {};
  for (const f of media?.fields ?? []) if (f.initial !== undefined) fields[f.name] = f.initial;
  return {
    server: 0,
    customServer: '',
    serverVars: {},
    params,
    media: 0,
    bodyText: media?.example ?? '',
    fields,
    files: {},
    alternative: 0,
    accept: props.accept?.[0] ?? '',
    useProxy: props.proxyMode === 'always',
  };
}

/** The fields of a media type's first example, when the reader switches media types. */
export function fieldsOf(fields: readonly ExplorerField[]): Record<string, FieldText> {
  return Object.fromEntries(fields.filter((f) => f.initial !== undefined).map((f) => [f.name, f.initial!]));
}

/** Base64 of UTF-8 text (btoa alone takes Latin-1 only). */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

const MASK = '••••••••';

/**
 * The credentials of the chosen alternative as headers, query pairs and cookies. Masked, each secret is dots,
 * and a credential not typed yet is its placeholder (`$STRIPE_API_KEY`), as in the page's code samples.
 */
function authPairs(schemes: readonly ExplorerScheme[], credentials: Credentials, masked: boolean): { headers: Pair[]; query: Pair[]; cookies: Pair[] } {
  const out = { headers: [] as Pair[], query: [] as Pair[], cookies: [] as Pair[] };
  for (const scheme of schemes) {
    const creds = credentials[scheme.key] ?? {};
    const names = scheme.names;
    if (scheme.type === 'apiKey' && scheme.paramName) {
      const target = scheme.in === 'query' ? out.query : scheme.in === 'cookie' ? out.cookies : out.headers;
      if (creds.value) target.push([scheme.paramName, masked ? MASK : creds.value]);
      else if (masked && names?.value) target.push([scheme.paramName, variable(names.value)]);
    } else if (scheme.type === 'basic') {
      if (creds.username || creds.password)
        out.headers.push(['Authorization', `Basic ${masked ? MASK : base64(`${creds.username ?? ''}:${creds.password ?? ''}`)}`]);
      else if (masked && names?.username)
        out.headers.push(['Authorization', `Basic ${base64(`${variable(names.username)}:${names.password ? variable(names.password) : ''}`)}`]);
    } else if (creds.token) out.headers.push(['Authorization', `Bearer ${masked ? MASK : creds.token}`]);
    else if (masked && names?.token) out.headers.push(['Authorization', `Bearer ${variable(names.token)}`]);
  }
  return out;
}

function serverOf(props: ExplorerProps, state: FormState): { server: ServerTemplate; origin?: string } {
  if (state.server === OTHER_SERVER) return { server: { url: state.customServer.trim() } };
  const s = props.servers[state.server] ?? props.servers[0]!;
  return { server: s.template, origin: s.origin };
}

/** The body's value and its browser form: files stand in the model as placeholders and go in the FormData as they are. */
function bodyInput(props: ExplorerProps, state: FormState): { input?: Parameters<typeof buildRequestModel>[0]['body']; files: Record<string, File[]> } {
  const media = props.body?.media[state.media];
  if (!media) return { files: {} };
  if (media.kind === 'form' || media.kind === 'multipart') {
    const value: Record<string, unknown> = {};
    const properties: Record<string, unknown> = {};
    for (const f of media.fields) {
      if (f.binary) {
        const chosen = state.files[f.name] ?? [];
        properties[f.name] = f.kind === 'array' ? { type: 'array', items: { type: 'string', format: 'binary' } } : { type: 'string', format: 'binary' };
        if (chosen.length) value[f.name] = f.kind === 'array' ? chosen.map((file) => file.name) : chosen[0]!.name;
        continue;
      }
      const v = fieldValue(f, state.fields[f.name]);
      if (v !== undefined) value[f.name] = v;
    }
    return { input: { mediaType: media.mediaType, value, schema: { type: 'object', properties } as never, encoding: media.encoding }, files: state.files };
  }
  if (media.kind === 'binary') {
    const file = state.files.body?.[0];
    return file ? { input: { mediaType: media.mediaType, value: file.name, name: file.name }, files: { body: [file] } } : { files: {} };
  }
  if (!state.bodyText.trim()) return { files: {} };
  return { input: { mediaType: media.mediaType, value: media.kind === 'json' ? {} : state.bodyText, raw: state.bodyText }, files: {} };
}

/** Shell quoting: '…', or "…" around a credential placeholder (`$STRIPE_API_KEY`) so the shell puts the value in. */
function quote(text: string): string {
  const rest = text.replace(/\$[A-Z][A-Z0-9_]*/g, '');
  if (rest !== text && !/["\\`!$]/.test(rest)) return `"${text}"`;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The model as a curl command. */
export function toCurl(model: RequestModel, files: Record<string, File[]>): string {
  const lines = [`curl -X ${model.method} ${quote(fullUrl(model))}`];
  for (const [name, value] of model.headers) {
    // Placeholder basic credentials as the page's curl sample writes them: `-u "$USER:$PASS"`, the same header.
    const basic = /^authorization$/i.test(name) ? /^Basic ([A-Za-z0-9+/=]+)$/.exec(value) : null;
    const decoded = basic ? atob(basic[1]!) : '';
    if (/^\$[A-Z][A-Z0-9_]*:(\$[A-Z][A-Z0-9_]*)?$/.test(decoded)) lines.push(`-u ${quote(decoded)}`);
    else lines.push(`-H ${quote(`${name}: ${value}`)}`);
  }
  if (model.cookies.length) lines.push(`-b ${quote(model.cookies.map(([n, v]) => `${n}=${v}`).join('; '))}`);
  const body = model.body;
  if (body?.kind === 'multipart') {
    const used: Record<string, number> = {};
    for (const part of body.parts) {
      if (part.file === undefined) lines.push(`-F ${quote(`${part.name}=${part.value ?? ''}`)}`);
      else {
        const i = (used[part.name] = (used[part.name] ?? -1) + 1);
        lines.push(`-F ${quote(`${part.name}=@${files[part.name]?.[i]?.name ?? part.file}`)}`);
      }
    }
  } else if (body?.kind === 'binary') lines.push(`--data-binary ${quote(`@${files.body?.[0]?.name ?? body.file}`)}`);
  else if (body) lines.push(`--data-raw ${quote(body.text)}`);
  return lines.join(' \\\n  ');
}

/** The browser's body of the model: text as is, multipart as FormData with the chosen files in order. */
function fetchBody(model: RequestModel, files: Record<string, File[]>): BodyInit | undefined {
  const body = model.body;
  if (!body) return undefined;
  if (body.kind === 'multipart') {
    const form = new FormData();
    const used: Record<string, number> = {};
    for (const part of body.parts) {
      if (part.file === undefined) form.append(part.name, part.contentType ? new Blob([part.value ?? ''], { type: part.contentType }) : (part.value ?? ''));
      else {
        const i = (used[part.name] = (used[part.name] ?? -1) + 1);
        const file = files[part.name]?.[i];
        if (file) form.append(part.name, file, file.name);
      }
    }
    return form; // fetch sets the Content-Type with its boundary.
  }
  if (body.kind === 'binary') return files.body?.[0];
  return body.text;
}

/** Builds the request from the form and the stored credentials, with the request model the code samples come from. */
export function buildRequest(props: ExplorerProps, state: FormState, credentials: Credentials): BuiltRequest {
  const { server, origin } = serverOf(props, state);
  const parameters = props.parameters
    .map((p) => ({ name: p.name, in: p.in, style: p.style, explode: p.explode, value: fieldValue(p, state.params[`${p.in}:${p.name}`]) }))
    .filter((p) => p.value !== undefined);
  const { input: body, files } = bodyInput(props, state);
  const schemes = props.security[state.alternative] ?? [];
  const common = {
    method: props.method,
    server,
    origin,
    serverValues: state.serverVars,
    path: props.path,
    parameters,
    body,
    accept: state.accept || undefined,
  };
  const real = buildRequestModel({ ...common, auth: authPairs(schemes, credentials, false) });
  const masked = buildRequestModel({ ...common, auth: authPairs(schemes, credentials, true) });
  const url = fullUrl(real);
  const built: BuiltRequest = {
    method: real.method,
    url,
    headers: real.headers,
    cookies: real.cookies,
    body: fetchBody(real, files),
    curl: toCurl(masked, files),
    curlRevealed: toCurl(real, files),
    model: masked,
  };
  const parsed = parseUrl(url);
  if ('error' in parsed) {
    const hint = /placeholder/.test(parsed.error)
      ? ' Fill in the server variables and path parameters.'
      : state.server === OTHER_SERVER
        ? ' Type an absolute http(s) URL such as https://sandbox.example.com.'
        : '';
    return { ...built, error: `${parsed.error}.${hint}` };
  }
  if (state.server !== OTHER_SERVER) {
    const listed = listedOriginsOf(props);
    if (!listed.includes(parsed.url.origin)) {
      return {
        ...built,
        error: `${parsed.url.origin} is not a server this site lists (${listed.join(', ')}), so the explorer does not send your credentials there. To send to it anyway, choose "Another server…" and type its URL.`,
      };
    }
  }
  return built;
}
