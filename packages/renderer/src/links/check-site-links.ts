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
  /** The API description's text, for positions in it. */
  apiSource?: string;
  cwd: string;
  diagnostics: Diagnostics;
}): LinkCheckResult {
  const { site, cwd } = options;
  const apiFile = site.api?.source;
  const locators = new Map<string, TextLocator>();
  const locatorOf = (file: string): TextLocator => {
    const key = apiFile && file.startsWith(apiFile) ? apiFile : file;
    let locator = locators.get(key);
    if (!locator) {
      const abs = path.resolve(cwd, key);
      locator = new TextLocator(key === apiFile ? (options.apiSource ?? '') : statSync(abs, { throwIfNoEntry: false })?.isFile() ? readFileSync(abs, 'utf8') : '');
      locators.set(key, locator);
    }
    return locator;
  };
  const { config } = site;
  if (site.api) checkGuideMentions({ model: site.api.model, pages: options.pages.flatMap((page) => (page.apiMentions ? [{ file: page.file, mentions: page.apiMentions }] : [])), diagnostics: options.diagnostics });
  return checkLinks({
    pages: options.pages,
    layout: options.layout,
    routes: new Set(site.pages.map((p) => p.route)),
    sidebars: Object.fromEntries(Object.entries(site.sidebars).map(([name, items]) => [name, sidebarHrefs(items)])),
    files: options.files,
    severities: { links: config.onBrokenLinks, anchors: config.onBrokenAnchors, markdownLinks: config.onBrokenMarkdownLinks },
    locate: (file, written) => locatorOf(file).locate(written),
    diagnostics: options.diagnostics,
    base: config.baseUrl,
  });
}
