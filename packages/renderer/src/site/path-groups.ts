import type { ApiOperation } from '../openapi/api-types.ts';

/**
 * Untagged operations past this count are grouped by path segment in the API sidebar (a description
 * without tags, such as Stripe's 452 operations, would otherwise be one flat list); below it they stay
 * one "Untagged" group, as a few stray operations read best.
 */
export const GROUP_UNTAGGED_PAST = 20;

/** A segment that names no resource: a version (`v1`, `2024-01-01`), `api`, or a path parameter. */
function isFiller(segment: string): boolean {
  return /^\{.*\}$/.test(segment) || /^v\d+([._-]\d+)*(alpha|beta)?\d*$/i.test(segment) || /^\d[\d.-]*$/.test(segment) || /^(api|rest|public)$/i.test(segment);
}

/** The resource an operation's path is about: its first segment that is not a version, `api` or a parameter. */
export function pathResource(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments.find((s) => !isFiller(s)) ?? segments[0] ?? '/';
}

/** A resource segment as a label: `payment_intents` and `payment-intents` become "Payment intents". */
export function resourceLabel(segment: string): string {
  if (segment === '/') return '/';
  const words = segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : segment;
}

/**
 * Operations grouped by the resource of their path, groups in order of first appearance (the
 * description's order) and each group's operations in their own order.
 */
export function groupByPathResource(operations: readonly ApiOperation[]): { label: string; operations: ApiOperation[] }[] {
  const groups = new Map<string, ApiOperation[]>();
  for (const op of operations) {
    const key = resourceLabel(pathResource(op.path));
    const list = groups.get(key);
    if (list) list.push(op);
    else groups.set(key, [op]);
  }
  return [...groups].map(([label, ops]) => ({ label, operations: ops }));
}
