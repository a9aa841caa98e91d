import type { ApiEncoding, ApiExternalDocs, ApiLink, ApiOperation, ApiServer } from './api-types.ts';
import { SCHEMA_NAME_KEY } from './schema-name.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
/** A value as written in a link's parameters: strings as they are, anything else as JSON. */
const written = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v)));

/** The `x-*` keys of an object, in order (not the code samples portal reads, nor the name its loader gives a component schema). */
export function extensionsOf(o: Obj): [string, unknown][] {
  return Object.entries(o).filter(([k]) => k.startsWith('x-') && k !== 'x-codeSamples' && k !== 'x-code-samples' && k !== SCHEMA_NAME_KEY);
}

/** The `x-*` keys of an object, or undefined when it has none. */
export function extensionsIfAny(o: Obj): [string, unknown][] | undefined {
  const keys = extensionsOf(o);
  return keys.length ? keys : undefined;
}

/** Root keys portal reads or that other tools define for their own rendering; the rest are shown. */
const READ_ROOT_EXTENSIONS = new Set(['x-tagGroups', 'x-webhooks', 'x-logo']);

/** An `externalDocs` object with an http(s) URL, else undefined (a `javascript:` URL is never linked). */
export function externalDocsOf(value: unknown): ApiExternalDocs | undefined {
  if (!isObj(value) || typeof value.url !== 'string' || !/^https?:/i.test(value.url.trim())) return undefined;
  return { url: value.url.trim(), description: str(value.description) };
}

/** Servers with their variables (name, default, allowed values), in the order written. */
export function serversOf(list: unknown[]): ApiServer[] {
  return list.filter(isObj).map((s) => {
    const server: ApiServer = { url: String(s.url), description: str(s.description) };
    if (isObj(s.variables) && Object.keys(s.variables).length) {
      server.variables = Object.entries(s.variables)
        .filter(([, v]) => isObj(v))
        .map(([name, v]) => ({
          name,
          default: String((v as Obj).default ?? ''),
          enum: Array.isArray((v as Obj).enum) ? ((v as Obj).enum as unknown[]).map(String) : undefined,
          description: str((v as Obj).description),
        }));
    }
    const extensions = Object.entries(s).filter(([k]) => k.startsWith('x-'));
    if (extensions.length) server.extensions = extensions;
    return server;
  });
}

/** A media type's `encoding` entries, in the order written; undefined when it has none. */
export function encodingOf(value: unknown): ApiEncoding[] | undefined {
  if (!isObj(value)) return undefined;
  const entries = Object.entries(value)
    .filter(([, e]) => isObj(e))
    .map(([property, e]) => {
      const entry = e as Obj;
      return {
        property,
        contentType: str(entry.contentType),
        style: str(entry.style),
        explode: typeof entry.explode === 'boolean' ? entry.explode : undefined,
        allowReserved: entry.allowReserved === true ? true : undefined,
        headers: isObj(entry.headers) ? Object.keys(entry.headers) : [],
        extensions: extensionsIfAny(entry),
      };
    });
  return entries.length ? entries : undefined;
}

/**
 * Gives each response link the route of the operation it names: by `operationId`, or by an
 * `operationRef` that points into this description (`#/paths/~1orders~1{id}/get`). A link to
 * an operation the description does not have keeps no route and is shown as written.
 */
export function resolveLinkTargets(operations: readonly ApiOperation[]): void {
  const all: ApiOperation[] = [];
  const collect = (ops: readonly ApiOperation[]) => {
    for (const op of ops) {
      all.push(op);
      for (const cb of op.callbacks) collect(cb.operations);
    }
  };
  collect(operations);
  const byId = new Map<string, string>();
  const byPointer = new Map<string, string>();
  for (const op of all) {
    if (op.kind === 'callback') continue;
    if (op.operationId && !byId.has(op.operationId)) byId.set(op.operationId, op.route);
    byPointer.set(op.pointer, op.route);
  }
  for (const op of all) {
    for (const response of op.responses) {
      for (const link of response.links ?? []) {
        // Only a reference into this very description (`#/…`): another file's operations have no page here.
        const ref = link.operationRef?.startsWith('#/') ? link.operationRef : undefined;
        const route = (link.operationId ? byId.get(link.operationId) : undefined) ?? (ref ? (byPointer.get(ref) ?? byPointer.get(decoded(ref))) : undefined);
        if (route) link.route = route;
      }
    }
  }
}

/** `%7B` → `{`; a malformed escape leaves the text as it is. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A response's `links`, in the order written. */
export function linksOf(value: unknown): ApiLink[] | undefined {
  if (!isObj(value)) return undefined;
  const links = Object.entries(value)
    .filter(([, l]) => isObj(l))
    .map(([name, l]) => {
      const link = l as Obj;
      return {
        name,
        operationId: str(link.operationId),
        operationRef: str(link.operationRef),
        description: str(link.description),
        parameters: isObj(link.parameters) ? Object.entries(link.parameters).map(([k, v]): [string, string] => [k, written(v)]) : [],
        requestBody: link.requestBody === undefined ? undefined : written(link.requestBody),
        extensions: extensionsIfAny(link),
      };
    });
  return links.length ? links : undefined;
}

/** The root's `x-*` keys that no page shows otherwise. */
export function rootExtensionsOf(api: Obj): [string, unknown][] | undefined {
  const out = extensionsOf(api).filter(([k]) => !READ_ROOT_EXTENSIONS.has(k));
  return out.length ? out : undefined;
}
