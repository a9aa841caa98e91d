import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PortalError } from '../../../src/diagnostics.ts';

// The schema-check verdict is looked for in the default place of the caches, in the test's own package.
vi.stubEnv('PORTAL_CACHE_DIR', '');
import { loadOpenApi } from '../../../src/openapi/load-openapi.ts';

/** Writes a description into a fresh folder and loads it. */
function load(text: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
  writeFileSync(path.join(dir, 'openapi.yml'), text);
  return loadOpenApi({ file: 'openapi.yml', cwd: dir });
}

const HEAD = 'openapi: 3.0.3\ninfo:\n  title: Shop\n  version: "1"\n';

describe('loadOpenApi reads YAML as the YAML 1.2 core schema', () => {
  it('keeps dates and times as strings and `<<` as a key', async () => {
    const loaded = await load(`${HEAD}paths: {}\nx-release: 2024-05-01\nx-at: 2024-05-01T10:00:00Z\nx-merge:\n  <<: {a: 1}\n`);
    const raw = loaded.raw as unknown as Record<string, unknown>;
    expect(raw['x-release']).toBe('2024-05-01');
    expect(raw['x-at']).toBe('2024-05-01T10:00:00Z');
    expect(raw['x-merge']).toEqual({ '<<': { a: 1 } });
  });

  it('refuses a repeated key with its line instead of silently keeping the last (issue 11)', async () => {
    const error = await load(`${HEAD}paths: {}\nx-twice: 1\nx-twice: 2\n`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).message).toMatch(/Map keys must be unique/);
  });

  it('reads JSON as JSON, and still refuses a key written twice there with its line', async () => {
    const json = { openapi: '3.0.3', info: { title: 'Shop "&x"', version: '1' }, paths: {}, 'x-n': [1.5, 'a\\"b:', { '200': null }] };
    const loaded = await load(JSON.stringify(json, null, 2));
    expect(loaded.raw).toEqual(json);
    const error = await load('{"openapi": "3.0.3", "info": {"title": "a & b", "version": "1"},\n "paths": {}, "paths": {}}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).message).toMatch(/Map keys must be unique/);
    expect((error as PortalError).toDiagnostic()).toMatchObject({ line: 2 });
  });

  it('reports a syntax error with its line, column and a frame', async () => {
    const error = await load(`${HEAD}paths:\n  /a:\n    get: {\n`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortalError);
    const diagnostic = (error as PortalError).toDiagnostic();
    expect(diagnostic.message).toMatch(/^invalid YAML: Flow map in block collection/);
    expect(diagnostic).toMatchObject({ file: 'openapi.yml', line: 8, column: 1 });
  });

  it('locates a JSON pointer for messages', async () => {
    const loaded = await load(`${HEAD}paths:\n  /refunds:\n    post:\n      responses:\n        "201":\n          description: Created\n`);
    expect(loaded.sourceMap.locate('#/paths/~1refunds/post')).toEqual({ line: 7, column: 5 });
  });
});

describe('loadOpenApi remembers a description that passed the schema check', () => {
  it('checks every new text again, so a kept pass never hides a problem', async () => {
    // A folder with a package.json: the verdict is kept in its node_modules/.cache/portal.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-verdict-'));
    writeFileSync(path.join(dir, 'package.json'), '{}');
    const valid = `${HEAD}paths: {}\n`;
    const invalid = `${HEAD}paths: {}\nservers: not-a-list\n`;
    const loadText = (text: string) => {
      writeFileSync(path.join(dir, 'openapi.yml'), text);
      return loadOpenApi({ file: 'openapi.yml', cwd: dir });
    };
    for (let round = 0; round < 2; round++) {
      await expect(loadText(valid)).resolves.toMatchObject({ version: '3.0' });
      const loaded = await loadText(invalid);
      expect(loaded.warnings.map((w) => w.message)).toEqual(['OpenAPI schema problem: #/servers must be array']);
    }
    expect(readdirSync(path.join(dir, 'node_modules/.cache/portal'))).toEqual([expect.stringMatching(/^openapi-[0-9a-f]{12}\.json$/)]);
  });
});

describe('loadOpenApi and OpenAPI 3.2', () => {
  it('reads a 3.2 description as 3.1, with one warning at its `openapi` field, and keeps its operations', async () => {
    const text =
      'openapi: 3.2.0\ninfo:\n  title: Bakery\n  version: "1"\npaths:\n  /breads:\n    get:\n      operationId: listBreads\n      responses:\n        "200":\n          description: The breads\n';
    const loaded = await load(text);
    expect(loaded.warnings.map((w) => `${w.line}:${w.column} ${w.message}`)).toEqual([
      '1:1 OpenAPI 3.2.0 is read as 3.1: what 3.2 adds (the QUERY method, additionalOperations, tag parents, itemSchema streams) is not shown',
    ]);
    expect(Object.keys(loaded.api.paths ?? {})).toEqual(['/breads']);
    expect((loaded.raw as unknown as { openapi: string }).openapi).toBe('3.2.0');
  });

  it('still refuses a version it does not know', async () => {
    const error = await load('openapi: 4.0.0\ninfo:\n  title: Bakery\n  version: "1"\npaths: {}\n').catch((e: unknown) => e);
    expect((error as PortalError).message).toMatch(/not an OpenAPI description/);
  });
});

describe('loadOpenApi and a $ref where OpenAPI allows none', () => {
  // DigitalOcean's description writes each operation as `get: {$ref: resources/…yml}`: 662 "must have
  // required property 'responses'" problems, whose hint (add the responses) was wrong.
  it('tells one warning for all such places, at the first, and follows the $refs', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-ref-places-'));
    const operation = (id: string) => `operationId: ${id}\nresponses:\n  "200":\n    description: OK\n`;
    writeFileSync(path.join(dir, 'list.yml'), operation('listBreads'));
    writeFileSync(path.join(dir, 'create.yml'), operation('createBread'));
    writeFileSync(path.join(dir, 'tag.md.yml'), '"Breads of the bakery."\n');
    writeFileSync(
      path.join(dir, 'openapi.yml'),
      'openapi: 3.0.3\ninfo:\n  title: Bakery\n  version: "1"\ntags:\n  - name: Breads\n    description:\n      $ref: tag.md.yml\npaths:\n  /breads:\n    get:\n      $ref: list.yml\n    post:\n      $ref: create.yml\n',
    );
    const loaded = await loadOpenApi({ file: 'openapi.yml', cwd: dir });
    expect(loaded.warnings.map((w) => `${w.line}:${w.column} ${w.message}`)).toEqual([
      '7:5 OpenAPI schema problem: #/tags/0/description is a $ref (tag.md.yml), which OpenAPI allows in no such place (and 2 more places); portal follows it',
    ]);
    const paths = loaded.api.paths as Record<string, Record<string, { operationId?: string }>>;
    expect([paths['/breads']!.get!.operationId, paths['/breads']!.post!.operationId]).toEqual(['listBreads', 'createBread']);
  });
});
