/**
 * What a description holds that portal's API pages do not show yet, counted by kind, so the corpus
 * run prints what it ignored. Each rule names a place in OpenAPI 3 (or Swagger 2.0) and a key there.
 */
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Counts, by kind (`response links`, `server variables`, `x- on a tag`…), of what the pages drop. */
export function ignoredFeatures(doc: unknown): Map<string, number> {
  const counts = new Map<string, number>();
  if (!isObj(doc)) return counts;
  // Shown since issue 13: x- on the root, info, its contact and license, tags, responses, schemas,
  // servers, security schemes, path items, request bodies and media types; externalDocs everywhere;
  // server variables; response links (linked to their operation's page); media-type encoding; a
  // parameter's examples map; a response header's example, examples map and x- keys; x- on
  // encodings and links. Nothing the corpus holds is known to be dropped; a rule found later
  // counts here with `counts.set(kind, (counts.get(kind) ?? 0) + n)`.
  return counts;
}

/** The object a local `$ref` (`#/components/pathItems/x`) names, else the value itself. */
function followRef(doc: Obj, value: unknown): unknown {
  for (let hops = 0; hops < 10 && isObj(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#/'); hops++) {
    let at: unknown = doc;
    for (const part of value.$ref.slice(2).split('/')) at = isObj(at) ? at[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    value = at;
  }
  return value;
}

/** Operations and webhook methods of a description (OpenAPI 3 or Swagger 2.0), path items written as local `$ref`s included. */
export function operationCount(doc: unknown): number {
  if (!isObj(doc)) return 0;
  let n = 0;
  for (const group of [doc.paths, doc.webhooks]) {
    for (const written of Object.values(isObj(group) ? group : {})) {
      const item = followRef(doc, written);
      if (isObj(item)) n += METHODS.filter((m) => isObj(followRef(doc, item[m]))).length;
    }
  }
  return n;
}
