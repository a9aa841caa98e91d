import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';

// Issue 17: guides and the API description cannot drift apart. Examples marked with their operation are
// validated against its schema, and calls and names in code spans must exist in the description.
const site = path.join(import.meta.dirname, 'issues', '17-guide-examples');
const out = mkdtempSync(path.join(os.tmpdir(), 'portal-guide-examples-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('guide examples checked against the API description', () => {
  it('warns, with the line and column of each, about every example and name that does not fit, and about nothing else', async () => {
    const result = await build({ cwd: site, outDir: out });
    const warnings = result.warnings.map((w) => `${w.file}:${w.line}:${w.column} ${w.message}`);
    expect(warnings).toEqual([
      'content/index.md:24:1 example does not fit createOrder request: $.amount is 0, below the minimum 1 (and 1 more)',
      'content/index.md:28:1 example does not fit createOrder response 201: $.cardToken is write-only: it is never returned',
      'content/index.md:32:1 example does not fit getOrder request: the request line says DELETE /v1/orders/ord_1, the operation is GET /v1/orders/{orderId}',
      'content/index.md:36:1 example for an unknown operation: creatOrder; did you mean createOrder?',
      'content/index.md:40:1 example does not fit getOrder response 404: the operation has no response 404 (it has 200)',
      expect.stringMatching(/^content\/index\.md:44:1 example does not fit createOrder request: not valid JSON/),
      'content/index.md:48:16 `PATCH /v1/orders/ord_1`: the API description has no PATCH on /v1/orders/{orderId} (it has GET)',
      'content/index.md:48:45 `GET /v1/customers`: the API description has no path /v1/customers',
      'content/index.md:48:74 `cardTokn` is not a name of the API description; did you mean cardToken?',
    ]);
  });

  it('fails the build under --strict', async () => {
    await expect(build({ cwd: site, outDir: out, strict: true })).rejects.toThrow(/warnings with --strict/);
  });
});
