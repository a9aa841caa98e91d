import type { Diagnostics } from '../diagnostics.ts';
import type { ApiMediaType, ApiOperation } from './api-types.ts';
import { requestBodyExample } from './examples.ts';
import type { SourceMap } from './source-map.ts';
import { UNDEFINED_REQUIRED, validateInstance } from './validate-instance.ts';

/** Problems named in one warning; the rest are counted. */
const SHOWN = 3;

/**
 * Warns of each request body example the description gives (the first of a media type: the body the
 * page shows, the code samples send and the explorer starts from) that breaks its own schema: a
 * developer who copies the sample gets the server's refusal. A generated body is made from the
 * schema, so it breaks it only where the schema cannot be met: a required property it does not
 * define (Box's `/invites` requires `actionable_by.id` and defines only `login`), a warning of its own.
 */
export function warnBrokenRequestExamples(operations: readonly ApiOperation[], where: { file: string; sourceMap: SourceMap; diagnostics: Diagnostics }): void {
  for (const op of operations) {
    for (const media of op.requestBody?.content ?? []) {
      const given = media.examples[0]?.value ?? media.schema?.example;
      if (media.schema && given === undefined) warnUndefinedRequired(op, media, where);
      if (!media.schema || given === undefined || typeof given === 'string') continue;
      const problems = validateInstance(asSent(requestBodyExample(media), media), media.schema, { direction: 'request' });
      if (!problems.length) continue;
      const named = media.examples[0]?.name ? ` "${media.examples[0].name}"` : '';
      const listed = problems.slice(0, SHOWN).map((p) => `${p.path} ${p.message}`);
      if (problems.length > SHOWN) listed.push(`${problems.length - SHOWN} more`);
      where.diagnostics.warn(
        `${op.method.toUpperCase()} ${op.path}: the request example${named} (${media.mediaType}) does not match its schema: ${listed.join('; ')}`,
        { file: where.file, ...where.sourceMap.locate(media.pointer) },
        'correct the example: the page shows it, and the code samples and the explorer send it, as written',
      );
    }
  }
}

/** The media types whose fields travel as text: `Record=true` is the same request whether the example wrote `true` or `"true"`. */
const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * An example as a form sends it: each field written as text that reads as its property's boolean or
 * number (`"Record": "true"`, `"Timeout": "30"`) is that value, as the server reads it (Twilio's
 * description writes its form examples so, and each was a warning). Other bodies are as written.
 */
function asSent(value: unknown, media: ApiMediaType): unknown {
  if (!FORM.test(media.mediaType) || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const properties = media.schema?.properties ?? {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, field]) => {
      const types = [properties[name]?.type].flat();
      if (typeof field !== 'string') return [name, field];
      if (types.includes('boolean') && (field === 'true' || field === 'false')) return [name, field === 'true'];
      if ((types.includes('number') || types.includes('integer')) && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(field)) return [name, Number(field)];
      return [name, field];
    }),
  );
}

/**
 * Warns of the required properties a generated request body leaves out because its schema does not
 * define them. No placeholder is made up for them: nothing says their type, a validating server
 * accepts any value there but the API itself may not (Box's three such names, `grant_type`,
 * `lock.type` and `actionable_by.id`, are mistakes for properties the schemas do define), so the
 * description is what needs correcting.
 */
function warnUndefinedRequired(op: ApiOperation, media: ApiMediaType, where: { file: string; sourceMap: SourceMap; diagnostics: Diagnostics }): void {
  if (!media.schema) return;
  const value = requestBodyExample(media);
  if (value === undefined || typeof value === 'string') return;
  const missing = validateInstance(value, media.schema, { direction: 'request' }).filter((p) => p.message.endsWith(UNDEFINED_REQUIRED));
  if (!missing.length) return;
  const listed = missing.slice(0, SHOWN).map((p) => `${p.path} ${p.message.slice(0, -UNDEFINED_REQUIRED.length)}`);
  if (missing.length > SHOWN) listed.push(`${missing.length - SHOWN} more`);
  where.diagnostics.warn(
    `${op.method.toUpperCase()} ${op.path}: the request body's schema (${media.mediaType}) requires properties it does not define, which its generated example leaves out: ${listed.join('; ')}`,
    { file: where.file, ...where.sourceMap.locate(media.pointer) },
    "define each under the schema's properties, or take it out of required: a validating server refuses the body without it",
  );
}
