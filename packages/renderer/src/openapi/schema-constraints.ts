import type { Schema } from './api-types.ts';

const num = (v: unknown): v is number => typeof v === 'number';

/** Every validation keyword of a schema as short readable text: `≥ 1`, `< 100`, `1–64 characters`, `pattern ^[A-Z]{3}$`. */
export function schemaConstraints(schema: Schema): string[] {
  const out: string[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema as Record<string, unknown>;
  // OpenAPI 3.0 (and JSON Schema draft 4) say exclusiveMinimum: true; 3.1 gives the bound itself.
  if (num(exclusiveMinimum)) out.push(`> ${exclusiveMinimum}`);
  else if (num(minimum)) out.push(`${exclusiveMinimum === true ? '>' : '≥'} ${minimum}`);
  if (num(exclusiveMaximum)) out.push(`< ${exclusiveMaximum}`);
  else if (num(maximum)) out.push(`${exclusiveMaximum === true ? '<' : '≤'} ${maximum}`);
  const range = (min: unknown, max: unknown, one: string, many: string) => {
    const unit = (n: number) => (n === 1 ? one : many);
    if (num(min) && num(max)) out.push(min === max ? `exactly ${min} ${unit(min)}` : `${min}–${max} ${many}`);
    else if (num(min)) out.push(`at least ${min} ${unit(min)}`);
    else if (num(max)) out.push(`at most ${max} ${unit(max)}`);
  };
  range(schema.minLength, schema.maxLength, 'character', 'characters');
  range(schema.minItems, schema.maxItems, 'item', 'items');
  range(schema.minProperties, schema.maxProperties, 'property', 'properties');
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  if (num(schema.multipleOf)) out.push(`multiple of ${schema.multipleOf}`);
  if (schema.uniqueItems === true) out.push('unique items');
  return out;
}
