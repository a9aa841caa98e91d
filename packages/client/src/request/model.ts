import { bodyKind, concreteMediaType, partMediaType, type BodyKind } from './media.ts';
import { encodePairs, queryPairs, simpleValue, type Pair, type Serialisation } from './query.ts';
import { expandPath, joinUrl, serverBasePath, serverUrl, type ServerTemplate } from './url.ts';
import { toXml, type XmlSchema } from './xml.ts';

/** One parameter with the value to send (undefined: not sent). */
export interface ParameterValue extends Serialisation {
  name: string;
  value: unknown;
}

/** How one property of a form or multipart body is encoded (the media type's `encoding` entry). */
export interface PropertyEncoding {
  property: string;
  contentType?: string;
  style?: string;
  explode?: boolean;
}

/** Everything the request is made from, already resolved to values. */
export interface RequestInput {
  method: string;
  server: ServerTemplate;
  serverValues?: Record<string, string | undefined>;
  /** Replaces the server's origin (the configured sandbox URL, which may carry a path of its own); the server's base path is kept. */
  origin?: string;
  path: string;
  parameters: readonly ParameterValue[];
  /** Credentials already written as headers, query pairs and cookies. */
  auth?: { headers?: Pair[]; query?: Pair[]; cookies?: Pair[] };
  body?: {
    mediaType: string;
    value: unknown;
    schema?: XmlSchema & { properties?: Record<string, { format?: string; type?: unknown; contentMediaType?: string }> };
    encoding?: readonly PropertyEncoding[];
    name?: string;
    raw?: string;
  };
  accept?: string;
}

/** One part of a multipart body: a field's text, or a file by its placeholder path. */
export interface Part {
  name: string;
  value?: string;
  file?: string;
  contentType?: string;
}

export type RequestBody =
  | { kind: 'json' | 'xml' | 'text'; mediaType: string; text: string }
  | { kind: 'form'; mediaType: string; pairs: Pair[]; text: string }
  | { kind: 'multipart'; mediaType: string; parts: Part[] }
  | { kind: 'binary'; mediaType: string; file: string };

/** The request an operation takes: what the page's example, every code sample and the explorer send. */
export interface RequestModel {
  method: string;
  /** Server (with its base path) and path, path parameters encoded; no query string. */
  url: string;
  query: Pair[];
  headers: Pair[];
  cookies: Pair[];
  body?: RequestBody;
}

/** Placeholder path of an uploaded file. */
export function filePlaceholder(name: string): string {
  return `path/to/${name.replace(/[^A-Za-z0-9._-]/g, '_') || 'file'}`;
}

function isBinaryProperty(schema: { format?: string; type?: unknown; contentMediaType?: string } | undefined, value: unknown): boolean {
  if (value instanceof Uint8Array) return true;
  if (!schema) return false;
  return schema.format === 'binary' || schema.type === 'file' || (schema.contentMediaType !== undefined && !/^text\/|json|xml/.test(schema.contentMediaType));
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The body written for its kind. */
export function writeBody(body: NonNullable<RequestInput['body']>): RequestBody {
  const kind: BodyKind = bodyKind(body.mediaType, body.value);
  const mediaType = concreteMediaType(body.mediaType, kind);
  const props = body.schema?.properties ?? {};
  if (kind === 'form' || kind === 'multipart') {
    const fields =
      body.value !== null && typeof body.value === 'object' && !Array.isArray(body.value) ? Object.entries(body.value as Record<string, unknown>) : [];
    if (kind === 'form') {
      const pairs: Pair[] = [];
      for (const [name, value] of fields) {
        const enc = body.encoding?.find((e) => e.property === name);
        if (enc?.contentType && /json/.test(enc.contentType)) pairs.push([name, JSON.stringify(value)]);
        else pairs.push(...queryPairs(name, value, { in: 'query', style: enc?.style, explode: enc?.explode }));
      }
      return { kind, mediaType, pairs, text: encodePairs(pairs) };
    }
    const parts: Part[] = [];
    for (const [name, value] of fields) {
      if (value === undefined) continue;
      const enc = body.encoding?.find((e) => e.property === name);
      const schema = props[name];
      const itemSchema = (schema as { items?: { format?: string; type?: unknown } } | undefined)?.items;
      if (Array.isArray(value) && !(enc?.contentType && /json/.test(enc.contentType))) {
        for (const item of value) parts.push(isBinaryProperty(itemSchema, item) ? { name, file: filePlaceholder(name) } : { name, value: text(item) });
      } else if (isBinaryProperty(schema, value))
        parts.push({ name, file: filePlaceholder(name), ...(partMediaType(enc?.contentType) ? { contentType: partMediaType(enc?.contentType) } : {}) });
      else parts.push({ name, value: text(value), ...(partMediaType(enc?.contentType) ? { contentType: partMediaType(enc?.contentType) } : {}) });
    }
    return { kind, mediaType, parts };
  }
  if (kind === 'binary') return { kind, mediaType, file: filePlaceholder(body.name ?? 'file') };
  // Text the reader wrote (the explorer's editor) is sent as written.
  if (body.raw !== undefined) return { kind, mediaType, text: body.raw };
  if (kind === 'json') return { kind, mediaType, text: body.value === undefined ? '' : JSON.stringify(body.value) };
  if (kind === 'xml') return { kind, mediaType, text: typeof body.value === 'string' ? body.value : toXml(body.value, body.schema, body.name ?? 'root') };
  return { kind, mediaType, text: text(body.value) };
}

/** The request model of an operation from resolved values. */
export function buildRequestModel(input: RequestInput): RequestModel {
  const resolved = serverUrl(input.server, input.serverValues);
  const base = input.origin !== undefined ? joinUrl(input.origin, serverBasePath(resolved)).replace(/\/$/, '') : resolved.replace(/\/+$/, '');
  const pathValues: Record<string, string | undefined> = {};
  const query: Pair[] = [];
  const headers: Pair[] = [];
  const cookies: Pair[] = [];
  for (const p of input.parameters) {
    if (p.value === undefined) continue;
    if (p.in === 'path') pathValues[p.name] = simpleValue(p.value, p, p.name);
    else if (p.in === 'query') query.push(...queryPairs(p.name, p.value, p));
    else if (p.in === 'header') headers.push([p.name, simpleValue(p.value, p)]);
    else cookies.push(...queryPairs(p.name, p.value, { ...p, explode: false }));
  }
  query.push(...(input.auth?.query ?? []));
  headers.push(...(input.auth?.headers ?? []));
  cookies.push(...(input.auth?.cookies ?? []));
  const written = input.body ? writeBody(input.body) : undefined;
  // A body-less method whose body has nothing in it (Stripe describes `GET /v1/account` with an empty form body) sends no body and no Content-Type.
  const body = written && BODYLESS.has(input.method.toUpperCase()) && isEmptyBody(written) ? undefined : written;
  if (body && body.kind !== 'multipart') headers.push(['Content-Type', body.mediaType]);
  if (input.accept) headers.push(['Accept', input.accept]);
  return { method: input.method.toUpperCase(), url: joinUrl(base, expandPath(input.path, pathValues)), query, headers, cookies, body };
}

/** Methods that send no body unless one is given. */
const BODYLESS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE']);

/** True when a written body holds nothing to send. */
function isEmptyBody(body: RequestBody): boolean {
  if (body.kind === 'form') return body.pairs.length === 0;
  if (body.kind === 'multipart') return body.parts.length === 0;
  if (body.kind === 'binary') return false;
  return body.text === '' || (body.kind === 'json' && /^\s*\{\s*\}\s*$/.test(body.text));
}

/** The full URL with its query string. */
export function fullUrl(model: Pick<RequestModel, 'url' | 'query'>): string {
  return model.query.length ? `${model.url}?${encodePairs(model.query)}` : model.url;
}
