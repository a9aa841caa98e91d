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

/** The value at an ajv instance path (`/paths/~1v2~1apps/get`) of the document, or undefined. */
function valueAt(document: unknown, instancePath: string): unknown {
  let value = document;
  for (const segment of instancePath.split('/').slice(1)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

/** Whether a value is a `$ref` object (`{$ref: 'resources/apps/apps_list.yml'}`). */
const isRefObject = (value: unknown): boolean => typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';

/**
 * One warning for every `$ref` where OpenAPI allows none (an operation, a tag's description), which
 * the references are resolved through anyway: DigitalOcean's description writes each operation as
 * `get: {$ref: resources/apps/apps_list.yml}`, and its 662 operations each gave "must have required
 * property 'responses'", whose hint (add the `responses`) was wrong.
 */
function refPlaceWarning(places: readonly string[], document: unknown, ctx: { displayPath: string; source: string; map: SourceMap }): Diagnostic {
  const first = `#${places[0]}`;
  const at = ctx.map.locate(first);
  const ref = String((valueAt(document, places[0]!) as { $ref: string }).$ref);
  const more = places.length > 1 ? ` (and ${places.length - 1} more places)` : '';
  return {
    severity: 'warning',
    message: `OpenAPI schema problem: ${first} is a $ref (${ref}), which OpenAPI allows in no such place${more}; portal follows it`,
    file: ctx.displayPath,
    line: at.line,
    column: at.column,
    frame: codeFrame(ctx.source, at.line, at.column),
    hint: 'tools that keep to the specification may not follow it: bundle the description (redocly bundle, swagger-cli bundle), or $ref a whole path item instead',
  };
}

/**
 * A warning per schema problem, with the JSON pointer, line, frame and a hint; past MAX_PROBLEMS, a
 * count. Problems at (or under) a `$ref` of `document` are one warning of their own (refPlaceWarning).
 */
export function problemWarnings(details: readonly AjvDetail[], ctx: { displayPath: string; source: string; map: SourceMap }, document?: unknown): Diagnostic[] {
  const refPlaces = new Set<string>();
  const underRef = (path: string): boolean => {
    for (let at = path; ; at = at.slice(0, at.lastIndexOf('/'))) {
      if (refPlaces.has(at)) return true;
      if (document !== undefined && isRefObject(valueAt(document, at))) {
        refPlaces.add(at);
        return true;
      }
      if (!at) return false;
    }
  };
  const rest = document === undefined ? details : details.filter((d) => !underRef(d.instancePath));
  const problems = meaningfulProblems(rest);
  const shown = problems.slice(0, MAX_PROBLEMS);
  const refs = refPlaces.size ? [refPlaceWarning([...refPlaces], document, ctx)] : [];
  return refs.concat(
    shown.map((detail, i) => {
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
    }),
  );
}
