import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { buildApiModel } from '../../../src/openapi/build-api-model.ts';
import { loadOpenApi } from '../../../src/openapi/load-openapi.ts';
import { validateInstance } from '../../../src/openapi/validate-instance.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-example-formats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function problems(value: string, format: string): string[] {
  return validateInstance(value, { type: 'string', format }, { direction: 'request' }).map((p) => p.message);
}

describe('the format of a string in an example', () => {
  it('is checked where its meaning is unambiguous, as prism checks it', () => {
    expect(problems('', 'uri')).toEqual(['"" does not match the format uri']);
    expect(problems('myUrl', 'uri')).toEqual(['"myUrl" does not match the format uri']);
    expect(problems('https://example.com/calls?x=1', 'uri')).toEqual([]);
    expect(problems('mailto:test@example.com', 'uri')).toEqual([]);
    expect(problems('someone@example', 'email')).toHaveLength(1);
    expect(problems('someone@example.com', 'email')).toEqual([]);
    expect(problems('2023-02-29', 'date')).toHaveLength(1);
    expect(problems('2024-02-29', 'date')).toEqual([]);
    expect(problems('2024-01-15T09:30:00', 'date-time')).toHaveLength(1);
    expect(problems('2012-12-12T10:53:43-08:00', 'date-time')).toEqual([]);
    expect(problems('123e4567-e89b-12d3-a456-42661417400', 'uuid')).toHaveLength(1);
    expect(problems('123e4567-e89b-12d3-a456-426614174000', 'uuid')).toEqual([]);
    expect(problems('192.168.1.256', 'ipv4')).toHaveLength(1);
    expect(problems('2001:db8::1', 'ipv6')).toEqual([]);
  });

  it('is left alone where servers read it differently or it says nothing about the text', () => {
    for (const format of ['uri-reference', 'hostname', 'http-method', 'password', 'constructor', 'toString'])
      expect(problems('not checked', format)).toEqual([]);
  });
});

// Twilio's SIP domain and stream examples, as its description writes them.
const DESCRIPTION = `openapi: 3.0.1
info: { title: Twilio, version: '1' }
paths:
  /Domains.json:
    post:
      operationId: createSipDomain
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              properties:
                VoiceUrl: { type: string, format: uri }
                VoiceFallbackUrl: { type: string, format: uri }
            examples:
              create: { value: { VoiceUrl: 'https://dundermifflin.example.com/twilio/app.php', VoiceFallbackUrl: '' } }
      responses: { '201': { description: ok } }
  /Streams.json:
    post:
      operationId: createStream
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: { type: object, required: [Url], properties: { Url: { type: string, format: uri } } }
            examples:
              createNoArgs: { value: { Url: myUrl } }
      responses: { '201': { description: ok } }
  /invites:
    post:
      operationId: createInvite
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [actionable_by]
              properties:
                actionable_by: { type: object, required: [id], properties: { login: { type: string, example: john@example.com } } }
      responses: { '201': { description: ok } }
`;

describe('the build', () => {
  it('warns of a request example whose string breaks its format, naming the property, the value and the format', async () => {
    const file = path.join(dir, 'openapi.yml');
    writeFileSync(file, DESCRIPTION);
    const diagnostics = new Diagnostics();
    buildApiModel(await loadOpenApi({ file, cwd: dir }), { diagnostics });
    const found = diagnostics.warnings.filter((w) => w.message.includes('request'));
    expect(found.map((w) => w.message)).toEqual([
      'POST /Domains.json: the request example "create" (application/x-www-form-urlencoded) does not match its schema: $.VoiceFallbackUrl "" does not match the format uri',
      'POST /Streams.json: the request example "createNoArgs" (application/x-www-form-urlencoded) does not match its schema: $.Url "myUrl" does not match the format uri',
      "POST /invites: the request body's schema (application/json) requires properties it does not define, which its generated example leaves out: $.actionable_by misses the required property id",
    ]);
    expect(found[2]!.hint).toMatch(/take it out of required/);
  });
});
