import { codeFrame, PortalError } from '../diagnostics.ts';
import { pointerSegments, type SourceMap } from './source-map.ts';

/** Chains longer than this are named in the message (the parser's stack gave out on about 3,000). */
const NAMED_CHAIN = 1_000;

type Obj = Record<string, unknown>;

/** The value at a local `$ref` (`#/components/schemas/Pet`), or undefined. */
function atPointer(document: unknown, ref: string): unknown {
  let node = document;
  for (const segment of pointerSegments(ref)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Obj)[segment];
  }
  return node;
}

/** The first local `$ref` inside `node` (depth first, not through other `$ref`s). */
function firstRef(node: unknown): string | undefined {
  const stack = [node];
  while (stack.length) {
    const next = stack.pop();
    if (!next || typeof next !== 'object') continue;
    const ref = (next as Obj).$ref;
    if (typeof ref === 'string') {
      if (ref.startsWith('#/')) return ref;
      continue;
    }
    stack.push(...Object.values(next as Obj).reverse());
  }
  return undefined;
}

/**
 * The error for a description whose `$ref`s nest deeper than the parser's stack (it threw "Maximum call
 * stack size exceeded"): names the first schema from which a chain of `$ref`s, each schema naming
 * the next, runs past NAMED_CHAIN, at its line.
 */
export function deepRefChainError(document: unknown, ctx: { displayPath: string; source: string; map: SourceMap }): PortalError {
  const schemas = ((document as Obj)?.components as Obj | undefined)?.schemas ?? (document as Obj)?.definitions;
  const base = (document as Obj)?.components ? '#/components/schemas/' : '#/definitions/';
  let start: string | undefined;
  let length = 0;
  for (const name of Object.keys((schemas as Obj | undefined) ?? {})) {
    const seen = new Set<string>();
    const first = `${base}${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    let ref: string | undefined = first;
    while (ref && !seen.has(ref) && seen.size <= NAMED_CHAIN) {
      seen.add(ref);
      ref = firstRef(atPointer(document, ref));
    }
    if (seen.size > NAMED_CHAIN) {
      start = first;
      length = seen.size;
      break;
    }
  }
  const at = start ? ctx.map.locate(start) : undefined;
  return new PortalError(
    start
      ? `${start} starts a chain of more than ${(length - 1).toLocaleString('en-US')} $refs, each schema naming the next: too deep to resolve`
      : 'the $refs of the description nest too deeply to resolve (schemas naming schemas, thousands deep)',
    {
      file: ctx.displayPath,
      line: at?.line,
      column: at?.column,
      frame: at ? codeFrame(ctx.source, at.line, at.column) : undefined,
      hint: 'a real schema nests a few dozen levels at most; shorten the chain, or let a schema name itself for a recursive structure',
    },
  );
}
