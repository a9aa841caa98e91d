import type { ApiOperation, ApiParameter } from './api-types.ts';
import { requestBodyExample, sampleValue } from './examples.ts';
import type { SampleRequest } from './code-samples.ts';

/** The example value of a parameter: given, the schema's example, default or first enum value, else sampled. */
function parameterValue(param: ApiParameter): string {
  const schema = param.schema ?? {};
  const value = param.example ?? schema.example ?? schema.default ?? schema.enum?.[0] ?? sampleValue(schema, 'request');
  if (value === undefined || value === null) return param.in === 'path' ? `{${param.name}}` : '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The request a code sample shows: the sandbox URL, example parameters, auth headers and the example body. */
export function sampleRequest(op: ApiOperation, baseUrl: string): SampleRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(param ? parameterValue(param) : whole);
  });
  const query: SampleRequest['query'] = [];
  const headers: SampleRequest['headers'] = [];
  // Path parameters are in the URL already; cookies are not sent.
  for (const param of op.parameters) {
    if (param.in !== 'query' && param.in !== 'header') continue;
    if (!param.required && param.example === undefined && param.schema?.example === undefined) continue;
    (param.in === 'query' ? query : headers).push({ name: param.name, value: parameterValue(param) });
  }
  for (const { scheme } of op.security[0] ?? []) {
    if (scheme.type === 'apiKey' && scheme.paramName) {
      if (scheme.in === 'query') query.push({ name: scheme.paramName, value: 'YOUR_API_KEY' });
      else if (scheme.in === 'header') headers.push({ name: scheme.paramName, value: 'YOUR_API_KEY' });
    } else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') {
      headers.push({ name: 'Authorization', value: `Basic ${Buffer.from('YOUR_SHOP_ID:YOUR_API_KEY').toString('base64')}` });
    } else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      headers.push({ name: 'Authorization', value: 'Bearer YOUR_ACCESS_TOKEN' });
    }
  }
  const media = op.requestBody?.content[0];
  const body = media ? { mediaType: media.mediaType, example: requestBodyExample(media) } : undefined;
  if (media) headers.push({ name: 'Content-Type', value: media.mediaType });
  const accept = op.responses.find((r) => /^2/.test(r.status))?.content[0]?.mediaType;
  if (accept) headers.push({ name: 'Accept', value: accept });
  return { method: op.method, url: `${baseUrl.replace(/\/$/, '')}${path}`, query, headers, body: body?.example === undefined ? undefined : body };
}
