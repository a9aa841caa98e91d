import { existsSync } from 'node:fs';
import path from 'node:path';
import { codeFrame, type Diagnostic } from '../diagnostics.ts';
import type { SourceMap } from './source-map.ts';
import { toPointer } from './source-map.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

/** Does the local JSON pointer `#/a/b` name something in `doc`? */
function pointsInto(doc: unknown, ref: string): boolean {
  let at: unknown = doc;
  for (const raw of ref
    .slice(2)
    .split('/')
    .filter((s, i, all) => s !== '' || i < all.length - 1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObj(at) || !(key in at)) return false;
    at = (at as Obj)[key];
  }
  return true;
}

/** Whether a `$ref` clearly names nothing: a local pointer to no value, or a file beside the description that is not there. */
function dangling(ref: string, doc: unknown, file: string): boolean {
  if (ref === '#') return false;
  if (ref.startsWith('#/')) return !pointsInto(doc, ref);
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return false; // a URL: the resolver's policy decides
  const target = path.resolve(path.dirname(file), decodeURIComponent(ref.split('#')[0]!));
  const inside = path.relative(path.dirname(file), target);
  // Only files inside the description's folder are looked for; the resolver refuses the rest with its own message.
  return !inside.startsWith('..') && !path.isAbsolute(inside) && !existsSync(target);
}

/**
 * Drops each `$ref` inside an `x-` extension that names nothing (an example file a package does not
 * ship, say) and returns a warning for each with its file, line and JSON pointer: an extension is
 * shown as written and nothing else depends on it, so the rest of the description still renders.
 */
export function dropDanglingExtensionRefs(doc: Obj, ctx: { file: string; displayPath: string; source: string; map: SourceMap }): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  const visit = (value: unknown, at: (string | number)[], inExtension: boolean, seen: Set<object>) => {
    if (!isObj(value) || seen.has(value)) return;
    seen.add(value);
    if (inExtension && typeof value.$ref === 'string' && dangling(value.$ref, doc, ctx.file)) {
      const pointer = toPointer(at);
      const pos = ctx.map.locate(pointer);
      warnings.push({
        severity: 'warning',
        message: `unresolved $ref "${value.$ref}" in an extension at ${pointer}: it is left out, the rest renders`,
        file: ctx.displayPath,
        line: pos.line,
        column: pos.column,
        frame: codeFrame(ctx.source, pos.line, pos.column),
        hint: 'ship the file it names, fix the pointer, or remove the $ref',
      });
      delete value.$ref;
      return;
    }
    for (const [key, child] of Object.entries(value))
      visit(child, [...at, Array.isArray(value) ? Number(key) : key], inExtension || key.startsWith('x-'), seen);
  };
  visit(doc, [], false, new Set());
  return warnings;
}
