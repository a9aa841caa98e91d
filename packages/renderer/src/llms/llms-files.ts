import { twinRoute } from '../site/urls.ts';
import { absoluteUrl } from '../url.ts';
import { SEARCH_GROUPS, searchGroup } from '../search/search-records.ts';
import type { PageData, SiteModel } from '../site/types.ts';
import { pageMarkdown } from './page-markdown.ts';

/** Section titles of llms.txt, by the group a page's search results appear under. */
const SECTIONS: Record<(typeof SEARCH_GROUPS)[number], string> = { Guides: 'Guides', API: 'API operations', Changelog: 'Changelog' };

/** One llms.txt entry's description: the page's own, else an operation's method and path. */
function entryDescription(page: PageData): string {
  if (page.kind === 'api-operation') {
    const endpoint = `${page.operation.method.toUpperCase()} ${page.operation.path}`;
    return page.description && page.description !== endpoint ? `${endpoint}: ${page.description}` : endpoint;
  }
  return (page.description ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The files for tools and LLMs: each page's Markdown twin at `R.md`, `llms.txt` (llmstxt.org: title,
 * summary, a section per group linking the twins) and `llms-full.txt` (every listed page's Markdown).
 * Unlisted pages keep their twin but are left out of both lists; drafts are not in a build's pages.
 * `markdownOf` gives a page's twin (a build's render workers make them beside the pages).
 */
export function llmsFiles(site: SiteModel, markdownOf: (page: PageData) => string | undefined = (page) => pageMarkdown(page, site)): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  const listed = new Map<string, { page: PageData; markdown: string }[]>();
  for (const page of site.pages) {
    const markdown = markdownOf(page);
    if (markdown === undefined) continue;
    files.set(twinRoute(page.route).slice(1), markdown);
    const group = searchGroup(page);
    if (!group || page.noindex) continue;
    listed.set(group, [...(listed.get(group) ?? []), { page, markdown }]);
  }
  const { config } = site;
  const sections = SEARCH_GROUPS.filter((group) => listed.has(group)).map((group) => {
    const entries = listed.get(group)!.map(({ page }) => {
      const description = entryDescription(page);
      return `- [${page.title}](${absoluteUrl(twinRoute(page.route), config)})${description ? `: ${description}` : ''}`;
    });
    return `## ${SECTIONS[group]}\n\n${entries.join('\n')}\n`;
  });
  files.set('llms.txt', `# ${config.title}\n\n> ${config.tagline}\n\n${sections.join('\n')}`);
  const full = SEARCH_GROUPS.flatMap((group) => listed.get(group) ?? []).flatMap(({ page, markdown }, i) => [i ? '\n---\n\n' : '', `<!-- ${absoluteUrl(page.route, config)} -->\n\n`, markdown]);
  // Bytes, not one string: every page's Markdown of a large API can pass V8's longest string (about 512 M characters).
  files.set('llms-full.txt', Buffer.concat([`# ${config.title}\n\n> ${config.tagline}\n\n`, ...full].map((part) => Buffer.from(part))));
  return files;
}
