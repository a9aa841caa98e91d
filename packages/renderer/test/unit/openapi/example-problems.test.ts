import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { buildApiModel } from '../../../src/openapi/build-api-model.ts';
import { loadOpenApi } from '../../../src/openapi/load-openapi.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-example-problems-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A request example wrapped in an extra object, as Square's description writes its schema examples.
const DESCRIPTION = `openapi: 3.0.3
info: { title: Domains, version: '1' }
paths:
  /domains:
    post:
      operationId: registerDomain
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [domain_name]
              properties: { domain_name: { type: string } }
              example: { request_body: { domain_name: example.com } }
      responses: { '200': { description: ok } }
  /cards:
    post:
      operationId: createCard
      requestBody:
        content:
          application/json:
            schema: { type: object, required: [token], properties: { token: { type: string }, id: { type: string, readOnly: true } } }
            examples:
              right: { value: { token: tok_1 } }
      responses: { '200': { description: ok } }
`;

describe('a request example the description gives', () => {
  it('is reported once where it breaks its schema, at its media type, and not where it fits', async () => {
    const file = path.join(dir, 'openapi.yml');
    writeFileSync(file, DESCRIPTION);
    const diagnostics = new Diagnostics();
    buildApiModel(await loadOpenApi({ file, cwd: dir }), { diagnostics });
    const found = diagnostics.warnings.filter((w) => w.message.includes('request example'));
    expect(found.map((w) => [w.line, w.message])).toEqual([
      [9, 'POST /domains: the request example (application/json) does not match its schema: $ misses the required property domain_name'],
    ]);
    expect(found[0]!.hint).toMatch(/code samples and the explorer send it/);
  });
});

describe('a form example', () => {
  it('is read as the form sends it: a boolean or a number written as text is that value, a wrong text still a problem', async () => {
    const file = path.join(dir, 'form.yml');
    // As Twilio's description writes its form examples: `Record: "true"` for a boolean field.
    writeFileSync(
      file,
      `openapi: 3.0.3
info: { title: Calls, version: '1' }
paths:
  /calls:
    post:
      operationId: createCall
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              properties: { Record: { type: boolean }, Timeout: { type: integer }, To: { type: string } }
            example: { Record: 'true', Timeout: '30', To: '+15558675310' }
      responses: { '200': { description: ok } }
  /conferences:
    post:
      operationId: createConference
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: { type: object, properties: { Muted: { type: boolean } } }
            example: { Muted: 'yes' }
      responses: { '200': { description: ok } }
`,
    );
    const diagnostics = new Diagnostics();
    buildApiModel(await loadOpenApi({ file, cwd: dir }), { diagnostics });
    expect(diagnostics.warnings.filter((w) => w.message.includes('request example')).map((w) => w.message)).toEqual([
      'POST /conferences: the request example (application/x-www-form-urlencoded) does not match its schema: $.Muted is string, expected boolean',
    ]);
  });
});
