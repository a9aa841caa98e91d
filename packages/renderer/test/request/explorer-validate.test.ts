import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest, initialState } from '@portal/client/islands/explorer/request.ts';
import { formProblems } from '@portal/client/islands/explorer/form-checks.ts';
import type { ExplorerProps } from '@portal/client/islands/explorer/types.ts';
import { Diagnostics } from '../../src/diagnostics.ts';
import { buildApiModel } from '../../src/openapi/build-api-model.ts';
import { explorerProps } from '../../src/openapi/explorer-props.ts';
import { loadOpenApi } from '../../src/openapi/load-openapi.ts';
import { startValidatingServer } from './validating-server.ts';

// Issue 39: the explorer's first request, as the form starts (the values the code samples send), is valid.
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FIXTURES = path.join(ROOT, 'packages/renderer/test/fixtures-openapi');
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

/** What a reader types before the first Send: a credential for each scheme, and a file for each file field. */
function readerInput(props: ExplorerProps) {
  const credentials: Record<string, Record<string, string>> = {};
  for (const scheme of props.security[0] ?? []) credentials[scheme.key] = { value: 'sk_test_123', username: 'shop_1', password: 's3cret', token: 'tok_123' };
  const state = initialState(props);
  const media = props.body?.media[0];
  for (const f of media?.fields ?? [])
    if (f.binary) state.files[f.name] = f.kind === 'array' ? [new File(['a'], 'a.png'), new File(['b'], 'b.png')] : [new File(['a'], 'a.png')];
  if (media?.kind === 'binary') state.files.body = [new File([new Uint8Array([1, 2, 3])], 'body.bin')];
  return { state, credentials };
}

describe.each(descriptions.map((file) => [path.relative(ROOT, file), file]))(
  'the explorer request of every operation of %s, with its first values',
  (_, file) => {
    it('passes the form checks and is accepted by a server that checks it against the description', async () => {
      const loaded = await loadOpenApi({ file, cwd: path.dirname(file) });
      const model = buildApiModel(loaded, { diagnostics: new Diagnostics(), overviewRoute: '/api' });
      const rejected: string[] = [];
      let sent = 0;
      const operations = model.operations.filter((o) => o.kind === 'operation');
      for (const op of operations) {
        const props = explorerProps(op, { sandboxUrl: server.origin, servers: [], timeoutMs: 5000 });
        const { state, credentials } = readerInput(props);
        const name = `${op.method.toUpperCase()} ${op.path}`;
        const problems = formProblems(props, state);
        if (Object.keys(problems).length) {
          rejected.push(`${name}: the form refuses its own first values: ${JSON.stringify(problems)}`);
          continue;
        }
        const request = buildRequest(props, state, credentials);
        if (request.error) {
          rejected.push(`${name}: ${request.error}`);
          continue;
        }
        server.expect(op);
        const response = await fetch(request.url, {
          method: request.method,
          headers: [
            ...request.headers,
            ...(request.cookies.length ? [['Cookie', request.cookies.map(([n, v]) => `${n}=${v}`).join('; ')] as [string, string]] : []),
          ],
          body: request.body,
        });
        sent++;
        if (response.status !== 200) rejected.push(`${name}: ${((await response.json()) as string[]).join(' | ')}`);
      }
      expect(rejected).toEqual([]);
      expect(sent).toBe(operations.length);
    });
  },
);
