import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { describe, expect, it, vi } from 'vitest';

vi.stubEnv('PORTAL_CACHE_DIR', '');
import { loadOpenApi } from '../../../src/openapi/load-openapi.ts';

/** Writes files into a fresh folder and loads its openapi.yml. */
function load(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-issue38-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return loadOpenApi({ file: 'openapi.yml', cwd: dir });
}

const HEAD = 'openapi: 3.0.3\ninfo:\n  title: Shop\n  version: "1"\n';
const PET_PATH = (ref: string) =>
  `paths:\n  /pets:\n    get:\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema:\n                $ref: '${ref}'\n`;

describe('downloads of multi-file descriptions (issue 38)', () => {
  it('bundles the files a description refers to into the one it publishes', async () => {
    const loaded = await load({
      'openapi.yml': HEAD + PET_PATH('./schemas/pet.yml'),
      'schemas/pet.yml': 'type: object\nproperties:\n  name:\n    type: string\n',
    });
    expect(loaded.bundled).toBeDefined();
    expect(loaded.bundled).not.toContain('pet.yml');
    const doc = loadYaml(loaded.bundled!) as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
    };
    expect(doc.paths['/pets']!.get.responses['200']!.content['application/json']!.schema).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
  });

  it('keeps a single-file description as written', async () => {
    const loaded = await load({ 'openapi.yml': `${HEAD}components:\n  schemas:\n    Pet:\n      type: object\n${PET_PATH('#/components/schemas/Pet')}` });
    expect(loaded.bundled).toBeUndefined();
  });
});

describe('a $ref naming nothing inside an x- extension (issue 38)', () => {
  it('is a warning with the file, line and pointer, and the rest loads', async () => {
    const text = `${HEAD}${PET_PATH('#/components/schemas/Pet')}      x-examples:\n        $ref: ./examples/missing.json\ncomponents:\n  schemas:\n    Pet:\n      type: object\n`;
    const loaded = await load({ 'openapi.yml': text });
    const warning = loaded.warnings.find((w) => w.message.includes('missing.json'));
    expect(warning).toMatchObject({ file: 'openapi.yml', line: 15 });
    expect(warning!.message).toContain('#/paths/~1pets/get/x-examples');
    expect(Object.keys(loaded.api.paths!['/pets']!)).toContain('get');
  });

  it('outside an extension is still an error', async () => {
    await expect(load({ 'openapi.yml': HEAD + PET_PATH('./schemas/missing.yml') })).rejects.toThrow();
  });
});
