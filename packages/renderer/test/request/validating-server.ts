import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Validator } from '@cfworker/json-schema';
import { serverBasePath, serverUrl } from '@portal/client/request/index.ts';
import type { ApiOperation, ApiParameter, Schema } from '../../src/openapi/api-types.ts';

/** A request as the server received it. */
interface Received {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local HTTP server that checks each request against the operation it is told to expect (method, path and
 * its parameters, required query parameters and headers, credentials, Content-Type, body against the schema)
 * and answers 200 or 400 with the list of mismatches.
 */
export async function startValidatingServer(): Promise<{
  origin: string;
  expect: (op: ApiOperation) => void;
  /** What the server answered to the last request since `expect`, if one came. */
  answered: () => { status: number; problems: string[] } | undefined;
  close: () => Promise<void>;
}> {
  let expected: ApiOperation | undefined;
  let answer: { status: number; problems: string[] } | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void check(expected!, {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://localhost'),
        headers: req.headers,
        body: Buffer.concat(chunks),
      }).then((problems) => {
        answer = { status: problems.length ? 400 : 200, problems };
        res.writeHead(problems.length ? 400 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(problems));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    expect: (op) => {
      expected = op;
      answer = undefined;
    },
    answered: () => answer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function coerce(text: string, schema: Schema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type.find((t: string) => t !== 'null') : schema?.type;
  if ((type === 'integer' || type === 'number') && text.trim() !== '' && !Number.isNaN(Number(text))) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** The schema a value of `schema` has, looking into anyOf/oneOf/allOf for the first that says its type. */
function typed(schema: Schema | undefined): Schema | undefined {
  if (!schema || schema.type !== undefined || schema.properties) return schema;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    const found = options?.map(typed).find((o) => o?.type !== undefined && o.type !== 'string') ?? options?.map(typed).find((o) => o?.type !== undefined);
    if (found) return found;
  }
  return schema;
}

function isArraySchema(schema: Schema | undefined): boolean {
  const type = typed(schema)?.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
}

/**
 * A form body as the value its schema describes: repeated names as arrays, and bracketed names
 * (`card[exp_month]`, `items[0][price]`, deepObject's encoding) as nested objects and arrays, each
 * leaf read as its schema's type.
 */
function formValue(form: URLSearchParams, schema: Schema | undefined): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const [head, ...rest] = name.replace(/\]/g, '').split('[') as [string, ...string[]];
    const keys = [head, ...rest];
    let holder: Record<string, unknown> | unknown[] = root;
    let at = typed(schema);
    keys.forEach((key, i) => {
      const child: Schema | undefined =
        key === '' || /^\d+$/.test(key)
          ? typed(at?.items as Schema | undefined)
          : typed(
              (at?.properties as Record<string, Schema> | undefined)?.[key] ??
                (typeof at?.additionalProperties === 'object' ? (at.additionalProperties as Schema) : undefined),
            );
      const slot = key === '' ? (holder as unknown[]).length : key;
      if (i === keys.length - 1) {
        const texts = form.getAll(name);
        (holder as Record<string, unknown>)[slot] =
          isArraySchema(child) && rest.length === 0 ? texts.map((t) => coerce(t, typed(child?.items as Schema | undefined))) : coerce(texts[0] ?? '', child);
        return;
      }
      const next = keys[i + 1]!;
      (holder as Record<string, unknown>)[slot] ??= next === '' || /^\d+$/.test(next) ? [] : {};
      holder = (holder as Record<string, Record<string, unknown>>)[slot]!;
      at = child;
    });
  }
  return root;
}

function validate(value: unknown, schema: Schema | undefined, where: string, draft: '4' | '2020-12'): string[] {
  if (!schema) return [];
  try {
    const result = new Validator(schema as never, draft, false).validate(value);
    return result.valid
      ? []
      : [
          `${where}: ${result.errors
            .map((e) => `${e.instanceLocation} ${e.error}`)
            .slice(0, 3)
            .join('; ')}`,
        ];
  } catch {
    return []; // a schema the validator cannot read (cycles) is not checked
  }
}

function paramValue(param: ApiParameter, texts: string[]): unknown {
  const schema = param.schema;
  if (schema?.type === 'array') {
    const parts =
      texts.length > 1 || param.explode !== false
        ? texts
        : texts.flatMap((t) => t.split(param.style === 'pipeDelimited' ? '|' : param.style === 'spaceDelimited' ? ' ' : ','));
    return parts.map((t) => coerce(t, schema.items));
  }
  return coerce(texts[0] ?? '', schema);
}

async function check(op: ApiOperation, got: Received): Promise<string[]> {
  const draft = '2020-12';
  const problems: string[] = [];
  if (got.method !== op.method.toUpperCase()) problems.push(`method ${got.method}, expected ${op.method.toUpperCase()}`);
  const base = serverBasePath(op.servers[0] ? serverUrl(op.servers[0]) : '');
  const names: string[] = [];
  // A path key's `#fragment` (`/files/{id}#add_shared_link`: Box's way to describe two operations of one path) is never sent.
  const pattern = new RegExp(
    `^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${op.path
      .replace(/#.*$/, '')
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{([^}]+)\\?\}/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`,
  );
  const match = pattern.exec(got.url.pathname);
  if (!match) problems.push(`path ${got.url.pathname} does not match ${base}${op.path}`);
  for (const param of op.parameters) {
    if (param.in === 'path' && match) {
      const text = decodeURIComponent(match[names.indexOf(param.name) + 1] ?? '');
      if (/^\{.*\}$/.test(text)) problems.push(`path parameter ${param.name} left as a placeholder`);
      else problems.push(...validate(paramValue(param, [text]), param.schema, `path ${param.name}`, draft));
    } else if (param.in === 'query') {
      if (param.style === 'deepObject' || (param.schema?.type === 'object' && param.explode !== false)) continue;
      const texts = got.url.searchParams.getAll(param.name);
      if (!texts.length) {
        if (param.required) problems.push(`query parameter ${param.name} missing`);
      } else problems.push(...validate(paramValue(param, texts), param.schema, `query ${param.name}`, draft));
    } else if (param.in === 'header') {
      const text = got.headers[param.name.toLowerCase()];
      if (text === undefined) {
        if (param.required) problems.push(`header ${param.name} missing`);
      } else problems.push(...validate(paramValue(param, [String(text)]), param.schema, `header ${param.name}`, draft));
    }
  }
  const alternatives = op.security;
  if (alternatives.length && !alternatives.some((alt) => alt.every(({ scheme }) => sent(scheme, got)))) problems.push('no security alternative is satisfied');
  problems.push(...(await checkBody(op, got, draft)));
  return problems;
}

function sent(scheme: ApiOperation['security'][number][number]['scheme'], got: Received): boolean {
  if (scheme.type === 'apiKey') {
    if (scheme.in === 'query') return got.url.searchParams.has(scheme.paramName ?? '');
    if (scheme.in === 'cookie') return (got.headers.cookie ?? '').includes(`${scheme.paramName}=`);
    return got.headers[(scheme.paramName ?? '').toLowerCase()] !== undefined;
  }
  const auth = got.headers.authorization ?? '';
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') return auth.startsWith('Basic ');
  return auth.startsWith('Bearer ') || scheme.type === 'mutualTLS';
}

async function checkBody(op: ApiOperation, got: Received, draft: '4' | '2020-12'): Promise<string[]> {
  const body = op.requestBody;
  if (!body) return [];
  if (!got.body.length) return body.required ? ['required body missing'] : [];
  const type = String(got.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const media =
    body.content.find((m) => m.mediaType.split(';')[0]!.trim().toLowerCase() === type) ?? body.content.find((m) => matchesWildcard(m.mediaType, type));
  if (!media) return [`Content-Type ${type} is not one of ${body.content.map((m) => m.mediaType).join(', ')}`];
  const schema = media.schema;
  if (type === 'application/json' || type.endsWith('+json')) {
    let value: unknown;
    try {
      value = JSON.parse(got.body.toString('utf8'));
    } catch {
      return ['body is not JSON'];
    }
    return validate(value, schema, 'body', draft);
  }
  if (type === 'application/x-www-form-urlencoded') {
    return validate(formValue(new URLSearchParams(got.body.toString('utf8')), schema), schema, 'form body', draft);
  }
  if (type.startsWith('multipart/')) {
    const form = await new Response(new Uint8Array(got.body), { headers: { 'content-type': String(got.headers['content-type']) } })
      .formData()
      .catch(() => undefined);
    if (!form) return ['multipart body does not parse'];
    const problems: string[] = [];
    for (const name of (schema?.required as string[] | undefined) ?? []) if (!form.has(name)) problems.push(`multipart part ${name} missing`);
    for (const [name, prop] of Object.entries((schema?.properties as Record<string, Schema> | undefined) ?? {})) {
      if (prop.format === 'binary' && form.has(name) && typeof form.get(name) === 'string') problems.push(`multipart part ${name} is text, expected a file`);
    }
    return problems;
  }
  if (type.includes('xml')) {
    const text = got.body.toString('utf8').replace(/^<\?xml[^>]*\?>\s*/, '');
    return text.startsWith('<') ? [] : ['XML body does not start with an element'];
  }
  return [];
}

function matchesWildcard(declared: string, type: string): boolean {
  const [d] = declared.split(';');
  if (d === '*/*') return true;
  return d!.endsWith('/*') && type.startsWith(d!.slice(0, -1));
}
