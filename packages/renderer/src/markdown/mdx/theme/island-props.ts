import { isValidElement } from 'react';
import type { StaticHtml } from '@portal/client/site-runtime/protocol.ts';

/** A prop a hydrated component cannot be given: which prop, and why. */
export class IslandPropError extends Error {
  constructor(
    readonly prop: string,
    reason: string,
    /** The component's name, as its module names it. */
    readonly component: string,
  ) {
    super(`prop "${prop}" ${reason}`);
    this.name = 'IslandPropError';
  }
}

/** Does the value hold a React element (MDX children, `icon={<Icon />}`)? */
export function holdsElement(value: unknown): boolean {
  return isValidElement(value) || (Array.isArray(value) && value.some(holdsElement));
}

/** Why `value` does not survive JSON (as the browser will read it back), or undefined when it does. */
function unserialisable(value: unknown, seen: Set<object>, depth: number): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `is ${value}, which JSON has no number for`;
  if (typeof value === 'function') return 'is a function (an event handler or a render prop): functions cannot be sent to the browser';
  if (typeof value !== 'object') return `is a ${typeof value}, which JSON cannot hold`;
  if (depth > 64) return 'is nested more than 64 levels deep';
  if (seen.has(value)) return 'refers to itself';
  if (isValidElement(value)) return 'holds a React element inside an object or array';
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        if (item === undefined) return `has undefined at [${i}] (JSON would make it null)`;
        const why = unserialisable(item, seen, depth + 1);
        if (why) return `at [${i}] ${why}`;
      }
      return undefined;
    }
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null)
      return `is a ${(value as { constructor?: { name?: string } }).constructor?.name ?? 'class instance'}, not a plain object`;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const why = unserialisable(item, seen, depth + 1);
      if (why) return `at .${key} ${why}`;
    }
    return undefined;
  } finally {
    seen.delete(value);
  }
}

/**
 * The props of a hydrated component as `data-props` JSON: values JSON keeps as they are, and
 * elements (MDX children) as the HTML `renderHtml` gives them, which the browser keeps as it is.
 * A prop JSON cannot carry throws an `IslandPropError` naming it.
 */
export function islandProps(
  props: Record<string, unknown>,
  renderHtml: (node: unknown) => string,
  component: string,
): { json: string; props: Record<string, unknown> } {
  const sent: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (holdsElement(value)) {
      sent[key] = { __portalHtml: renderHtml(value) } satisfies StaticHtml;
      continue;
    }
    const why = unserialisable(value, new Set(), 0);
    if (why) throw new IslandPropError(key, why, component);
    sent[key] = value;
  }
  return { json: JSON.stringify(sent), props: sent };
}
