import type { ApiCallback, ApiOperation } from './api-types.ts';

/** Where a callback and each of its requests are on their operation's page. */
export interface CallbackIds {
  /** The callback section's id: `callback-{name}`, then `-2`, `-3`… for more expressions of one name. */
  id: string;
  /** Per request: its anchor (the section's, or `{id}-{method}` when the expression has several methods) and the prefix of its ids. */
  operations: { operation: ApiOperation; anchor: string; idPrefix: string }[];
}

/** Unique ids for an operation's callbacks, so several expressions or methods never share an anchor. */
export function callbackIds(callbacks: readonly ApiCallback[]): CallbackIds[] {
  const used = new Map<string, number>();
  return callbacks.map((cb) => {
    const base = `callback-${cb.name}`;
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const id = n === 1 ? base : `${base}-${n}`;
    const several = cb.operations.length > 1;
    return {
      id,
      operations: cb.operations.map((operation) => {
        const anchor = several ? `${id}-${operation.method.toLowerCase()}` : id;
        return { operation, anchor, idPrefix: `${anchor}-` };
      }),
    };
  });
}
