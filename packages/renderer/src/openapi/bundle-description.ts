import SwaggerParser from '@apidevtools/swagger-parser';
import { dump } from 'js-yaml';

type Obj = Record<string, unknown>;

/** Whether a description names other files (`$ref: './schemas/pet.yml'`), so its own text alone cannot be resolved. */
export function hasExternalRefs(doc: unknown): boolean {
  const stack: unknown[] = [doc];
  const seen = new Set<object>();
  while (stack.length) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    const ref = (value as Obj).$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) return true;
    stack.push(...Object.values(value));
  }
  return false;
}

/**
 * The description and the files its `$ref`s name as one file (swagger-parser's `bundle`: each
 * external part inlined once, the rest pointing to it), in the entry file's format, for the
 * overview's download. `resolve` is the safety module's resolver options: the same reads as the build.
 */
export async function bundleDescription(options: { file: string; document: Obj; resolve: object; json: boolean }): Promise<string> {
  const bundled = await SwaggerParser.bundle(options.file, structuredClone(options.document) as never, options.resolve as SwaggerParser.Options);
  return options.json ? `${JSON.stringify(bundled, null, 2)}\n` : dump(bundled, { noRefs: true, lineWidth: -1 });
}
