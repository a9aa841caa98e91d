import type { PageData } from './types.ts';

/** Does this page have a Markdown twin (the kinds llms/page-markdown.ts writes)? */
export function hasTwin(page: PageData): boolean {
  if (page.kind === 'doc' && page.doc.sitePage === 'react') return false;
  return page.kind === 'doc' || page.kind === 'category' || page.kind === 'api-operation' || page.kind === 'api-overview' || page.kind === 'changelog';
}

/** The route of a page's Markdown twin: `/guides/x` → `/guides/x.md`, `/` → `/index.md`. */
export function twinRoute(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}
