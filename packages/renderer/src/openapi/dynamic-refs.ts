import { toPointer } from './source-map.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

/**
 * Turns each `$dynamicRef: '#name'` of a (not yet dereferenced) OpenAPI 3.1 document into a `$ref`
 * to the schema that declares `$dynamicAnchor: name`, so the dereferencer, which does not know
 * the keyword, links them (a recursive schema then shows as one, not as `any`). This is the
 * static reading: an anchor redeclared by an extending schema is not followed. A name no schema
 * of the document declares is left as written.
 */
export function resolveDynamicRefs(doc: Obj): void {
  const anchors = new Map<string, string>();
  const refs: Obj[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: doc, path: [] }];
  const seen = new Set<object>();
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (!isObj(value) || seen.has(value)) continue;
    seen.add(value);
    if (!Array.isArray(value)) {
      if (typeof value.$dynamicAnchor === 'string' && !anchors.has(value.$dynamicAnchor)) anchors.set(value.$dynamicAnchor, toPointer(path));
      if (typeof value.$dynamicRef === 'string' && value.$ref === undefined) refs.push(value);
    }
    // Children pushed in reverse, so the first declaration of an anchor in document order wins.
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...path, Array.isArray(value) ? i : entries[i]![0]] });
  }
  for (const ref of refs) {
    const target = anchors.get(String(ref.$dynamicRef).slice(String(ref.$dynamicRef).indexOf('#') + 1));
    if (target === undefined) continue;
    // A plain `$ref` (no sibling keys) is dereferenced to the very schema, so its recursion is recognised.
    delete ref.$dynamicRef;
    ref.$ref = target;
  }
}
