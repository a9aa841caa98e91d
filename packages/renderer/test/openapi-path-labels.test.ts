import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildFailure, build } from '../src/build.ts';

const SITE = path.join(import.meta.dirname, 'fixtures-openapi-site');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-path-labels-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const fileById = (fields?: string) => ({
  operationId: fields ? `get_files_id#${fields}` : 'get_files_id',
  summary: fields ? 'Get shared link for file' : 'Get file',
  parameters: [
    { name: 'file_id', in: 'path', required: true, schema: { type: 'string', example: '12345' } },
    ...(fields ? [{ name: 'fields', in: 'query', required: true, schema: { type: 'string', example: 'shared_link' } }] : []),
  ],
  responses: { '200': { description: 'The file.' } },
});

/**
 * Box's description tells apart operations on one path and method with a label after `#` in the
 * path's key (`/files/{file_id}#get_shared_link`): such a key was refused and Box's 296 operations
 * built nothing. The label is not part of the request.
 */
describe('a path key with a #label', async () => {
  const outDir = path.join(tmp, 'out');
  const file = path.join(tmp, 'openapi.json');
  const api = {
    openapi: '3.0.2',
    info: { title: 'Files', version: '2.0' },
    servers: [{ url: 'https://api.files.example/2.0' }],
    paths: { '/files/{file_id}': { get: fileById() }, '/files/{file_id}#get_shared_link': { get: fileById('get_shared_link') } },
  };
  writeFileSync(file, JSON.stringify(api));
  const result = await build({ cwd: SITE, outDir, openapiFile: file });
  const twin = (route: string) => readFileSync(path.join(outDir, `${route}.md`), 'utf8');

  it('gives each operation its own page, with the path that is sent and no label in the request', () => {
    expect(result.warnings.filter((w) => w.file.endsWith('openapi.json'))).toEqual([]);
    const plain = twin('api/get-files-id');
    const labelled = twin('api/get-files-id-get-shared-link');
    expect(plain).toContain('`GET /files/{file_id}`');
    expect(labelled).toContain('`GET /files/{file_id}`');
    expect(labelled).toMatch(/--url 'https:\/\/[^']*\/2\.0\/files\/12345\?fields=shared_link'/);
    expect(labelled).not.toMatch(/files\/12345#|%23get_shared_link/);
  });

  it('still refuses a path whose part before the label is not a path', async () => {
    writeFileSync(file, JSON.stringify({ ...api, paths: { 'files/{file_id}#get_shared_link': { get: fileById('get_shared_link') } } }));
    const error = await build({ cwd: SITE, outDir: path.join(tmp, 'refused'), openapiFile: file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildFailure);
    expect((error as BuildFailure).diagnostics.map((d) => d.message)).toContain(
      'path "files/{file_id}#get_shared_link" is refused: it does not start with / (the explorer joins it to the server\'s URL, where it could name another host)',
    );
  });
});
