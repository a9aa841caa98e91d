import { safeDecode } from '../url.ts';
import type { ApiModel } from './api-types.ts';
import { retargetAnchorLinks } from './html-text.ts';

/** A link to an anchor of its own page in sanitised HTML: `href="#…"`. */
const ANCHOR_HREF = /href="#([^"]+)"/g;

/** A JSON pointer to a schema as Swagger 2.0 and OpenAPI 3 spell it: `/definitions/Meta`, `/components/schemas/Meta`. */
const SCHEMA_POINTER = /^\/(?:definitions|components\/schemas)\/(.+)$/;

/**
 * Descriptions link to schemas by name: `[Meta](#Meta)`, as generators of property tables write each
 * type, or by JSON pointer, as Swagger tooling does (`#/definitions/Meta`, `#/components/schemas/Meta`).
 * portal shows every component schema on the overview (`#schema-Meta`), so such a link is pointed
 * there when its anchor is exactly a schema's name or a pointer to one (`~1` and `~0` decoded). Any
 * other anchor is left as written, for the page's own ids and the link checker. Applied to description
 * HTML after it is compiled, like `redocAnchorLinks`.
 */
export function schemaNameLinks(model: ApiModel, schemaHref: (name: string) => string): (html: string) => string {
  const names = new Set(model.schemas.map((s) => s.name));
  if (!names.size) return (html) => html;
  const target = (anchor: string): string | undefined => {
    const decoded = safeDecode(anchor.replace(/&amp;/g, '&'));
    const pointer = SCHEMA_POINTER.exec(decoded);
    const name = pointer ? pointer[1]!.replace(/~1/g, '/').replace(/~0/g, '~') : decoded;
    return names.has(name) ? schemaHref(name) : undefined;
  };
  return (html) => retargetAnchorLinks(html, ANCHOR_HREF, target);
}
