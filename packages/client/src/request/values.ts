import { stringFromPattern } from './pattern.ts';

/** The part of a JSON Schema the value generator reads. */
export interface ValueSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  items?: ValueSchema;
  [key: string]: unknown;
}

/** Real-looking values for the formats a reader would otherwise have to invent. */
const FORMATS: Readonly<Record<string, string>> = Object.freeze({
  'date-time': '2024-01-15T09:30:00Z',
  date: '2024-01-15',
  time: '09:30:00Z',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  'uri-reference': '/example',
  iri: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  duration: 'P1D',
  byte: 'ZXhhbXBsZQ==',
  password: 'password',
});

/** The first entry of a schema's given values: const, example, examples[0], default, enum[0]. */
export function givenValue(schema: ValueSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  return undefined;
}

function typeOf(schema: ValueSchema): string | undefined {
  const t = Array.isArray(schema.type) ? (schema.type.find((x) => x !== 'null') ?? schema.type[0]) : schema.type;
  if (t) return t;
  if (schema.format || schema.pattern || schema.minLength !== undefined) return 'string';
  if (schema.minimum !== undefined || schema.maximum !== undefined) return 'number';
  if (schema.items) return 'array';
  return undefined;
}

/**
 * A sensible value for a scalar schema (a parameter, a form field, a leaf of a body): a given value first,
 * else one from its `format`, its `pattern`, its bounds; an array holds one such item. Undefined when the
 * schema says nothing usable (an object: the caller samples those).
 */
export function scalarValue(schema: ValueSchema | undefined): unknown {
  if (!schema) return undefined;
  const given = givenValue(schema);
  if (given !== undefined) return given;
  const type = typeOf(schema);
  if (type === 'array') {
    const item = scalarValue(schema.items);
    return item === undefined ? undefined : [item];
  }
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
    if (min !== undefined) return min + (schema.exclusiveMinimum === true ? 1 : 0);
    if (typeof schema.maximum === 'number' && schema.maximum < 1) return schema.maximum;
    return 1;
  }
  if (type === 'string') return stringValue(schema);
  return undefined;
}

/** A string from format, then pattern, then a word padded or cut to the length bounds. */
export function stringValue(schema: ValueSchema): string {
  const byFormat = schema.format ? FORMATS[schema.format] : undefined;
  if (byFormat !== undefined && (!schema.pattern || safeTest(schema.pattern, byFormat))) return byFormat;
  if (schema.pattern) {
    const made = stringFromPattern(schema.pattern, schema.minLength ?? 0);
    if (made !== undefined && (schema.maxLength === undefined || made.length <= schema.maxLength)) return made;
  }
  const min = schema.minLength ?? 0;
  let text = 'string';
  while (text.length < min) text += 'x';
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, min)) : text;
}

function safeTest(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return true;
  }
}
