import { externalDocsOf } from './api-extras.ts';
import type { ApiExternalDocs, Schema } from './api-types.ts';
import { extensionsOf } from './api-extras.ts';
import { schemaConstraints } from './schema-constraints.ts';
import { SCHEMA_NAME_KEY, schemaName } from './schema-name.ts';

/** One node of a schema as the page shows it: a property, array items, or the root. */
export interface SchemaNode {
  /** Anchor id, unique on the page. */
  id: string;
  name?: string;
  typeLabel: string;
  /** Component name when the schema is a named one (`Money`). */
  refName?: string;
  required: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  nullable: boolean;
  description?: string;
  format?: string;
  constraints: string[];
  enumValues?: unknown[];
  hasDefault: boolean;
  defaultValue?: unknown;
  hasConst: boolean;
  constValue?: unknown;
  example?: unknown;
  /** A parameter's named examples, when it has several. */
  examples?: { label: string; value: unknown }[];
  extensions: [string, unknown][];
  /** The schema's `externalDocs`, when its URL is safe to link. */
  externalDocs?: ApiExternalDocs;
  children: SchemaNode[];
  /** oneOf / anyOf: the choices, with their discriminator values. */
  variants?: { keyword: 'oneOf' | 'anyOf'; discriminator?: string; options: { title: string; mapping: string[]; node: SchemaNode }[] };
  /** A schema that contains itself: a link back to where it is already shown. */
  recursiveTo?: { id: string; refName?: string };
  /** A named schema shown elsewhere (the page's budget is spent, or on the overview): a link to it. */
  linkTo?: { href: string; refName: string };
  /** Where a named schema's long enum is listed in full, when this node is not that place. */
  enumHref?: string;
}

export interface SchemaTreeOptions {
  /** Requests hide readOnly properties; responses hide writeOnly ones. */
  context: 'request' | 'response' | 'schema';
  idPrefix: string;
  /** Nodes this page may still render; named schemas past it become links. Shared by the page's trees. */
  budget: { nodes: number };
  /** Inline named schemas below the root (operation pages), or always link them (the overview's schema list). */
  inlineNamed: boolean;
  /** Where a named schema is shown in full. */
  schemaHref: (name: string) => string;
}

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** allOf merged into one schema: properties, required and the other keywords of every member. */
export function mergeAllOf(schema: Schema, seen = new Set<object>()): Schema {
  if (!Array.isArray(schema.allOf) || seen.has(schema)) return schema;
  seen.add(schema);
  const { allOf, ...own } = schema;
  const merged: Schema = {};
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  for (const part of [...allOf.filter(isSchema).map((p) => mergeAllOf(p, seen)), own as Schema]) {
    for (const [key, value] of Object.entries(part)) {
      // A member's name is not the merged schema's (an allOf of Base is not Base).
      if (key === SCHEMA_NAME_KEY && part !== own) continue;
      if (key === 'properties' && isSchema(value)) Object.assign(properties, value);
      else if (key === 'required' && Array.isArray(value)) value.forEach((r) => required.add(String(r)));
      else if (value !== undefined && merged[key] === undefined) merged[key] = value;
    }
  }
  // The whole's description and title are its own, else its first member's (the base it extends), never the last member's.
  for (const key of ['description', 'title']) if (own[key] !== undefined) merged[key] = own[key];
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  if (!merged.type && merged.properties) merged.type = 'object';
  return merged;
}

/** The JSON type of a value (`const`): integer for whole numbers. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value === 'object' ? 'object' : typeof value;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.const !== undefined) return [jsonType(schema.const)];
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  if (schema.oneOf || schema.anyOf) return [];
  if (schema.enum?.length) return [typeof schema.enum[0] === 'number' ? 'number' : 'string'];
  return [];
}

/** `string<date-time>`, `array<Money>`, `integer | null`, `Card | SepaDirectDebit`. */
export function typeLabel(schema: Schema, depth = 0): string {
  const merged = mergeAllOf(schema);
  const all = typesOf(merged);
  // `{type: 'null'}` alone is null; beside other types, null is said by the nullable flag.
  const types = all.length && all.every((t) => t === 'null') ? ['null'] : all.filter((t) => t !== 'null');
  const label = types
    .map((t) => {
      if (t === 'array' && Array.isArray(merged.prefixItems) && !isSchema(merged.items)) {
        const inner = merged.prefixItems.map((p) => (isSchema(p) ? (schemaName(p) ?? (depth < 3 ? typeLabel(p, depth + 1) : 'object')) : 'any'));
        return `[${inner.join(', ')}]`;
      }
      if (t === 'array') {
        const items = isSchema(merged.items) ? merged.items : undefined;
        const inner = items ? (schemaName(items) ?? (depth < 3 ? typeLabel(items, depth + 1) : 'object')) : 'any';
        return `array<${inner}>`;
      }
      return typeof merged.format === 'string' ? `${t}<${merged.format}>` : t;
    })
    .join(' | ');
  // `anyOf: [X, {type: 'null'}]` is a nullable X (the node says nullable), not "X | any".
  const choices = (merged.oneOf ?? merged.anyOf)?.filter((c) => !isNullOnly(c));
  if (!label && Array.isArray(choices) && choices.length)
    return choices.map((c) => (isSchema(c) ? (schemaName(c) ?? (c.title as string | undefined) ?? typeLabel(c, depth + 1)) : 'any')).join(' | ');
  return label || 'any';
}

/** A choice that only allows null (`{type: 'null'}`, also written so in OpenAPI 3.0). */
function isNullOnly(schema: unknown): boolean {
  return isSchema(schema) && schema.type === 'null' && Object.keys(schema).every((k) => k === 'type' || k === 'description');
}

function slugPart(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '_') || '_';
}

/** Builds the tree of one schema for a page, bounded by the page's budget and never looping. */
export function buildSchemaTree(schema: Schema, options: SchemaTreeOptions): SchemaNode {
  return buildNode({ schema, options, path: [], required: false, ancestors: new Map(), isRoot: true });
}

interface NodeArgs {
  schema: Schema;
  options: SchemaTreeOptions;
  path: string[];
  name?: string;
  required: boolean;
  ancestors: Map<object | string, string>;
  isRoot: boolean;
}

/** One node: what the schema says about itself, then where its children come from (a link, a recursion, its properties or its items'). */
function buildNode(args: NodeArgs): SchemaNode {
  const { schema, options, path } = args;
  const id = [options.idPrefix, ...path.map(slugPart)].join('.');
  const refName = schemaName(schema);
  const merged = mergeAllOf(schema);
  options.budget.nodes--;
  const node = describeNode(merged, { id, refName, args });
  const seenAt = args.ancestors.get(refName ?? schema);
  if (seenAt !== undefined) {
    node.recursiveTo = { id: seenAt, refName };
    return node;
  }
  if (refName && !args.isRoot && !inlinesNamed(options)) {
    node.linkTo = { href: options.schemaHref(refName), refName };
    return node;
  }
  const ancestors = new Map(args.ancestors).set(refName ?? schema, id);
  const items = isSchema(merged.items) ? merged.items : undefined;
  if (items) addItems(node, items, args, ancestors);
  else if (Array.isArray(merged.prefixItems)) node.children = tupleItemsOf(merged.prefixItems, path, ancestors, options);
  else node.children = propertiesOf(merged, path, ancestors, options);
  if (!node.variants && (merged.oneOf || merged.anyOf)) node.variants = variantsOf(merged, { ...args, ancestors });
  return node;
}

/** Whether named schemas are still shown inline here (the page asks for it and its budget lasts). */
function inlinesNamed(options: SchemaTreeOptions): boolean {
  return options.inlineNamed && options.budget.nodes > 0;
}

/** `if`/`then`/`else`, named: the page says the schema's rules depend on a condition (its branches are not drawn). */
function conditionalOf(schema: Schema): string[] {
  if (!isSchema(schema.if)) return [];
  const branches = ['then', 'else'].filter((k) => isSchema(schema[k]));
  return [`conditional: if${branches.map((b) => `/${b}`).join('')}`];
}

/** The node's own facts, read from its `allOf`-merged schema; no children yet. */
function describeNode(merged: Schema, at: { id: string; refName: string | undefined; args: NodeArgs }): SchemaNode {
  const { id, refName, args } = at;
  return {
    id,
    name: args.name,
    typeLabel: typeLabel(merged),
    refName,
    required: args.required,
    deprecated: merged.deprecated === true,
    readOnly: merged.readOnly === true,
    writeOnly: merged.writeOnly === true,
    nullable:
      merged.nullable === true ||
      (Array.isArray(merged.type) && merged.type.includes('null')) ||
      [...(merged.anyOf ?? []), ...(merged.oneOf ?? [])].some(isNullOnly),
    description: typeof merged.description === 'string' ? merged.description : undefined,
    format: typeof merged.format === 'string' ? merged.format : undefined,
    constraints: [...schemaConstraints(merged), ...conditionalOf(merged)],
    enumValues: Array.isArray(merged.enum) ? merged.enum : undefined,
    hasDefault: merged.default !== undefined,
    defaultValue: merged.default,
    hasConst: merged.const !== undefined,
    constValue: merged.const,
    example: merged.example ?? (Array.isArray(merged.examples) ? merged.examples[0] : undefined),
    // JSON Schema's `examples` array: every value, when there are several.
    ...(Array.isArray(merged.examples) && merged.examples.length > 1 && merged.example === undefined
      ? { examples: merged.examples.map((value) => ({ label: '', value })) }
      : {}),
    extensions: extensionsOf(merged),
    externalDocs: externalDocsOf(merged.externalDocs),
    children: [],
    enumHref: refName && !args.isRoot ? args.options.schemaHref(refName) : undefined,
  };
}

/** The nodes of a schema's properties and `additionalProperties`, minus those hidden in this context (readOnly in a request, writeOnly in a response). */
function propertiesOf(container: Schema, base: string[], parents: Map<object | string, string>, options: SchemaTreeOptions): SchemaNode[] {
  const hidden = (s: Schema) => (options.context === 'request' && s.readOnly === true) || (options.context === 'response' && s.writeOnly === true);
  const out: SchemaNode[] = [];
  const required = new Set(Array.isArray(container.required) ? container.required.map(String) : []);
  for (const [name, raw] of Object.entries(container.properties ?? {})) {
    if (!isSchema(raw)) continue;
    if (hidden(mergeAllOf(raw))) continue;
    out.push(buildNode({ schema: raw, options, path: [...base, name], name, required: required.has(name), ancestors: parents, isRoot: false }));
  }
  const extra = container.additionalProperties;
  if (isSchema(extra))
    out.push(buildNode({ schema: extra, options, path: [...base, '*'], name: '[key: string]', required: false, ancestors: parents, isRoot: false }));
  return out;
}

/** A tuple's members (`prefixItems`), named by position: `[0]`, `[1]`… */
function tupleItemsOf(members: unknown[], base: string[], parents: Map<object | string, string>, options: SchemaTreeOptions): SchemaNode[] {
  return members.flatMap((member, i) =>
    isSchema(member)
      ? [buildNode({ schema: member, options, path: [...base, String(i)], name: `[${i}]`, required: false, ancestors: parents, isRoot: false })]
      : [],
  );
}

/** An array: its items' properties (or variants, or enum) show under the array node, as readers expect. */
function addItems(node: SchemaNode, items: Schema, args: NodeArgs, ancestors: Map<object | string, string>): void {
  const { schema, options, path } = args;
  const itemSchema = mergeAllOf(items);
  const itemName = schemaName(items);
  const itemSeen = args.ancestors.get(itemName ?? items) ?? (items === schema ? node.id : undefined);
  if (itemSeen !== undefined) node.recursiveTo = { id: itemSeen, refName: itemName };
  else if (itemName && !inlinesNamed(options)) node.linkTo = { href: options.schemaHref(itemName), refName: itemName };
  else {
    const itemAncestors = new Map(ancestors).set(itemName ?? items, node.id);
    node.children = propertiesOf(itemSchema, path, itemAncestors, options);
    if (!node.children.length && (itemSchema.oneOf || itemSchema.anyOf)) node.variants = variantsOf(itemSchema, { ...args, ancestors: itemAncestors });
    if (!node.enumValues && Array.isArray(itemSchema.enum)) node.enumValues = itemSchema.enum;
  }
}

function variantsOf(schema: Schema, args: { options: SchemaTreeOptions; path: string[]; ancestors: Map<object | string, string> }): SchemaNode['variants'] {
  const keyword = schema.oneOf ? 'oneOf' : 'anyOf';
  const list = (schema.oneOf ?? schema.anyOf ?? []).filter(isSchema).filter((c) => !isNullOnly(c));
  if (!list.length) return undefined;
  const mapping = schema.discriminator?.mapping ?? {};
  return {
    keyword,
    discriminator: schema.discriminator?.propertyName,
    options: list.map((option, i) => {
      const name = schemaName(option);
      const title = (option.title as string | undefined) ?? name ?? `Option ${i + 1}`;
      const values = Object.entries(mapping)
        .filter(([, ref]) => name !== undefined && (ref === name || ref.endsWith(`/${name}`)))
        .map(([value]) => value);
      if (!values.length && schema.discriminator && name && !Object.keys(mapping).length) values.push(name);
      const inline = inlinesNamed(args.options);
      const node = buildNode({
        schema: option,
        options: args.options,
        path: [...args.path, slugPart(title)],
        required: false,
        ancestors: args.ancestors,
        isRoot: inline,
      });
      return { title, mapping: values, node };
    }),
  };
}
