import type { Schema } from './api-types.ts';
import { schemaName } from './schema-name.ts';

/** Keywords a browser validator needs; descriptions, examples and vendor keys stay on the server. */
const DROPPED = new Set([
  'description',
  'example',
  'examples',
  'title',
  'xml',
  'externalDocs',
  'discriminator',
  'deprecated',
  'nullable',
  'readOnly',
  'writeOnly',
]);
const ONE_SCHEMA = new Set(['items', 'not', 'additionalProperties', 'contains', 'if', 'then', 'else']);
const SCHEMA_LISTS = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems']);

/** Past this depth of nesting inside one schema, a sub-schema accepts anything: the explorer checks, the server decides. */
const MAX_DEPTH = 8;

type Plain = Record<string, unknown>;

/** The sub-schemas of `schema` that the explorer keeps (a request carries no read-only property). */
function subSchemas(schema: Schema): Schema[] {
  const found: Schema[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (!value || typeof value !== 'object') continue;
    if (key === 'properties') {
      for (const s of Object.values(value as Record<string, Schema>)) if (s && typeof s === 'object' && !s.readOnly) found.push(s);
    } else if (ONE_SCHEMA.has(key)) found.push(value as Schema);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) for (const s of value) if (s && typeof s === 'object') found.push(s as Schema);
  }
  return found;
}

/** Do two (shallow copies of a) schema give the explorer the same definition: the same kept keys, with the same values? */
function sameForExplorer(a: Schema, b: Schema): boolean {
  // `nullable` is not copied but widens `type`.
  const kept = (s: Schema) => Object.keys(s).filter((key) => key === 'nullable' || (!DROPPED.has(key) && !key.startsWith('x-')));
  const keys = kept(a);
  return keys.length === kept(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/**
 * JSON Schemas (2020-12) without cycles, for the explorer to validate a request body as it is typed.
 * A schema used more than once (a named component, a shared or recursive one) is written once in a
 * table of definitions, keyed by its component name, and `{"$ref": "#/$defs/Name"}` where it is used:
 * the schemas grow with the schemas the bodies reach, not with how often they are reached (shared
 * schemas copied where used gave 54 MB of props on one page of the generated bench API). Cycles stay
 * refs; the browser's validator resolves a ref when a value reaches it.
 *
 * One table serves every root added (`count` all of them, then `plain` each, then `definitions`):
 * the site's operations share one, so a component is written once per site rather than once per page.
 */
export class PlainSchemas {
  private readonly uses = new Map<Schema, number>();
  /** For each copy of a named schema, the first copy seen that checks the same (`$ref` with siblings is dereferenced into a shallow copy per use: one definition serves them all). */
  private readonly canonical = new Map<Schema, Schema>();
  private readonly named = new Map<string, Schema[]>();
  private readonly keys = new Map<Schema, string>();
  private readonly taken = new Set<string>();
  /** Definitions in the order they were first referred to: the same description gives the same table. */
  private readonly queue: Schema[] = [];

  /** Counts the uses of every schema reachable from `root` (a cycle reaches one again); before any `plain`. */
  count(root: Schema): void {
    const stack = [root];
    while (stack.length) {
      let schema = stack.pop()!;
      const name = schemaName(schema);
      if (name !== undefined && !this.uses.has(schema)) {
        const copies = this.named.get(name) ?? [];
        const same = copies.find((other) => sameForExplorer(other, schema));
        if (same) {
          this.canonical.set(schema, same);
          schema = same;
        } else this.named.set(name, [...copies, schema]);
      }
      const seen = this.uses.get(schema);
      this.uses.set(schema, (seen ?? 0) + 1);
      if (seen === undefined) stack.push(...subSchemas(schema));
    }
  }

  /** `root` with its named and shared parts as refs into `definitions()`. */
  plain(root: Schema): Plain {
    return this.sub(root, 0) as Plain;
  }

  /** The definitions every `plain` result so far refers to, directly or through another definition. */
  definitions(): Record<string, Plain> {
    const table: Record<string, Plain> = {};
    // Inlining a definition can refer to new ones: the queue grows while it is read.
    for (let i = 0; i < this.queue.length; i++) table[this.keys.get(this.queue[i]!)!] = this.inline(this.queue[i]!, 0);
    return table;
  }

  private refTo(copy: Schema): Plain {
    const schema = this.canonical.get(copy) ?? copy;
    let key = this.keys.get(schema);
    if (key === undefined) {
      const base = (schemaName(schema) ?? 'schema').replace(/[^A-Za-z0-9._-]/g, '_');
      key = base;
      for (let n = 2; this.taken.has(key); n++) key = `${base}-${n}`;
      this.taken.add(key);
      this.queue.push(schema);
      this.keys.set(schema, key);
    }
    return { $ref: `#/$defs/${key}` };
  }

  private sub(schema: Schema, depth: number): Plain | boolean {
    // `true`/`false` are schemas too; anything else that is not an object accepts anything.
    if (!schema || typeof schema !== 'object') return typeof schema === 'boolean' ? schema : {};
    const shared = (this.uses.get(schema) ?? 0) > 1 || schemaName(schema) !== undefined;
    return shared ? this.refTo(schema) : depth > MAX_DEPTH ? {} : this.inline(schema, depth);
  }

  private inline(schema: Schema, depth: number): Plain {
    const out: Plain = {};
    for (const [key, value] of Object.entries(schema)) {
      if (DROPPED.has(key) || key.startsWith('x-')) continue;
      if (key === 'properties' && value && typeof value === 'object') {
        // A request does not carry read-only properties.
        const props = Object.entries(value as Record<string, Schema>).filter(([, s]) => !s?.readOnly);
        out.properties = Object.fromEntries(props.map(([name, s]) => [name, this.sub(s, depth + 1)]));
      } else if (key === 'required' && Array.isArray(value)) {
        const props = (schema.properties ?? {}) as Record<string, Schema>;
        out.required = value.filter((name) => !props[name]?.readOnly);
      } else if (ONE_SCHEMA.has(key) && value && typeof value === 'object') {
        out[key] = this.sub(value as Schema, depth + 1);
      } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
        out[key] = value.map((s: Schema) => this.sub(s, depth + 1));
      } else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') {
        // OpenAPI 3.0's boolean form: the bound is `minimum`/`maximum`.
        const bound = schema[key === 'exclusiveMinimum' ? 'minimum' : 'maximum'];
        if (value && typeof bound === 'number') out[key] = bound;
      } else if (key === 'minimum' && schema.exclusiveMinimum === true) {
      } else if (key === 'maximum' && schema.exclusiveMaximum === true) {
      } else if (!(value && typeof value === 'object') || key === 'enum' || key === 'const' || key === 'type' || key === 'default') {
        out[key] = value;
      }
    }
    if (schema.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
    return out;
  }
}

/** One schema on its own, its definitions under its own `$defs`. */
export function plainSchema(root: Schema): Plain {
  const schemas = new PlainSchemas();
  schemas.count(root);
  const top = schemas.plain(root);
  const defs = schemas.definitions();
  return Object.keys(defs).length ? { ...top, $defs: defs } : top;
}
