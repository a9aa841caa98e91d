import { buildRequestModel, credentialNames, scalarValue, variable, type Pair, type RequestModel, type ValueSchema } from '@portal/client/request/index.ts';
import type { ApiMediaType, ApiOperation, ApiParameter, ApiSecurityScheme } from './api-types.ts';
import { requestBodyExample, sampleValue } from './examples.ts';
import { modelToSample, type SampleRequest } from './code-samples.ts';

/** The value a parameter is shown and sent with: given example, else one from its schema (format, pattern, enum, default). */
export function parameterValue(param: ApiParameter): unknown {
  if (param.example !== undefined) return param.example;
  const schema = (param.schema ?? {}) as ValueSchema;
  const value = scalarValue(schema);
  if (value !== undefined) return value;
  return sampleValue(param.schema ?? {}, 'request');
}

/** Samples send path parameters, required ones, and those with a default; optional filters stay out. */
export function sentBySamples(param: ApiParameter): boolean {
  return param.in === 'path' || param.required || param.schema?.default !== undefined;
}

/** Base64 of ASCII text, the same at build time and in the browser. */
function base64(text: string): string {
  return btoa(text);
}

/**
 * Credentials of the operation's first security alternative, as placeholders named after the schemes
 * (`$STRIPE_API_KEY`, `credential-names.ts`): the names the explorer shows too.
 */
export function authPlaceholders(schemes: readonly ApiSecurityScheme[]): { headers: Pair[]; query: Pair[]; cookies: Pair[] } {
  const out = { headers: [] as Pair[], query: [] as Pair[], cookies: [] as Pair[] };
  for (const scheme of schemes) {
    const names = scheme.credentialNames ?? credentialNames(scheme, '');
    if (scheme.type === 'apiKey' && scheme.paramName) {
      const target = scheme.in === 'query' ? out.query : scheme.in === 'cookie' ? out.cookies : out.headers;
      target.push([scheme.paramName, variable(names.value ?? 'API_KEY')]);
    } else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') {
      out.headers.push(['Authorization', `Basic ${base64(`${variable(names.username ?? 'USERNAME')}:${names.password ? variable(names.password) : ''}`)}`]);
    } else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      out.headers.push(['Authorization', `Bearer ${variable(names.token ?? 'ACCESS_TOKEN')}`]);
    }
  }
  return out;
}

/** The request body's media type the samples send: the first one. */
function bodyMedia(op: ApiOperation): ApiMediaType | undefined {
  return op.requestBody?.content[0];
}

/**
 * The one request model of an operation: the configured sandbox URL with the server's base path and variables,
 * path values, the query parameters a caller must send, credentials named after the schemes, and the body the
 * page shows as its example. Code samples, the page's example text and the explorer's first request come from it.
 */
export function operationRequest(op: ApiOperation, sandboxUrl: string): RequestModel {
  const media = bodyMedia(op);
  const server = op.servers[0] ?? { url: '/' };
  return buildRequestModel({
    method: op.method,
    server: { url: server.url, variables: server.variables },
    origin: sandboxUrl,
    path: op.path,
    parameters: op.parameters
      .filter((p) => p.in !== 'cookie' && sentBySamples(p))
      .map((p) => ({ name: p.name, in: p.in, style: p.style, explode: p.explode, value: parameterValue(p) })),
    auth: authPlaceholders((op.security[0] ?? []).map((s) => s.scheme)),
    body: media
      ? { mediaType: media.mediaType, value: requestBodyExample(media), schema: media.schema as never, encoding: media.encoding, name: bodyName(media) }
      : undefined,
    accept: op.responses.find((r) => /^2/.test(r.status))?.content[0]?.mediaType,
  });
}

/** The root element name of an XML body: the schema's `xml.name`, else its `$ref` name, else `body`. */
export function bodyName(media: ApiMediaType): string {
  const schema = media.schema as { xml?: { name?: string }; title?: string } | undefined;
  return schema?.xml?.name ?? schema?.title ?? 'body';
}

/** The request a code sample shows, from the operation's request model. */
export function sampleRequest(op: ApiOperation, baseUrl: string): SampleRequest {
  return modelToSample(operationRequest(op, baseUrl));
}
