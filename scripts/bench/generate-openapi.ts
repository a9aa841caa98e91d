/**
 * Writes a large, deterministic OpenAPI 3.1 description (YAML) for `pnpm bench`: about 1,000
 * operations over ~40 tags and ~300 paths, with ~400 component schemas that reference each other
 * 4–6 levels deep (allOf compositions, oneOf with discriminator, big enums, recursive trees).
 * Operations share the same big schemas on purpose: a renderer that re-inlines shared schemas into
 * every operation page blows up on this file.
 *
 *   node --import tsx scripts/bench/generate-openapi.ts OUT.yml [operations=1000] [seed=42]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { random } from './random.ts';

export interface OpenApiOptions {
  file: string;
  operations: number;
  seed?: number;
  /**
   * Routes of guides the descriptions' "See the … guide" links go to. Without them they go to
   * `/guides/<tag>#<word>`, which only a site with such guides has: elsewhere each is a broken-link warning.
   */
  guideRoutes?: readonly string[];
}

export interface OpenApiStats {
  bytes: number;
  operations: number;
  schemas: number;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

// ---------------------------------------------------------------------------------------------
// YAML emitter (block style; strings are plain, literal blocks or JSON-compatible double-quoted)
// ---------------------------------------------------------------------------------------------

const PLAIN = /^[A-Za-z_$][A-Za-z0-9_.\-/ ]*[A-Za-z0-9_.)]$|^[A-Za-z_]$/;
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n)$/i;

function scalar(value: null | boolean | number | string): string {
  if (value === null) return 'null';
  if (typeof value !== 'string') return String(value);
  if (PLAIN.test(value) && !RESERVED.test(value) && !value.includes('  ')) return value;
  return JSON.stringify(value);
}

function literalBlock(value: string): boolean {
  return value.includes('\n') && !/^[ \n]/.test(value) && !value.endsWith('\n') && !/[\r\t\x00-\x08\x0b\x0c\x0e-\x1f\x7f]|[ ]\n|[ ]$/.test(value);
}

function isEmpty(value: Json): boolean {
  return Array.isArray(value) ? value.length === 0 : typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

function emitValueAfterKey(prefix: string, value: Json, indent: number, out: string[]): void {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'string' && literalBlock(value)) {
      out.push(`${prefix} |-`);
      const pad = ' '.repeat(indent + 2);
      for (const line of value.split('\n')) out.push(line === '' ? '' : pad + line);
    } else out.push(`${prefix} ${scalar(value)}`);
  } else if (isEmpty(value)) out.push(`${prefix} ${Array.isArray(value) ? '[]' : '{}'}`);
  else {
    out.push(prefix);
    emit(value, indent + 2, out);
  }
}

function emit(value: Json, indent: number, out: string[]): void {
  const pad = ' '.repeat(indent);
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item !== null && typeof item === 'object' && !isEmpty(item)) {
        const start = out.length;
        emit(item, indent + 2, out);
        out[start] = `${pad}- ${out[start]!.slice(indent + 2)}`;
      } else emitValueAfterKey(`${pad}-`, item, indent, out);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) emitValueAfterKey(`${pad}${scalar(key)}:`, item, indent, out);
  } else out.push(pad + scalar(value));
}

export function toYaml(value: Json): string {
  const out: string[] = [];
  emit(value, 0, out);
  return `${out.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------

const TAGS = (
  'Accounts Addresses Analytics ApiKeys Audit Balances Batches Billing Cards Catalog Checkout Customers Disputes ' +
  'Documents Events Exports Files Fulfilment Invoices Ledger Mandates Merchants Notifications Orders Organisations ' +
  'Payouts Plans Prices Products Refunds Reports Risk Settlements Shipments Subscriptions Taxes Teams Terminals ' +
  'Transactions Webhooks'
).split(' ');

const NOUNS = (
  'account address adjustment agreement allocation amount approval attachment attempt authorization balance batch ' +
  'beneficiary bucket capture card charge checkpoint claim comment contact contract coupon credit customer device ' +
  'discount dispute document entry evidence export fee file fulfilment grant holder import instrument invoice item ' +
  'job label ledger limit line location mandate merchant method note notice offer order owner package parcel ' +
  'partner payment payout period plan policy price product profile quote rate receipt record refund reminder report ' +
  'reservation review rule schedule segment session settlement shipment signal snapshot source statement ' +
  'subscription tax team terminal threshold ticket token transfer trigger usage variant vendor voucher wallet window'
).split(' ');

const ADJECTIVES = (
  'active aggregated archived automatic billable blocked consolidated custom default deferred detailed domestic ' +
  'draft effective external final foreign global hosted incoming internal linked manual merged outgoing partial ' +
  'pending primary recurring regional remote scheduled secondary settled shared signed virtual'
).split(' ');

const SUFFIXES = ['', 'Details', 'Summary', 'Settings', 'Record', 'Snapshot', 'Info', 'Profile', 'Config', 'Breakdown', 'State', 'Overview'];

const WORDS = (
  'payment transaction refund merchant customer checkout amount currency capture authorize settle webhook signature ' +
  'idempotency request response status pending paid failed cancelled expired token recurring mandate iban card wallet ' +
  'integration sandbox production endpoint header body field value error retry timeout secret key shop order invoice ' +
  'statement fee balance payout report reconcile ledger account cursor page limit filter sort expand window quota ' +
  'the a of to and in for with on by from that this is are be can will should must when after before each every ' +
  'the a of to and in for with is are be when returns contains'
).split(' ');

const VERBS = [
  'approve',
  'archive',
  'cancel',
  'capture',
  'close',
  'confirm',
  'duplicate',
  'export',
  'freeze',
  'lock',
  'publish',
  'reopen',
  'retry',
  'reverse',
  'submit',
  'suspend',
  'sync',
  'unlock',
  'validate',
  'void',
];

const FORMATS = ['date-time', 'date', 'email', 'uri', 'uuid', 'hostname', 'ipv4'];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Share of operations whose success response carries a generated example. */
const EXAMPLE_SHARE = 0.8;

type PathKind = 'collection' | 'item' | 'action' | 'subCollection' | 'subItem';

const PREFERRED: Record<PathKind, Method[]> = {
  collection: ['get', 'post', 'put', 'delete', 'patch'],
  item: ['get', 'put', 'patch', 'delete', 'post'],
  action: ['post', 'get', 'put', 'delete', 'patch'],
  subCollection: ['get', 'post', 'delete', 'put', 'patch'],
  subItem: ['get', 'delete', 'patch', 'put', 'post'],
};

interface PathSpec {
  tag: string;
  route: string;
  kind: PathKind;
  resource: string;
  sub?: string;
  action?: string;
  params: string[];
  pathLevelParams: boolean;
  methods: Method[];
}

// ---------------------------------------------------------------------------------------------
// Generator
// ---------------------------------------------------------------------------------------------

export function generateOpenApi(options: OpenApiOptions): OpenApiStats {
  const rand = random(options.seed ?? 42);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const chance = (p: number) => rand() < p;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const totalOps = Math.max(1, Math.floor(options.operations));

  // --- Markdown text ---------------------------------------------------------------------------
  const sentence = (n: number): string => {
    const words = Array.from({ length: n }, () => {
      const w = pick(WORDS);
      const r = rand();
      if (r < 0.05) return `\`${w}\``;
      if (r < 0.08) return `**${w}**`;
      if (r < 0.1) return `_${w}_`;
      return w;
    });
    const text = words.join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = (words: number): string => {
    const out: string[] = [];
    for (let left = words; left > 0; left -= 14) out.push(sentence(Math.min(14, Math.max(5, left))));
    if (chance(0.2)) {
      const tag = pick(TAGS);
      const target = options.guideRoutes?.length ? pick(options.guideRoutes) : `/guides/${kebab(pick(TAGS))}#${pick(WORDS)}`;
      out.push(`See [the ${tag.toLowerCase()} guide](${target}) for details.`);
    }
    return out.join(' ');
  };
  const markdown = (paragraphs: number, words: number): string => {
    const parts: string[] = [];
    for (let i = 0; i < paragraphs; i++) {
      parts.push(paragraph(words));
      if (i === 0 && chance(0.3)) parts.push(Array.from({ length: int(2, 5) }, () => `- ${sentence(int(5, 10))}`).join('\n'));
      if (i === 1 && chance(0.15)) {
        const rows = Array.from({ length: int(2, 5) }, () => `| \`${pick(WORDS)}_${int(1, 99)}\` | ${sentence(int(4, 8))} |`);
        parts.push(`| Value | Meaning |\n| --- | --- |\n${rows.join('\n')}`);
      }
      if (i === 1 && chance(0.1)) parts.push(`> **Note:** ${sentence(int(8, 14))}`);
      if (i === 0 && chance(0.1)) parts.push(`\`\`\`json\n{ "${pick(WORDS)}": "${pick(WORDS)}", "amount": ${int(1, 99999)} }\n\`\`\``);
    }
    return parts.join('\n\n');
  };

  // --- Names -----------------------------------------------------------------------------------
  const usedNames = new Set<string>();
  const schemaName = (base?: string): string => {
    for (let attempt = 0; ; attempt++) {
      let name = base ?? `${cap(pick(ADJECTIVES))}${cap(pick(NOUNS))}${pick(SUFFIXES)}`;
      if (attempt > 3) name = `${name}${attempt}`;
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
      base = undefined;
    }
  };
  const ref = (name: string) => `#/components/schemas/${name}`;

  // --- Schemas ---------------------------------------------------------------------------------
  const schemas: Record<string, JsonObject> = {};
  const targetSchemas = Math.max(40, Math.round(totalOps * 0.4));
  const levels: string[][] = [[], [], [], [], [], []];
  const enums: string[] = [];
  const unions: string[] = [];

  // Enums with 50–500 values.
  const enumCount = Math.max(4, Math.round(targetSchemas * 0.1));
  for (let e = 0; e < enumCount; e++) {
    const name = schemaName(`${cap(pick(NOUNS))}${pick(['Code', 'Type', 'Category', 'Reason', 'Status', 'Kind'])}`);
    const size = int(50, 500);
    const style = e % 3;
    const values = new Set<string>();
    while (values.size < size) {
      if (style === 0) values.add(`${pick(NOUNS)}_${pick(VERBS)}${values.size % 7 === 0 ? `_${int(1, 99)}` : ''}`);
      else if (style === 1) values.add(`${pick(['mcc', 'reason', 'code', 'category'])}_${String(int(0, 9999)).padStart(4, '0')}`);
      else values.add(Array.from({ length: 3 }, () => String.fromCharCode(65 + int(0, 25))).join(''));
    }
    schemas[name] = {
      type: 'string',
      title: name,
      description: `${markdown(1, 30)}\n\nThe list grows over time: treat unknown values as \`${[...values][0]}\`.`,
      enum: [...values],
      ...(chance(0.4) ? { default: [...values][0]! } : {}),
      ...(chance(0.3) ? { 'x-extensible-enum': true } : {}),
    };
    enums.push(name);
  }

  /** A property schema that references only schemas below `level`. */
  const property = (level: number, name: string): JsonObject => {
    const description = chance(0.9) ? paragraph(int(20, 60)) : undefined;
    const withDescription = (schema: JsonObject): JsonObject => (description ? { description, ...schema } : schema);
    const lower = levels.slice(0, level).flat();
    const lowerUnions = unions.filter((u) => (schemas[u]!['x-level'] as number) < level);
    const r = rand();
    if (lower.length > 0 && r < 0.14) return withDescription({ $ref: ref(pick(lower)) });
    if (lower.length > 0 && r < 0.24)
      return withDescription({ type: 'array', items: { $ref: ref(pick(lower)) }, maxItems: int(10, 500), ...(chance(0.3) ? { minItems: 1 } : {}) });
    if (lowerUnions.length > 0 && r < 0.28) return withDescription({ $ref: ref(pick(lowerUnions)) });
    if (r < 0.36) return withDescription({ $ref: ref(pick(enums)) });
    if (r < 0.4) {
      const values = Array.from(new Set(Array.from({ length: int(3, 8) }, () => pick(VERBS))));
      return withDescription({ type: 'string', enum: values, default: values[0]! });
    }
    if (r < 0.44)
      return withDescription({ type: 'array', items: { type: 'string', minLength: 1, maxLength: int(16, 64) }, uniqueItems: true, maxItems: int(5, 50) });
    if (r < 0.48)
      return withDescription({
        type: 'object',
        additionalProperties: lower.length > 0 && chance(0.4) ? { $ref: ref(pick(lower)) } : { type: 'string', maxLength: 500 },
        maxProperties: int(10, 50),
      });
    if (r < 0.6)
      return withDescription({
        type: 'integer',
        format: pick(['int32', 'int64']),
        minimum: 0,
        maximum: int(100, 1_000_000),
        ...(chance(0.3) ? { default: int(0, 100) } : {}),
        ...(chance(0.2) ? { examples: [int(1, 100)] } : {}),
      });
    if (r < 0.66) return withDescription({ type: 'number', exclusiveMinimum: 0, multipleOf: 0.01, ...(chance(0.3) ? { maximum: int(1000, 100000) } : {}) });
    if (r < 0.72) return withDescription({ type: 'boolean', default: chance(0.5) });
    if (r < 0.78) return withDescription({ type: ['string', 'null'], maxLength: int(32, 2000) });
    const format = chance(0.5) ? pick(FORMATS) : undefined;
    return withDescription({
      type: 'string',
      ...(format ? { format } : { minLength: int(0, 3), maxLength: int(8, 256) }),
      ...(!format && chance(0.25) ? { pattern: `^[a-z]{2,4}_[A-Za-z0-9]{${int(8, 24)}}$` } : {}),
      ...(chance(0.3)
        ? {
            examples: [
              format === 'date-time'
                ? '2025-03-14T09:26:53Z'
                : format === 'email'
                  ? 'ops@example.com'
                  : format === 'uuid'
                    ? '0b3f3c64-5c55-4b7e-9a59-7cf7cb7d1d1e'
                    : `${name}_example`,
            ],
          }
        : {}),
    });
  };

  const objectSchema = (level: number, count: number, first?: string): JsonObject => {
    const properties: JsonObject = {};
    const example: JsonObject = {};
    if (level > 0)
      properties[first ?? 'id'] = first
        ? { description: paragraph(int(8, 20)), $ref: ref(pick(levels[level - 1]!)) }
        : { type: 'string', readOnly: true, pattern: '^[a-z]{3}_[A-Za-z0-9]{16}$' };
    if (level > 0 && !first) properties[`${pick(NOUNS)}${cap(pick(NOUNS))}`] = { description: paragraph(int(8, 20)), $ref: ref(pick(levels[level - 1]!)) };
    while (Object.keys(properties).length < count) {
      const name = `${pick(NOUNS)}${cap(pick(NOUNS))}`;
      if (properties[name]) continue;
      const prop = property(level, name);
      if (chance(0.04)) prop['x-internal'] = true;
      if (chance(0.03)) prop.readOnly = true;
      else if (chance(0.02)) prop.writeOnly = true;
      if (chance(0.02)) prop.deprecated = true;
      properties[name] = prop;
      if (Object.keys(example).length < 4 && (prop.type === 'integer' || prop.type === 'boolean')) example[name] = prop.type === 'integer' ? int(1, 100) : true;
    }
    const names = Object.keys(properties);
    const schema: JsonObject = {
      type: 'object',
      description: markdown(int(1, 2), int(20, 45)),
      required: names.filter((_, i) => i < 2 || chance(0.2)),
      properties,
    };
    if (chance(0.2)) schema.additionalProperties = false;
    if (chance(0.25) && Object.keys(example).length > 0) schema.examples = [example];
    return schema;
  };

  const levelShare = [0.26, 0.2, 0.18, 0.14, 0.11, 0.11];
  const unionGroups = Math.max(2, Math.round(targetSchemas * 0.03));
  const recursiveCount = Math.max(3, Math.round(targetSchemas * 0.012));
  const fixed = 4; // Error, ValidationIssue, ValidationError, PageInfo
  const plainObjects = Math.max(12, targetSchemas - enumCount - unionGroups * 4.5 - recursiveCount - fixed);

  for (let level = 0; level < 6; level++) {
    const count = Math.max(2, Math.round(plainObjects * levelShare[level]!));
    for (let i = 0; i < count; i++) {
      const name = schemaName();
      if (level >= 2 && levels[level - 1]!.length > 0 && chance(0.25)) {
        const base = pick(levels[level - 1]!);
        const extra = objectSchema(level, int(6, 15), `${pick(NOUNS)}${cap(pick(NOUNS))}`);
        schemas[name] = {
          description: markdown(1, int(20, 40)),
          allOf: [{ $ref: ref(base) }, { type: 'object', required: extra.required!, properties: extra.properties! }],
        };
      } else schemas[name] = objectSchema(level, int(10, 30));
      levels[level]!.push(name);
    }

    // Discriminated unions sit at level 3 (variants at level 2).
    if (level === 2) {
      for (let g = 0; g < unionGroups; g++) {
        const base = `${cap(pick(NOUNS))}${pick(['Method', 'Source', 'Target', 'Rule', 'Event'])}`;
        const union = schemaName(base);
        const kinds = Array.from(new Set(Array.from({ length: int(3, 5) }, () => pick(NOUNS))));
        const mapping: JsonObject = {};
        for (const kind of kinds) {
          const variant = schemaName(`${cap(kind)}${union}`);
          const body = objectSchema(2, int(8, 16), 'details');
          schemas[variant] = {
            ...body,
            required: ['kind', ...(body.required as string[])],
            properties: { kind: { type: 'string', const: kind, description: `Always \`${kind}\`.` }, ...(body.properties as JsonObject) },
          };
          mapping[kind] = ref(variant);
          levels[2]!.push(variant);
        }
        schemas[union] = {
          description: `${markdown(1, 30)}\n\nThe \`kind\` property tells the variants apart.`,
          oneOf: Object.values(mapping).map((r) => ({ $ref: r })),
          discriminator: { propertyName: 'kind', mapping },
          'x-level': 3,
        };
        unions.push(union);
      }
      // Recursive schemas: trees whose nodes hold arrays of themselves.
      for (let i = 0; i < recursiveCount; i++) {
        const name = schemaName(`${cap(pick(NOUNS))}TreeNode`);
        const body = objectSchema(2, int(8, 14));
        schemas[name] = {
          ...body,
          properties: {
            ...(body.properties as JsonObject),
            parent: { description: 'The parent node; `null` at the root.', oneOf: [{ $ref: ref(name) }, { type: 'null' }] },
            children: {
              type: 'array',
              description: 'The child nodes, in display order. Each child has the same shape as this node.',
              items: { $ref: ref(name) },
            },
          },
        };
        levels[2]!.push(name);
      }
    }
  }
  for (const u of unions) delete schemas[u]!['x-level'];

  schemas.ValidationIssue = {
    type: 'object',
    description: 'One problem with one field of the request.',
    required: ['field', 'code', 'message'],
    properties: {
      field: { type: 'string', description: 'JSON pointer of the offending field, such as `/amount/value`.', examples: ['/amount/value'] },
      code: { $ref: ref(enums[0]!) },
      message: { type: 'string', maxLength: 1000 },
      rejectedValue: { description: 'The value that was rejected, if it is safe to echo.', type: ['string', 'number', 'boolean', 'null'] },
    },
  };
  schemas.Error = {
    type: 'object',
    description: `${markdown(2, 40)}\n\nEvery 4xx and 5xx response has this body.`,
    required: ['code', 'message', 'requestId'],
    properties: {
      code: {
        type: 'string',
        enum: ['invalid_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'unprocessable', 'rate_limited', 'internal_error'],
      },
      message: { type: 'string', description: 'A human-readable message. Do not parse it.' },
      requestId: { type: 'string', pattern: '^req_[a-z0-9]{6,32}$', description: 'Quote it when you contact support.' },
      details: { type: 'object', additionalProperties: true, 'x-internal': true },
    },
    examples: [{ code: 'not_found', message: 'No such object.', requestId: 'req_8c1f2e' }],
  };
  schemas.ValidationError = {
    description: 'An `Error` with the list of invalid fields.',
    allOf: [
      { $ref: ref('Error') },
      { type: 'object', required: ['issues'], properties: { issues: { type: 'array', minItems: 1, items: { $ref: ref('ValidationIssue') } } } },
    ],
  };
  schemas.PageInfo = {
    type: 'object',
    required: ['hasMore'],
    properties: {
      hasMore: { type: 'boolean', description: 'Whether another page follows.' },
      nextCursor: { type: ['string', 'null'], description: 'Pass it as `cursor` to get the next page.' },
      total: { type: 'integer', minimum: 0, description: 'Total number of matches, if cheap to count.' },
    },
  };

  // --- Paths -----------------------------------------------------------------------------------
  const tagCount = Math.min(TAGS.length, Math.max(1, Math.round(totalOps / 25)));
  const tags = TAGS.slice(0, tagCount);
  const pathCount = Math.max(1, Math.round(totalOps * 0.3));
  const perTag: PathSpec[][] = tags.map(() => []);
  const resourcesPerTag = tags.map(() => new Set<string>());
  for (let p = 0; p < pathCount; ) {
    for (let t = 0; t < tags.length && p < pathCount; t++) {
      const tag = tags[t]!;
      let resource = pick(NOUNS);
      while (resourcesPerTag[t]!.has(resource)) resource = `${pick(NOUNS)}-${pick(NOUNS)}`;
      resourcesPerTag[t]!.add(resource);
      const base = `/v1/${kebab(tag)}/${resource}s`;
      const id = `${resource.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Id`;
      const sub = pick(NOUNS);
      const action = pick(VERBS);
      const block: Omit<PathSpec, 'methods' | 'tag' | 'pathLevelParams'>[] = [
        { route: base, kind: 'collection', resource, params: [] },
        { route: `${base}/{${id}}`, kind: 'item', resource, params: [id] },
        { route: `${base}/{${id}}/actions/${action}`, kind: 'action', resource, action, params: [id] },
        { route: `${base}/{${id}}/${sub}s`, kind: 'subCollection', resource, sub, params: [id] },
        { route: `${base}/{${id}}/${sub}s/{${sub}Id}`, kind: 'subItem', resource, sub, params: [id, `${sub}Id`] },
      ];
      for (const spec of block.slice(0, Math.min(block.length, pathCount - p, int(3, 5)))) {
        perTag[t]!.push({ ...spec, tag, methods: [], pathLevelParams: chance(0.5) });
        p++;
      }
    }
  }
  const allPaths = perTag.flat();
  if (totalOps > allPaths.length * 5) throw new Error('too few paths for the requested operations');
  for (let round = 0, assigned = 0; assigned < totalOps; round++) {
    for (const spec of allPaths) {
      if (assigned >= totalOps) break;
      spec.methods.push(PREFERRED[spec.kind][round]!);
      assigned++;
    }
  }

  // Shared schemas used by operations: resources are the deep level 4–5 schemas.
  const resources = [...levels[5]!, ...levels[4]!];
  const inputs = [...levels[3]!, ...levels[4]!];
  const tagResource = new Map<string, string[]>();
  tags.forEach((tag, i) =>
    tagResource.set(tag, [resources[i % resources.length]!, resources[(i * 7 + 3) % resources.length]!, resources[(i * 13 + 5) % resources.length]!]),
  );

  const components: JsonObject = {
    schemas: {},
    parameters: {
      Limit: {
        name: 'limit',
        in: 'query',
        description: 'Maximum number of items per page (1–100).',
        schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
      },
      Cursor: { name: 'cursor', in: 'query', description: 'The opaque `nextCursor` of the previous page.', schema: { type: 'string', maxLength: 512 } },
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        description: 'Repeat a request safely: the first response is returned again for 24 hours. **1–64 characters**, a UUID is a good choice.',
        schema: { type: 'string', minLength: 1, maxLength: 64 },
      },
      RequestId: {
        name: 'X-Request-Id',
        in: 'header',
        description: 'Your own correlation ID; echoed in the response.',
        schema: { type: 'string', format: 'uuid' },
      },
    },
    headers: {
      RateLimitRemaining: { description: 'Requests left in the current window.', schema: { type: 'integer', minimum: 0 } },
      RateLimitReset: { description: 'Seconds until the window resets.', schema: { type: 'integer', minimum: 0 } },
    },
    responses: {
      BadRequest: { description: 'The request is malformed.', content: { 'application/json': { schema: { $ref: ref('Error') } } } },
      NotFound: {
        description: 'The object does not exist or belongs to another account.',
        content: { 'application/json': { schema: { $ref: ref('Error') } } },
      },
      Unauthorized: {
        description: 'The API key is missing or wrong.',
        headers: { 'WWW-Authenticate': { schema: { type: 'string' } } },
        content: { 'application/json': { schema: { $ref: ref('Error') } } },
      },
    },
    securitySchemes: {
      apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'Your secret API key.' },
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    },
  };

  /** An example value for a schema, following `$ref`s, `allOf` and `oneOf` up to `depth` levels. */
  const exampleOf = (schema: Json | undefined, depth: number): Json => {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return null;
    if (typeof schema.$ref === 'string') return exampleOf(schemas[schema.$ref.slice('#/components/schemas/'.length)], depth);
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]!;
    if (Array.isArray(schema.enum)) return schema.enum[0]!;
    if (schema.const !== undefined) return schema.const;
    if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, depth)).filter((v) => v && typeof v === 'object'));
    if (Array.isArray(schema.oneOf)) return exampleOf(schema.oneOf[0], depth);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (type === 'object') {
      if (depth <= 0) return {};
      const out: JsonObject = {};
      for (const [name, prop] of Object.entries((schema.properties ?? {}) as JsonObject).slice(0, 14)) {
        if (name === 'parent') continue;
        out[name] = exampleOf(prop, depth - 1);
      }
      return out;
    }
    if (type === 'array') return depth <= 0 ? [] : [exampleOf(schema.items, depth - 1)];
    if (type === 'integer') return typeof schema.minimum === 'number' ? schema.minimum + 1 : 1;
    if (type === 'number') return 19.99;
    if (type === 'boolean') return true;
    if (schema.format === 'date-time') return '2025-03-14T09:26:53Z';
    if (schema.format === 'date') return '2025-03-14';
    if (schema.format === 'email') return 'ops@example.com';
    if (schema.format === 'uri') return 'https://example.com/resource';
    if (schema.format === 'uuid') return '0b3f3c64-5c55-4b7e-9a59-7cf7cb7d1d1e';
    return typeof schema.pattern === 'string' ? 'abc_8f2kL0aP3xQ9zT1m' : 'string';
  };

  const usedOperationIds = new Set<string>();
  const operationId = (base: string): string => {
    let id = base;
    for (let n = 2; usedOperationIds.has(id.toLowerCase()); n++) id = `${base}${n}`;
    usedOperationIds.add(id.toLowerCase());
    return id;
  };
  const pascal = (s: string) =>
    s
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map(cap)
      .join('');
  const pathParam = (name: string): JsonObject => ({
    name,
    in: 'path',
    required: true,
    description: `The ID of the ${name.replace(/Id$/, '')}, as returned when it was created.`,
    schema: { type: 'string', pattern: '^[a-z]{3}_[A-Za-z0-9]{16}$', examples: [`${name.slice(0, 3).toLowerCase()}_8f2kL0aP3xQ9zT1m`] },
  });

  const paths: JsonObject = {};
  let operations = 0;
  for (const spec of allPaths) {
    const item: JsonObject = {};
    if (spec.pathLevelParams && spec.params.length > 0) item.parameters = spec.params.map(pathParam);
    const [primary, secondary, tertiary] = tagResource.get(spec.tag)!;
    const noun = pascal(spec.sub ?? spec.resource);
    for (const method of spec.methods) {
      const listing = method === 'get' && (spec.kind === 'collection' || spec.kind === 'subCollection');
      const resource = spec.kind === 'subCollection' || spec.kind === 'subItem' ? secondary! : spec.kind === 'action' ? tertiary! : primary!;
      const verb = listing
        ? 'list'
        : method === 'get'
          ? 'get'
          : method === 'post'
            ? spec.kind === 'action'
              ? spec.action!
              : 'create'
            : method === 'put'
              ? 'replace'
              : method === 'patch'
                ? 'update'
                : 'delete';
      const parameters: Json[] = spec.pathLevelParams ? [] : spec.params.map(pathParam);
      if (listing) {
        parameters.push({ $ref: '#/components/parameters/Limit' }, { $ref: '#/components/parameters/Cursor' });
        parameters.push({
          name: 'sort',
          in: 'query',
          description: 'Sort order; prefix a field with `-` for descending.',
          schema: { type: 'string', enum: ['createdAt', '-createdAt', 'updatedAt', '-updatedAt', 'amount', '-amount'], default: '-createdAt' },
        });
        parameters.push({ name: `filter[${pick(NOUNS)}]`, in: 'query', description: paragraph(int(10, 25)), schema: { $ref: ref(pick(enums)) } });
        parameters.push({
          name: 'createdAfter',
          in: 'query',
          description: 'Only items created at or after this time (RFC 3339).',
          schema: { type: 'string', format: 'date-time' },
        });
        parameters.push({
          name: 'q',
          in: 'query',
          description: 'Full-text search over names and references.',
          schema: { type: 'string', minLength: 2, maxLength: 200 },
          ...(chance(0.1) ? { deprecated: true } : {}),
        });
      }
      if (method === 'get')
        parameters.push({
          name: 'expand',
          in: 'query',
          description: 'Related objects to embed instead of their IDs.',
          style: 'form',
          explode: false,
          schema: {
            type: 'array',
            uniqueItems: true,
            maxItems: 5,
            items: { type: 'string', enum: Array.from(new Set(Array.from({ length: int(3, 8) }, () => pick(NOUNS)))) },
          },
        });
      if (method === 'post' || method === 'put') parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
      if (method === 'patch')
        parameters.push({
          name: 'If-Match',
          in: 'header',
          required: true,
          description: 'The `ETag` of the version you are updating; a mismatch returns `412`.',
          schema: { type: 'string', minLength: 1 },
        });
      parameters.push({ $ref: '#/components/parameters/RequestId' });
      if (chance(0.3))
        parameters.push({
          name: 'Accept-Language',
          in: 'header',
          description: paragraph(int(8, 20)),
          schema: { type: 'string', enum: ['en', 'de', 'fr', 'it', 'nl', 'es'], default: 'en' },
        });
      if (chance(0.15))
        parameters.push({
          name: 'dryRun',
          in: 'query',
          description: 'Validate the request without side effects.',
          schema: { type: 'boolean', default: false },
          deprecated: chance(0.3),
        });

      const single: JsonObject = {
        'application/json': chance(EXAMPLE_SHARE)
          ? { schema: { $ref: ref(resource) }, examples: { default: { summary: `A typical ${noun}`, value: exampleOf({ $ref: ref(resource) }, 3) } } }
          : { schema: { $ref: ref(resource) } },
      };
      const responses: JsonObject = {};
      const successHeaders = {
        'X-Rate-Limit-Remaining': { $ref: '#/components/headers/RateLimitRemaining' },
        'X-Rate-Limit-Reset': { $ref: '#/components/headers/RateLimitReset' },
      };
      if (listing) {
        responses['200'] = {
          description: `A page of ${noun} objects.`,
          headers: successHeaders,
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: ref('PageInfo') },
                  { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: ref(resource) } } } },
                ],
              },
            },
          },
        };
      } else if (method === 'delete') {
        responses['200'] = { description: 'The deleted object, for the last time.', headers: successHeaders, content: single };
      } else if (method === 'post' && spec.kind !== 'action') {
        responses['201'] = {
          description: `The created ${noun}.`,
          headers: { ...successHeaders, Location: { description: 'The URL of the new object.', schema: { type: 'string', format: 'uri' } } },
          content: single,
        };
      } else {
        responses['200'] = {
          description: markdown(1, int(10, 25)),
          headers: successHeaders,
          content: chance(0.1) ? { ...single, 'application/xml': { schema: { $ref: ref(resource) } } } : single,
        };
      }
      responses['400'] = { $ref: '#/components/responses/BadRequest' };
      responses['401'] = { $ref: '#/components/responses/Unauthorized' };
      if (spec.params.length > 0) responses['404'] = { $ref: '#/components/responses/NotFound' };
      if (method !== 'get' && method !== 'delete') {
        responses['422'] = {
          description: 'The request is valid JSON but breaks a business rule.',
          content: {
            'application/json': {
              schema: { $ref: ref('ValidationError') },
              examples: {
                invalidAmount: {
                  summary: 'Amount out of range',
                  value: {
                    code: 'unprocessable',
                    message: 'amount.value must be greater than 0',
                    requestId: 'req_8c1f2e',
                    issues: [{ field: '/amount/value', code: 'invalid', message: 'must be > 0' }],
                  },
                },
              },
            },
          },
        };
      }

      const operation: JsonObject = {
        tags: [spec.tag],
        summary: `${cap(verb)} ${listing ? `${noun}s` : `a ${noun}`}${spec.kind === 'subCollection' || spec.kind === 'subItem' ? ` of a ${pascal(spec.resource)}` : ''}`,
        description: markdown(int(3, 6), int(40, 80)),
        operationId: operationId(
          `${verb}${pascal(spec.resource)}${spec.sub ? pascal(spec.sub) : ''}${spec.kind === 'subCollection' || (spec.kind === 'collection' && !listing && method !== 'post') ? 'Collection' : ''}${spec.kind === 'action' && method !== 'post' ? pascal(spec.action!) : ''}`,
        ),
        parameters,
      };
      if (method === 'post' || method === 'put' || method === 'patch') {
        const bodySchema: Json =
          method === 'put'
            ? { $ref: ref(resource) }
            : method === 'patch'
              ? {
                  type: 'object',
                  minProperties: 1,
                  description: 'Only the fields you send are changed.',
                  properties: Object.fromEntries(Array.from({ length: int(3, 7) }, () => [`${pick(NOUNS)}${cap(pick(NOUNS))}`, { $ref: ref(pick(inputs)) }])),
                }
              : { $ref: ref(pick(inputs)) };
        operation.requestBody = { required: true, description: paragraph(int(10, 25)), content: { 'application/json': { schema: bodySchema } } };
      }
      operation.responses = responses;
      if (chance(0.03)) operation.deprecated = true;
      if (chance(0.05)) operation.security = [{ bearer: [] }];
      operation['x-idempotent'] = method !== 'post' || parameters.some((p) => (p as JsonObject).$ref === '#/components/parameters/IdempotencyKey');
      if (chance(0.6))
        operation['x-rate-limit'] = { requests: pick([10, 25, 50, 100, 500]), window: pick(['1s', '1m', '1h']), ...(chance(0.3) ? { burst: int(2, 20) } : {}) };
      item[method] = operation;
      operations++;
    }
    paths[spec.route] = item;
  }

  // Sorted components: shared deep schemas first by name.
  const sortedSchemas: JsonObject = {};
  for (const name of Object.keys(schemas).sort()) sortedSchemas[name] = schemas[name]!;
  components.schemas = sortedSchemas;

  const document: JsonObject = {
    openapi: '3.1.0',
    info: {
      title: 'Benchmark Commerce Platform API',
      version: '2.7.0',
      summary: 'A generated description for the portal benchmark.',
      description: markdown(6, 60),
      contact: { name: 'API support', email: 'api@example.com', url: 'https://example.com/support' },
      license: { name: 'Apache 2.0', identifier: 'Apache-2.0' },
    },
    servers: [
      { url: 'https://api.example.com', description: 'Production' },
      { url: 'https://sandbox.api.example.com', description: 'Sandbox' },
    ],
    security: [{ apiKey: [] }],
    tags: tags.map((name) => ({
      name,
      description: markdown(1, int(20, 40)),
      ...(chance(0.2) ? { externalDocs: { url: `https://example.com/docs/${kebab(name)}` } } : {}),
    })),
    paths,
    components,
  };

  const text = toYaml(document);
  mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
  writeFileSync(options.file, text);
  return { bytes: Buffer.byteLength(text), operations, schemas: Object.keys(sortedSchemas).length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [file, ops, seed] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node --import tsx scripts/bench/generate-openapi.ts OUT.yml [operations=1000] [seed=42]');
    process.exit(2);
  }
  const started = performance.now();
  const stats = generateOpenApi({ file, operations: Number(ops ?? 1000), seed: seed ? Number(seed) : 42 });
  console.log(
    `${file}: ${(stats.bytes / 1e6).toFixed(2)} MB, ${stats.operations} operations, ${stats.schemas} schemas (${Math.round(performance.now() - started)} ms)`,
  );
}
