import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Diagnostics } from '../../src/diagnostics.ts';
import { buildApiModel } from '../../src/openapi/build-api-model.ts';
import { loadOpenApi } from '../../src/openapi/load-openapi.ts';
import { operationRequest } from '../../src/openapi/sample-request.ts';
import { sendModel } from './send-model.ts';
import { startValidatingServer } from './validating-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FIXTURES = path.join(ROOT, 'packages/renderer/test/fixtures-openapi');
/** Fixtures that are not valid descriptions (tested for their messages elsewhere). */
const SKIP = new Set(['invalid', 'duplicate-slug', 'slug-collisions', 'lenient']);
const descriptions = [
  path.join(ROOT, 'mk-openapi/openapi.yml'),
  ...readdirSync(FIXTURES)
    .filter((name) => !SKIP.has(name) && existsSync(path.join(FIXTURES, name, 'openapi.yml')))
    .map((name) => path.join(FIXTURES, name, 'openapi.yml')),
];

let server: Awaited<ReturnType<typeof startValidatingServer>>;
beforeAll(async () => (server = await startValidatingServer()));
afterAll(() => server.close());

describe.each(descriptions.map((file) => [path.relative(ROOT, file), file]))('the request of every operation of %s', (_, file) => {
  it('is accepted by a server that checks it against the description', async () => {
    const loaded = await loadOpenApi({ file, cwd: path.dirname(file) });
    const model = buildApiModel(loaded, { diagnostics: new Diagnostics(), overviewRoute: '/api' });
    const rejected: string[] = [];
    for (const op of model.operations) {
      server.expect(op);
      const { status, problems } = await sendModel(operationRequest(op, server.origin));
      if (status !== 200) rejected.push(`model ${op.method.toUpperCase()} ${op.path}: ${problems.join(' | ')}`);
    }
    expect(rejected).toEqual([]);
  });
});
