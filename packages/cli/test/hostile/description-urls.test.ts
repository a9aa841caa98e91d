import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_TIMEOUT_MS, escapes, projectsOfThisFile, runPortal } from './harness.ts';

// Issue 41: what a description says about where a request or a sign-in goes is checked at build time.
const project = projectsOfThisFile();
const timeout = CASE_TIMEOUT_MS + 5_000;

const DESCRIPTION = `openapi: 3.0.3
info:
  title: Hostile
  version: '1'
servers:
  - url: '{scheme}://api.example.com'
    variables:
      scheme:
        default: https
        enum: [https, javascript]
paths:
  .evil.example/steal:
    get:
      operationId: steal
      responses:
        '200':
          description: ok
  //evil.example/x:
    get:
      operationId: other
      servers:
        - url: 'data:text/html,x'
      responses:
        '200':
          description: ok
components:
  securitySchemes:
    oauth:
      type: oauth2
      flows:
        authorizationCode:
          authorizationUrl: "javascript:opener.alert(sessionStorage.length)"
          tokenUrl: https://auth.example.com/token
          refreshUrl: 'vbscript:x'
          scopes: {}
    oidc:
      type: openIdConnect
      openIdConnectUrl: 'file:///etc/passwd'
`;

describe.concurrent('hostile input: URLs in the API description', () => {
  it('refuses paths without a leading slash, non-http(s) servers and OAuth/OpenID URLs, each at its line', { timeout }, async () => {
    const p = project({ 'mk-openapi/openapi.yml': DESCRIPTION });
    const run = await runPortal(p, ['build']);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('mk-openapi/openapi.yml:6:5: server URL "javascript://api.example.com" is refused: its scheme is `javascript:`');
    expect(run.stderr).toContain('mk-openapi/openapi.yml:12:3: path ".evil.example/steal" is refused: it does not start with /');
    expect(run.stderr).toMatch(/mk-openapi\/openapi\.yml:18:3: path "\/\/evil\.example\/x" is refused: it starts with \/\//);
    expect(run.stderr).toMatch(/mk-openapi\/openapi\.yml:22:\d+: server URL "data:text\/html,x" is refused/);
    expect(run.stderr).toMatch(
      /mk-openapi\/openapi\.yml:32:\d+: security scheme "oauth": authorizationUrl "javascript:opener\.alert\(sessionStorage\.length\)" is refused: its scheme is `javascript:`/,
    );
    expect(run.stderr).toMatch(/mk-openapi\/openapi\.yml:34:\d+: security scheme "oauth": refreshUrl "vbscript:x" is refused/);
    expect(run.stderr).toMatch(/mk-openapi\/openapi\.yml:38:\d+: security scheme "oidc": openIdConnectUrl "file:\/\/\/etc\/passwd" is refused/);
    expect(existsSync(path.join(p.project, 'build'))).toBe(false);
    expect(escapes(p, run)).toEqual([]);
  });

  it('builds relative server URLs and paths with a leading slash', { timeout }, async () => {
    const p = project({
      'mk-openapi/openapi.yml':
        "openapi: 3.0.3\ninfo:\n  title: Fine\n  version: '1'\nservers:\n  - url: /v1\npaths:\n  /payments/{id}:\n    get:\n      operationId: getPayment\n      parameters:\n        - { name: id, in: path, required: true, schema: { type: string } }\n      responses:\n        '200':\n          description: ok\n",
    });
    const run = await runPortal(p, ['build']);
    expect(run.code, run.stderr).toBe(0);
  });
});
