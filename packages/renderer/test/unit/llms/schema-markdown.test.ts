import { describe, expect, it } from 'vitest';
import type { Schema } from '../../../src/openapi/api-types.ts';
import { schemaMarkdown } from '../../../src/llms/schema-markdown.ts';
import { SCHEMA_NAME_KEY } from '../../../src/openapi/schema-name.ts';

/** An object with `width` properties, each the same shared schema one level down: width^depth lines if expanded naively. */
function wide(width: number, depth: number): Schema {
  if (depth === 0) return { type: 'string' };
  const child = wide(width, depth - 1);
  return { type: 'object', properties: Object.fromEntries(Array.from({ length: width }, (_, i) => [`p${i}`, child])) };
}

describe('schemaMarkdown', () => {
  it('lists a small schema in full', () => {
    expect(
      schemaMarkdown({
        type: 'object',
        required: ['a'],
        properties: { a: { type: 'integer', description: 'An\namount.' }, b: { type: 'object', properties: { c: { type: 'string' } } } },
      }),
    ).toEqual(['- `a` (integer, required): An amount.', '- `b` (object)', '  - `c` (string)']);
  });

  it('lists at most twelve values of an enum and counts the rest', () => {
    const values = Array.from({ length: 500 }, (_, i) => `v${i}`);
    expect(schemaMarkdown({ type: 'object', properties: { reason: { type: 'string', enum: values }, mode: { type: 'string', enum: ['a', 'b'] } } })).toEqual([
      `- \`reason\` (${values
        .slice(0, 12)
        .map((v) => `"${v}"`)
        .join(' | ')} | … (488 more))`,
      '- `mode` ("a" | "b")',
    ]);
  });

  it('cuts a schema whose shared parts multiply short, with a note', () => {
    const lines = schemaMarkdown(wide(30, 4));
    expect(lines.length).toBeLessThan(700);
    expect(lines.at(-1)).toContain('cut short');
  });

  it('ends alternatives that contain themselves, however they nest', () => {
    const tree: Schema = { oneOf: [] };
    const branch: Schema = { type: 'object', properties: { children: { type: 'array', items: tree } } };
    tree.oneOf!.push(branch, tree, { type: 'string' });
    const lines = schemaMarkdown(tree);
    expect(lines.length).toBeLessThan(50);
    expect(lines[0]).toBe('- option 1: object');
  });

  it('lists a named schema once per twin and refers to it after that; a named enum has nothing to refer to', () => {
    const currency: Schema = { type: 'string', enum: ['EUR', 'USD'], [SCHEMA_NAME_KEY]: 'Currency' };
    const address: Schema = { type: 'object', properties: { city: { type: 'string' }, currency }, [SCHEMA_NAME_KEY]: 'Address' };
    const order: Schema = { type: 'object', properties: { billing: address, shipping: address, currency }, [SCHEMA_NAME_KEY]: 'Order' };
    const listed = new Set<string>();
    expect(schemaMarkdown(order, listed)).toEqual([
      '- `billing` (Address)',
      '  - `city` (string)',
      '  - `currency` ("EUR" | "USD")',
      '- `shipping` (Address, as above)',
      '- `currency` ("EUR" | "USD")',
    ]);
    // The same twin's next response with the same schema.
    expect(schemaMarkdown(order, listed)).toEqual(['- (`Order`, as above)']);
    expect(schemaMarkdown(order)).toHaveLength(5);
  });
});
