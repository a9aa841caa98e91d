/** The API overview's route: `/api/{product}-api`. */
export function apiOverviewRoute(productSlug: string): string {
  return `/api/${productSlug}-api`;
}

/** The id of a tag's heading on the API overview (the TOC links to it). */
export function tagHeadingId(tag: string): string {
  return `tag-${tag.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}
