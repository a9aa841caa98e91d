import { describe, expect, it } from 'vitest';
import type { ApiSecurityScheme, Schema } from '../../../src/openapi/api-types.ts';
import { explorerProps, explorerSchemas, type ExplorerSettings } from '../../../src/openapi/explorer-props.ts';
import { plainSchema } from '../../../src/openapi/plain-schema.ts';
import { jsonChecker } from '@portal/client/islands/explorer/json-check.ts';
import { apiOperation as operation } from './api-operation.ts';

const settings: ExplorerSettings = { sandboxUrl: 'https://sandbox.example', servers: [], timeoutMs: 30_000 };

describe('plainSchema', () => {
  it('keeps a cycle as a $ref into $defs, keeps validation keywords and drops what a browser does not check', () => {
    const node: Schema = { type: 'object', description: 'A node', 'x-internal': true, properties: { name: { type: 'string', example: 'a' } } };
    node.properties!.child = node;
    const plain = plainSchema(node);
    expect(plain).toEqual({
      $ref: '#/$defs/schema',
      $defs: { schema: { type: 'object', properties: { name: { type: 'string' }, child: { $ref: '#/$defs/schema' } } } },
    });
    const check = jsonChecker(plain);
    expect(check('{"name": "a", "child": {"child": {"name": "b"}}}')).toEqual([]);
    expect(check('{"child": {"child": {"name": 3}}}')).toEqual(['/child/child/name: Instance type "number" is invalid. Expected "string".']);
  });

  it('writes a named schema once under its component name, however often the body uses it', () => {
    const money: Schema = { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } }, 'x-portal-schema-name': 'Money' };
    const order: Schema = {
      type: 'object',
      properties: { total: money, tax: money, lines: { type: 'array', items: { type: 'object', properties: { price: money } } } },
    };
    const plain = plainSchema(order);
    expect(plain.$defs).toEqual({ Money: { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } } } });
    expect(plain.properties).toMatchObject({ total: { $ref: '#/$defs/Money' }, tax: { $ref: '#/$defs/Money' } });
    expect(jsonChecker(plain)('{"total": {"amount": 1}, "lines": [{"price": {}}]}')).toEqual([
      '/lines/0/price: Instance does not have required property "amount".',
    ]);
  });

  it('turns OpenAPI 3.0 nullable and boolean exclusive bounds into JSON Schema, and leaves read-only properties out of a request', () => {
    const schema: Schema = {
      type: 'object',
      required: ['id', 'amount'],
      properties: { id: { type: 'string', readOnly: true }, amount: { type: 'integer', minimum: 0, exclusiveMinimum: true, nullable: true } },
    };
    expect(plainSchema(schema)).toEqual({ type: 'object', required: ['amount'], properties: { amount: { type: ['integer', 'null'], exclusiveMinimum: 0 } } });
  });
});

describe('explorerSchemas', () => {
  const money: Schema = { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } }, 'x-portal-schema-name': 'Money' };
  const body = (schema: Schema) => ({ required: true, content: [{ mediaType: 'application/json', schema, examples: [], pointer: '#' }] });
  const refund = operation({
    slug: 'create-refund',
    requestBody: body({ type: 'object', required: ['amount'], properties: { amount: money, reason: { type: 'string' } } }),
  });
  const payment = operation({ slug: 'create-payment', requestBody: body({ type: 'object', properties: { total: money } }) });
  const upload = operation({
    slug: 'upload',
    requestBody: {
      required: true,
      content: [
        {
          mediaType: 'multipart/form-data',
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
          examples: [],
          pointer: '#',
        },
      ],
    },
  });

  it('writes a component shared by several operations once for the site, and each body refers to it', () => {
    const schemas = explorerSchemas([refund, payment, upload]);
    expect(schemas.definitions).toEqual({ Money: { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } } } });
    expect(Object.keys(schemas.bodies)).toEqual(['create-refund application/json', 'create-payment application/json']);
    expect(schemas.bodies['create-payment application/json']).toEqual({ type: 'object', properties: { total: { $ref: '#/$defs/Money' } } });
    // A body with the table under $defs is checked as a page's explorer checks it.
    const check = jsonChecker({ ...schemas.bodies['create-refund application/json']!, $defs: schemas.definitions });
    expect(check('{"amount": {"amount": 5}, "reason": "late"}')).toEqual([]);
    expect(check('{"amount": {}}')).toEqual(['/amount: Instance does not have required property "amount".']);
  });

  it('gives a page the definitions URL only when its body refers to a definition, and no $defs of its own', () => {
    const schemas = explorerSchemas([refund, payment]);
    const links = { bodies: schemas.bodies, href: '/assets/explorer/schemas.0123456789.json' };
    const props = explorerProps(refund, settings, undefined, links);
    expect(props.definitions).toBe(links.href);
    expect(props.body?.media[0]?.schema).not.toHaveProperty('$defs');
    const plainOnly = operation({ slug: 'ping', requestBody: body({ type: 'object', properties: { note: { type: 'string' } } }) });
    const own = explorerSchemas([plainOnly]);
    expect(explorerProps(plainOnly, settings, undefined, { bodies: own.bodies }).definitions).toBeUndefined();
  });
});

describe('explorerProps', () => {
  it('puts the sandbox first, with the base path of the description server, and adds other servers only when the config allows them', () => {
    const op = operation({
      servers: [{ url: 'https://{region}.api.example/v1', description: 'Production', variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }] }],
    });
    const template = { url: 'https://{region}.api.example/v1', variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }] };
    expect(explorerProps(op, settings).servers).toEqual([{ label: 'Sandbox (https://sandbox.example)', template, origin: 'https://sandbox.example' }]);
    const servers = explorerProps(op, { ...settings, servers: 'description' }).servers;
    expect(servers.map((s) => [s.label, s.origin])).toEqual([
      ['Sandbox (https://sandbox.example)', 'https://sandbox.example'],
      ['Production (https://{region}.api.example/v1)', undefined],
    ]);
    expect(servers[1]!.template).toEqual(template);
    expect(explorerProps(op, { ...settings, servers: ['https://staging.example'] }).servers.map((s) => s.label)).toEqual([
      'Sandbox (https://sandbox.example)',
      'https://staging.example',
    ]);
  });

  it('makes fields of parameters by type, starting with what the code samples send: enums without a made-up default, arrays, deprecated marks, limits', () => {
    const op = operation({
      parameters: [
        { name: 'thingId', in: 'path', required: true, deprecated: false, extensions: [], schema: { type: 'string' }, example: 'thg_1' },
        { name: 'limit', in: 'query', required: false, deprecated: false, extensions: [], schema: { type: 'integer', default: 10, maximum: 100 } },
        { name: 'sort', in: 'query', required: false, deprecated: true, extensions: [], schema: { type: 'string', enum: ['asc', 'desc'] } },
        {
          name: 'tags',
          in: 'query',
          required: true,
          deprecated: false,
          extensions: [],
          style: 'form',
          explode: true,
          schema: { type: 'array', items: { type: 'string', enum: ['red', 'blue'] } },
          example: ['red', 'blue'],
        },
      ],
    });
    expect(explorerProps(op, settings).parameters).toEqual([
      { name: 'thingId', in: 'path', type: 'string', kind: 'string', required: true, initial: 'thg_1', placeholder: 'thg_1' },
      { name: 'limit', in: 'query', type: 'integer', kind: 'integer', required: false, initial: '10', default: '10', checks: { maximum: 100 } },
      { name: 'sort', in: 'query', type: 'string', kind: 'string', required: false, enum: ['asc', 'desc'], deprecated: true },
      {
        name: 'tags',
        in: 'query',
        type: 'array<string>',
        kind: 'array',
        required: true,
        enum: ['red', 'blue'],
        items: { kind: 'string' },
        initial: ['red', 'blue'],
        style: 'form',
        explode: true,
      },
    ]);
  });

  it('gives a JSON body its example and schema, and a multipart body fields with file inputs for binary', () => {
    const op = operation({
      requestBody: {
        required: true,
        content: [
          {
            mediaType: 'application/json',
            examples: [{ value: { name: 'x' } }],
            schema: { type: 'object', properties: { name: { type: 'string' } } },
            pointer: '',
          },
          {
            mediaType: 'multipart/form-data',
            examples: [],
            schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, note: { type: 'string' } } },
            pointer: '',
          },
        ],
      },
    });
    const [json, multipart] = explorerProps(op, settings).body!.media;
    expect(json).toMatchObject({ kind: 'json', example: '{\n  "name": "x"\n}', schema: { type: 'object', properties: { name: { type: 'string' } } } });
    expect(multipart!.kind).toBe('multipart');
    expect(multipart!.fields.map((f) => [f.name, f.required, f.binary])).toEqual([
      ['file', true, true],
      ['note', false, undefined],
    ]);
    // The fields start with the values the code samples send.
    expect(multipart!.fields[1]!.initial).toBe('string');
  });

  it('asks for credentials per scheme: API key, basic, bearer, and OAuth 2.0 flows only when declared', () => {
    const scheme = (s: Partial<ApiSecurityScheme>): ApiSecurityScheme => ({ name: 'x', type: 'http', ...s });
    const op = operation({
      security: [
        [{ scheme: scheme({ name: 'key', type: 'apiKey', in: 'query', paramName: 'api_key' }), scopes: [] }],
        [
          { scheme: scheme({ name: 'basic', scheme: 'basic' }), scopes: [] },
          { scheme: scheme({ name: 'jwt', scheme: 'bearer' }), scopes: [] },
        ],
        [
          {
            scheme: scheme({
              name: 'oauth',
              type: 'oauth2',
              flows: { clientCredentials: { tokenUrl: 'https://auth.example/token', scopes: {} }, implicit: { authorizationUrl: 'https://auth.example/a' } },
            }),
            scopes: ['read'],
          },
        ],
      ],
    });
    expect(explorerProps(op, settings).security).toEqual([
      [{ key: 'key', type: 'apiKey', in: 'query', paramName: 'api_key', scopes: [] }],
      [
        { key: 'basic', type: 'basic', scopes: [] },
        { key: 'jwt', type: 'bearer', scopes: [] },
      ],
      [{ key: 'oauth:client', type: 'oauth2-client', tokenUrl: 'https://auth.example/token', scopes: ['read'] }],
    ]);
  });

  it('defines a named schema once for all the copies a $ref with siblings leaves, and apart when a copy checks something else', () => {
    const address: Schema = { type: 'object', properties: { city: { type: 'string' } }, 'x-portal-schema-name': 'Address' };
    // `{$ref, description}` is dereferenced into a shallow copy per use; `{$ref, nullable}` changes what is checked.
    const order: Schema = {
      type: 'object',
      properties: {
        billing: { ...address, description: 'Billing' },
        shipping: { ...address, description: 'Shipping' },
        pickup: { ...address, type: 'object', nullable: true },
      },
    };
    const plain = plainSchema(order);
    // `schema`: the `city` sub-schema both definitions hold, written once too.
    expect(Object.keys(plain.$defs as object)).toEqual(['Address', 'Address-2', 'schema']);
    expect(plain.properties).toEqual({ billing: { $ref: '#/$defs/Address' }, shipping: { $ref: '#/$defs/Address' }, pickup: { $ref: '#/$defs/Address-2' } });
    expect(jsonChecker(plain)('{"billing": {"city": 1}, "pickup": null}')).toEqual(['/billing/city: Instance type "number" is invalid. Expected "string".']);
  });

  it('keeps a deeply shared schema small and whole: each shared level is written once', () => {
    // Each level uses the next one three times: copied out in full, 3^10 copies of the deepest.
    let level: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 10; i++) level = { type: 'object', required: ['a'], properties: { a: level, b: level, c: level } };
    const plain = plainSchema(level as never);
    expect(Object.keys(plain.$defs as object)).toHaveLength(10);
    expect(JSON.stringify(plain).length).toBeLessThan(2_000);
    let value: unknown = 5;
    for (let i = 0; i < 10; i++) value = { a: value };
    // The wrong type ten levels down is still found (a budget used to stop checking there).
    expect(jsonChecker(plain)(JSON.stringify(value))).toEqual(['/a/a/a/a/a/a/a/a/a/a: Instance type "number" is invalid. Expected "string".']);
  });
});
