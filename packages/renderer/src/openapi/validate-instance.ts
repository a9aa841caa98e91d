import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { Schema } from './api-types.ts';

/** Which way the value travels: a request body leaves out readOnly properties, a response writeOnly ones. */
export type Direction = 'request' | 'response';

/** One way a value breaks its schema, at a JSON path such as `$.amount.value`. */
export interface SchemaProblem {
  path: string;
  message: string;
}

const MAX_DEPTH = 64;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(value: unknown, types: string[]): boolean {
  const actual = typeOf(value);
  return types.some((type) => type === actual || (type === 'number' && actual === 'integer'));
}

/** The schema's types, `nullable: true` (OpenAPI 3.0) adding null; undefined when it says none. */
function typesOf(schema: Schema): string[] | undefined {
  const types = schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];
  return types && schema['nullable'] === true ? [...types, 'null'] : types;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Checks a value against an OpenAPI schema as it reads after dereferencing (shared and cyclic
 * sub-schemas are fine: the walk follows the value, not the schema), with OpenAPI's readOnly and
 * writeOnly rules, which JSON Schema validators such as ajv leave out: a readOnly property is
 * neither required nor allowed in a request, a writeOnly one likewise in a response. Covers the
 * keywords examples break in practice: types, enum, const, required, properties,
 * additionalProperties, items, allOf/oneOf/anyOf, numeric and length bounds, pattern.
 */
export function validateInstance(value: unknown, schema: Schema, options: { direction: Direction; partial?: boolean }): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  walk({ value, schema, direction: options.direction, partial: options.partial ?? false, path: '$', depth: 0, problems });
  return problems;
}

interface Walk {
  value: unknown;
  schema: Schema;
  direction: Direction;
  /** A shortened example: required properties may be missing. */
  partial: boolean;
  path: string;
  depth: number;
  problems: SchemaProblem[];
}

function walk(w: Walk): void {
  const { value, schema, path, problems } = w;
  if (w.depth > MAX_DEPTH) return;
  const report = (message: string) => problems.push({ path, message });
  const types = typesOf(schema);
  if (types && !typeMatches(value, types)) {
    report(`is ${typeOf(value)}, expected ${types.join(' or ')}`);
    return;
  }
  if (schema.enum && !schema.enum.some((allowed) => sameJson(allowed, value)))
    report(`is ${JSON.stringify(value)}, expected one of ${schema.enum.map((e) => JSON.stringify(e)).join(', ')}`);
  if ('const' in schema && !sameJson(schema['const'], value)) report(`is ${JSON.stringify(value)}, expected ${JSON.stringify(schema['const'])}`);
  for (const part of schema.allOf ?? []) walk({ ...w, schema: part });
  if (schema.oneOf) alternatives(w, schema.oneOf, 'oneOf');
  if (schema.anyOf) alternatives(w, schema.anyOf, 'anyOf');
  if (typeof value === 'number') numberBounds(value, schema, report);
  if (typeof value === 'string') stringBounds(value, schema, report);
  if (Array.isArray(value)) arrayItems(w, value);
  else if (value && typeof value === 'object') objectProperties(w, value as Record<string, unknown>);
}

/** oneOf: exactly one alternative fits; anyOf: at least one. The closest alternative's problems explain a miss. */
function alternatives(w: Walk, options: Schema[], keyword: 'oneOf' | 'anyOf'): void {
  const results = options.map((schema) => {
    const problems: SchemaProblem[] = [];
    walk({ ...w, schema, problems });
    return problems;
  });
  const fits = results.filter((r) => r.length === 0).length;
  if (fits === 0) {
    const closest = results.reduce((best, r) => (r.length < best.length ? r : best));
    w.problems.push(...closest);
  } else if (keyword === 'oneOf' && fits > 1) {
    w.problems.push({ path: w.path, message: `fits ${fits} of the oneOf alternatives, expected exactly one` });
  }
}

function numberBounds(value: number, schema: Schema, report: (message: string) => void): void {
  const bound = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const min = bound('minimum');
  const max = bound('maximum');
  const exclusiveMin = bound('exclusiveMinimum') ?? (schema['exclusiveMinimum'] === true ? min : undefined);
  const exclusiveMax = bound('exclusiveMaximum') ?? (schema['exclusiveMaximum'] === true ? max : undefined);
  if (min !== undefined && value < min) report(`is ${value}, below the minimum ${min}`);
  if (max !== undefined && value > max) report(`is ${value}, above the maximum ${max}`);
  if (exclusiveMin !== undefined && value <= exclusiveMin) report(`is ${value}, expected more than ${exclusiveMin}`);
  if (exclusiveMax !== undefined && value >= exclusiveMax) report(`is ${value}, expected less than ${exclusiveMax}`);
}

/**
 * The `format`s whose meaning is one reading of a standard, checked as ajv-formats checks them in its
 * "full" mode: what prism and most validating servers run (Twilio's `"VoiceFallbackUrl": ""` and
 * `"Url": "myUrl"` for `format: uri` were refused there and passed here). Formats left out are open
 * to readings (`uri-reference` takes almost any text, `hostname` and `byte` vary between servers)
 * or say nothing about the text (`password`, `int64`).
 */
const CHECKED_FORMATS = ['uri', 'email', 'date', 'date-time', 'uuid', 'ipv4', 'ipv6'] as const;

/** A check of one ajv-formats definition: a regular expression, a function, or `{validate}` holding either. */
function formatCheck(definition: unknown): ((text: string) => boolean) | undefined {
  const rule = definition && typeof definition === 'object' && 'validate' in definition ? (definition as { validate: unknown }).validate : definition;
  if (rule instanceof RegExp) return (text) => rule.test(text);
  if (typeof rule === 'function') return (text) => Boolean((rule as (text: string) => unknown)(text));
  return undefined;
}

const FORMATS = new Map(
  CHECKED_FORMATS.flatMap((name) => {
    const check = formatCheck(fullFormats[name]);
    return check ? [[name as string, check] as const] : [];
  }),
);

/** Past this length a string's format is not checked: the URI expression backtracks, and no example that long is a mistyped URL. */
const MAX_FORMAT_CHARS = 8_192;

function stringBounds(value: string, schema: Schema, report: (message: string) => void): void {
  const format = typeof schema['format'] === 'string' ? FORMATS.get(schema['format']) : undefined;
  if (format && value.length <= MAX_FORMAT_CHARS && !format(value)) report(`${JSON.stringify(value)} does not match the format ${schema['format']}`);
  const length = [...value].length;
  if (typeof schema['minLength'] === 'number' && length < schema['minLength']) report(`has ${length} characters, fewer than ${schema['minLength']}`);
  if (typeof schema['maxLength'] === 'number' && length > schema['maxLength']) report(`has ${length} characters, more than ${schema['maxLength']}`);
  if (typeof schema['pattern'] === 'string') {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema['pattern'], 'u');
    } catch {
      // A pattern JavaScript cannot read is not the example's fault.
    }
    if (pattern && !pattern.test(value)) report(`${JSON.stringify(value)} does not match ${schema['pattern']}`);
  }
}

function arrayItems(w: Walk, value: unknown[]): void {
  const { schema } = w;
  if (typeof schema['minItems'] === 'number' && value.length < schema['minItems'])
    w.problems.push({ path: w.path, message: `has ${value.length} items, fewer than ${schema['minItems']}` });
  if (typeof schema['maxItems'] === 'number' && value.length > schema['maxItems'])
    w.problems.push({ path: w.path, message: `has ${value.length} items, more than ${schema['maxItems']}` });
  if (schema.items) value.forEach((item, i) => walk({ ...w, value: item, schema: schema.items!, path: `${w.path}[${i}]`, depth: w.depth + 1 }));
}

/** Said of a required property the object's schema has no schema for: the description's mistake, not the example's. */
export const UNDEFINED_REQUIRED = ', which the schema requires but does not define';

/** Whether another schema of the same object (an allOf/oneOf/anyOf member, additionalProperties) may define a property. */
function composed(schema: Schema): boolean {
  return !!(
    schema.allOf ||
    schema.oneOf ||
    schema.anyOf ||
    (schema['additionalProperties'] && typeof schema['additionalProperties'] === 'object') ||
    schema['patternProperties']
  );
}

function objectProperties(w: Walk, value: Record<string, unknown>): void {
  const { schema, direction } = w;
  const properties = schema.properties ?? {};
  const hidden = direction === 'request' ? 'readOnly' : 'writeOnly';
  for (const name of w.partial ? [] : (schema.required ?? [])) {
    if (!(name in value) && properties[name]?.[hidden] !== true)
      w.problems.push({ path: w.path, message: `misses the required property ${name}${name in properties || composed(schema) ? '' : UNDEFINED_REQUIRED}` });
  }
  for (const [name, item] of Object.entries(value)) {
    const path = `${w.path}.${name}`;
    const property = properties[name];
    if (property) {
      if (property[hidden] === true)
        w.problems.push({ path, message: `is ${hidden === 'readOnly' ? 'read-only: it is not sent in a request' : 'write-only: it is never returned'}` });
      else walk({ ...w, value: item, schema: property, path, depth: w.depth + 1 });
    } else if (schema['additionalProperties'] === false && !schema.allOf && !schema.oneOf && !schema.anyOf) {
      w.problems.push({ path, message: 'is not a property of the schema' });
    } else if (schema['additionalProperties'] && typeof schema['additionalProperties'] === 'object') {
      walk({ ...w, value: item, schema: schema['additionalProperties'] as Schema, path, depth: w.depth + 1 });
    }
  }
}
