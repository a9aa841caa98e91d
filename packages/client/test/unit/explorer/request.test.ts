import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../../../src/islands/explorer/field-values.ts';
import { buildRequest, initialState, OTHER_SERVER } from '../../../src/islands/explorer/request.ts';
import type { ExplorerProps } from '../../../src/islands/explorer/types.ts';

function props(overrides: Partial<ExplorerProps> = {}): ExplorerProps {
  return {
    id: 'explorer-x',
    method: 'POST',
    path: '/things/{thingId}',
    servers: [{ label: 'Sandbox', template: { url: 'https://api.example/v1' }, origin: 'https://sandbox.example/' }],
    parameters: [
      { name: 'thingId', in: 'path', type: 'string', kind: 'string', required: true, initial: 'thg 1' },
      { name: 'expand', in: 'query', type: 'string', kind: 'string', required: false },
      { name: 'session', in: 'cookie', type: 'string', kind: 'string', required: false },
    ],
    security: [[{ key: 'key', type: 'apiKey', in: 'query', paramName: 'api_key', scopes: [] }], [{ key: 'basic', type: 'basic', scopes: [] }]],
    timeoutMs: 1000,
    ...overrides,
  };
}

describe('buildRequest', () => {
  it("keeps the description server's base path on the sandbox, fills the path, query and an API key in the query; cookies go to curl only", () => {
    const p = props();
    const state = { ...initialState(p), params: { 'path:thingId': 'thg 1', 'query:expand': 'owner', 'cookie:session': 's1' } };
    const req = buildRequest(p, state, { key: { value: 'k&1' } });
    expect(req.error).toBeUndefined();
    expect(req.url).toBe('https://sandbox.example/v1/things/thg%201?expand=owner&api_key=k%261');
    expect(req.headers).toEqual([]);
    expect(req.cookies).toEqual([['session', 's1']]);
    expect(req.curlRevealed).toBe("curl -X POST 'https://sandbox.example/v1/things/thg%201?expand=owner&api_key=k%261' \\\n  -b 'session=s1'");
    // The curl view masks the key.
    expect(req.curl).not.toContain('k%261');
    expect(req.curl).toContain('api_key=%E2%80%A2%E2%80%A2');
  });

  it('sends HTTP basic as UTF-8 base64, masked in the curl view', () => {
    const p = props();
    const req = buildRequest(p, { ...initialState(p), alternative: 1 }, { basic: { username: 'shöp', password: "it's" } });
    const encoded = Buffer.from("shöp:it's").toString('base64');
    expect(req.headers).toEqual([['Authorization', `Basic ${encoded}`]]);
    expect(req.curlRevealed).toContain(`-H 'Authorization: Basic ${encoded}'`);
    expect(req.curl).toContain(`-H 'Authorization: Basic ••••••••'`);
  });

  it('encodes arrays, objects and booleans by style and explode', () => {
    const p = props({
      method: 'GET',
      security: [],
      parameters: [
        { name: 'thingId', in: 'path', type: 'string', kind: 'string', required: true, initial: 't1' },
        { name: 'tags', in: 'query', type: 'array<string>', kind: 'array', items: { kind: 'string' }, required: false, initial: ['red', 'blue'] },
        { name: 'ids', in: 'query', type: 'array<integer>', kind: 'array', items: { kind: 'integer' }, required: false, explode: false, initial: ['1', '2'] },
        { name: 'filter', in: 'query', type: 'object', kind: 'object', style: 'deepObject', explode: true, required: false, initial: '{"color": "red"}' },
        { name: 'active', in: 'query', type: 'boolean', kind: 'boolean', required: false, initial: 'true' },
      ],
    });
    expect(buildRequest(p, initialState(p), {}).url).toBe(
      'https://sandbox.example/v1/things/t1?tags=red&tags=blue&ids=1%2C2&filter%5Bcolor%5D=red&active=true',
    );
  });

  it('sends a JSON body as typed, a form body encoded, and a multipart body as form data with several files', () => {
    const body: ExplorerProps['body'] = {
      required: true,
      media: [
        { mediaType: 'application/json', kind: 'json', example: '{"a": 1}', fields: [] },
        {
          mediaType: 'application/x-www-form-urlencoded',
          kind: 'form',
          example: '',
          fields: [
            { name: 'a', type: 'string', kind: 'string', required: true },
            { name: 'to', type: 'string', kind: 'string', required: false },
          ],
        },
        {
          mediaType: 'multipart/form-data',
          kind: 'multipart',
          example: '',
          fields: [
            { name: 'docs', type: 'array<string<binary>>', kind: 'array', required: true, binary: true },
            { name: 'note', type: 'string', kind: 'string', required: false },
          ],
        },
      ],
    };
    const p = props({ body, security: [] });
    const json = buildRequest(p, initialState(p), {});
    expect([json.body, json.headers]).toEqual(['{"a": 1}', [['Content-Type', 'application/json']]]);
    expect(json.curl).toContain(`--data-raw '{"a": 1}'`);
    const form = buildRequest(p, { ...initialState(p), media: 1, fields: { a: 'x y', to: '+14155552345' } }, {});
    expect([form.body, form.headers]).toEqual(['a=x%20y&to=%2B14155552345', [['Content-Type', 'application/x-www-form-urlencoded']]]);
    const files = [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), new File(['%PDF'], 'b.pdf', { type: 'application/pdf' })];
    const multipart = buildRequest(p, { ...initialState(p), media: 2, fields: { note: 'hi' }, files: { docs: files } }, {});
    expect(multipart.body).toBeInstanceOf(FormData);
    expect([...(multipart.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])).toEqual([
      ['docs', 'a.pdf'],
      ['docs', 'b.pdf'],
      ['note', 'hi'],
    ]);
    expect(multipart.headers).toEqual([]);
    expect(multipart.curl).toContain("-F 'docs=@a.pdf' \\\n  -F 'docs=@b.pdf' \\\n  -F 'note=hi'");
  });

  it('fills server variables, says when one is empty, and refuses a host the site does not list unless the reader typed the server', () => {
    const template = {
      url: 'https://{region}.api.example/{version}',
      variables: [
        { name: 'region', default: 'eu', enum: ['eu', 'us'] },
        { name: 'version', default: '' },
      ],
    };
    const p = props({ servers: [{ label: 'Prod', template }], security: [] });
    const incomplete = buildRequest(p, initialState(p), {});
    expect(incomplete.error).toMatch(/empty placeholder.*Fill in the server variables/);
    const filled = buildRequest(p, { ...initialState(p), serverVars: { region: 'us', version: 'v2' } }, {});
    expect([filled.url, filled.error]).toEqual(['https://us.api.example/v2/things/thg%201', undefined]);
    const unlisted = buildRequest(p, { ...initialState(p), serverVars: { region: 'evil.example/x', version: 'v2' } }, {});
    expect(unlisted.error).toMatch(/is not a server this site lists/);
    const typed = buildRequest(p, { ...initialState(p), server: OTHER_SERVER, customServer: 'http://127.0.0.1:9' }, {});
    expect([typed.url, typed.error]).toEqual(['http://127.0.0.1:9/things/thg%201', undefined]);
    expect(buildRequest(p, { ...initialState(p), server: OTHER_SERVER, customServer: 'javascript:alert(1)' }, {}).error).toMatch(/Only http and https/);
  });
});

describe('fieldProblems', () => {
  it('checks required, bounds, lengths, formats and array items against the description', () => {
    const base = { name: 'f', type: 'x', required: false } as const;
    expect(fieldProblems({ ...base, kind: 'string', required: true }, '')).toEqual(['Required.']);
    expect(fieldProblems({ ...base, kind: 'integer', checks: { maximum: 100 } }, '500')).toEqual(['Must be at most 100.']);
    expect(fieldProblems({ ...base, kind: 'integer' }, '1.5')).toEqual(['1.5 is not a whole number.']);
    expect(fieldProblems({ ...base, kind: 'string', checks: { maxLength: 3 } }, 'abcd')).toEqual(['Must be at most 3 characters (has 4).']);
    expect(fieldProblems({ ...base, kind: 'string', checks: { format: 'date-time' } }, 'yesterday')[0]).toMatch(/date-time/);
    expect(fieldProblems({ ...base, kind: 'string', checks: { format: 'date-time' } }, '2024-01-15T09:30:00Z')).toEqual([]);
    expect(fieldProblems({ ...base, kind: 'array', items: { kind: 'integer', checks: { minimum: 1 } } }, ['2', '0'])).toEqual(['Item 2: Must be at least 1.']);
    expect(fieldProblems({ ...base, kind: 'string', required: true, binary: true }, undefined, false)).toEqual(['Choose a file.']);
  });
});
