import { DESCRIPTION_LIMITS } from '../safety/budgets.ts';
import { SCHEMA_NAME_KEY, schemaName } from './schema-name.ts';

/** Values from a description hold at most this many nodes when shown as JSON (a dereferenced schema can be huge). */
const MAX_NODES = DESCRIPTION_LIMITS.exampleNodes;

/**
 * A plain, acyclic copy of a value read from a dereferenced description: a named schema that a
 * `$ref` brought in is written back as that `$ref`, a value that contains itself as `"[circular]"`,
 * and a value past MAX_NODES as `"…"`. Keys portal adds are dropped.
 */
export function plainValue(value: unknown, budget = { nodes: MAX_NODES }, ancestors = new Set<object>(), depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (budget.nodes-- <= 0) return '…';
  const name = depth > 0 ? schemaName(value) : undefined;
  if (name !== undefined) return { $ref: `#/components/schemas/${name}` };
  if (ancestors.has(value)) return '[circular]';
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => plainValue(v, budget, ancestors, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (key === SCHEMA_NAME_KEY) continue;
      out[key] = plainValue(v, budget, ancestors, depth + 1);
    }
    return out;
  } finally {
    ancestors.delete(value);
  }
}

/** JSON text of a value from the description that never throws on cycles (see plainValue). */
export function safeJson(value: unknown, space?: number): string {
  if (typeof value === 'object' && value !== null && schemaName(value) !== undefined)
    return JSON.stringify({ $ref: `#/components/schemas/${schemaName(value)}` }, null, space);
  return JSON.stringify(plainValue(value), null, space) ?? String(value);
}
