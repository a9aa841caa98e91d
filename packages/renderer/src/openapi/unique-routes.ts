import type { Diagnostics } from '../diagnostics.ts';
import type { ApiOperation } from './api-types.ts';
import type { SourceMap } from './source-map.ts';

/**
 * Gives every operation and webhook a page of its own: when two take the same route (two
 * summaries alike, `getFoo` and `get_foo`), the later one in document order gets the first free
 * `-2`, `-3`… suffix that no operation takes as written, and the build warns naming both. A
 * `reserved` route (the API overview's, named by the config's productSlug) is never an operation's.
 */
export function makeRoutesUnique(
  ops: readonly ApiOperation[],
  where: { file: string; sourceMap: SourceMap; diagnostics: Diagnostics; reserved?: ReadonlyMap<string, string> },
): void {
  const reserved = where.reserved ?? new Map<string, string>();
  const written = new Set([...ops.map((op) => op.route), ...reserved.keys()]);
  const owners = new Map<string, ApiOperation>();
  for (const op of ops) {
    const other = owners.get(op.route);
    const page = reserved.get(op.route);
    if (page) {
      const base = op.route;
      takeFreeRoute(op, written, owners);
      where.diagnostics.warn(
        `${op.method} ${op.path} (${op.pointer}) would take the page of the ${page}, ${base}; it is at ${op.route}`,
        { file: where.file, ...where.sourceMap.locate(op.pointer) },
        'give the operation another operationId, or change productSlug in portal.config.ts',
      );
      continue;
    }
    if (!other) {
      owners.set(op.route, op);
      continue;
    }
    const base = op.route;
    takeFreeRoute(op, written, owners);
    where.diagnostics.warn(
      `two operations have the page ${base}: ${other.method} ${other.path} (${other.pointer}) and ${op.method} ${op.path} (${op.pointer}); the second is at ${op.route}`,
      { file: where.file, ...where.sourceMap.locate(op.pointer) },
      'give each operation its own operationId (an operationId is unique once written in kebab-case)',
    );
  }
}

/** Moves an operation (and its callbacks' links) to the first free `-2`, `-3`… of its route. */
function takeFreeRoute(op: ApiOperation, written: ReadonlySet<string>, owners: Map<string, ApiOperation>): void {
  const base = op.route;
  let n = 2;
  while (written.has(`${base}-${n}`) || owners.has(`${base}-${n}`)) n++;
  op.slug = `${op.slug}-${n}`;
  op.route = `${base}-${n}`;
  owners.set(op.route, op);
  for (const cb of op.callbacks) for (const c of cb.operations) c.route = op.route;
}
