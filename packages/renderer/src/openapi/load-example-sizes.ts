import { codeFrame, PortalError, type Diagnostic } from '../diagnostics.ts';
import { DESCRIPTION_LIMITS } from '../safety/budgets.ts';
import { toPointer, type SourceMap } from './source-map.ts';

const EXAMPLE_KEYS = new Set(['example', 'examples']);

/**
 * Characters of a value as written (strings, keys, one per other value), counted until `limit` is
 * passed: a 40 MB example is not walked to its end. Each object is counted once (YAML aliases share them).
 */
function sizeOver(value: unknown, limit: number): number | undefined {
  let size = 0;
  const seen = new Set<object>();
  const stack = [value];
  while (stack.length) {
    const next = stack.pop();
    if (typeof next === 'string') size += next.length;
    else if (next && typeof next === 'object') {
      if (seen.has(next)) continue;
      seen.add(next);
      for (const [key, child] of Object.entries(next)) {
        size += key.length;
        stack.push(child);
      }
    } else size += 1;
    if (size > limit) return size;
  }
  return undefined;
}

/** Values of a dereferenced value counted as the pages show it (a shared object once per place), until `limit` is passed; a cycle stops at its repeat. */
function expandsPast(value: unknown, limit: number): boolean {
  let nodes = 0;
  const walk = (node: unknown, ancestors: Set<object>): boolean => {
    if (!node || typeof node !== 'object' || ancestors.has(node)) return false;
    if (++nodes > limit) return true;
    ancestors.add(node);
    try {
      for (const child of Object.values(node)) if (walk(child, ancestors)) return true;
      return false;
    } finally {
      ancestors.delete(node);
    }
  };
  return walk(value, new Set());
}

/**
 * A warning at `pointer` of the description, with its line when `locate` (locating parses the whole
 * text again, with positions: on a 40 MB description that took 50 s and 1.6 GB, so an oversized example is named by its pointer alone).
 */
function warningAt(pointer: string, message: string, hint: string, ctx: { displayPath: string; source: string; map: SourceMap }, locate = true): Diagnostic {
  const at = locate ? ctx.map.locate(pointer) : undefined;
  const error = new PortalError(`${pointer}: ${message}`, {
    file: ctx.displayPath,
    line: at?.line,
    column: at?.column,
    frame: at ? codeFrame(ctx.source, at.line, at.column) : undefined,
    hint,
  });
  return { ...error.toDiagnostic(), severity: 'warning' };
}

type Path = (string | number)[];

/**
 * Walks every object of `root` once (an object shared by several places at the first), calling
 * `onExample` for each `example` and `examples` member of an object (not of an array); the walk goes
 * into that member's value only when `onExample` returns true.
 */
function walkExamples(root: unknown, onExample: (key: string, value: unknown, owner: Record<string, unknown>, path: Path) => boolean): void {
  const seen = new Set<object>();
  const stack: { value: unknown; path: Path }[] = [{ value: root, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (!value || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, Array.isArray(value) ? Number(key) : key];
      const descend = EXAMPLE_KEYS.has(key) && !Array.isArray(value) ? onExample(key, child, value as Record<string, unknown>, childPath) : true;
      if (descend && child && typeof child === 'object') stack.push({ value: child, path: childPath });
    }
  }
}

/**
 * Warns of each `example` and `examples` value of the dereferenced description that expands past
 * DESCRIPTION_LIMITS.exampleNodes (safety/budgets.ts), mostly through `$ref`s that name the same
 * objects again and again: the pages show it cut short (openapi/safe-json.ts). An object shared by
 * several places is checked at the first.
 */
export function warnExpandingExamples(api: unknown, ctx: { displayPath: string; source: string; map: SourceMap }): Diagnostic[] {
  const limit = DESCRIPTION_LIMITS.exampleNodes;
  const warnings: Diagnostic[] = [];
  walkExamples(api, (key, value, _owner, path) => {
    if (expandsPast(value, limit))
      warnings.push(
        warningAt(
          toPointer(path),
          `the ${key} expands to more than ${limit.toLocaleString('en-US')} values (DESCRIPTION_LIMITS.exampleNodes), its $refs naming the same objects again and again, so the pages show it cut short with "…"`,
          'write the example out, with a few items of each kind',
          ctx,
        ),
      );
    return false;
  });
  return warnings;
}

/**
 * Leaves out of the description every `example` and `examples` value over
 * DESCRIPTION_LIMITS.exampleChars (safety/budgets.ts), with one warning each naming its JSON pointer.
 * Called on the description as parsed, before anything else reads it, and again on the dereferenced
 * description (`from: 'ref'`) for the examples that came from files a `$ref` names: the pointer is
 * then where the description uses that file.
 */
export function dropOversizedExamples(
  document: unknown,
  ctx: { displayPath: string; source: string; map: SourceMap },
  from: 'text' | 'ref' = 'text',
): Diagnostic[] {
  const limit = DESCRIPTION_LIMITS.exampleChars;
  const warnings: Diagnostic[] = [];
  walkExamples(document, (key, value, owner, path) => {
    if (sizeOver(value, limit) === undefined) return true;
    delete owner[key];
    warnings.push(
      warningAt(
        toPointer(path),
        `the ${key}${from === 'ref' ? ' (read from a file a $ref names)' : ''} is over the example size limit (DESCRIPTION_LIMITS.exampleChars: ${limit.toLocaleString('en-US')} characters), so the pages leave it out`,
        'shorten the example; a reader needs a few items, not the whole data set',
        ctx,
        false,
      ),
    );
    return false;
  });
  return warnings;
}
