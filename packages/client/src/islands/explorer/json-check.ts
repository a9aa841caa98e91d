import { Validator } from '@cfworker/json-schema';
import type { PlainSchema } from './types.ts';

/** Keywords that only say "a part below failed"; the part's own error says what. */
const WRAPPERS = new Set(['properties', 'items', 'prefixItems', 'allOf', '$ref', 'additionalProperties', 'unevaluatedProperties', 'dependentSchemas']);

/** A checker of JSON text against a schema: a parse error with its place, or the schema's errors (at most 6). */
export function jsonChecker(schema: PlainSchema | undefined): (text: string) => string[] {
  const validator = schema ? new Validator(schema as never, '2020-12', false) : undefined;
  return (text) => {
    if (!text.trim()) return [];
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return [`Not valid JSON: ${error instanceof Error ? error.message : String(error)}`];
    }
    if (!validator) return [];
    const result = validator.validate(value);
    if (result.valid) return [];
    const leaves = result.errors.filter((e) => !WRAPPERS.has(e.keyword));
    const shown = (leaves.length ? leaves : result.errors).map((e) => `${e.instanceLocation.replace(/^#/, '') || '/'}: ${e.error}`);
    return [...new Set(shown)].slice(0, 6);
  };
}
