import type { ApiSite, SiteModel } from './types.ts';

/** The description an API page belongs to (its `api` id); the first one for a page that names none. */
export function apiOfPage(site: Pick<SiteModel, 'api' | 'apis'>, page: { api?: string }): ApiSite | undefined {
  return (page.api !== undefined ? site.apis?.find((api) => api.id === page.api) : undefined) ?? site.api;
}
