import type { TocHeading } from '../markdown/compile-markdown.ts';
import { safeDecode } from '../url.ts';
import { tagHeadingId } from './api-routes.ts';
import type { ApiModel } from './api-types.ts';
import { attributeValue, headingText, retargetAnchorLinks } from './html-text.ts';

/** A name as Redoc's anchors may spell it (`Route Optimization API`, `Route-Optimization-API`, `A & B`, `A-and-B`): letters and digits, lower case, `&` as `and`. */
function looseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** `href="#operation/…"`, `href="#tag/…"`, `href="#tag/…/operation/…"` and `href="#section/…"` in sanitised HTML. */
const REDOC_HREF = /href="#((?:operation|tag|section)\/[^"]*)"/g;

/** Redoc's slug of a heading: `Getting Started` → `Getting-Started`, `&` as `and`, other punctuation dropped. */
function redocSlug(text: string): string {
  return text
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}\s_-]+/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-');
}

/** The info description as the overview shows it, its headings given Redoc's section ids, and those ids by loose path. */
export interface InfoSections {
  html: string;
  /** `gettingstarted/statuscodes` → `section/Getting-Started/Status-Codes`. */
  ids: Map<string, string>;
}

/**
 * Gives the level-1 and level-2 headings of the info description's HTML the ids Redoc gives its
 * sections (`section/Getting-Started`, and `section/Getting-Started/Status-Codes` for a level-2
 * heading under it), so the `#section/…` links descriptions write for Redoc find them. A heading whose
 * id an earlier one took keeps none.
 */
export function withSectionIds(html: string): InfoSections {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  let parent: { id: string; loose: string } | undefined;
  const withIds = html.replace(/<h([12])>([\s\S]*?)<\/h\1>/g, (whole, level: string, inner: string) => {
    const text = headingText(inner);
    const slug = redocSlug(text);
    if (!slug) return whole;
    const under = level === '2' ? parent : undefined;
    const id = under ? `${under.id}/${slug}` : `section/${slug}`;
    const loose = under ? `${under.loose}/${looseName(text)}` : looseName(text);
    if (level === '1') parent = { id, loose };
    if (ids.has(loose) || taken.has(id)) return whole;
    ids.set(loose, id);
    taken.add(id);
    return `<h${level} id="${attributeValue(id)}">${inner}</h${level}>`;
  });
  return { html: withIds, ids };
}

/** A section heading of the info description's HTML (`withSectionIds`): level, Redoc id (as an attribute), inner HTML. */
const SECTION_HEADING = /<h([12]) id="(section\/[^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g;

/**
 * The info description's sections as entries of the overview's table of contents, as Redoc and
 * Scalar list them in their navigation: each heading that has a Redoc section id, a top-level section
 * (`section/Authentication`) at depth 2 and one under it (`section/Authentication/API-keys`) at depth 3.
 */
export function sectionHeadings(html: string): TocHeading[] {
  return Array.from(html.matchAll(SECTION_HEADING), (match) => {
    const id = headingText(match[2]!);
    return { depth: id.split('/').length === 2 ? 2 : 3, id, text: headingText(match[3]!).trim() };
  });
}

/**
 * Descriptions written for Redoc link to its anchors: `#operation/{operationId}`, `#tag/{tag}`,
 * `#tag/{tag}/operation/{operationId}` and `#section/{heading}` (28 of the corpus run's descriptions link
 * to operations or tags, about 850 links; 13 to sections, about 200). portal has a page per operation, a
 * heading per tag on the overview and the info description's headings there (`withSectionIds`), so these links are pointed there. A
 * link that names no operation or tag of the description is left as written, and the link checker
 * reports it. Applied to description HTML after it is compiled (the compiled HTML is kept across
 * builds by its text alone, while where a link leads depends on the rest of the description).
 */
export function redocAnchorLinks(model: ApiModel, overviewRoute: string, sections: InfoSections['ids'] = new Map()): (html: string) => string {
  const operations = new Map<string, string>();
  for (const op of model.operations) if (op.operationId && !operations.has(op.operationId)) operations.set(op.operationId, op.route);
  const tags = new Map<string, string>();
  for (const tag of model.tags) if (!tags.has(looseName(tag.name))) tags.set(looseName(tag.name), `${overviewRoute}#${tagHeadingId(tag.name)}`);
  const target = (anchor: string): string | undefined => {
    const parts = anchor.split('/').map((part) => safeDecode(part.replace(/&amp;/g, '&')));
    if (parts[0] === 'operation' && parts.length === 2) return operations.get(parts[1]!);
    if (parts[0] === 'section') {
      const id = sections.get(parts.slice(1).map(looseName).join('/'));
      return id && `${overviewRoute}#${id}`;
    }
    if (parts[0] !== 'tag') return undefined;
    if (parts.length === 4 && parts[2] === 'operation') return operations.get(parts[3]!);
    return parts.length === 2 ? tags.get(looseName(parts[1]!)) : undefined;
  };
  return (html) => retargetAnchorLinks(html, REDOC_HREF, target);
}
