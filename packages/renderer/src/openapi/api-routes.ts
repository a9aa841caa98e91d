/** Where the first description's pages live (SPEC routes); every other description has a base of its own. */
export const API_ROUTE_BASE = '/api';

/** The API overview's route: `/api/{product}-api`, or `{routeBase}/{product}-api` for another description. */
export function apiOverviewRoute(productSlug: string, routeBase = API_ROUTE_BASE): string {
  return `${routeBase}/${productSlug}-api`;
}

/** The id of a tag's heading on the API overview (the TOC links to it). */
export function tagHeadingId(tag: string): string {
  return `tag-${tag.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}
