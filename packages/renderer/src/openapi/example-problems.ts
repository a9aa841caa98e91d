import type { Diagnostics } from '../diagnostics.ts';
import type { ApiOperation } from './api-types.ts';
import { requestBodyExample } from './examples.ts';
import type { SourceMap } from './source-map.ts';
import { validateInstance } from './validate-instance.ts';

/** Problems named in one warning; the rest are counted. */
const SHOWN = 3;

/**
 * Warns of each request body example the description gives (the first of a media type: the body the
 * page shows, the code samples send and the explorer starts from) that breaks its own schema: a
 * developer who copies the sample gets the server's refusal. Generated bodies are not checked here;
 * they are made from the schema.
 */
export function warnBrokenRequestExamples(operations: readonly ApiOperation[], where: { file: string; sourceMap: SourceMap; diagnostics: Diagnostics }): void {
  for (const op of operations) {
    for (const media of op.requestBody?.content ?? []) {
      const given = media.examples[0]?.value ?? media.schema?.example;
      if (!media.schema || given === undefined || typeof given === 'string') continue;
      const problems = validateInstance(requestBodyExample(media), media.schema, { direction: 'request' });
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
