import { absoluteUrl } from '../url.ts';
import type { SiteModel } from '../site/types.ts';
import { sitemapXml } from './sitemap.ts';
import { changelogFeeds } from './changelog-feeds.ts';

/** `sitemap.xml` (indexable pages only), `versions.json` for tooling, `robots.txt` and the changelog's feeds. */
export function metaFiles(site: SiteModel): Map<string, string> {
  const { config } = site;
  const indexable = site.pages.filter((p) => !p.noindex).map((p) => absoluteUrl(p.route, config));
  return new Map([
    ['sitemap.xml', sitemapXml(indexable)],
    ['versions.json', `${JSON.stringify([site.version], null, 2)}\n`],
    ['robots.txt', `User-agent: *\nAllow: /\nSitemap: ${absoluteUrl('/sitemap.xml', config)}\n`],
    ...(site.changelog ? changelogFeeds(site.changelog, config) : []),
  ]);
}
