import { describe, expect, it } from 'vitest';
import { buildRequestModel, fullUrl, isListedOrigin, listedOrigins, parseUrl, scalarValue, stringFromPattern, toXml } from '../../src/request/index.ts';

describe('request model', () => {
  it('keeps the server base path and fills its variables from defaults', () => {
    const model = buildRequestModel({
      method: 'get',
      server: { url: 'https://{region}.example.com/v1', variables: [{ name: 'region', default: 'eu' }] },
      path: '/items/{id}',
      parameters: [{ name: 'id', in: 'path', value: 'a/b' }],
    });
    expect(model.url).toBe('https://eu.example.com/v1/items/a%2Fb');
  });

  it('puts the configured origin before the server base path (Swagger basePath)', () => {
    const model = buildRequestModel({
      method: 'get',
      server: { url: 'https://api.example.com/api/v1' },
      origin: 'https://sandbox.example.com',
      path: '/pets',
      parameters: [],
    });
    expect(model.url).toBe('https://sandbox.example.com/api/v1/pets');
  });

  it('never lets a path value leave its segment', () => {
    const model = buildRequestModel({
      method: 'get',
      server: { url: 'https://h.example' },
      path: '/a/{x}/b',
      parameters: [{ name: 'x', in: 'path', value: '..' }],
    });
    expect(model.url).toBe('https://h.example/a/{x}/b');
    expect(parseUrl(model.url)).toHaveProperty('error');
    const slash = buildRequestModel({
      method: 'get',
      server: { url: 'https://h.example' },
      path: '/a/{x}',
      parameters: [{ name: 'x', in: 'path', value: '../admin?y=1#z' }],
    });
    expect(new URL(slash.url).pathname).toBe('/a/..%2Fadmin%3Fy%3D1%23z');
  });

  it('serialises query parameters by style and explode', () => {
    const model = buildRequestModel({
      method: 'get',
      server: { url: 'https://h.example' },
      path: '/p',
      parameters: [
        { name: 'tags', in: 'query', value: ['red', 'blue'] },
        { name: 'ids', in: 'query', explode: false, value: [1, 2] },
        { name: 'f', in: 'query', style: 'deepObject', explode: true, value: { a: 'x y' } },
        { name: 's', in: 'query', style: 'spaceDelimited', explode: false, value: ['a', 'b'] },
        { name: 'pp', in: 'query', style: 'pipeDelimited', explode: false, value: ['a', 'b'] },
      ],
    });
    expect(fullUrl(model)).toBe('https://h.example/p?tags=red&tags=blue&ids=1%2C2&f%5Ba%5D=x%20y&s=a%20b&pp=a%7Cb');
  });

  it('writes deepObject below its first level with brackets, arrays by index (Stripe POST /v1/accounts/{account}/people)', () => {
    const model = buildRequestModel({
      method: 'post',
      server: { url: 'https://h.example' },
      path: '/people',
      parameters: [],
      body: {
        mediaType: 'application/x-www-form-urlencoded',
        value: { documents: { passport: { files: ['file_1', 'file_2'] } }, dob: { day: 1 }, tax_id_data: [{ type: 'eu_vat' }] },
        encoding: [
          { property: 'documents', style: 'deepObject', explode: true },
          { property: 'dob', style: 'deepObject', explode: true },
          { property: 'tax_id_data', style: 'deepObject', explode: true },
        ],
      },
    });
    expect(model.body).toMatchObject({
      kind: 'form',
      text: 'documents%5Bpassport%5D%5Bfiles%5D%5B0%5D=file_1&documents%5Bpassport%5D%5Bfiles%5D%5B1%5D=file_2&dob%5Bday%5D=1&tax_id_data%5B0%5D%5Btype%5D=eu_vat',
    });
  });

  it('percent-encodes form values and repeats exploded arrays', () => {
    const model = buildRequestModel({
      method: 'post',
      server: { url: 'https://h.example' },
      path: '/m',
      parameters: [],
      body: { mediaType: 'application/x-www-form-urlencoded', value: { From: '+14155552345', MediaUrl: ['https://a.example/x', 'https://b.example/y'] } },
    });
    expect(model.body).toMatchObject({ kind: 'form', text: 'From=%2B14155552345&MediaUrl=https%3A%2F%2Fa.example%2Fx&MediaUrl=https%3A%2F%2Fb.example%2Fy' });
  });

  it('sends no body and no Content-Type on a GET whose described body is empty (Stripe GET /v1/account)', () => {
    const empty = { mediaType: 'application/x-www-form-urlencoded', value: {}, schema: { properties: {} } };
    const get = buildRequestModel({ method: 'get', server: { url: 'https://h.example' }, path: '/v1/account', parameters: [], body: empty });
    expect(get.body).toBeUndefined();
    expect(get.headers).toEqual([]);
    const filled = buildRequestModel({
      method: 'get',
      server: { url: 'https://h.example' },
      path: '/q',
      parameters: [],
      body: { ...empty, value: { a: '1' } },
    });
    expect(filled.body).toMatchObject({ kind: 'form', text: 'a=1' });
    const post = buildRequestModel({ method: 'post', server: { url: 'https://h.example' }, path: '/v1/account', parameters: [], body: empty });
    expect(post.headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded']]);
  });

  it('sends binary multipart properties as files and octet-stream as a file', () => {
    const multipart = buildRequestModel({
      method: 'post',
      server: { url: 'https://h.example' },
      path: '/u',
      parameters: [],
      body: {
        mediaType: 'multipart/form-data',
        value: { zip: 'string', note: 'hi' },
        schema: { properties: { zip: { type: 'string', format: 'binary' }, note: { type: 'string' } } },
      },
    });
    expect(multipart.body).toEqual({
      kind: 'multipart',
      mediaType: 'multipart/form-data',
      parts: [
        { name: 'zip', file: 'path/to/zip' },
        { name: 'note', value: 'hi' },
      ],
    });
    const binary = buildRequestModel({
      method: 'put',
      server: { url: 'https://h.example' },
      path: '/f',
      parameters: [],
      body: { mediaType: 'application/octet-stream', value: 'string' },
    });
    expect(binary.body).toEqual({ kind: 'binary', mediaType: 'application/octet-stream', file: 'path/to/file' });
  });

  it('writes XML from the schema hints and a */* body as JSON', () => {
    const xml = toXml(
      { id: 1, name: 'Rex', tags: ['a'] },
      { xml: { name: 'Pet' }, properties: { id: { xml: { attribute: true } }, tags: { xml: { wrapped: true }, items: { xml: { name: 'tag' } } } } },
      'body',
    );
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<Pet id="1">\n  <name>Rex</name>\n  <tags>\n    <tag>a</tag>\n  </tags>\n</Pet>');
    const any = buildRequestModel({
      method: 'post',
      server: { url: 'https://h.example' },
      path: '/x',
      parameters: [],
      body: { mediaType: '*/*', value: { a: 1 } },
    });
    expect(any.body).toEqual({ kind: 'json', mediaType: 'application/json', text: '{"a":1}' });
    expect(any.headers).toContainEqual(['Content-Type', 'application/json']);
  });

  it('generates values from pattern, format, enum and const', () => {
    const id = stringFromPattern('^AC[0-9a-fA-F]{32}$');
    expect(id).toMatch(/^AC[0-9a-fA-F]{32}$/);
    expect(scalarValue({ type: 'string', pattern: '^AC[0-9a-fA-F]{32}$', minLength: 34, maxLength: 34 })).toMatch(/^AC[0-9a-fA-F]{32}$/);
    expect(scalarValue({ type: 'string', format: 'uuid' })).toMatch(/^[0-9a-f-]{36}$/);
    expect(scalarValue({ type: 'string', format: 'date-time' })).toBe('2024-01-15T09:30:00Z');
    expect(scalarValue({ type: 'string', enum: ['b', 'c'] })).toBe('b');
    expect(scalarValue({ const: 'fixed' })).toBe('fixed');
    for (const p of ['^[A-Z]{2}\\d{3}-(foo|bar)?x+$', '^[^@]+@example\\.com$', '^(?:ab|cd){2}$']) expect(new RegExp(p).test(stringFromPattern(p)!)).toBe(true);
    expect(stringFromPattern('^(?=x)$')).toBeUndefined();
  });

  it('refuses incomplete URLs and lists only the site’s origins', () => {
    expect(parseUrl('https://{host}/v1')).toHaveProperty('error');
    expect(parseUrl('javascript:alert(1)')).toHaveProperty('error');
    const origins = listedOrigins(['https://sandbox.example/v1', 'https://api.example', '/relative', 'https://{tenant}.example']);
    expect(origins).toEqual(['https://api.example', 'https://sandbox.example']);
    expect(isListedOrigin('https://api.example/oauth/token', origins)).toBe(true);
    expect(isListedOrigin('https://evil.example/token', origins)).toBe(false);
    expect(isListedOrigin('http://sandbox.example/x', origins)).toBe(false);
  });
});
