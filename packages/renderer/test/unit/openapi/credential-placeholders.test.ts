import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRequest, initialState } from '@portal/client/islands/explorer/request.ts';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { buildApiModel } from '../../../src/openapi/build-api-model.ts';
import { generateCodeSamples } from '../../../src/openapi/code-samples.ts';
import { explorerProps } from '../../../src/openapi/explorer-props.ts';
import { loadOpenApi } from '../../../src/openapi/load-openapi.ts';
import { sampleRequest } from '../../../src/openapi/sample-request.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-credentials-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A one-operation description with the given title and security schemes (as real descriptions write them). */
async function operationWith(title: string, schemes: Record<string, unknown>) {
  const file = path.join(tmp, `${title.replace(/\W+/g, '-')}.json`);
  const doc = {
    openapi: '3.0.3',
    info: { title, version: '1' },
    servers: [{ url: 'https://api.example.com/' }],
    components: { securitySchemes: schemes },
    security: Object.keys(schemes).map((name) => ({ [name]: [] })),
    paths: { '/v1/customers': { get: { operationId: 'listCustomers', responses: { '200': { description: 'OK' } } } } },
  };
  writeFileSync(file, JSON.stringify(doc));
  const model = buildApiModel(await loadOpenApi({ file, cwd: tmp }), { diagnostics: new Diagnostics() });
  return model.operations[0]!;
}

const STRIPE = {
  basicAuth: {
    type: 'http',
    scheme: 'basic',
    description: 'Basic HTTP authentication. Allowed headers-- Authorization: Basic <api_key> | Authorization: Basic <base64 hash of `api_key:`>',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'auth-scheme',
    description: 'Bearer HTTP authentication. Allowed headers-- Authorization: Bearer <api_key>',
  },
};

describe('credential placeholders named after the security scheme', () => {
  it("Stripe's basic scheme: every sample and the explorer's curl name $STRIPE_API_KEY, none a generic placeholder", async () => {
    const op = await operationWith('Stripe API', STRIPE);
    const samples = generateCodeSamples(sampleRequest(op, 'https://sandbox.example'));
    const source = (language: string) => samples.find((s) => s.language === language)!.source;
    expect(source('curl')).toContain('--user "$STRIPE_API_KEY:"');
    // Python reads the variable (a "$STRIPE_API_KEY" string would be sent as those characters).
    expect(source('python')).toMatch(/^import os\n/);
    expect(source('python')).toContain('auth=(os.environ["STRIPE_API_KEY"], "")');
    expect(source('powershell')).toContain('Basic '); // the header as the other clients send it: base64 of the names
    for (const s of samples) expect(s.source).not.toMatch(/YOUR_|USERNAME|PASSWORD/);
    // The explorer's curl view, before anything is typed, says the same.
    const props = explorerProps(op, { sandboxUrl: 'https://sandbox.example', servers: [], timeoutMs: 1000 });
    const built = buildRequest(props, initialState(props), {});
    expect(built.curl).toContain('-u "$STRIPE_API_KEY:"');
    expect(built.headers.some(([name]) => /authorization/i.test(name))).toBe(false); // nothing typed: nothing sent
  });

  it("Stripe's bearer scheme, an API key header and Twilio's accountSid_authToken", async () => {
    const bearer = await operationWith('Stripe API', { bearerAuth: STRIPE.bearerAuth });
    const curl = generateCodeSamples(sampleRequest(bearer, 'https://sandbox.example')).find((s) => s.language === 'curl')!.source;
    expect(curl).toContain('--header "Authorization: Bearer $STRIPE_API_KEY"');
    const nodejs = generateCodeSamples(sampleRequest(bearer, 'https://sandbox.example')).find((s) => s.language === 'nodejs')!.source;
    expect(nodejs).toContain("Authorization: 'Bearer $STRIPE_API_KEY'");
    const python = generateCodeSamples(sampleRequest(bearer, 'https://sandbox.example')).find((s) => s.language === 'python')!.source;
    expect(python).toContain(`"Authorization": f"Bearer {os.environ['STRIPE_API_KEY']}"`);

    const key = await operationWith('Merchant Kit Payments API', { ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } });
    const samples = generateCodeSamples(sampleRequest(key, 'https://sandbox.example'));
    expect(samples.find((s) => s.language === 'curl')!.source).toContain('--header "X-Api-Key: $MERCHANT_KIT_API_KEY"');
    expect(samples.find((s) => s.language === 'powershell')!.source).toContain('$headers.Add("X-Api-Key", "$env:MERCHANT_KIT_API_KEY")');
    const props = explorerProps(key, { sandboxUrl: 'https://sandbox.example', servers: [], timeoutMs: 1000 });
    expect(buildRequest(props, initialState(props), {}).curl).toContain('-H "X-Api-Key: $MERCHANT_KIT_API_KEY"');
    expect(buildRequest(props, initialState(props), { ApiKeyAuth: { value: 'sk_1' } }).curl).toContain("-H 'X-Api-Key: ••••••••'");

    const twilio = await operationWith('Twilio - Accounts', { accountSid_authToken: { type: 'http', scheme: 'basic' } });
    expect(generateCodeSamples(sampleRequest(twilio, 'https://sandbox.example')).find((s) => s.language === 'curl')!.source).toContain(
      '--user "$TWILIO_ACCOUNT_SID:$TWILIO_AUTH_TOKEN"',
    );
  });

  it('a query API key keeps its placeholder readable in the URL', async () => {
    const op = await operationWith('GeoDB Cities API', { key: { type: 'apiKey', in: 'query', name: 'api_key' } });
    const curl = generateCodeSamples(sampleRequest(op, 'https://sandbox.example')).find((s) => s.language === 'curl')!.source;
    expect(curl).toContain('--url "https://sandbox.example/v1/customers?api_key=$GEODB_CITIES_API_KEY"');
    const python = generateCodeSamples(sampleRequest(op, 'https://sandbox.example')).find((s) => s.language === 'python')!.source;
    expect(python).toContain('os.environ["GEODB_CITIES_API_KEY"]');
    expect(python).not.toContain('"$GEODB_CITIES_API_KEY"');
  });
});
