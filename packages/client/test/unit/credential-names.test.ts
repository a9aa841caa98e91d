import { describe, expect, it } from 'vitest';
import { apiPrefix, credentialNames } from '../../src/request/credential-names.ts';

describe('credential names from the security scheme (real descriptions)', () => {
  it.each([
    [
      'Stripe API',
      {
        name: 'basicAuth',
        type: 'http',
        scheme: 'basic',
        description: 'Basic HTTP authentication. Allowed headers-- Authorization: Basic <api_key> | Authorization: Basic <base64 hash of `api_key:`>',
      },
      { username: 'STRIPE_API_KEY' },
    ],
    [
      'Stripe API',
      { name: 'bearerAuth', type: 'http', scheme: 'bearer', description: 'Bearer HTTP authentication. Allowed headers-- Authorization: Bearer <api_key>' },
      { token: 'STRIPE_API_KEY' },
    ],
    ['Twilio - Accounts', { name: 'accountSid_authToken', type: 'http', scheme: 'basic' }, { username: 'TWILIO_ACCOUNT_SID', password: 'TWILIO_AUTH_TOKEN' }],
    ['Merchant Kit Payments API', { name: 'ApiKeyAuth', type: 'apiKey', in: 'header', paramName: 'X-Api-Key' }, { value: 'MERCHANT_KIT_API_KEY' }],
    [
      'Merchant Kit Payments API',
      {
        name: 'BasicAuth',
        type: 'http',
        scheme: 'basic',
        description: 'HTTP basic authentication with your shop ID as user name (e.g. `shop_4Fz8Qa`) and your\nsecret API key as password.',
      },
      { username: 'MERCHANT_KIT_SHOP_ID', password: 'MERCHANT_KIT_API_KEY' },
    ],
    ['GeoDB Cities API', { name: 'UserSecurity', type: 'apiKey', in: 'header', paramName: 'x-rapidapi-key' }, { value: 'GEODB_CITIES_RAPIDAPI_KEY' }],
    ['GitHub v3 REST API', { name: 'petstore_auth', type: 'oauth2' }, { token: 'GITHUB_ACCESS_TOKEN' }],
    ['Info and Security Extensions Fixture API', { name: 'hmac', type: 'apiKey', in: 'header', paramName: 'Authorization' }, { value: 'INFO_HMAC_KEY' }],
    ['', { name: 'bearer', type: 'http', scheme: 'bearer' }, { token: 'ACCESS_TOKEN' }],
  ])('%s %o', (title, scheme, names) => {
    expect(credentialNames(scheme, apiPrefix(title))).toEqual(names);
  });
});
