import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Validator } from '@cfworker/json-schema';

// biome-ignore lint/suspicious/noExplicitAny: a description is read as untyped JSON
type Json = Record<string, any>;

/** A request the mock received and accepted. */
export interface Received {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  /** Multipart parts: name, and the file name of a file. */
  parts?: [string, string][];
}

/** Local `$ref`s replaced by what they point at (the fixture has no cycles). */
function deref(value: unknown, root: Json): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(v, root));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string')
    return deref(
      ref
        .slice(2)
        .split('/')
        .reduce((node: Json, key) => node[key], root),
      root,
    );
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deref(v, root)]));
}

function matchPath(template: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = new RegExp(`^${template.replace(/\{([^}]+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
  const match = pattern.exec(path);
  return match ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])) : undefined;
}

const check = (schema: Json | undefined, value: unknown) =>
  schema ? new Validator(schema, '2020-12', false).validate(value).errors.map((e) => `${e.instanceLocation} ${e.error}`) : [];

/** A value of the parameter's type from its text (query, path and header values are text). */
function coerce(text: string, schema: Json | undefined): unknown {
  if (schema?.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return schema?.type === 'integer' || schema?.type === 'number' ? (Number.isNaN(Number(text)) ? text : Number(text)) : text;
}

/** A query parameter's value as OpenAPI serialises it: arrays repeated (`tags=a&tags=b`), deepObject as `name[key]=value`. */
function queryValue(p: Json, params: URLSearchParams): unknown {
  if (p.style === 'deepObject') {
    const entries = [...params]
      .filter(([k]) => k.startsWith(`${p.name}[`))
      .map(([k, v]) => [k.slice(p.name.length + 1, -1), coerce(v, p.schema?.properties?.[k.slice(p.name.length + 1, -1)])]);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  if (p.schema?.type === 'array') {
    const all = params.getAll(p.name);
    return all.length ? all.map((v) => coerce(v, p.schema.items)) : undefined;
  }
  const one = params.get(p.name);
  return one === null ? undefined : coerce(one, p.schema);
}

/** A body of about `bytes` characters of JSON: rows of a report. */
function bigJson(bytes: number): string {
  const rows = [];
  for (let i = 0; rows.length * 100 < bytes; i++)
    rows.push({ id: `row_${String(i).padStart(6, '0')}`, amount: i * 7, currency: 'EUR', paid: i % 2 === 0, note: 'x'.repeat(20) });
  return JSON.stringify({ rows });
}

/**
 * A sandbox that answers from the description: it validates each request against its operation
 * (parameters, security, JSON body), answers with the first success example (or the 404 example
 * for the widget `wdg_missing`), and allows CORS for every path but `/v1/reports` and `/v1/gateway` (a
 * 502 without CORS headers, as gateways send). `/v1/moves` redirects, `/v1/slow` answers after 4 s,
 * `/v1/big` sends about a megabyte of JSON (`?bytes=` for another size), `/v1/statement` XML in one line.
 */
export async function startMockApi(descriptionFile: string): Promise<{ url: string; received: Received[]; stop: () => Promise<void> }> {
  const doc = deref(JSON.parse(readFileSync(descriptionFile, 'utf8')), JSON.parse(readFileSync(descriptionFile, 'utf8'))) as Json;
  const received: Received[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse, raw: Buffer) => {
    const bodyText = raw.toString('utf8');
    const url = new URL(req.url ?? '/', 'http://mock');
    // A server's base path variable ({mode}) is served like the root.
    url.pathname = url.pathname.replace(/^\/(live|test)\//, '/');
    const cors = url.pathname !== '/v1/reports' && url.pathname !== '/v1/gateway';
    const send = (status: number, body?: unknown) => {
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Expose-Headers', 'X-Mock-Request, Content-Type');
      }
      res.setHeader('X-Mock-Request', 'validated');
      if (body === undefined) return void res.writeHead(status).end();
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      // The gateway's preflight passes (the API allows CORS); its 502 does not carry the headers.
      if (url.pathname === '/v1/reports') return void res.writeHead(404).end();
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
      return send(204);
    }
    // Answers no explorer can read: a gateway error without CORS headers, a redirect, a slow one.
    if (url.pathname === '/v1/gateway') return void res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
    if (url.pathname === '/v1/moves') {
      res.setHeader('Access-Control-Allow-Origin', '*');
      return void res.writeHead(302, { Location: '/v1/widgets' }).end();
    }
    if (url.pathname === '/v1/slow') return void setTimeout(() => send(200, {}), 4000);
    if (url.pathname === '/v1/big') {
      res.setHeader('Access-Control-Allow-Origin', '*');
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(bigJson(Number(url.searchParams.get('bytes') ?? 1_000_000)));
    }
    if (url.pathname === '/v1/statement') {
      res.setHeader('Access-Control-Allow-Origin', '*');
      return void res
        .writeHead(200, { 'Content-Type': 'application/xml' })
        .end('<?xml version="1.0"?><statement><line amount="5">Coffee</line><line amount="7">Tea</line></statement>');
    }
    for (const [template, item] of Object.entries(doc.paths as Json)) {
      const pathParams = matchPath(template, url.pathname);
      const op = pathParams && (item as Json)[(req.method ?? '').toLowerCase()];
      if (!op) continue;
      const errors: string[] = [];
      const query: Record<string, unknown> = {};
      for (const p of (op.parameters ?? []) as Json[]) {
        const header = req.headers[String(p.name).toLowerCase()];
        const value =
          p.in === 'path'
            ? coerce(pathParams[p.name]!, p.schema)
            : p.in === 'query'
              ? queryValue(p, url.searchParams)
              : p.in === 'header' && header !== undefined
                ? coerce(String(header), p.schema)
                : undefined;
        if (value === undefined) {
          if (p.required) errors.push(`missing ${p.in} parameter ${p.name}`);
          continue;
        }
        if (p.in === 'query') query[p.name] = value;
        errors.push(...check(p.schema, value).map((e) => `${p.in} ${p.name}: ${e}`));
      }
      const security = (op.security ?? doc.security) as Json[];
      const schemes = doc.components.securitySchemes as Json;
      const authorised = security.some((alt) =>
        Object.keys(alt).every((name) => {
          const s = schemes[name];
          if (s.type === 'apiKey') return req.headers[String(s.name).toLowerCase()] === 'sk_test_123';
          return req.headers.authorization === `Basic ${Buffer.from('shop_1:s3cret').toString('base64')}`;
        }),
      );
      if (!authorised) return send(401, { error: { code: 'unauthorised' } });
      let body: unknown;
      let parts: [string, string][] | undefined;
      const multipart = op.requestBody?.content?.['multipart/form-data'];
      if (multipart) {
        const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': String(req.headers['content-type']) } })
          .formData()
          .catch(() => undefined);
        if (!form) errors.push('body: not multipart');
        else {
          parts = [...form].map(([name, v]) => [name, typeof v === 'string' ? v : v.name]);
          for (const name of multipart.schema.required ?? []) if (!form.has(name)) errors.push(`body: part ${name} missing`);
        }
      }
      const media = op.requestBody?.content?.['application/json'];
      if (media) {
        try {
          body = JSON.parse(bodyText);
          errors.push(...check(media.schema, body).map((e) => `body: ${e}`));
        } catch {
          errors.push('body: not JSON');
        }
        if (!/application\/json/.test(req.headers['content-type'] ?? '')) errors.push('body: not sent as application/json');
      }
      if (errors.length) return send(400, { error: { code: 'invalid_request', details: errors } });
      received.push({ method: req.method ?? '', path: url.pathname, query, headers: req.headers, body, parts });
      if (pathParams.widgetId === 'wdg_missing') return send(404, op.responses['404'].content['application/json'].example);
      const [status, response] = Object.entries(op.responses as Json).find(([code]) => code.startsWith('2'))!;
      return send(Number(status), response.content?.['application/json']?.example);
    }
    send(404, { error: { code: 'no_such_route' } });
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
