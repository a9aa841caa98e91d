import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationRequest } from '../../src/openapi/sample-request.ts';
import { apiModelOf, descriptions } from './descriptions.ts';
import { sendModel } from './send-model.ts';
import { startValidatingServer } from './validating-server.ts';

let server: Awaited<ReturnType<typeof startValidatingServer>>;
beforeAll(async () => (server = await startValidatingServer()));
afterAll(() => server.close());

describe.each(descriptions)('the request of every operation of %s', (_, file) => {
  it('is accepted by a server that checks it against the description', async () => {
    const model = await apiModelOf(file);
    const rejected: string[] = [];
    for (const op of model.operations) {
      server.expect(op);
      const { status, problems } = await sendModel(operationRequest(op, server.origin));
      if (status !== 200) rejected.push(`model ${op.method.toUpperCase()} ${op.path}: ${problems.join(' | ')}`);
    }
    expect(rejected).toEqual([]);
  });
});
