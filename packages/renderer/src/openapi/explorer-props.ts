import type { ExplorerField, ExplorerMedia, ExplorerProps, ExplorerScheme, PlainSchema } from '@portal/client/islands/explorer/types.ts';
import type { PortalConfig } from '../config/schema.ts';
import type { ApiMediaType, ApiOperation, ApiParameter, ApiSecurityScheme, Schema } from './api-types.ts';
import { requestBodyExample } from './examples.ts';
import { PlainSchemas, plainSchema } from './plain-schema.ts';
import { mergeAllOf, typeLabel } from './schema-tree.ts';

/** What `openapi.explorer` of the config says, with the sandbox URL. */
export interface ExplorerSettings {
  sandboxUrl: string;
  /** `description`: the description's servers too; a list: those URLs too. */
  servers: 'description' | string[];
  timeoutMs: number;
  proxyUrl?: string;
}

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function field(name: string, schema: Schema | undefined, required: boolean, example?: unknown): ExplorerField {
  const s = schema ? mergeAllOf(schema) : {};
  const values = Array.isArray(s.enum) ? s.enum.map((v) => String(v)) : undefined;
  const binary = s.type === 'string' && (s.format === 'binary' || s.format === 'base64' || typeof s.contentMediaType === 'string');
  return { name, type: s && Object.keys(s).length ? typeLabel(s) : 'string', required, enum: values, placeholder: text(s.default ?? example ?? s.example), binary: binary || undefined };
}

function parameter(param: ApiParameter) {
  const base = field(param.name, param.schema, param.required || param.in === 'path', param.example);
  // A path parameter starts with its example so the first Send reaches a real route.
  const initial = param.in === 'path' ? text(param.example ?? param.schema?.example ?? param.schema?.default) : undefined;
  return { ...base, in: param.in, initial };
}

function mediaKind(mediaType: string): ExplorerMedia['kind'] {
  if (/json/i.test(mediaType)) return 'json';
  if (/x-www-form-urlencoded/i.test(mediaType)) return 'form';
  if (/multipart\//i.test(mediaType)) return 'multipart';
  if (/^(text\/|application\/xml)|\+xml$/i.test(mediaType)) return 'text';
  return 'binary';
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
  return operations.filter((op) => op.kind === 'operation').flatMap((op) => (op.requestBody?.content ?? []).filter((m): m is ApiMediaType & { schema: Schema } => mediaKind(m.mediaType) === 'json' && !!m.schema).map((m) => [op, m] as [ApiOperation, ApiMediaType & { schema: Schema }]));
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

function media(op: ApiOperation, m: ApiMediaType, links: ExplorerSchemaLinks | undefined): ExplorerMedia {
  const kind = mediaKind(m.mediaType);
  const value = requestBodyExample(m);
  const schema = m.schema ? mergeAllOf(m.schema) : undefined;
  const required = new Set(schema?.required ?? []);
  if ((kind === 'form' || kind === 'multipart') && schema?.properties && Object.keys(schema.properties).length) {
    // Form bodies are fields; the example's values become their placeholders.
    const values = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const fields = Object.entries(schema.properties)
      .filter(([, s]) => !s.readOnly)
      .map(([name, s]) => field(name, s, required.has(name), values[name]));
    return { mediaType: m.mediaType, kind, example: '', fields };
  }
  const example = value === undefined ? '' : typeof value === 'string' && kind !== 'json' ? value : JSON.stringify(value, null, 2);
  // A form without declared fields is typed as text.
  return { mediaType: m.mediaType, kind: kind === 'form' || kind === 'multipart' ? 'text' : kind, example, schema: kind === 'json' && m.schema ? (links?.bodies[bodyKey(op, m)] ?? plainSchema(m.schema)) : undefined, fields: [] };
}

function scheme(s: ApiSecurityScheme, scopes: string[]): ExplorerScheme[] {
  const base = { key: s.name, scopes };
  if (s.type === 'apiKey' && s.paramName && (s.in === 'header' || s.in === 'query' || s.in === 'cookie')) return [{ ...base, type: 'apiKey', in: s.in, paramName: s.paramName }];
  if (s.type === 'http' && s.scheme?.toLowerCase() === 'basic') return [{ ...base, type: 'basic' }];
  if (s.type === 'http' && s.scheme?.toLowerCase() === 'bearer') return [{ ...base, type: 'bearer' }];
  if (s.type === 'oauth2') {
    const out: ExplorerScheme[] = [];
    const cc = s.flows?.clientCredentials;
    if (cc?.tokenUrl) out.push({ ...base, key: `${s.name}:client`, type: 'oauth2-client', tokenUrl: cc.tokenUrl });
    const code = s.flows?.authorizationCode;
    if (code?.tokenUrl && code.authorizationUrl) out.push({ ...base, key: `${s.name}:code`, type: 'oauth2-code', tokenUrl: code.tokenUrl, authorizationUrl: code.authorizationUrl });
    // Without a flow the explorer can run, a token typed in is sent as a bearer.
    return out.length ? out : [{ ...base, type: 'bearer' }];
  }
  return [{ ...base, type: 'bearer' }];
}

function serverVariables(url: string): ExplorerField[] {
  return [...url.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1]!, type: 'string', required: true }));
}

/**
 * The explorer's props for one operation: its form fields, body editors, credentials and servers.
 * With the site's `schemas`, body schemas refer to the shared definitions file; without, each
 * carries its own `$defs`.
 */
export function explorerProps(op: ApiOperation, settings: ExplorerSettings, samplesId?: string, schemas?: ExplorerSchemaLinks): ExplorerProps {
  const urls = [{ url: settings.sandboxUrl, label: `Sandbox (${settings.sandboxUrl})` }];
  const extra = settings.servers === 'description' ? op.servers.map((s) => ({ url: s.url, label: s.description ? `${s.description} (${s.url})` : s.url })) : settings.servers.map((url) => ({ url, label: url }));
  for (const server of extra) if (!urls.some((u) => u.url === server.url)) urls.push(server);
  const requestBody = op.requestBody;
  return {
    id: `explorer-${op.slug}`,
    method: op.method.toUpperCase(),
    path: op.path,
    servers: urls.map((u) => ({ ...u, variables: serverVariables(u.url) })),
    parameters: op.parameters.map(parameter),
    body: requestBody?.content.length ? { required: requestBody.required, media: requestBody.content.map((m) => media(op, m, schemas)) } : undefined,
    definitions: schemas?.href && requestBody?.content.some((m) => refersToDefinitions(schemas.bodies[bodyKey(op, m)])) ? schemas.href : undefined,
    security: op.security.map((alternative) => alternative.flatMap(({ scheme: s, scopes }) => scheme(s, scopes))),
    timeoutMs: settings.timeoutMs,
    proxyUrl: settings.proxyUrl,
    samplesId,
  };
}

/** Does a body schema need the definitions file (a `$ref` anywhere in it)? */
function refersToDefinitions(schema: PlainSchema | undefined): boolean {
  return schema !== undefined && JSON.stringify(schema).includes('"$ref"');
}

/** The explorer of an operation page per the config, or undefined (turned off, or a webhook). */
export function operationExplorer(op: ApiOperation, config: PortalConfig, hasSamples: boolean, schemas?: ExplorerSchemaLinks): ExplorerProps | undefined {
  const { explorer, sandboxUrl } = config.openapi;
  if (!explorer.enabled || op.kind !== 'operation') return undefined;
  return explorerProps(op, { sandboxUrl, servers: explorer.servers, timeoutMs: explorer.timeoutMs, proxyUrl: explorer.proxyUrl }, hasSamples ? 'request-samples' : undefined, schemas);
}
