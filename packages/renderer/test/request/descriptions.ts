import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Diagnostics } from '../../src/diagnostics.ts';
import type { ApiModel } from '../../src/openapi/api-types.ts';
import { buildApiModel } from '../../src/openapi/build-api-model.ts';
import { loadOpenApi } from '../../src/openapi/load-openapi.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FIXTURES = path.join(ROOT, 'packages/renderer/test/fixtures-openapi');
/** Fixtures that are not valid descriptions (tested for their messages elsewhere). */
const SKIP = new Set(['invalid', 'duplicate-slug', 'slug-collisions', 'lenient']);

/** The Merchant Kit description and every valid fixture description: [shown name, file]. */
export const descriptions: [string, string][] = [
  path.join(ROOT, 'mk-openapi/openapi.yml'),
  ...readdirSync(FIXTURES)
    .filter((name) => !SKIP.has(name) && existsSync(path.join(FIXTURES, name, 'openapi.yml')))
    .map((name) => path.join(FIXTURES, name, 'openapi.yml')),
].map((file) => [path.relative(ROOT, file), file]);

/** A description's model, as the build makes it. */
export async function apiModelOf(file: string): Promise<ApiModel> {
  const loaded = await loadOpenApi({ file, cwd: path.dirname(file) });
  return buildApiModel(loaded, { diagnostics: new Diagnostics(), overviewRoute: '/api' });
}
