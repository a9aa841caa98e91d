import { HTTPSnippet, targets } from 'httpsnippet';
import type { TargetId } from 'httpsnippet';
import { describe, expect, it } from 'vitest';
import { type HarRequest, prepareRequest } from '@portal/client/request/samples/prepare.ts';
import { sampleHar } from '@portal/client/request/samples/code-samples.ts';
import type { SampleRequest } from '../../src/openapi/code-samples.ts';
import { sampleRequest } from '../../src/openapi/sample-request.ts';
import { apiModelOf, descriptions } from './descriptions.ts';

// The samples are generated in the build and in the browser from portal's own preparation of the
// request (prepare.ts), not httpsnippet's class, which needs Node: each of the nine clients must write
// exactly what it writes from the class's preparation, on every request portal makes.
const CLIENTS: [TargetId, string][] = [
  ['shell', 'curl'],
  ['python', 'requests'],
  ['csharp', 'httpclient'],
  ['go', 'native'],
  ['javascript', 'fetch'],
  ['ruby', 'native'],
  ['php', 'guzzle'],
  ['java', 'unirest'],
  ['powershell', 'restmethod'],
];

/** Each client's code from httpsnippet's preparation and from portal's, side by side. */
function bothWays(har: HarRequest): { theirs: string[]; ours: string[] } {
  const prepared = new HTTPSnippet(structuredClone(har) as never).requests[0]!;
  const ours = prepareRequest(structuredClone(har));
  const convert = (request: unknown) => CLIENTS.map(([target, client]) => targets[target].clientsById[client]!.convert(structuredClone(request) as never, {}));
  return { theirs: convert(prepared), ours: convert(ours) };
}

const base = { method: 'POST', url: 'https://Sandbox.Example:8443/v1/items/a%20b', query: [], headers: [] } satisfies SampleRequest;

/** Requests that reach every branch of the preparation. */
const EDGES: [string, SampleRequest][] = [
  [
    'no body, repeated and escaped query names',
    {
      ...base,
      method: 'GET',
      query: [
        { name: 'tag', value: 'red' },
        { name: 'a b', value: "it's ~(*)!" },
        { name: 'tag', value: 'blue' },
      ],
    },
  ],
  ['a URL with a character url.parse escapes', { ...base, method: 'GET', url: "https://x.example/it's" }],
  ['a URL without a path', { ...base, method: 'GET', url: 'https://x.example' }],
  // Box describes operations on one path told apart by a fragment (`/files/{file_id}#add_shared_link`).
  [
    'a URL with a fragment and a query',
    { ...base, method: 'GET', url: 'https://x.example/files/1#get_shared_link', query: [{ name: 'fields', value: 'shared_link' }] },
  ],
  ['a JSON body', { ...base, headers: [{ name: 'X-Api-Key', value: '$KEY' }], body: { mediaType: 'application/json', example: { a: [1, 'x'], b: null } } }],
  [
    'a JSON body that is not JSON',
    { ...base, body: { mediaType: 'application/json', example: undefined, written: { kind: 'json', mediaType: 'application/json', text: '{oops' } } },
  ],
  ['a form body given as fields', { ...base, body: { mediaType: 'application/x-www-form-urlencoded', example: { a: 'x y', list: ['1', '2'], b: "'" } } }],
  [
    'a multipart body with fields, files and content types',
    {
      ...base,
      body: {
        mediaType: 'multipart/form-data',
        example: undefined,
        written: {
          kind: 'multipart',
          mediaType: 'multipart/form-data',
          parts: [
            { name: 'note', value: 'a "quoted" line' },
            { name: 'doc', file: 'path/to/doc.pdf' },
            { name: 'photo', file: 'path/to/photo.PNG' },
            { name: 'raw', file: 'path/to/raw' },
            { name: 'meta', value: '{"a":1}', contentType: 'application/json' },
          ],
        },
      },
    },
  ],
  ['an XML body', { ...base, body: { mediaType: 'application/xml', example: '<a b="c">d</a>' } }],
  [
    'a binary body',
    {
      ...base,
      body: {
        mediaType: 'application/octet-stream',
        example: undefined,
        written: { kind: 'binary', mediaType: 'application/octet-stream', file: 'path/to/file' },
      },
    },
  ],
];

describe("portal's preparation of a request gives every client what httpsnippet's class gives it", () => {
  for (const [name, request] of EDGES)
    it(name, () => {
      const { theirs, ours } = bothWays(sampleHar(request));
      expect(ours).toEqual(theirs);
    });

  for (const [shown, file] of descriptions)
    it(`on every operation of ${shown}`, async () => {
      const model = await apiModelOf(file);
      for (const op of model.operations) {
        const { theirs, ours } = bothWays(sampleHar(sampleRequest(op, 'https://sandbox.example')));
        expect(ours, `${op.method.toUpperCase()} ${op.path}`).toEqual(theirs);
      }
    });
});
