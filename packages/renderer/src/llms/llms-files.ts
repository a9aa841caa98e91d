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

/** The pages llms.txt lists, by group (Guides, API, Changelog): those with a twin, neither unlisted nor drafts. */
function listedPages(site: SiteModel, hasTwin: (page: PageData) => boolean): Map<string, PageData[]> {
  const listed = new Map<string, PageData[]>();
  for (const page of site.pages) {
    const group = searchGroup(page);
    if (!group || page.noindex || !hasTwin(page)) continue;
    listed.set(group, [...(listed.get(group) ?? []), page]);
  }
  return listed;
}

/** `llms.txt` (llmstxt.org): title, summary, a section per group linking each listed page's twin with its description. */
function llmsIndex(site: SiteModel, listed: Map<string, PageData[]>): string {
  const { config } = site;
  const sections = SEARCH_GROUPS.filter((group) => listed.has(group)).map((group) => {
    const entries = listed.get(group)!.map((page) => {
      const description = entryDescription(page);
      return `- [${page.title}](${absoluteUrl(twinRoute(page.route), config)})${description ? `: ${description}` : ''}`;
    });
    return `## ${SECTIONS[group]}\n\n${entries.join('\n')}\n`;
  });
  return `# ${config.title}\n\n> ${config.tagline}\n\n${sections.join('\n')}`;
}

/**
 * `llms-full.txt` as parts, in order: every listed page's Markdown, each read through `markdownOf`
 * when its turn comes. Parts, not one string: every page's Markdown of a large API can pass V8's
 * longest string (about 512 M characters), and a build holds one twin at a time.
 */
function* llmsFullParts(site: SiteModel, listed: Map<string, PageData[]>, markdownOf: (page: PageData) => string | Uint8Array): Generator<string | Uint8Array> {
  const { config } = site;
  yield `# ${config.title}\n\n> ${config.tagline}\n\n`;
  let first = true;
  for (const page of SEARCH_GROUPS.flatMap((group) => listed.get(group) ?? [])) {
    yield `${first ? '' : '\n---\n\n'}<!-- ${absoluteUrl(page.route, config)} -->\n\n`;
    yield markdownOf(page);
    first = false;
  }
}

/** The output path of a page's Markdown twin (`R.md`). */
export function twinFile(page: PageData): string {
  return twinRoute(page.route).slice(1);
}

/**
 * The files for tools and LLMs besides the twins, for a build that wrote each page's twin (`R.md`)
 * beside the page: `llms.txt` and `llms-full.txt`, whose parts read the written twins back
 * (`readTwin`) one at a time. Unlisted pages keep their twin but are left out of both lists; drafts
 * are not in a build's pages.
 */
export function llmsLists(
  site: SiteModel,
  twins: { has: (page: PageData) => boolean; read: (page: PageData) => Uint8Array },
): { index: string; full: Iterable<string | Uint8Array> } {
  const listed = listedPages(site, twins.has);
  return { index: llmsIndex(site, listed), full: llmsFullParts(site, listed, twins.read) };
}

/** The files for tools and LLMs made in one go (watch mode): each page's twin, `llms.txt` and `llms-full.txt`. */
export function llmsFiles(site: SiteModel): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  const twins = new Map<PageData, string>();
  for (const page of site.pages) {
    const markdown = pageMarkdown(page, site);
    if (markdown === undefined) continue;
    twins.set(page, markdown);
    files.set(twinFile(page), markdown);
  }
  const { index, full } = llmsLists(site, { has: (page) => twins.has(page), read: (page) => Buffer.from(twins.get(page)!) });
  files.set('llms.txt', index);
  files.set('llms-full.txt', Buffer.concat([...full].map((part) => (typeof part === 'string' ? Buffer.from(part) : part))));
  return files;
}
