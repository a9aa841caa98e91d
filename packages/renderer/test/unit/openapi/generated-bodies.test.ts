import { describe, expect, it } from 'vitest';
import type { Schema } from '../../../src/openapi/api-types.ts';
import { sampleValue } from '../../../src/openapi/examples.ts';
import { validateInstance } from '../../../src/openapi/validate-instance.ts';

/** The generated value's problems against its own schema, as the build's example check reads them. */
function problemsOf(schema: Schema, context: 'request' | 'response'): string[] {
  return validateInstance(sampleValue(schema, context), schema, { direction: context }).map((p) => `${p.path} ${p.message}`);
}

// The tester's repro: the object that requires `id` sits seven levels down (Box's workflow start).
const deep: Schema = {
  type: 'object',
  properties: {
    a: {
      type: 'object',
      properties: {
        b: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              c: {
                type: 'object',
                properties: {
                  d: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['id'],
                      properties: { id: { type: 'string', example: '636281' }, e: { type: 'object', properties: { f: { type: 'string' } } } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe('a generated body', () => {
  it('carries the required properties of an object deeper than all properties are shown', () => {
    expect(sampleValue(deep, 'request')).toEqual({ a: { b: [{ c: { d: [{ id: '636281' }] } }] } });
    expect(problemsOf(deep, 'request')).toEqual([]);
    expect(problemsOf(deep, 'response')).toEqual([]);
  });

  it('shows required properties deeper rather than all properties shallower when size is the limit', () => {
    // Thirty optional strings on every level make two levels of all properties too large.
    const optional = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`note${i}`, { type: 'string', example: 'a note of some length' }]));
    const level = (inner: Schema | undefined, depth: number): Schema => ({
      type: 'object',
      required: inner ? ['next', 'name'] : ['name'],
      properties: { name: { type: 'string', example: `level${depth}` }, ...(inner ? { next: inner } : {}), ...optional },
    });
    let schema: Schema | undefined;
    for (let depth = 9; depth >= 1; depth--) schema = level(schema, depth);
    const value = sampleValue(schema!, 'request');
    expect(problemsOf(schema!, 'request')).toEqual([]);
    expect(JSON.stringify(value).length).toBeLessThanOrEqual(2_500);
    expect(JSON.stringify(value)).toContain('"name":"level9"');
  });

  it('carries what an allOf member requires of a property another member defines', () => {
    const owner: Schema = { allOf: [{ type: 'object', properties: { id: { type: 'string' }, login: { type: 'string' } } }, { required: ['id'] }] };
    let schema: Schema = { type: 'object', required: ['owner'], properties: { owner } };
    for (let i = 0; i < 7; i++) schema = { type: 'object', required: ['inner'], properties: { inner: schema } };
    expect(problemsOf(schema, 'request')).toEqual([]);
  });

  it('still stops at a cycle', () => {
    const node: Schema = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
    node.properties!.parent = node;
    node.properties!.children = { type: 'array', items: node };
    expect(problemsOf(node, 'request')).toEqual([]);
  });

  it('of an allOf of one value and its annotations is that value', () => {
    const schema: Schema = {
      type: 'object',
      properties: {
        variable_value: { allOf: [{ type: 'string', enum: ['editor', 'viewer'], example: 'editor' }, { description: 'Variable values you can use.' }] },
        starts: { allOf: [{ type: 'string', format: 'date-time' }, { description: 'When it starts.' }] },
        role: { allOf: [{ type: 'string', enum: ['owner', 'viewer'] }, { enum: ['viewer'] }] },
      },
    };
    expect(sampleValue(schema, 'request')).toMatchObject({ variable_value: 'editor', role: 'viewer' });
    expect(problemsOf(schema, 'request')).toEqual([]);
  });
});
