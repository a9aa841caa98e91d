import { safeDecode } from '../url.ts';
import { tagHeadingId } from './api-routes.ts';
import type { ApiModel } from './api-types.ts';

/** A name as Redoc's anchors may spell it (`Route Optimization API`, `Route-Optimization-API`): letters and digits, lower case. */
function looseName(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** `href="#operation/…"`, `href="#tag/…"` and `href="#tag/…/operation/…"` in sanitised HTML. */
const REDOC_HREF = /href="#(operation\/[^"]*|tag\/[^"]*)"/g;

/**
 * Descriptions written for Redoc link to its anchors: `#operation/{operationId}`, `#tag/{tag}` and
 * `#tag/{tag}/operation/{operationId}` (28 of the corpus run's descriptions, about 850 links). portal has
 * a page per operation and a heading per tag on the overview, so these links are pointed there. A
 * link that names no operation or tag of the description is left as written, and the link checker
 * reports it. Applied to description HTML after it is compiled (the compiled HTML is kept across
 * builds by its text alone, while where a link leads depends on the rest of the description).
 */
export function redocAnchorLinks(model: ApiModel, overviewRoute: string): (html: string) => string {
  const operations = new Map<string, string>();
  for (const op of model.operations) if (op.operationId && !operations.has(op.operationId)) operations.set(op.operationId, op.route);
  const tags = new Map<string, string>();
  for (const tag of model.tags) if (!tags.has(looseName(tag.name))) tags.set(looseName(tag.name), `${overviewRoute}#${tagHeadingId(tag.name)}`);
  const target = (anchor: string): string | undefined => {
    const parts = anchor.split('/').map((part) => safeDecode(part.replace(/&amp;/g, '&')));
    if (parts[0] === 'operation' && parts.length === 2) return operations.get(parts[1]!);
    if (parts[0] !== 'tag') return undefined;
    if (parts.length === 4 && parts[2] === 'operation') return operations.get(parts[3]!);
    return parts.length === 2 ? tags.get(looseName(parts[1]!)) : undefined;
  };
  return (html) => (html.includes('href="#') ? html.replace(REDOC_HREF, (written, anchor: string) => {
    const to = target(anchor);
    return to === undefined ? written : `href="${to.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  }) : html);
}
