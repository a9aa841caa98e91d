import { PortalError, codeFrame } from '../diagnostics.ts';
import { toPointer, type SourceMap } from './source-map.ts';

/**
 * Levels of objects and arrays a description may nest, as written. Real descriptions stay under 30;
 * every later step (validation, dereferencing, the schema tree, rendering) recurses per level, and
 * 300 nested schemas overflowed the stack of the main thread but not of a worker's.
 */
export const MAX_DOCUMENT_DEPTH = 100;

/** Throws a PortalError at the first value nested deeper than MAX_DOCUMENT_DEPTH; walks with an explicit stack, so it cannot overflow itself. */
export function checkDocumentDepth(document: unknown, ctx: { displayPath: string; source: string; map: SourceMap }): void {
  // Each entry links to its parent, so the path is built only for the message (a 10 MB description has millions of values).
  type Entry = { value: unknown; depth: number; key?: string | number; parent?: Entry };
  const stack: Entry[] = [{ value: document, depth: 0 }];
  while (stack.length) {
    const entry = stack.pop()!;
    const { value } = entry;
    if (!value || typeof value !== 'object') continue;
    if (entry.depth > MAX_DOCUMENT_DEPTH) {
      const path: (string | number)[] = [];
      for (let e: Entry | undefined = entry; e?.parent; e = e.parent) path.unshift(e.key!);
      const pointer = toPointer(path);
      const at = ctx.map.locate(pointer);
      throw new PortalError(
        `the description nests more than ${MAX_DOCUMENT_DEPTH} levels deep (at ${pointer.length > 120 ? `${pointer.slice(0, 60)}…${pointer.slice(-60)}` : pointer})`,
        {
          file: ctx.displayPath,
          line: at?.line,
          column: at?.column,
          frame: at ? codeFrame(ctx.source, at.line, at.column) : undefined,
          hint: 'name the inner schemas under components/schemas and point to them with $ref',
        },
      );
    }
    for (const [key, child] of Object.entries(value))
      if (child && typeof child === 'object')
        stack.push({ value: child, depth: entry.depth + 1, key: Array.isArray(value) ? Number(key) : key, parent: entry });
  }
}
