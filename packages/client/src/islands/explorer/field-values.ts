import type { ExplorerField, FieldChecks, ValueKind } from './types.ts';

/** What a field holds: text, or an array's items' texts. */
export type FieldText = string | string[];

/** A scalar's text as the JSON value its kind says (a number that does not parse stays text, and the checks say so). */
function scalar(text: string, kind: ValueKind): unknown {
  if ((kind === 'integer' || kind === 'number') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (kind === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** The value a field sends; undefined when it is left empty (not sent). An object field's text is JSON. */
export function fieldValue(field: ExplorerField, raw: FieldText | undefined): unknown {
  if (raw === undefined) return undefined;
  if (field.kind === 'array') {
    const items = (Array.isArray(raw) ? raw : [raw]).filter((t) => t !== '');
    return items.length ? items.map((t) => scalar(t, field.items?.kind ?? 'string')) : undefined;
  }
  const text = Array.isArray(raw) ? raw.join(',') : raw;
  if (text === '') return undefined;
  if (field.kind === 'object') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return scalar(text, field.kind);
}

const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  email: /^[^\s@]+@[^\s@]+$/,
};

/** What is wrong with one value against the documented limits, in words; empty when nothing is. */
function scalarProblems(text: string, kind: ValueKind, checks: FieldChecks | undefined): string[] {
  const out: string[] = [];
  if (kind === 'integer' || kind === 'number') {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n)) return [`"${text}" is not a number.`];
    if (kind === 'integer' && !Number.isInteger(n)) out.push(`${text} is not a whole number.`);
    if (checks?.minimum !== undefined && n < checks.minimum) out.push(`at least ${checks.minimum}.`);
    if (checks?.maximum !== undefined && n > checks.maximum) out.push(`at most ${checks.maximum}.`);
    if (checks?.exclusiveMinimum !== undefined && n <= checks.exclusiveMinimum) out.push(`more than ${checks.exclusiveMinimum}.`);
    if (checks?.exclusiveMaximum !== undefined && n >= checks.exclusiveMaximum) out.push(`less than ${checks.exclusiveMaximum}.`);
    return out.map((p) => (p.startsWith('at ') || p.startsWith('more') || p.startsWith('less') ? `Must be ${p}` : p));
  }
  if (kind === 'boolean') return text === 'true' || text === 'false' ? [] : ['Must be true or false.'];
  if (kind === 'object') {
    try {
      JSON.parse(text);
      return [];
    } catch {
      return ['Must be a JSON object.'];
    }
  }
  const length = [...text].length;
  if (checks?.minLength !== undefined && length < checks.minLength) out.push(`Must be at least ${checks.minLength} characters (has ${length}).`);
  if (checks?.maxLength !== undefined && length > checks.maxLength) out.push(`Must be at most ${checks.maxLength} characters (has ${length}).`);
  const format = checks?.format ? FORMATS[checks.format] : undefined;
  if (format && !format.test(text)) out.push(`Must be a ${checks!.format}${checks!.format === 'date-time' ? ' such as 2024-01-15T09:30:00Z' : ''}.`);
  if (checks?.pattern) {
    try {
      if (!new RegExp(checks.pattern, 'u').test(text)) out.push(`Must match ${checks.pattern}.`);
    } catch {
      // A pattern the browser cannot read is the server's to check.
    }
  }
  return out;
}

/** Why the field cannot be sent as it is (required and empty, out of bounds, wrong format); empty when it can. */
export function fieldProblems(field: ExplorerField, raw: FieldText | undefined, hasFile = false): string[] {
  if (field.binary) return field.required && !hasFile ? ['Choose a file.'] : [];
  const value = fieldValue(field, raw);
  if (value === undefined) return field.required ? ['Required.'] : [];
  if (field.kind === 'array') {
    const items = (Array.isArray(raw) ? raw : [raw ?? '']).filter((t) => t !== '');
    const out: string[] = [];
    if (field.checks?.minItems !== undefined && items.length < field.checks.minItems) out.push(`Needs at least ${field.checks.minItems} items.`);
    if (field.checks?.maxItems !== undefined && items.length > field.checks.maxItems) out.push(`Takes at most ${field.checks.maxItems} items.`);
    items.forEach((t, i) => out.push(...scalarProblems(t, field.items?.kind ?? 'string', field.items?.checks).map((p) => `Item ${i + 1}: ${p}`)));
    return out;
  }
  return scalarProblems(Array.isArray(raw) ? raw.join(',') : (raw ?? ''), field.kind, field.checks);
}
