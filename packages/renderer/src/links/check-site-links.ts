import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostics } from '../diagnostics.ts';
import { checkGuideMentions } from './check-guide-mentions.ts';
import { sidebarHrefs } from '../site/sidebar.ts';
import type { SiteModel } from '../site/types.ts';
import { checkLinks, type LinkCheckResult } from './check-links.ts';
import { TextLocator } from './locate-text.ts';
import type { LayoutLinks, PageLinks } from './page-links.ts';

/**
 * Checks the links of a rendered site against its routes, sidebars and files, with the config's
 * severities. A link without a Markdown position (raw HTML, API descriptions) is found in its
 * file's text.
 */
export function checkSiteLinks(options: {
  site: SiteModel;
  pages: readonly PageLinks[];
  layout: LayoutLinks;
  /** Every file the site has besides its pages, output-relative. */
  files: ReadonlySet<string>;
  /** Files of `static/` that were not copied: output-relative path → why. */
  unpublished?: ReadonlyMap<string, string>;
  /** The API descriptions' texts by their display path (`ApiSite.source`), for positions in them. */
  apiSources?: ReadonlyMap<string, string>;
  cwd: string;
  diagnostics: Diagnostics;
}): LinkCheckResult {
  const { site, cwd } = options;
  const apiFiles = site.apis.map((api) => api.source);
  const locators = new Map<string, TextLocator>();
  const locatorOf = (file: string): TextLocator => {
    const apiFile = apiFiles.find((source) => file.startsWith(source));
    const key = apiFile ?? file;
    let locator = locators.get(key);
    if (!locator) {
      const abs = path.resolve(cwd, key);
      locator = new TextLocator(
        apiFile ? (options.apiSources?.get(apiFile) ?? '') : statSync(abs, { throwIfNoEntry: false })?.isFile() ? readFileSync(abs, 'utf8') : '',
      );
      locators.set(key, locator);
    }
    return locator;
  };
  const { config } = site;
  if (site.apis.length)
    checkGuideMentions({
      model: site.apis.map((api) => api.model),
      pages: options.pages.flatMap((page) => (page.apiMentions ? [{ file: page.file, mentions: page.apiMentions }] : [])),
      diagnostics: options.diagnostics,
    });
  // The icon every page's head links to (not read from the pages: only links and images are), which no Docusaurus check reads.
  const layout = config.favicon ? new Map([...options.layout, [config.favicon, { image: true, count: 1, pages: [], warnOnly: true }]]) : options.layout;
  return checkLinks({
    pages: options.pages,
    layout,
    routes: new Set(site.pages.map((p) => p.route)),
    sidebars: Object.fromEntries(Object.entries(site.sidebars).map(([name, items]) => [name, sidebarHrefs(items)])),
    files: options.files,
    unpublished: options.unpublished,
    severities: { links: config.onBrokenLinks, anchors: config.onBrokenAnchors, markdownLinks: config.onBrokenMarkdownLinks },
    locate: (file, written) => locatorOf(file).locate(written),
    diagnostics: options.diagnostics,
    base: config.baseUrl,
    external: config.externalRoutes,
  });
}
