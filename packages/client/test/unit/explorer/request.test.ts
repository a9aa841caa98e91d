import { describe, expect, it } from 'vitest';
import { buildRequest, initialState } from '../../../src/islands/explorer/request.ts';
import type { ExplorerProps } from '../../../src/islands/explorer/types.ts';

function props(overrides: Partial<ExplorerProps> = {}): ExplorerProps {
  return {
    id: 'explorer-x',
    method: 'POST',
    path: '/things/{thingId}',
    servers: [{ url: 'https://sandbox.example/', label: 'Sandbox', variables: [] }],
    parameters: [
      { name: 'thingId', in: 'path', type: 'string', required: true, initial: 'thg 1' },
      { name: 'expand', in: 'query', type: 'string', required: false },
      { name: 'session', in: 'cookie', type: 'string', required: false },
    ],
    security: [[{ key: 'key', type: 'apiKey', in: 'query', paramName: 'api_key', scopes: [] }], [{ key: 'basic', type: 'basic', scopes: [] }]],
    timeoutMs: 1000,
    ...overrides,
  };
}

describe('buildRequest', () => {
  it('fills the path, query and an API key in the query; cookies go to curl only', () => {
    const p = props();
    const state = { ...initialState(p), params: { 'path:thingId': 'thg 1', 'query:expand': 'owner', 'cookie:session': 's1' } };
    const req = buildRequest(p, state, { key: { value: 'k&1' } });
    expect(req.url).toBe('https://sandbox.example/things/thg%201?expand=owner&api_key=k%261');
    expect(req.headers).toEqual([]);
    expect(req.cookies).toEqual([['session', 's1']]);
    expect(req.curl).toBe("curl -X POST 'https://sandbox.example/things/thg%201?expand=owner&api_key=k%261' \\\n  -b 'session=s1'");
  });

  it('sends HTTP basic as UTF-8 base64 and leaves out an empty optional parameter', () => {
    const p = props();
    const req = buildRequest(p, { ...initialState(p), alternative: 1 }, { basic: { username: 'shöp', password: "it's" } });
    expect(req.url).toBe('https://sandbox.example/things/thg%201');
    expect(req.headers).toEqual([['Authorization', `Basic ${Buffer.from("shöp:it's").toString('base64')}`]]);
    expect(req.curl).toContain(`-H 'Authorization: Basic ${Buffer.from("shöp:it's").toString('base64')}'`);
  });

  it('sends a JSON body as typed, a form body URL-encoded, and a multipart body as form data with files', () => {
    const body: ExplorerProps['body'] = {
      required: true,
      media: [
        { mediaType: 'application/json', kind: 'json', example: '{"a": 1}', fields: [] },
        { mediaType: 'application/x-www-form-urlencoded', kind: 'form', example: '', fields: [{ name: 'a', type: 'string', required: true }, { name: 'b', type: 'string', required: false }] },
        { mediaType: 'multipart/form-data', kind: 'multipart', example: '', fields: [{ name: 'doc', type: 'string', required: true, binary: true }, { name: 'note', type: 'string', required: false }] },
      ],
    };
    const p = props({ body, security: [] });
    const json = buildRequest(p, initialState(p), {});
    expect([json.body, json.headers]).toEqual(['{"a": 1}', [['Content-Type', 'application/json']]]);
    expect(json.curl).toContain(`--data-raw '{"a": 1}'`);
    const form = buildRequest(p, { ...initialState(p), media: 1, fields: { a: 'x y', note: 'unused' } }, {});
    expect([form.body, form.headers]).toEqual(['a=x+y', [['Content-Type', 'application/x-www-form-urlencoded']]]);
    const file = new File(['%PDF'], 'id.pdf', { type: 'application/pdf' });
    const multipart = buildRequest(p, { ...initialState(p), media: 2, fields: { note: 'hi' }, files: { doc: file } }, {});
    expect(multipart.body).toBeInstanceOf(FormData);
    expect([...(multipart.body as FormData).keys()]).toEqual(['doc', 'note']);
    expect(multipart.headers).toEqual([]);
    expect(multipart.curl).toContain("-F 'doc=@id.pdf' \\\n  -F 'note=hi'");
  });

  it('fills server variables into the base URL', () => {
    const p = props({ servers: [{ url: 'https://{region}.api.example', label: 'Prod', variables: [{ name: 'region', type: 'string', required: true }] }], security: [] });
    expect(buildRequest(p, { ...initialState(p), serverVars: { region: 'eu' } }, {}).url).toBe('https://eu.api.example/things/thg%201');
  });
});
