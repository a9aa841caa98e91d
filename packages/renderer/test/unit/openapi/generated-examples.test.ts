import { describe, expect, it } from 'vitest';
import type { Schema } from '../../../src/openapi/api-types.ts';
import { sampleValue } from '../../../src/openapi/examples.ts';

describe('a generated example', () => {
  it('meets the patterns of its strings, also through a cycle', () => {
    const customer: Schema = {
      type: 'object',
      properties: {
        lastFourSsn: { type: 'string', pattern: '^([0-9]{4}|[0-9]{9})$' },
        postcode: { type: 'string', pattern: '^\\d{3}-\\d{2}$' },
        phone: { type: 'string', pattern: '^(\\+|00)[0-9]{6,14}$' },
        givenCountry: { type: 'string', pattern: '^[A-Z]{2}$', example: 'DE' },
      },
    };
    customer.properties!.referrer = customer;
    const value = sampleValue(customer, 'request') as Record<string, string>;
    expect(value.lastFourSsn).toMatch(/^([0-9]{4}|[0-9]{9})$/);
    expect(value.postcode).toMatch(/^\d{3}-\d{2}$/);
    expect(value.phone).toMatch(/^(\+|00)[0-9]{6,14}$/);
    expect(value.givenCountry).toBe('DE');
  });

  it('of a request body too large to show whole keeps what its deeper objects require', () => {
    // Forty optional objects of ten strings each make every level past the first too large.
    const wide = (prefix: string): Record<string, Schema> =>
      Object.fromEntries(
        Array.from({ length: 40 }, (_, i) => [
          `${prefix}${i}`,
          { type: 'object', properties: Object.fromEntries(Array.from({ length: 10 }, (_, j) => [`field${j}`, { type: 'string' }])) },
        ]),
      );
    const line: Schema = {
      type: 'object',
      required: ['name', 'quantity'],
      properties: { name: { type: 'string' }, quantity: { type: 'integer' }, ...wide('extra') },
    };
    const order: Schema = { type: 'object', required: ['lines'], properties: { lines: { type: 'array', items: line }, ...wide('option') } };
    const request = sampleValue(order, 'request') as { lines: Record<string, unknown>[] };
    expect(request.lines[0]).toMatchObject({ name: expect.any(String), quantity: expect.any(Number) });
    expect(JSON.stringify(request).length).toBeLessThanOrEqual(2_500);
    // A response shows what fits, optional properties first in line, as before.
    const response = sampleValue(order, 'response') as Record<string, unknown>;
    expect(Object.keys(response).length).toBeGreaterThan(1);
  });
});
