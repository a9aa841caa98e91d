import type { Diagnostics } from '../diagnostics.ts';
import { PortalError } from '../diagnostics.ts';
import { checkMarkdownLimits } from '../markdown/markdown-limits.ts';
import { toPointer, type SourceMap } from './source-map.ts';

type Obj = Record<string, unknown>;

/**
 * Checks every `description` (Markdown) of the description against the guides' nesting and
 * emphasis limits (markdown/markdown-limits.ts) before any page renders it: 20,000 nested `>` in
 * one overflowed the stack while the API pages rendered, with no file named. Each text over a
 * limit is an error at its line. Shared (dereferenced) objects are visited once.
 */
export function checkDescriptionTexts(api: Obj, where: { file: string; sourceMap: SourceMap; diagnostics: Diagnostics }): void {
  const seen = new Set<object>();
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: api, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      if (key === 'description' && typeof child === 'string') {
        try {
          checkMarkdownLimits(child, where.file);
        } catch (error) {
          if (!(error instanceof PortalError)) throw error;
          where.diagnostics.error(
            `${toPointer([...path, key])}: ${error.message}`,
            { file: where.file, ...where.sourceMap.locate(toPointer([...path, key])) },
            error.hint,
          );
        }
      } else if (typeof child === 'object' && child !== null) stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
}
