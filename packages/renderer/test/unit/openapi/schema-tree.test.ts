import { describe, expect, it } from 'vitest';
import type { Schema } from '../../../src/openapi/api-types.ts';
import { SCHEMA_NAME_KEY } from '../../../src/openapi/schema-name.ts';
import { buildSchemaTree, mergeAllOf, typeLabel, type SchemaNode, type SchemaTreeOptions } from '../../../src/openapi/schema-tree.ts';

const named = (name: string, schema: Schema): Schema => Object.assign(schema, { [SCHEMA_NAME_KEY]: name });

function options(overrides: Partial<SchemaTreeOptions> = {}): SchemaTreeOptions {
  return { context: 'schema', idPrefix: 'body', budget: { nodes: 100 }, inlineNamed: true, schemaHref: (n) => `/api/x#schema-${n}`, ...overrides };
}

const names = (node: SchemaNode) => node.children.map((c) => c.name);

describe('buildSchemaTree', () => {
  const money = named('Money', {
    type: 'object',
    required: ['value'],
    properties: { value: { type: 'integer', minimum: 0 }, currency: { type: 'string', enum: ['EUR', 'CHF'] } },
  });
  const refund = named('Refund', {
    type: 'object',
    properties: { id: { type: 'string', readOnly: true }, secret: { type: 'string', writeOnly: true }, amount: money },
  });

  it('gives every property an anchor id from its path and marks required ones', () => {
    const tree = buildSchemaTree(refund, options());
    const amount = tree.children.find((c) => c.name === 'amount')!;
    expect(amount.id).toBe('body.amount');
    expect(amount.refName).toBe('Money');
    expect(amount.children.map((c) => [c.id, c.required])).toEqual([
      ['body.amount.value', true],
      ['body.amount.currency', false],
    ]);
  });

  it('hides readOnly properties in requests and writeOnly ones in responses', () => {
    expect(names(buildSchemaTree(refund, options({ context: 'request' })))).toEqual(['secret', 'amount']);
    expect(names(buildSchemaTree(refund, options({ context: 'response' })))).toEqual(['id', 'amount']);
  });

  it('shows a recursive schema as a link back instead of looping', () => {
    const category = named('Category', { type: 'object', properties: { name: { type: 'string' } } });
    category.properties!.children = { type: 'array', items: category };
    category.properties!.parent = category;
    const tree = buildSchemaTree(category, options({ idPrefix: 'c' }));
    expect(tree.children.find((c) => c.name === 'children')!.recursiveTo).toEqual({ id: 'c', refName: 'Category' });
    expect(tree.children.find((c) => c.name === 'parent')!.recursiveTo).toEqual({ id: 'c', refName: 'Category' });
  });

  it('recognises a named schema copied by a $ref with siblings', () => {
    const copy = { ...money, description: 'The refunded amount' };
    const tree = buildSchemaTree({ type: 'object', properties: { amount: copy } }, options({ inlineNamed: false }));
    expect(tree.children[0]!.linkTo).toEqual({ href: '/api/x#schema-Money', refName: 'Money' });
    expect(tree.children[0]!.description).toBe('The refunded amount');
  });

  it('links named schemas once the page budget is spent', () => {
    const tree = buildSchemaTree({ type: 'object', properties: { a: money, b: money } }, options({ budget: { nodes: 4 } }));
    expect(tree.children[0]!.linkTo).toBeUndefined();
    expect(tree.children[1]!.linkTo?.refName).toBe('Money');
  });

  it('lists oneOf choices with their discriminator values', () => {
    const card = named('Card', { type: 'object', properties: { type: { type: 'string', const: 'card' }, last4: { type: 'string' } } });
    const sepa = named('Sepa', { type: 'object', properties: { type: { type: 'string' }, iban: { type: 'string' } } });
    const method = {
      oneOf: [card, sepa],
      discriminator: { propertyName: 'type', mapping: { card: '#/components/schemas/Card', sepa_direct_debit: '#/components/schemas/Sepa' } },
    };
    const tree = buildSchemaTree(method, options());
    expect(tree.typeLabel).toBe('Card | Sepa');
    expect(tree.variants?.discriminator).toBe('type');
    expect(tree.variants?.options.map((o) => [o.title, o.mapping, names(o.node)])).toEqual([
      ['Card', ['card'], ['type', 'last4']],
      ['Sepa', ['sepa_direct_debit'], ['type', 'iban']],
    ]);
  });
});

describe('mergeAllOf and typeLabel', () => {
  it('merges the properties and required lists of every member, and does not take a member name', () => {
    const base = named('Base', { type: 'object', required: ['id'], properties: { id: { type: 'string' } } });
    const merged = mergeAllOf({ allOf: [base, { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }], description: 'A thing' });
    expect(Object.keys(merged.properties!)).toEqual(['id', 'name']);
    expect(merged.required).toEqual(['id', 'name']);
    expect(merged.description).toBe('A thing');
    expect(merged[SCHEMA_NAME_KEY]).toBeUndefined();
  });

  it('labels formats, arrays, 3.1 type arrays and nullable types', () => {
    expect(typeLabel({ type: 'string', format: 'date-time' })).toBe('string<date-time>');
    expect(typeLabel({ type: 'array', items: named('Money', { type: 'object' }) })).toBe('array<Money>');
    expect(typeLabel({ type: ['integer', 'null'] })).toBe('integer');
    expect(buildSchemaTree({ type: ['integer', 'null'] }, options()).nullable).toBe(true);
    expect(buildSchemaTree({ type: 'string', nullable: true }, options()).nullable).toBe(true);
  });
});
