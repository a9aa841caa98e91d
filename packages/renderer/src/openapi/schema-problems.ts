import { codeFrame, type Diagnostic } from '../diagnostics.ts';
import type { SourceMap } from './source-map.ts';

/** One error of ajv, as swagger-parser's schema validator reports it. */
export interface AjvDetail {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/** Of two errors at one place, the later keyword here says more. */
const RANK = ['type', 'additionalProperties', 'required', 'enum'];

/** A description shows at most this many schema problems; the rest are counted in the last one. */
const MAX_PROBLEMS = 25;

/**
 * The problems worth telling from ajv's list: the OpenAPI schema's `oneOf`s (a Schema or a
 * Reference, a parameter in one of four places) report every branch, so an error is dropped when a
 * more specific one is under the same place, and `$ref` is never the missing property to add.
 */
export function meaningfulProblems(details: readonly AjvDetail[]): AjvDetail[] {
  const real = details.filter(
    (d) => !(d.keyword === 'required' && d.params?.missingProperty === '$ref') && d.keyword !== 'oneOf' && d.keyword !== 'anyOf' && d.keyword !== 'if',
  );
  const paths = real.map((d) => d.instancePath);
  const deeper = (p: string) => paths.some((q) => q !== p && q.startsWith(`${p}/`));
  const seen = new Set<string>();
  const out: AjvDetail[] = [];
  for (const d of real.length ? real : details) {
    if (real.length && deeper(d.instancePath)) continue;
    // One problem per place: `type: [string, 'null']` in 3.0 is one mistake, not a type and an enum error.
    if (seen.has(d.instancePath)) {
      const i = out.findIndex((o) => o.instancePath === d.instancePath);
      if (RANK.indexOf(d.keyword) > RANK.indexOf(out[i]!.keyword)) out[i] = d;
      continue;
    }
    seen.add(d.instancePath);
    out.push(d);
  }
  return out;
}

function hintFor(detail: AjvDetail): string {
  if (detail.keyword === 'required') return `add the missing \`${String(detail.params?.missingProperty)}\` (an OpenAPI response, for one, needs a description)`;
  if (detail.keyword === 'additionalProperties')
    return `\`${String(detail.params?.additionalProperty)}\` is not an OpenAPI field here: remove it or prefix it with x-`;
  if (detail.keyword === 'enum') return 'use one of the allowed values (in OpenAPI 3.0, a nullable value is written `nullable: true`, not `type: null`)';
  return 'check this part of the description against the OpenAPI specification; the page shows what portal could read';
}

/** A warning per schema problem, with the JSON pointer, line, frame and a hint; past MAX_PROBLEMS, a count. */
export function problemWarnings(details: readonly AjvDetail[], ctx: { displayPath: string; source: string; map: SourceMap }): Diagnostic[] {
  const problems = meaningfulProblems(details);
  const shown = problems.slice(0, MAX_PROBLEMS);
  return shown.map((detail, i) => {
    const pointer = `#${detail.instancePath}`;
    const allowed = detail.params?.allowedValues as unknown[] | undefined;
    const at = ctx.map.locate(pointer);
    const more = i === shown.length - 1 && problems.length > shown.length ? ` (and ${problems.length - shown.length} more schema problems)` : '';
    return {
      severity: 'warning',
      message: `OpenAPI schema problem: ${pointer} ${detail.message ?? detail.keyword}${allowed ? ` (${allowed.map((v) => JSON.stringify(v)).join(', ')})` : ''}${more}`,
      file: ctx.displayPath,
      line: at.line,
      column: at.column,
      frame: codeFrame(ctx.source, at.line, at.column),
      hint: hintFor(detail),
    };
  });
}
