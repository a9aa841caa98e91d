import type { Schema } from '../openapi/api-types.ts';
import { schemaName } from '../openapi/schema-name.ts';

/** How deep a schema is written out; deeper objects are named, not expanded. */
const MAX_DEPTH = 4;
/**
 * Lines one schema is written out in at most. Shared schemas nested four deep with several
 * alternatives each multiply (a generated 100-operation description gave twins of tens of
 * thousands of lines and a string too long for V8); past the budget the list ends with a note.
 */
const MAX_LINES = 600;
/**
 * Enum values a type label lists; the rest are counted. Generated descriptions reuse enums of
 * hundreds of values in many properties: listed in full on every use they made a 60-operation
 * API's twins 115 MB (2 MB each, one line 8,700 characters long) and llms-full.txt too long for a string.
 */
const MAX_ENUM_VALUES = 12;

/** One line of text: Markdown line breaks inside a description would break the list. */
export function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** `string`, `array of Payment`, `integer (int64)`, `"a" | "b"`. */
export function typeLabel(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) {
    const shown = schema.enum.slice(0, MAX_ENUM_VALUES).map((v) => JSON.stringify(v));
    const more = schema.enum.length - shown.length;
    return more > 0 ? `${shown.join(' | ')} | … (${more} more)` : shown.join(' | ');
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array' || schema.items) return `array of ${typeLabel(schema.items)}`;
  const name = schemaName(schema);
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  if (type === 'object' && name) return name;
  if (type) return `${type}${format}`;
  if (schema.oneOf || schema.anyOf) return 'one of';
  return name ?? (schema.properties || schema.allOf ? 'object' : 'any');
}

/** The properties of an object schema, its allOf parts merged. */
function properties(schema: Schema): { props: [string, Schema][]; required: Set<string> } {
  const props: [string, Schema][] = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  for (const part of schema.allOf ?? []) {
    const inner = properties(part);
    props.push(...inner.props);
    for (const name of inner.required) required.add(name);
  }
  // A property an allOf part declares again replaces the first (the last declaration is the most specific).
  return { props: [...new Map(props).entries()], required };
}

/**
 * A schema as a nested Markdown list, one property a line: `` - `amount` (integer, required): The amount. ``
 * A named schema is listed once per twin (`listed`, shared by the twin's calls); later uses say
 * "as above". Cycles and depth beyond MAX_DEPTH end at the schema's name; past MAX_LINES the list is cut short.
 */
export function schemaMarkdown(schema: Schema | undefined, listed: Set<string> = new Set()): string[] {
  const root = schema && listedName(schema);
  if (root && listed.has(root)) return [`- (\`${root}\`, as above)`];
  const budget = { lines: MAX_LINES };
  const lines = schemaLines(schema, 0, new Set(), budget, listed);
  return budget.lines < 0 ? [...lines.slice(0, MAX_LINES), '- … (cut short: the schema is too large to list here)'] : lines;
}

/** The component name of what a schema lists (an array lists its items), if it has one. */
function listedName(schema: Schema): string | undefined {
  return schemaName(schema.items && !schema.properties ? schema.items : schema);
}

/** The lines of `schema` at `depth`, `seen` holding the schemas it is nested in; stops once `budget` is spent. */
function schemaLines(schema: Schema | undefined, depth: number, seen: ReadonlySet<Schema>, budget: { lines: number }, listed: Set<string>): string[] {
  if (!schema || budget.lines < 0) return [];
  const target = schema.items && !schema.properties ? schema.items : schema;
  if (seen.has(target) || depth >= MAX_DEPTH) return [];
  const next = new Set(seen).add(target);
  const lines = listLines(target, depth, next, budget, listed);
  // Listed once it has lines: a named enum or scalar has none, and later uses must not say "as above".
  const name = schemaName(target);
  if (name && lines.length) listed.add(name);
  return lines;
}

/** The lines of an object's properties or of a choice's alternatives. */
function listLines(target: Schema, depth: number, next: ReadonlySet<Schema>, budget: { lines: number }, listed: Set<string>): string[] {
  const indent = '  '.repeat(depth);
  const alternatives = target.oneOf ?? target.anyOf;
  if (alternatives && !target.properties) {
    return alternatives.flatMap((alt, i) => {
      budget.lines--;
      const again = isListed(alt, listed);
      return [`${indent}- option ${i + 1}: ${typeLabel(alt)}${again ? ', as above' : ''}`, ...(again ? [] : schemaLines(alt, depth + 1, next, budget, listed))];
    });
  }
  const { props, required } = properties(target);
  return props.flatMap(([name, prop]) => {
    if (budget.lines < 0) return [];
    budget.lines--;
    const again = isListed(prop, listed);
    const flags = [typeLabel(prop), again ? 'as above' : '', required.has(name) ? 'required' : '', prop.deprecated ? 'deprecated' : '']
      .filter(Boolean)
      .join(', ');
    const description = oneLine(prop.description as string | undefined);
    const nested = again || next.has(prop) ? [] : schemaLines(prop, depth + 1, next, budget, listed);
    return [`${indent}- \`${name}\` (${flags})${description ? `: ${description}` : ''}`, ...nested];
  });
}

/** Whether a named schema with something to list was listed earlier in this twin. */
function isListed(schema: Schema, listed: ReadonlySet<string>): boolean {
  const name = listedName(schema);
  return name !== undefined && listed.has(name);
}
