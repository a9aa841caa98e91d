import { sample } from 'openapi-sampler';
import { bodyKind, stringFromPattern, writeBody } from '@portal/client/request/index.ts';
import type { ApiMediaType, Schema } from './api-types.ts';
import { plainValue } from './safe-json.ts';
import { validateInstance } from './validate-instance.ts';

/** An example to show: its label, its text, and the language to highlight it with. */
export interface ExampleText {
  label: string;
  text: string;
  language: string;
  /** True when generated from the schema rather than given in the description. */
  generated: boolean;
}

function languageOf(mediaType: string): string {
  if (/json/i.test(mediaType)) return 'json';
  if (/xml/i.test(mediaType)) return 'xml';
  if (/yaml/i.test(mediaType)) return 'yaml';
  if (/html/i.test(mediaType)) return 'html';
  return 'text';
}

/** A form or XML body's text as the request model writes it (what the samples send). */
function writtenText(value: unknown, media: ApiMediaType): string | undefined {
  const kind = bodyKind(media.mediaType, value);
  if (kind !== 'form' && kind !== 'xml') return undefined;
  if (typeof value === 'string') return value;
  const schema = media.schema as { xml?: { name?: string }; title?: string } | undefined;
  const body = writeBody({
    mediaType: media.mediaType,
    value,
    schema: media.schema as never,
    encoding: media.encoding,
    name: schema?.xml?.name ?? schema?.title ?? 'body',
  });
  return 'text' in body ? body.text : undefined;
}

function asText(value: unknown, language: string, media?: ApiMediaType): string {
  const written = media ? writtenText(value, media) : undefined;
  if (written !== undefined) return written;
  if (typeof value === 'string' && language !== 'json') return value;
  if (language === 'text' && typeof value === 'object' && value !== null) {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
      .join('&');
  }
  return JSON.stringify(value, null, 2);
}

/** Generated examples stop growing past this size: deep shared schemas would give megabytes. */
const MAX_SAMPLE_CHARS = 2_500;
/** Objects at most this deep show all their properties (the root is depth 1, as openapi-sampler counts). */
const MAX_FULL_DEPTH = 5;
/**
 * How deep openapi-sampler follows the required properties below that: far enough for the required
 * chains of real descriptions (Box's workflow start needs 7 levels), short of the sampler's own 15,
 * which a shared schema that requires two of another can turn into tens of thousands of objects.
 */
const MAX_REQUIRED_DEPTH = 12;

/** Keywords whose values are data, not schemas: a clone keeps them as they are. */
const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'enum', 'const']);
/** Keywords whose schemas describe no structure: an allOf made only of these around one value is that value, annotated. */
const STRUCTURE_KEYWORDS = ['properties', 'items', 'prefixItems', 'additionalProperties', 'patternProperties', 'allOf', 'oneOf', 'anyOf', 'not', 'if'];
const withPatterns = new WeakMap<object, unknown>();

/**
 * The schema with an `example` on each string schema that has a `pattern` and no value of its own
 * (example, examples, const, enum, default, format), made by the request model's pattern generator:
 * openapi-sampler writes "string" there, which the server refuses, and its own pattern option gets
 * groups, alternatives and escapes wrong ("(0000|000000000)" for `^([0-9]{4}|[0-9]{9})$`, "\ddd-\dd"
 * for `^\d{3}-\d{2}$`). Each schema object is copied once per build and shared copies stay shared,
 * so a cycle is still a cycle for the sampler.
 */
function withPatternExamples(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  const known = withPatterns.get(node);
  if (known) return known;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(node) ? [] : {};
  withPatterns.set(node, copy);
  for (const [key, value] of Object.entries(node)) (copy as Record<string, unknown>)[key] = DATA_KEYWORDS.has(key) ? value : withPatternExamples(value);
  const schema = node as Schema;
  if (
    !Array.isArray(node) &&
    typeof schema.pattern === 'string' &&
    schema.format === undefined &&
    (schema.type === undefined || schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
    ![...DATA_KEYWORDS].some((key) => schema[key] !== undefined)
  ) {
    const made = stringFromPattern(schema.pattern, typeof schema.minLength === 'number' ? schema.minLength : 0);
    if (made !== undefined && (typeof schema.maxLength !== 'number' || made.length <= schema.maxLength)) (copy as Record<string, unknown>).example = made;
  }
  if (!Array.isArray(node)) withAllOfValue(copy as Schema);
  return copy;
}

/**
 * An allOf of one value and its annotations (`allOf: [{type: string, enum: [editor, viewer]},
 * {description: …}]`, as Box writes its workflow variables) with that value as its `example`:
 * openapi-sampler 1.7.9 samples each member and keeps the last one's value, so the description
 * member, typed string by the first, gave "string", outside the enum. The value is the first
 * member's own sample (its example, const, enum or default, else what its type and format give)
 * that the whole schema accepts; objects and arrays are left to the sampler, which merges them.
 */
function withAllOfValue(schema: Schema): void {
  if (!schema.allOf?.length || [...DATA_KEYWORDS].some((key) => schema[key] !== undefined)) return;
  const scalar = (member: Schema) =>
    member && typeof member === 'object' && !STRUCTURE_KEYWORDS.some((key) => member[key] !== undefined) && member.type !== 'object' && member.type !== 'array';
  if (!schema.allOf.every(scalar)) return;
  for (const member of schema.allOf) {
    let value: unknown;
    try {
      value = sample(member as never, { quiet: true });
    } catch {
      continue;
    }
    if (value === undefined || (typeof value === 'object' && value !== null)) continue;
    if (!validateInstance(value, schema, { direction: 'request' }).length) {
      schema.example = value;
      return;
    }
  }
}

/** The properties an object schema requires, its allOf members' and first oneOf/anyOf alternative's included (openapi-sampler merges those into one object). */
function requiredNames(schema: Schema, seen = new Set<object>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const own = Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
  const merged = [...(schema.allOf ?? []), schema.oneOf?.[0], schema.anyOf?.[0]].filter((s): s is Schema => !!s);
  return [...own, ...merged.flatMap((member) => requiredNames(member, seen))];
}

const requiredCopies = new WeakMap<object, Map<string, unknown>>();

/**
 * The schema as far as a value needs it: only the required properties of each object (the names
 * `inherited` from the object it is an allOf/oneOf/anyOf member of count too), no
 * additionalProperties samples. Copies are kept per schema and names, so shared sub-schemas stay
 * shared and openapi-sampler still stops at a cycle.
 */
function requiredOnly(node: unknown, inherited: readonly string[]): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const schema = node as Schema;
  const key = inherited.join('\u0000');
  let copies = requiredCopies.get(schema);
  if (!copies) requiredCopies.set(schema, (copies = new Map()));
  const known = copies.get(key);
  if (known) return known;
  const copy: Record<string, unknown> = {};
  copies.set(key, copy);
  const names = [...new Set([...inherited, ...requiredNames(schema)])].sort();
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'properties' && value && typeof value === 'object') {
      copy[keyword] = Object.fromEntries(
        Object.entries(value as Record<string, Schema>)
          .filter(([name]) => names.includes(name))
          .map(([name, property]) => [name, requiredOnly(property, []) as Schema]),
      );
    } else if (keyword === 'additionalProperties' && value && typeof value === 'object') {
      // Not required: the sampler would add property1 and property2.
    } else if (keyword === 'allOf' || keyword === 'oneOf' || keyword === 'anyOf') {
      copy[keyword] = Array.isArray(value) ? value.map((member, i) => (keyword === 'allOf' || i === 0 ? requiredOnly(member, names) : member)) : value;
    } else if (keyword === 'items' || keyword === 'contains') {
      copy[keyword] = requiredOnly(value, []);
    } else if (keyword === 'prefixItems') {
      copy[keyword] = Array.isArray(value) ? value.map((item) => requiredOnly(item, [])) : value;
    } else {
      copy[keyword] = value;
    }
  }
  return copy;
}

/**
 * The schema with all properties of its objects `levels` more levels deep and only the required ones
 * below (levels counted as openapi-sampler counts depth: one more for a property's, an item's or an
 * additionalProperties' schema, none for an allOf/oneOf/anyOf member; of a oneOf or anyOf only the
 * first alternative, the one openapi-sampler samples, is copied: copying every alternative of Box's
 * schemas took 1.3 s more per build, mostly in garbage collection). A schema met a third time
 * inside itself gives its required properties only: openapi-sampler recognises a cycle by the schema
 * object, so it cannot see one through these copies, and where it did see one it wrote `{}` or `[]`
 * (`"parent": {}` for a folder that requires its name). The copies are made for each example: they
 * depend on the path to them, and copies kept for the build would make an example depend on which
 * operation came first.
 */
function fullFor(node: unknown, levels: number, path: Map<object, number>): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return node;
  const seen = path.get(node) ?? 0;
  if (levels < 0 || seen >= 2) return requiredOnly(node, []);
  path.set(node, seen + 1);
  const copy: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === 'properties' && value && typeof value === 'object') {
      copy[keyword] = Object.fromEntries(
        Object.entries(value as Record<string, Schema>).map(([name, property]) => [name, fullFor(property, levels - 1, path)]),
      );
    } else if (keyword === 'allOf' || keyword === 'oneOf' || keyword === 'anyOf') {
      copy[keyword] = Array.isArray(value) ? value.map((member, i) => (keyword === 'allOf' || i === 0 ? fullFor(member, levels, path) : member)) : value;
    } else if (keyword === 'items' || keyword === 'contains' || keyword === 'additionalProperties') {
      copy[keyword] = fullFor(value, levels - 1, path);
    } else if (keyword === 'prefixItems') {
      copy[keyword] = Array.isArray(value) ? value.map((item) => fullFor(item, levels - 1, path)) : value;
    } else {
      copy[keyword] = value;
    }
  }
  path.set(node, seen);
  return copy;
}

/** openapi-sampler's value of the schema with all properties `full` deep (0: required ones only) and the required ones below. */
function sampleTo(schema: Schema, context: 'request' | 'response', full: number): unknown {
  const prepared = withPatternExamples(schema);
  return sample(fullFor(prepared, full - 1, new Map()) as never, {
    skipReadOnly: context === 'request',
    skipWriteOnly: context === 'response',
    quiet: true,
    maxSampleDepth: MAX_REQUIRED_DEPTH,
  });
}

/**
 * A value generated from the schema by openapi-sampler, as deep as fits in MAX_SAMPLE_CHARS: each
 * extra level of all properties multiplies the size of a wide schema, so the objects show all their
 * properties as deep as fits, and below that only the required ones, down to MAX_REQUIRED_DEPTH.
 * The sampler's own depth limit wrote `{}` for the objects past it (`"variable_value": [{}]`, which
 * Box's server and prism refuse for the `type` and `id` it requires), and one level too many for
 * the size became `"order_lines": [{}]`: an object the example shows carries what it requires, and
 * a body of the required properties alone beats a larger one a server refuses.
 */
export function sampleValue(schema: Schema, context: 'request' | 'response', maxChars = MAX_SAMPLE_CHARS): unknown {
  const key = `${context}\u0000${maxChars}`;
  let made = sampled.get(schema);
  if (!made) sampled.set(schema, (made = new Map()));
  if (!made.has(key)) made.set(key, generatedValue(schema, context, maxChars));
  // Each caller gets its own copy: the value goes on into request models and texts.
  return structuredClone(made.get(key));
}

/**
 * The values generated for each schema object, by context and size: a request body is generated for
 * the page's example, its code samples, its explorer and the build's check of undefined required
 * properties (example-problems.ts), and depends on the schema alone.
 */
const sampled = new WeakMap<object, Map<string, unknown>>();

function generatedValue(schema: Schema, context: 'request' | 'response', maxChars: number): unknown {
  let best: unknown;
  for (let full = 1; full <= MAX_FULL_DEPTH; full++) {
    let value: unknown;
    try {
      value = sampleTo(schema, context, full);
    } catch {
      break;
    }
    if ((JSON.stringify(value)?.length ?? 0) > maxChars) break;
    best = value;
  }
  if (best !== undefined) return best;
  try {
    return sampleTo(schema, context, 0);
  } catch {
    return undefined;
  }
}

/** The examples of a media type: the given ones first, else one generated from its schema. */
export function examplesFor(media: ApiMediaType, context: 'request' | 'response'): ExampleText[] {
  const language = languageOf(media.mediaType);
  if (media.examples.length) {
    return media.examples.map((ex, i) => ({
      label: ex.summary ?? ex.name ?? (media.examples.length > 1 ? `Example ${i + 1}` : 'Example'),
      text: asText(ex.value, language, media),
      language,
      generated: false,
    }));
  }
  if (!media.schema) return [];
  const given = media.schema.example;
  if (given !== undefined) return [{ label: 'Example', text: asText(plainValue(given), language, media), language, generated: false }];
  if (/octet-stream|pdf|image\//.test(media.mediaType)) return [];
  const value = sampleValue(media.schema, context);
  return value === undefined ? [] : [{ label: 'Example (generated)', text: asText(value, language, media), language, generated: true }];
}

/** The body a code sample sends: the page's first example of the media type (given, else generated to the same depth). */
export function requestBodyExample(media: ApiMediaType): unknown {
  if (media.examples[0]) return media.examples[0].value;
  if (media.schema?.example !== undefined) return plainValue(media.schema.example);
  return media.schema ? sampleValue(media.schema, 'request') : undefined;
}
