/** The class of the `<aside>` the layout puts the docs or API sidebar in (Layout.tsx). */
export const SIDEBAR_CONTAINER_CLASS = 'sidebar-container';

/**
 * How the regions of a rendered page start and end in its HTML, as the templates write them: the
 * sidebar (its links come from the site model and are checked once, not on every page) and the
 * page's own content, its one `<article>` (the last `</article>` closes it). The link checker finds
 * them through these, not through class names of its own.
 */
export const PAGE_REGIONS = {
  sidebar: { start: `<aside class="${SIDEBAR_CONTAINER_CLASS}"`, end: '</aside>' },
  content: { start: '<article', end: '</article>' },
} as const;

/** Where a page's own content (its `<article>`) starts and where its closing tag is in its HTML; [0, 0] when it has none. */
export function contentRange(html: string): [number, number] {
  const { content } = PAGE_REGIONS;
  const start = html.indexOf(content.start);
  const end = html.lastIndexOf(content.end);
  return start === -1 || end === -1 ? [0, 0] : [start, end];
}
