import { apiOfPage } from '../site/api-of.ts';
import { createHash } from 'node:crypto';
import type { DocSource } from '../content/types.ts';
import { twinRoute } from '../site/urls.ts';
import { absoluteUrl, withBase } from '../url.ts';
import { rewriteOutsideFences } from '../markdown/outside-fences.ts';
import type { PageData, SiteModel } from '../site/types.ts';
import { compilesAsMdx, type MarkdownFormat } from '../markdown/mdx/mdx-format.ts';
import { mdxTwinFromParse, mdxTwinMarkdown } from './mdx-twin.ts';
import type { Root } from 'mdast';
import type { MdxSyntax } from '../markdown/context.ts';
import { mdxText } from '../markdown/mdx/mdx-text.ts';
import { withoutMagicComments } from './twin-code-blocks.ts';
import { dropHeadingIds } from '../markdown/heading-ids.ts';
import { siteRootOf, type TwinSource } from './mdx-twin-partials.ts';
import { apiOverviewMarkdown } from './api-overview-markdown.ts';
import { operationMarkdown } from './operation-markdown.ts';

/**
 * Where MDX guides' twins may be kept between builds (the compile cache, compile-cache.ts): the twin of
 * the guide at `relPath`, made by `make` unless one is kept under `key`.
 */
export type KeptTwins = { twin(relPath: string, key: string, make: () => string): string };

/**
 * A guide as Markdown: its title and the body as written, front matter removed; an MDX guide's
 * constructs (imports, Tabs, components, admonitions) rendered to Markdown (mdx-twin.ts), kept in
 * `kept` when given.
 */
export function guideMarkdown(doc: DocSource, format: MarkdownFormat = 'md', contentDirSetting?: string, kept?: KeptTwins, madeAtParse?: string): string {
  const source = contentDirSetting === undefined ? undefined : twinSource(doc, contentDirSetting);
  const mdxTwin = () => madeAtParse ?? mdxTwinMarkdown(doc.body, source);
  const key = () =>
    createHash('sha1')
      .update(`${source?.file ?? ''}\u0000${source?.rootDir ?? ''}\u0000${doc.body}`)
      .digest('hex');
  const body = (
    compilesAsMdx(doc.relPath, format, doc.body)
      ? kept
        ? kept.twin(doc.displayPath, key(), mdxTwin)
        : mdxTwin()
      : dropHeadingIds(withoutMagicComments(doc.body))
  ).trim();
  // The heading the page shows (a leading `# …` is taken out of the body), or its title when it shows none.
  const titled = /^#\s/.test(body) ? body : `# ${doc.heading ?? doc.title}\n\n${body}`;
  return `${titled}\n`;
}

function twinSource(doc: DocSource, contentDirSetting: string): TwinSource {
  return { file: doc.file, rootDir: siteRootOf(doc, contentDirSetting) };
}

/**
 * The twin body `guideMarkdown` makes of an MDX guide, from the tree its compile parsed `text` into
 * (mdx-twin.ts `mdxTwinFromParse`); undefined when that text was not the guide's body (after the blank
 * lines of its front matter) or was parsed with other syntax.
 */
export function guideTwinFromParse(doc: DocSource, contentDirSetting: string, text: string, tree: Root, syntax: MdxSyntax): string | undefined {
  const own = mdxText(doc.body);
  if (!text.endsWith(own) || !/^\n*$/.test(text.slice(0, text.length - own.length))) return undefined;
  return mdxTwinFromParse(doc.body, own, tree, syntax, twinSource(doc, contentDirSetting));
}

/**
 * The Markdown twin of a page, or undefined for kinds that have none (the not-found page); an MDX
 * guide's kept in `kept` when given, or taken from `twinsAtParse` when its compile made it.
 */
export function pageMarkdown(page: PageData, site: SiteModel, kept?: KeptTwins, twinsAtParse?: ReadonlyMap<string, string>): string | undefined {
  const twinHref = (route: string) => absoluteUrl(twinRoute(route), site.config);
  const link = (label: string, route: string) => `[${label}](${twinHref(route)})`;
  switch (page.kind) {
    case 'doc':
      // A React page of src/pages has no Markdown of its own.
      if (page.doc.sitePage === 'react') return undefined;
      return linksUnderBase(
        guideMarkdown(page.doc, site.config.markdown?.format ?? 'mdx', site.config.contentDir, kept, twinsAtParse?.get(page.doc.displayPath)),
        site.config.baseUrl,
      );
    case 'category': {
      const items = page.cards.map((card) => `- ${link(card.label, card.href)}${card.description ? `: ${card.description}` : ''}`);
      return `# ${page.title}\n\n${page.description ? `${page.description}\n\n` : ''}${items.join('\n')}\n`;
    }
    case 'changelog': {
      // A post: its title, date and body as written (front matter and the truncate marker removed).
      const body = withoutMagicComments(page.post.body).trim();
      return linksUnderBase(`# ${page.post.title}\n\n${page.post.date}\n\n${body.replace(/^#\s[^\n]*\n+/, '')}\n`, site.config.baseUrl);
    }
    case 'api-operation': {
      const api = apiOfPage(site, page);
      return api ? operationMarkdown({ operation: page.operation, title: page.title, sandboxUrl: api.sandboxUrl, twinHref }) : undefined;
    }
    case 'api-overview': {
      const api = apiOfPage(site, page);
      return api ? apiOverviewMarkdown({ api, title: page.title, twinHref, fileHref: absoluteUrl(api.downloadHref, site.config) }) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A twin's Markdown links to site paths (`[Setup](/guides/setup)`, `<a href="/x">`) under the site's
 * base path, as the page's own links are (`withBase`); code fences are kept as written.
 */
function linksUnderBase(markdown: string, base: string): string {
  if (base === '/') return markdown;
  return rewriteOutsideFences(markdown, (line) =>
    line.replace(/(\]\(\s*<?|\b(?:href|src)=["'])(\/(?!\/)[^)\s"'>]*)/g, (_, start: string, url: string) => `${start}${withBase(url, base)}`),
  );
}
