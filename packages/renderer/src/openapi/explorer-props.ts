import type {
  CredentialStore,
  ExplorerField,
  ExplorerMedia,
  ExplorerParameter,
  ExplorerProps,
  ExplorerScheme,
  ExplorerServer,
  FieldChecks,
  PlainSchema,
  ValueKind,
} from '@portal/client/islands/explorer/types.ts';
import { bodyKind, writeBody } from '@portal/client/request/index.ts';
import type { PortalConfig } from '../config/schema.ts';
import type { ApiMediaType, ApiOperation, ApiParameter, ApiSecurityScheme, ApiServer, Schema } from './api-types.ts';
import { requestBodyExample } from './examples.ts';
import { PlainSchemas, plainSchema } from './plain-schema.ts';
import { bodyName, parameterValue, sentBySamples } from './sample-request.ts';
import { mergeAllOf, typeLabel } from './schema-tree.ts';

/** What `openapi.explorer` of the config says, with the sandbox URL. */
export interface ExplorerSettings {
  sandboxUrl: string;
  /** `description`: the description's servers too; a list: those URLs too. */
  servers: 'description' | string[];
  timeoutMs: number;
  proxyUrl?: string;
  proxyMode?: 'fallback' | 'always';
  credentialStore?: CredentialStore;
}

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function kindOf(s: Schema): ValueKind {
  const types = (Array.isArray(s.type) ? s.type : [s.type]).filter((t) => t && t !== 'null');
  const t = types[0] ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  return t === 'integer' || t === 'number' || t === 'boolean' || t === 'array' || t === 'object' ? t : 'string';
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** The limits of a schema the explorer checks before Send (OpenAPI 3.0's boolean exclusive bounds read as 3.1's). */
function checksOf(s: Schema): FieldChecks | undefined {
  const checks: FieldChecks = {
    minimum: s.exclusiveMinimum === true ? undefined : num(s.minimum),
    maximum: s.exclusiveMaximum === true ? undefined : num(s.maximum),
    exclusiveMinimum: s.exclusiveMinimum === true ? num(s.minimum) : num(s.exclusiveMinimum),
    exclusiveMaximum: s.exclusiveMaximum === true ? num(s.maximum) : num(s.exclusiveMaximum),
    minLength: num(s.minLength),
    maxLength: num(s.maxLength),
    pattern: typeof s.pattern === 'string' ? s.pattern : undefined,
    format: typeof s.format === 'string' ? s.format : undefined,
    minItems: num(s.minItems),
    maxItems: num(s.maxItems),
  };
  const kept = Object.fromEntries(Object.entries(checks).filter(([, v]) => v !== undefined));
  return Object.keys(kept).length ? kept : undefined;
}

/** A value as the field's text: an array as its items' texts. */
function initialText(value: unknown, kind: ValueKind): string | string[] | undefined {
  if (value === undefined) return undefined;
  if (kind === 'array') return (Array.isArray(value) ? value : [value]).map((v) => text(v) ?? '');
  if (kind === 'object') return JSON.stringify(value, null, 2);
  return text(value);
}

function isBinary(s: Schema): boolean {
  return (s.type === 'string' || s.type === 'file') && (s.format === 'binary' || s.type === 'file' || typeof s.contentMediaType === 'string');
}

function field(options: {
  name: string;
  schema: Schema | undefined;
  required: boolean;
  example?: unknown;
  initial?: unknown;
  deprecated?: boolean;
}): ExplorerField {
  const s = options.schema ? mergeAllOf(options.schema) : {};
  const kind = kindOf(s);
  const items = kind === 'array' && s.items && typeof s.items === 'object' ? mergeAllOf(s.items as Schema) : undefined;
  const enumSource = items ? items.enum : s.enum;
  const values = Array.isArray(enumSource) ? enumSource.filter((v) => v !== null).map((v) => String(v)) : undefined;
  const binary = isBinary(s) || (items !== undefined && isBinary(items));
  const out: ExplorerField = {
    name: options.name,
    type: Object.keys(s).length ? typeLabel(s) : 'string',
    kind,
    required: options.required,
  };
  if (values?.length) out.enum = values;
  if (items) out.items = { kind: kindOf(items), ...(checksOf(items) ? { checks: checksOf(items) } : {}) };
  if (s.default !== undefined) out.default = text(s.default);
  const placeholder = text(options.example ?? s.example);
  if (placeholder !== undefined && !values) out.placeholder = placeholder;
  const initial = initialText(options.initial, kind);
  if (initial !== undefined && !binary) out.initial = initial;
  if (binary) out.binary = true;
  if (options.deprecated || s.deprecated) out.deprecated = true;
  const checks = checksOf(s);
  if (checks) out.checks = checks;
  return out;
}

/** A parameter's field; it starts with the value the code samples send (path, required and defaulted parameters). */
function parameter(param: ApiParameter): ExplorerParameter {
  const base = field({
    name: param.name,
    schema: param.schema,
    required: param.required || param.in === 'path',
    example: param.example,
    initial: sentBySamples(param) ? parameterValue(param) : undefined,
    deprecated: param.deprecated,
  });
  return { ...base, in: param.in, ...(param.style ? { style: param.style } : {}), ...(param.explode !== undefined ? { explode: param.explode } : {}) };
}

function mediaKind(mediaType: string): ExplorerMedia['kind'] {
  const kind = bodyKind(mediaType, {});
  return kind;
}

/**
 * The JSON request bodies' schemas of every operation, with one table of the definitions they share
 * for the whole site (written once as a file the explorer fetches when a body needs it, instead of
 * copied into every page's props: 386 KB of props a page, 40 s of a 1,000-operation build's CPU).
 */
export interface ExplorerSchemas {
  /** By `bodyKey`: the body's schema, its named and shared parts refs into `definitions`. */
  bodies: Record<string, PlainSchema>;
  definitions: Record<string, PlainSchema>;
}

/** The key of an operation's body schema in `ExplorerSchemas.bodies`. */
function bodyKey(op: ApiOperation, m: ApiMediaType): string {
  return `${op.slug} ${m.mediaType}`;
}

/** The JSON bodies the explorer validates, in document order. */
function jsonBodies(operations: readonly ApiOperation[]): [ApiOperation, ApiMediaType & { schema: Schema }][] {
  return operations
    .filter((op) => op.kind === 'operation')
    .flatMap((op) =>
      (op.requestBody?.content ?? [])
        .filter((m): m is ApiMediaType & { schema: Schema } => mediaKind(m.mediaType) === 'json' && !!m.schema)
        .map((m) => [op, m] as [ApiOperation, ApiMediaType & { schema: Schema }]),
    );
}

/** The site's explorer schemas (see `ExplorerSchemas`): the same description gives the same table. */
export function explorerSchemas(operations: readonly ApiOperation[]): ExplorerSchemas {
  const table = new PlainSchemas();
  const bodies = jsonBodies(operations);
  for (const [, m] of bodies) table.count(m.schema);
  return { bodies: Object.fromEntries(bodies.map(([op, m]) => [bodyKey(op, m), table.plain(m.schema)])), definitions: table.definitions() };
}

/** The site's body schemas as render workers receive them: the table stays behind its URL. */
export interface ExplorerSchemaLinks {
  bodies: Record<string, PlainSchema>;
  /** URL of the definitions file; undefined when no body refers to one. */
  href?: string;
}

/** The editor's text of a body value: what the code samples send (JSON pretty-printed, XML written from the schema). */
function bodyText(m: ApiMediaType, value: unknown): string {
  if (value === undefined) return '';
  const written = writeBody({ mediaType: m.mediaType, value, schema: m.schema as never, encoding: m.encoding, name: bodyName(m) });
  if (written.kind === 'json') return JSON.stringify(value, null, 2);
  return 'text' in written ? written.text : '';
}

function media(op: ApiOperation, m: ApiMediaType, links: ExplorerSchemaLinks | undefined): ExplorerMedia {
  const kind = mediaKind(m.mediaType);
  const value = requestBodyExample(m);
  const schema = m.schema ? mergeAllOf(m.schema) : undefined;
  const required = new Set(schema?.required ?? []);
  if ((kind === 'form' || kind === 'multipart') && schema?.properties && Object.keys(schema.properties).length) {
    // Form bodies are fields, starting with the example's values (what the samples send).
    const values = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const fields = Object.entries(schema.properties)
      .filter(([, s]) => !s.readOnly)
      .map(([name, s]) => field({ name, schema: s, required: required.has(name), initial: values[name], example: values[name] }));
    return { mediaType: m.mediaType, kind, example: '', fields, ...(m.encoding?.length ? { encoding: m.encoding } : {}) };
  }
  const examples =
    m.examples.length > 1 ? m.examples.map((e, i) => ({ label: e.summary ?? e.name ?? `Example ${i + 1}`, text: bodyText(m, e.value) })) : undefined;
  // A form without declared fields is typed as text.
  const editorKind = kind === 'form' || kind === 'multipart' ? 'text' : kind;
  return {
    mediaType: m.mediaType,
    kind: editorKind,
    example: bodyText(m, value),
    ...(examples ? { examples } : {}),
    schema: kind === 'json' && m.schema ? (links?.bodies[bodyKey(op, m)] ?? plainSchema(m.schema)) : undefined,
    fields: [],
  };
}

function scheme(s: ApiSecurityScheme, scopes: string[]): ExplorerScheme[] {
  const base = { key: s.name, scopes, ...(s.credentialNames ? { names: s.credentialNames } : {}) };
  if (s.type === 'apiKey' && s.paramName && (s.in === 'header' || s.in === 'query' || s.in === 'cookie'))
    return [{ ...base, type: 'apiKey', in: s.in, paramName: s.paramName }];
  if (s.type === 'http' && s.scheme?.toLowerCase() === 'basic') return [{ ...base, type: 'basic' }];
  if (s.type === 'http' && s.scheme?.toLowerCase() === 'bearer') return [{ ...base, type: 'bearer' }];
  if (s.type === 'oauth2') {
    const out: ExplorerScheme[] = [];
    const cc = s.flows?.clientCredentials;
    if (cc?.tokenUrl) out.push({ ...base, key: `${s.name}:client`, type: 'oauth2-client', tokenUrl: cc.tokenUrl });
    const code = s.flows?.authorizationCode;
    if (code?.tokenUrl && code.authorizationUrl)
      out.push({ ...base, key: `${s.name}:code`, type: 'oauth2-code', tokenUrl: code.tokenUrl, authorizationUrl: code.authorizationUrl });
    // Without a flow the explorer can run, a token typed in is sent as a bearer.
    return out.length ? out : [{ ...base, type: 'bearer' }];
  }
  return [{ ...base, type: 'bearer' }];
}

function template(server: ApiServer | undefined): ExplorerServer['template'] {
  if (!server) return { url: '/' };
  return {
    url: server.url,
    ...(server.variables?.length
      ? { variables: server.variables.map((v) => ({ name: v.name, default: v.default, ...(v.enum ? { enum: v.enum } : {}) })) }
      : {}),
  };
}

/**
 * The explorer's props for one operation: its form fields, body editors, credentials and servers.
 * With the site's `schemas`, body schemas refer to the shared definitions file; without, each
 * carries its own `$defs`.
 */
export function explorerProps(op: ApiOperation, settings: ExplorerSettings, samplesId?: string, schemas?: ExplorerSchemaLinks): ExplorerProps {
  // The sandbox (and configured URLs) replace the description server's origin and keep its base path, as the samples do.
  const first = template(op.servers[0]);
  const servers: ExplorerServer[] = [{ label: `Sandbox (${settings.sandboxUrl})`, template: first, origin: settings.sandboxUrl }];
  if (settings.servers === 'description') {
    for (const s of op.servers) servers.push({ label: s.description ? `${firstLine(s.description)} (${s.url})` : s.url, template: template(s) });
  } else for (const url of settings.servers) if (url !== settings.sandboxUrl) servers.push({ label: url, template: first, origin: url });
  const requestBody = op.requestBody;
  const accept = [...new Set(op.responses.filter((r) => /^2/.test(r.status)).flatMap((r) => r.content.map((c) => c.mediaType)))];
  return {
    id: `explorer-${op.slug}`,
    method: op.method.toUpperCase(),
    path: op.path,
    servers,
    parameters: op.parameters.map(parameter),
    body: requestBody?.content.length ? { required: requestBody.required, media: requestBody.content.map((m) => media(op, m, schemas)) } : undefined,
    definitions: schemas?.href && requestBody?.content.some((m) => refersToDefinitions(schemas.bodies[bodyKey(op, m)])) ? schemas.href : undefined,
    security: op.security.map((alternative) => alternative.flatMap(({ scheme: s, scopes }) => scheme(s, scopes))),
    ...(accept.length ? { accept } : {}),
    timeoutMs: settings.timeoutMs,
    proxyUrl: settings.proxyUrl,
    ...(settings.proxyUrl ? { proxyMode: settings.proxyMode ?? 'fallback' } : {}),
    credentialStore: settings.credentialStore ?? 'sessionStorage',
    samplesId,
  };
}

/** A server's description in a select's option: its first line, without Markdown's backticks. */
function firstLine(text: string): string {
  return text.split('\n')[0]!.replace(/`/g, '').trim();
}

/** Does a body schema need the definitions file (a `$ref` anywhere in it)? */
function refersToDefinitions(schema: PlainSchema | undefined): boolean {
  return schema !== undefined && JSON.stringify(schema).includes('"$ref"');
}

/** The explorer of an operation page per the config, or undefined (turned off, or a webhook). */
export function operationExplorer(op: ApiOperation, config: PortalConfig, hasSamples: boolean, schemas?: ExplorerSchemaLinks): ExplorerProps | undefined {
  const { explorer, sandboxUrl } = config.openapi;
  if (!explorer.enabled || op.kind !== 'operation') return undefined;
  return explorerProps(
    op,
    {
      sandboxUrl,
      servers: explorer.servers,
      timeoutMs: explorer.timeoutMs,
      proxyUrl: explorer.proxyUrl,
      proxyMode: explorer.proxy,
      credentialStore: explorer.credentials,
    },
    hasSamples ? 'request-samples' : undefined,
    schemas,
  );
}
