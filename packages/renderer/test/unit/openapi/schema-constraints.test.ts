import { describe, expect, it } from 'vitest';
import { schemaConstraints } from '../../../src/openapi/schema-constraints.ts';

describe('schemaConstraints', () => {
  it('reads inclusive and OpenAPI 3.0 exclusive bounds', () => {
    expect(schemaConstraints({ minimum: 1, maximum: 100 })).toEqual(['≥ 1', '≤ 100']);
    expect(schemaConstraints({ minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: true })).toEqual(['> 0', '< 10']);
  });

  it('reads OpenAPI 3.1 numeric exclusive bounds', () => {
    expect(schemaConstraints({ exclusiveMinimum: 0, exclusiveMaximum: 5 })).toEqual(['> 0', '< 5']);
  });

  it('reads lengths, items, properties, pattern, multipleOf and uniqueItems', () => {
    expect(
      schemaConstraints({ minLength: 1, maxLength: 64, minItems: 2, maxItems: 2, maxProperties: 10, pattern: '^[A-Z]{3}$', multipleOf: 5, uniqueItems: true }),
    ).toEqual(['1–64 characters', 'exactly 2 items', 'at most 10 properties', 'pattern ^[A-Z]{3}$', 'multiple of 5', 'unique items']);
    expect(schemaConstraints({ minProperties: 1 })).toEqual(['at least 1 property']);
    expect(schemaConstraints({ minItems: 1, maxItems: 1 })).toEqual(['exactly 1 item']);
  });

  it('says nothing about a schema without constraints', () => {
    expect(schemaConstraints({ type: 'string' })).toEqual([]);
  });
});
