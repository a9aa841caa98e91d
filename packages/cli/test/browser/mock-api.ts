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
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/** Local `$ref`s replaced by what they point at (the fixture has no cycles). */
function deref(value: unknown, root: Json): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(v, root));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string') return deref(ref.slice(2).split('/').reduce((node: Json, key) => node[key], root), root);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deref(v, root)]));
}

function matchPath(template: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = new RegExp(`^${template.replace(/\{([^}]+)\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
  const match = pattern.exec(path);
  return match ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])) : undefined;
}

const check = (schema: Json | undefined, value: unknown) => (schema ? new Validator(schema, '2020-12', false).validate(value).errors.map((e) => `${e.instanceLocation} ${e.error}`) : []);

/** A value of the parameter's type from its text (query, path and header values are text). */
function coerce(text: string, schema: Json | undefined): unknown {
  return schema?.type === 'integer' || schema?.type === 'number' ? (Number.isNaN(Number(text)) ? text : Number(text)) : text;
}

/**
 * A sandbox that answers from the description: it validates each request against its operation
 * (parameters, security, JSON body), answers with the first success example (or the 404 example
 * for the widget `wdg_missing`), and allows CORS for every path but `/v1/reports`.
 */
export async function startMockApi(descriptionFile: string): Promise<{ url: string; received: Received[]; stop: () => Promise<void> }> {
  const doc = deref(JSON.parse(readFileSync(descriptionFile, 'utf8')), JSON.parse(readFileSync(descriptionFile, 'utf8'))) as Json;
  const received: Received[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse, bodyText: string) => {
    const url = new URL(req.url ?? '/', 'http://mock');
    const cors = url.pathname !== '/v1/reports';
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
      if (!cors) return void res.writeHead(404).end();
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
      return send(204);
    }
    for (const [template, item] of Object.entries(doc.paths as Json)) {
      const pathParams = matchPath(template, url.pathname);
      const op = pathParams && (item as Json)[(req.method ?? '').toLowerCase()];
      if (!op) continue;
      const errors: string[] = [];
      const query = Object.fromEntries(url.searchParams);
      for (const p of (op.parameters ?? []) as Json[]) {
        const raw = p.in === 'path' ? pathParams[p.name] : p.in === 'query' ? query[p.name] : p.in === 'header' ? req.headers[String(p.name).toLowerCase()] : undefined;
        if (raw === undefined) {
          if (p.required) errors.push(`missing ${p.in} parameter ${p.name}`);
          continue;
        }
        errors.push(...check(p.schema, coerce(String(raw), p.schema)).map((e) => `${p.in} ${p.name}: ${e}`));
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
      received.push({ method: req.method ?? '', path: url.pathname, query, headers: req.headers, body });
      if (pathParams.widgetId === 'wdg_missing') return send(404, op.responses['404'].content['application/json'].example);
      const [status, response] = Object.entries(op.responses as Json).find(([code]) => code.startsWith('2'))!;
      return send(Number(status), response.content?.['application/json']?.example);
    }
    send(404, { error: { code: 'no_such_route' } });
  };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => handle(req, res, text));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
