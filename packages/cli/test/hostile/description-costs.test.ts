import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, escapes, makeProject, removeProject, type HostileProject } from './harness.ts';
import { runPortal } from './harness.ts';

// Issue 42: what a description's examples cost is bounded (safety/budgets.ts DESCRIPTION_LIMITS),
// and going over a limit is one warning naming the file, the line and the example's JSON pointer.
const made: HostileProject[] = [];
afterAll(() => made.forEach(removeProject));

const LEVELS = 20;
const DESCRIPTION = `openapi: 3.0.3
info:
  title: Costs
  version: '1'
paths:
  /big:
    post:
      operationId: big
      requestBody:
        content:
          application/json:
            schema: { type: object }
            example: { note: "${'x'.repeat(2_000_000)}" }
      responses:
        '200': { description: ok }
  /far:
    post:
      operationId: far
      requestBody:
        content:
          application/json:
            schema: { type: object }
            example: { $ref: './big-example.json' }
      responses:
        '200': { description: ok }
  /fan:
    post:
      operationId: fan
      requestBody:
        content:
          application/json:
            schema: { type: object }
            example: { $ref: '#/components/x-nodes/N0' }
      responses:
        '200': { description: ok }
components:
  x-nodes:
${Array.from({ length: LEVELS }, (_, i) => `    N${i}: { a: { $ref: '#/components/x-nodes/N${i + 1}' }, b: { $ref: '#/components/x-nodes/N${i + 1}' } }`).join('\n')}
    N${LEVELS}: { leaf: true }
`;

describe('hostile input: the cost of a description’s examples', () => {
  it('leaves out a 2 MB example, written or in a file a $ref names, and cuts short an example whose $refs expand to a million values, a warning at each', {
    timeout: CASE_TIMEOUT_MS + 5_000,
  }, async () => {
    const p = makeProject({
      'mk-openapi/openapi.yml': DESCRIPTION,
      'mk-openapi/big-example.json': JSON.stringify({ note: 'y'.repeat(2_000_000) }),
    });
    made.push(p);
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /^warning mk-openapi\/openapi\.yml: #\/paths\/~1big\/post\/requestBody\/content\/application~1json\/example: the example is over the example size limit \(DESCRIPTION_LIMITS\.exampleChars: 1,000,000 characters\), so the pages leave it out$/m,
    );
    expect(run.stderr).toMatch(
      /^warning mk-openapi\/openapi\.yml: #\/paths\/~1far\/post\/requestBody\/content\/application~1json\/example: the example \(read from a file a \$ref names\) is over the example size limit/m,
    );
    expect(run.stderr).toMatch(
      /^warning mk-openapi\/openapi\.yml:33:\d+: #\/paths\/~1fan\/post\/requestBody\/content\/application~1json\/example: the example expands to more than 2,000 values \(DESCRIPTION_LIMITS\.exampleNodes\)/m,
    );
    const big = readFileSync(path.join(p.project, 'build/api/big/index.html'), 'utf8');
    expect(big).not.toContain('x'.repeat(1000));
    expect(big.length).toBeLessThan(500_000);
    const far = readFileSync(path.join(p.project, 'build/api/far/index.html'), 'utf8');
    expect(far).not.toContain('y'.repeat(1000));
    expect(far.length).toBeLessThan(500_000);
    const fan = readFileSync(path.join(p.project, 'build/api/fan/index.html'), 'utf8');
    expect(fan).toContain('…');
    expect(fan.length).toBeLessThan(5_000_000);
    expect(escapes(p, run)).toEqual([]);
  });
});
