import { sample } from 'openapi-sampler';
import { bodyKind, stringFromPattern, writeBody } from '@portal/client/request/index.ts';
import type { ApiMediaType, Schema } from './api-types.ts';
import { plainValue } from './safe-json.ts';

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
const MAX_SAMPLE_DEPTH = 6;

/** Keywords whose values are data, not schemas: a clone keeps them as they are. */
const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'enum', 'const']);
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
  return copy;
}

/** openapi-sampler's value as deep as fits in `maxChars`, and whether a deeper level was left out for size. */
function deepestThatFits(schema: Schema, context: 'request' | 'response', maxChars: number, requiredOnly: boolean): { value: unknown; cut: boolean } {
  let best: unknown;
  for (let depth = 2; depth <= MAX_SAMPLE_DEPTH; depth++) {
    let value: unknown;
    try {
      value = sample(withPatternExamples(schema) as never, {
        skipReadOnly: context === 'request',
        skipWriteOnly: context === 'response',
        skipNonRequired: requiredOnly,
        quiet: true,
        maxSampleDepth: depth,
      });
    } catch {
      return { value: best, cut: true };
    }
    const size = JSON.stringify(value)?.length ?? 0;
    if (size > maxChars && best !== undefined) return { value: best, cut: true };
    best = value;
    if (size > maxChars) return { value: best, cut: true };
  }
  return { value: best, cut: false };
}

/**
 * A value generated from the schema by openapi-sampler, as deep as fits in MAX_SAMPLE_CHARS:
 * each extra level multiplies the size of a wide schema, so depth grows until the next level
 * would be too large. A request body cut short that way leaves out what deeper objects require (a
 * server refuses `"order_lines": [{}]`), so it is made of the required properties instead when
 * those fit whole.
 */
export function sampleValue(schema: Schema, context: 'request' | 'response', maxChars = MAX_SAMPLE_CHARS): unknown {
  const all = deepestThatFits(schema, context, maxChars, false);
  if (!all.cut || context !== 'request') return all.value;
  const required = deepestThatFits(schema, context, maxChars, true);
  return required.cut ? all.value : required.value;
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
