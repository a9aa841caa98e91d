import type { Schema } from './api-types.ts';

/** Keywords a browser validator needs; descriptions, examples and vendor keys stay on the server. */
const DROPPED = new Set(['description', 'example', 'examples', 'title', 'xml', 'externalDocs', 'discriminator', 'deprecated', 'nullable', 'readOnly', 'writeOnly']);

/** Past this depth (or on a cycle) a sub-schema accepts anything: the explorer checks, the server decides. */
const MAX_DEPTH = 8;

/**
 * Sub-schemas, properties and enum values one request body's schema may carry into the page, at most. Shared schemas are copied
 * where they are used, so deep sharing grows them exponentially (54 MB of props on one page of the
 * generated bench API); past the budget, sub-schemas accept anything, as past MAX_DEPTH.
 */
const MAX_NODES = 2000;

/** A JSON Schema (2020-12) without cycles, for the explorer to validate a request body as it is typed. */
export function plainSchema(schema: Schema, depth = 0, path: Set<object> = new Set(), budget = { left: MAX_NODES }): Record<string, unknown> {
  if (depth > MAX_DEPTH || path.has(schema) || budget.left <= 0) return {};
  // A node counts with its properties (names of sub-schemas past the budget still fill the page) and enum values.
  budget.left -= 1 + Object.keys(schema.properties ?? {}).length + (Array.isArray(schema.enum) ? schema.enum.length : 0);
  path.add(schema);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      // A request does not carry read-only properties.
      const props = Object.entries(value as Record<string, Schema>).filter(([, s]) => !s?.readOnly);
      out.properties = Object.fromEntries(props.map(([name, s]) => [name, plainSchema(s, depth + 1, path, budget)]));
    } else if (key === 'required' && Array.isArray(value)) {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      out.required = value.filter((name) => !props[name]?.readOnly);
    } else if (['items', 'not', 'additionalProperties', 'contains', 'if', 'then', 'else'].includes(key) && value && typeof value === 'object') {
      out[key] = plainSchema(value as Schema, depth + 1, path, budget);
    } else if (['allOf', 'oneOf', 'anyOf', 'prefixItems'].includes(key) && Array.isArray(value)) {
      out[key] = value.map((s: Schema) => plainSchema(s, depth + 1, path, budget));
    } else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') {
      // OpenAPI 3.0's boolean form: the bound is `minimum`/`maximum`.
      const bound = schema[key === 'exclusiveMinimum' ? 'minimum' : 'maximum'];
      if (value && typeof bound === 'number') out[key] = bound;
    } else if (key === 'minimum' && schema.exclusiveMinimum === true) {
      continue;
    } else if (key === 'maximum' && schema.exclusiveMaximum === true) {
      continue;
    } else if (!(value && typeof value === 'object') || key === 'enum' || key === 'const' || key === 'type' || key === 'default') {
      out[key] = value;
    }
  }
  if (schema.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  path.delete(schema);
  return out;
}
