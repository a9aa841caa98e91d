import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../../src/openapi/load-openapi.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-refs-'));
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/thing.yml') res.writeHead(200, { 'content-type': 'application/yaml' }).end('type: object\nproperties:\n  remote:\n    type: string\n');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** A description in `<tmp>/<name>/api/openapi.yml` whose one response schema is `$ref: ref`. */
function describe_(name: string, ref: string): string {
  const file = path.join(tmp, name, 'api', 'openapi.yml');
  mkdirSync(path.dirname(file), { recursive: true });
  mkdirSync(path.join(tmp, name, 'shared'), { recursive: true });
  writeFileSync(path.join(tmp, name, 'shared', 'thing.yml'), 'type: object\nproperties:\n  shared:\n    type: string\n');
  writeFileSync(
    file,
    `openapi: 3.1.0\ninfo:\n  title: T\n  version: '1'\npaths:\n  /x:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema:\n                $ref: '${ref}'\n`,
  );
  return file;
}

// biome-ignore lint/suspicious/noExplicitAny: the test walks the dereferenced document as plain JSON
const schemaOf = (api: Awaited<ReturnType<typeof loadOpenApi>>) =>
  JSON.stringify((api.api.paths as Record<string, any>)['/x'].get.responses['200'].content['application/json'].schema);

describe('$ref policy', () => {
  it('reads a $ref into a folder of openapi.refRoots, and refuses it without', async () => {
    const file = describe_('roots', '../shared/thing.yml');
    const loaded = await loadOpenApi({ file, cwd: tmp, refs: { roots: [path.join(tmp, 'roots', 'shared')] } });
    expect(schemaOf(loaded)).toContain('"shared"');
    await expect(loadOpenApi({ file, cwd: tmp })).rejects.toThrow(
      '$ref "../shared/thing.yml" at #/paths/~1x/get/responses/200/content/application~1json/schema is refused: it leads outside roots/api/',
    );
  });

  it('downloads an http $ref only when allowed', async () => {
    const file = describe_('remote', `${origin}/thing.yml`);
    const loaded = await loadOpenApi({ file, cwd: tmp, refs: { allowRemote: true } });
    expect(schemaOf(loaded)).toContain('"remote"');
    await expect(loadOpenApi({ file, cwd: tmp })).rejects.toThrow('is refused: portal does not download $refs');
  });
});
