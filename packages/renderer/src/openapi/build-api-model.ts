import { warnBrokenRequestExamples } from './example-problems.ts';
import { apiPrefix, credentialNames } from '@portal/client/request/credential-names.ts';
import type { Diagnostics } from '../diagnostics.ts';
import type {
  ApiCallback,
  ApiExample,
  ApiHeader,
  ApiMediaType,
  ApiModel,
  ApiOperation,
  ApiParameter,
  ApiResponse,
  ApiSecurity,
  ApiSecurityScheme,
  ApiTagGroup,
  Schema,
} from './api-types.ts';
import { checkDescriptionUrls } from './description-urls.ts';
import { checkDescriptionTexts } from './description-text-limits.ts';
import { encodingOf, extensionsIfAny, extensionsOf, externalDocsOf, linksOf, resolveLinkTargets, rootExtensionsOf, serversOf } from './api-extras.ts';
import type { LoadedOpenApi } from './load-openapi.ts';
import { boundedSlug, operationSlug, kebabIdentifier } from './operation-slug.ts';
import { plainValue } from './safe-json.ts';
import { toPointer } from './source-map.ts';
import { makeRoutesUnique } from './unique-routes.ts';
import { API_ROUTE_BASE } from './api-routes.ts';

type Obj = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const UNTAGGED = 'Untagged';

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);
/** A URL from the description that is safe to link (http, https or mailto only; never `javascript:`). */
const safeUrl = (v: unknown): string | undefined => (typeof v === 'string' && /^(https?:|mailto:)/i.test(v.trim()) ? v.trim() : undefined);

function examplesOf(media: Obj): ApiExample[] {
  const out: ApiExample[] = [];
  if (media.example !== undefined) out.push({ value: plainValue(media.example) });
  if (isObj(media.examples)) {
    for (const [name, ex] of Object.entries(media.examples)) {
      if (isObj(ex) && ex.value !== undefined) out.push({ name, summary: str(ex.summary), value: plainValue(ex.value) });
    }
  }
  return out;
}

function contentOf(content: unknown, pointer: (string | number)[]): ApiMediaType[] {
  if (!isObj(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => ({
    mediaType,
    schema: isObj(media) && isObj(media.schema) ? (media.schema as Schema) : undefined,
    examples: isObj(media) ? examplesOf(media) : [],
    pointer: toPointer([...pointer, mediaType]),
    ...(isObj(media) && encodingOf(media.encoding) ? { encoding: encodingOf(media.encoding) } : {}),
    ...(isObj(media) && extensionsOf(media).length ? { extensions: extensionsOf(media) } : {}),
  }));
}

function parametersOf(list: unknown): ApiParameter[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObj).map((p) => {
    const content = isObj(p.content) ? Object.values(p.content)[0] : undefined;
    const schema = isObj(p.schema) ? p.schema : isObj(content) && isObj(content.schema) ? content.schema : undefined;
    const examples = isObj(p.examples) ? examplesOf({ examples: p.examples }) : [];
    return {
      name: String(p.name),
      in: String(p.in) as ApiParameter['in'],
      description: str(p.description),
      required: p.required === true || p.in === 'path',
      deprecated: p.deprecated === true,
      schema: schema as Schema | undefined,
      ...(typeof p.style === 'string' ? { style: p.style } : {}),
      ...(typeof p.explode === 'boolean' ? { explode: p.explode } : {}),
      example: plainValue(p.example ?? (isObj(p.examples) ? (Object.values(p.examples).find(isObj) as Obj | undefined)?.value : undefined)),
      ...(examples.length > 1 ? { examples } : {}),
      extensions: extensionsOf(p),
    };
  });
}

/** Path-level parameters apply to every operation of the path unless the operation redefines them. */
function mergeParameters(pathLevel: ApiParameter[], own: ApiParameter[]): ApiParameter[] {
  const key = (p: ApiParameter) => `${p.in}:${p.name}`;
  const ownKeys = new Set(own.map(key));
  return [...pathLevel.filter((p) => !ownKeys.has(key(p))), ...own];
}

function headersOf(headers: unknown): ApiHeader[] {
  if (!isObj(headers)) return [];
  return Object.entries(headers)
    .filter(([, h]) => isObj(h))
    .map(([name, h]) => headerOf(name, h as Obj));
}

/** One response header: like a parameter, its example (or `examples` map) and `x-` keys are shown. */
function headerOf(name: string, h: Obj): ApiHeader {
  const examples = isObj(h.examples) ? examplesOf({ examples: h.examples }) : [];
  const example = plainValue(h.example ?? (isObj(h.examples) ? (Object.values(h.examples).find(isObj) as Obj | undefined)?.value : undefined));
  const extensions = extensionsOf(h);
  return {
    name,
    description: str(h.description),
    required: h.required === true,
    schema: h.schema as Schema | undefined,
    ...(example !== undefined ? { example } : {}),
    ...(examples.length > 1 ? { examples } : {}),
    ...(extensions.length ? { extensions } : {}),
  };
}

function securitySchemesOf(api: Obj, title: string | undefined): Map<string, ApiSecurityScheme> {
  const prefix = apiPrefix(title);
  const schemes = new Map<string, ApiSecurityScheme>();
  const declared = isObj(api.components) && isObj(api.components.securitySchemes) ? api.components.securitySchemes : {};
  for (const [name, s] of Object.entries(declared)) {
    if (!isObj(s)) continue;
    schemes.set(name, {
      name,
      type: String(s.type),
      description: str(s.description),
      in: str(s.in),
      paramName: str(s.name),
      scheme: str(s.scheme),
      bearerFormat: str(s.bearerFormat),
      flows: isObj(s.flows) ? (s.flows as ApiSecurityScheme['flows']) : undefined,
      openIdConnectUrl: str(s.openIdConnectUrl),
      extensions: extensionsIfAny(s),
    });
    schemes.get(name)!.credentialNames = credentialNames(schemes.get(name)!, prefix);
  }
  return schemes;
}

function securityOf(list: unknown, schemes: Map<string, ApiSecurityScheme>): ApiSecurity {
  if (!Array.isArray(list)) return [];
  return list.filter(isObj).map((requirement) =>
    Object.entries(requirement).flatMap(([name, scopes]) => {
      const scheme = schemes.get(name);
      return scheme ? [{ scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : [] }] : [];
    }),
  );
}

interface OperationContext {
  schemes: Map<string, ApiSecurityScheme>;
  globalSecurity: unknown;
  servers: ApiOperation['servers'];
}

function readOperation(args: {
  kind: ApiOperation['kind'];
  method: string;
  path: string;
  op: Obj;
  pathItem: Obj;
  pointer: (string | number)[];
  ctx: OperationContext;
  route: (slug: string) => string;
}): ApiOperation {
  const { op, pathItem, pointer, ctx } = args;
  const operationId = str(op.operationId);
  const summary = str(op.summary);
  const methods = METHODS.filter((m) => isObj(pathItem[m]));
  const webhookSlug =
    kebabIdentifier(args.path) && boundedSlug(methods.length > 1 ? `${kebabIdentifier(args.path)}-${args.method}` : kebabIdentifier(args.path));
  const slug = (args.kind === 'webhook' && webhookSlug) || operationSlug({ operationId, summary, method: args.method, path: args.path });
  const responses: ApiResponse[] = isObj(op.responses)
    ? Object.entries(op.responses)
        .filter(([, r]) => isObj(r))
        .map(([status, r]) => ({
          status,
          description: str((r as Obj).description),
          headers: headersOf((r as Obj).headers),
          content: contentOf((r as Obj).content, [...pointer, 'responses', status, 'content']),
          links: linksOf((r as Obj).links),
          extensions: extensionsIfAny(r as Obj),
        }))
    : [];
  const body = isObj(op.requestBody) ? op.requestBody : undefined;
  const callbacks: ApiCallback[] = isObj(op.callbacks)
    ? Object.entries(op.callbacks).flatMap(([name, cb]) =>
        isObj(cb)
          ? Object.entries(cb)
              .filter(([, item]) => isObj(item))
              .map(([expression, item]) => ({
                name,
                expression,
                operations: operationsOfPathItem({
                  kind: 'callback',
                  path: expression,
                  pathItem: item as Obj,
                  pointer: [...pointer, 'callbacks', name, expression],
                  ctx,
                  route: () => args.route(slug),
                }),
              }))
          : [],
      )
    : [];
  const samples = (op['x-codeSamples'] ?? op['x-code-samples']) as unknown;
  const servers = Array.isArray(op.servers) ? op.servers : Array.isArray(pathItem.servers) ? pathItem.servers : undefined;
  const { path, pathLabel } = args.kind === 'operation' ? splitPathLabel(args.path) : { path: args.path, pathLabel: undefined };
  return {
    kind: args.kind,
    slug,
    route: args.route(slug),
    method: args.method.toUpperCase(),
    path,
    ...(pathLabel === undefined ? {} : { pathLabel }),
    operationId,
    summary,
    description: str(op.description),
    tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
    deprecated: op.deprecated === true,
    parameters: mergeParameters(parametersOf(pathItem.parameters), parametersOf(op.parameters)),
    requestBody: body
      ? {
          description: str(body.description),
          required: body.required === true,
          content: contentOf(body.content, [...pointer, 'requestBody', 'content']),
          ...(extensionsOf(body).length ? { extensions: extensionsOf(body) } : {}),
        }
      : undefined,
    responses,
    security: securityOf(op.security ?? ctx.globalSecurity, ctx.schemes),
    callbacks,
    extensions: extensionsOf(op),
    ...(extensionsOf(pathItem).length ? { pathExtensions: extensionsOf(pathItem) } : {}),
    xCodeSamples: Array.isArray(samples)
      ? samples.filter(isObj).map((s) => ({ lang: String(s.lang ?? ''), label: str(s.label), source: String(s.source ?? '') }))
      : [],
    servers: servers ? serversOf(servers) : ctx.servers,
    pointer: toPointer(pointer),
    externalDocs: externalDocsOf(op.externalDocs),
  };
}

/** A key of `paths` as the request's path and the label after `#`, if any (`/files/{file_id}#get_shared_link`; description-urls.ts checks both). */
export function splitPathLabel(key: string): { path: string; pathLabel?: string } {
  const at = key.indexOf('#');
  return at === -1 ? { path: key } : { path: key.slice(0, at), pathLabel: key.slice(at + 1) };
}

function operationsOfPathItem(args: {
  kind: ApiOperation['kind'];
  path: string;
  pathItem: Obj;
  pointer: (string | number)[];
  ctx: OperationContext;
  route: (slug: string) => string;
}): ApiOperation[] {
  return METHODS.filter((m) => isObj(args.pathItem[m])).map((method) =>
    readOperation({
      kind: args.kind,
      method,
      path: args.path,
      op: args.pathItem[method] as Obj,
      pathItem: args.pathItem,
      pointer: [...args.pointer, method],
      ctx: args.ctx,
      route: args.route,
    }),
  );
}

/** `x-tagGroups` as written: `[{name, tags: [...]}]`; anything else is ignored. */
function tagGroupsOf(value: unknown): { name: string; tags: string[] }[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const groups = value
    .filter(isObj)
    .flatMap((g) => (str(g.name) && Array.isArray(g.tags) ? [{ name: String(g.name), tags: g.tags.filter((t): t is string => typeof t === 'string') }] : []));
  return groups.length ? groups : undefined;
}

/** Reads operations, webhooks, tags and security from a loaded description; a slug clash gets a suffix and a warning naming both. */
export function buildApiModel(loaded: LoadedOpenApi, options: { diagnostics: Diagnostics; overviewRoute?: string; routeBase?: string }): ApiModel {
  const base = options.routeBase ?? API_ROUTE_BASE;
  const api = loaded.api as unknown as Obj;
  const info = isObj(api.info) ? api.info : {};
  const schemes = securitySchemesOf(api, str(info.title));
  const servers = Array.isArray(api.servers) ? serversOf(api.servers) : [];
  const ctx: OperationContext = { schemes, globalSecurity: api.security, servers };
  const where = { file: loaded.displayPath, sourceMap: loaded.sourceMap, diagnostics: options.diagnostics };
  checkDescriptionUrls(api, where);
  checkDescriptionTexts(api, where);

  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(isObj(api.paths) ? api.paths : {})) {
    if (isObj(item))
      operations.push(...operationsOfPathItem({ kind: 'operation', path, pathItem: item, pointer: ['paths', path], ctx, route: (slug) => `${base}/${slug}` }));
  }
  const webhooks: ApiOperation[] = [];
  for (const [name, item] of Object.entries(isObj(api.webhooks) ? api.webhooks : {})) {
    if (isObj(item))
      webhooks.push(
        ...operationsOfPathItem({ kind: 'webhook', path: name, pathItem: item, pointer: ['webhooks', name], ctx, route: (slug) => `${base}/webhooks/${slug}` }),
      );
  }

  const reserved = new Map<string, string>(options.overviewRoute ? [[options.overviewRoute, 'API overview']] : []);
  makeRoutesUnique([...operations, ...webhooks], { file: loaded.displayPath, sourceMap: loaded.sourceMap, diagnostics: options.diagnostics, reserved });
  resolveLinkTargets([...operations, ...webhooks]);
  warnBrokenRequestExamples(operations, where);

  const declared = Array.isArray(api.tags) ? api.tags.filter(isObj) : [];
  const groups = new Map<string, ApiTagGroup>();
  for (const tag of declared) {
    // `x-displayName` is read, not listed with the tag's other extensions.
    const extensions = extensionsOf(tag).filter(([key]) => key !== 'x-displayName');
    const displayName = str(tag['x-displayName']);
    groups.set(String(tag.name), {
      name: String(tag.name),
      ...(displayName ? { displayName } : {}),
      description: str(tag.description),
      operations: [],
      externalDocs: externalDocsOf(tag.externalDocs),
      extensions: extensions.length ? extensions : undefined,
    });
  }
  for (const op of operations) {
    for (const tag of op.tags.length ? op.tags : [UNTAGGED]) {
      if (!groups.has(tag)) groups.set(tag, { name: tag, operations: [] });
      groups.get(tag)!.operations.push(op);
    }
  }
  const untagged = groups.get(UNTAGGED);
  if (untagged) {
    groups.delete(UNTAGGED);
    groups.set(UNTAGGED, untagged);
  }
  const components = isObj(api.components) && isObj(api.components.schemas) ? api.components.schemas : {};
  const license = isObj(info.license)
    ? { name: String(info.license.name ?? ''), url: safeUrl(info.license.url), extensions: extensionsIfAny(info.license) }
    : undefined;
  return {
    title: str(info.title) ?? 'API',
    version: String(info.version ?? ''),
    description: str(info.description),
    summary: str(info.summary),
    termsOfService: safeUrl(info.termsOfService),
    contact: isObj(info.contact)
      ? { name: str(info.contact.name), url: safeUrl(info.contact.url), email: str(info.contact.email), extensions: extensionsIfAny(info.contact) }
      : undefined,
    license,
    servers,
    securitySchemes: [...schemes.values()],
    security: securityOf(api.security, schemes),
    // A declared tag without operations is a section of text (Redoc's `x-traitTag`: Introduction, Pagination, Errors): kept when it has something to show.
    tags: [...groups.values()].filter((g) => g.operations.length > 0 || g.description || g.externalDocs || g.extensions),
    ...(tagGroupsOf(api['x-tagGroups']) ? { tagGroups: tagGroupsOf(api['x-tagGroups']) } : {}),
    operations,
    webhooks,
    extensions: extensionsOf(info),
    rootExtensions: rootExtensionsOf(api),
    externalDocs: externalDocsOf(api.externalDocs),
    schemas: Object.entries(components)
      .filter(([, s]) => isObj(s))
      .map(([name, schema]) => ({ name, schema: schema as Schema })),
  };
}
