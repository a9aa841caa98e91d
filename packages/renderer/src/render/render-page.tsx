import { apiOfPage } from '../site/api-of.ts';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import type { DocSource } from '../content/types.ts';
import type { Diagnostics } from '../diagnostics.ts';
import { docusaurusPageUrl, type LinkRef } from '../markdown/context.ts';
import type { ApiMention } from '../markdown/remark-api-mentions.ts';
import type { CompiledMarkdown, MarkdownCompiler } from '../markdown/compile-markdown.ts';
import { apiOverviewRoute } from '../openapi/api-routes.ts';
import type { ApiSite, DocPageData, PageData, SiteModel } from '../site/types.ts';
import { CategoryPage } from './templates/CategoryPage.tsx';
import { DocPage } from './templates/DocPage.tsx';
import type { PageAssets } from './templates/Head.tsx';
import { Layout } from './templates/Layout.tsx';
import { NotFoundPage } from './templates/NotFoundPage.tsx';
import type { SidebarFragmentSets } from './sidebar-fragments.tsx';
import { tableOfContentsFor } from './templates/TableOfContents.tsx';
import { buildOperationView, type ApiViewContext } from '../openapi/operation-view.ts';
import { pageHighlightBudget } from '../markdown/highlighter.ts';
import { operationHeadings, overviewHeadings, overviewView } from '../openapi/page-views.ts';
import { ApiOperationPage } from './templates/api/ApiOperationPage.tsx';
import { ApiOverviewPage } from './templates/api/ApiOverviewPage.tsx';
import { postCompileInputs, postMarkdown, scopeIds } from '../changelog/post-markdown.ts';
import type { ChangelogPost } from '../changelog/types.ts';
import { BlogSidebar } from './templates/changelog/BlogSidebar.tsx';
import { ChangelogListPage } from './templates/changelog/ChangelogListPage.tsx';
import { ChangelogPostPage } from './templates/changelog/ChangelogPostPage.tsx';
import { operationExplorer } from '../openapi/explorer-props.ts';
import { withDescriptionHeadingIds } from './description-heading-ids.ts';
import { VersionBanner } from './templates/VersionBanner.tsx';
import { routeOfFileFor } from '../site/versions.ts';
import { guideTwinFromParse } from '../llms/page-markdown.ts';

export interface RenderContext {
  site: SiteModel;
  assets: PageAssets;
  compile: MarkdownCompiler;
  contentDir: string;
  /** Registers an image to copy; returns its public URL or undefined when the file is missing. */
  addAsset: (absPath: string) => string | undefined;
  diagnostics: Diagnostics;
  /** Sidebar categories rendered once and reused on every page that is not inside them. */
  sidebarFragments: SidebarFragmentSets;
  /** Highlighter, safe Markdown and schema names for the pages of a description. */
  apiView?: (api: ApiSite) => ApiViewContext;
  /**
   * MDX guides' twins made from their compile's parse (llms/page-markdown.ts `guideTwinFromParse`),
   * by display path, until the page's twin takes its own (a build renders a page's twin right after it).
   */
  twinsAtParse?: Map<string, string>;
}

export interface RenderedPage {
  route: string;
  /** The HTML document without its island preloads (`withPreload` puts them in). */
  html: string;
  /**
   * `modulepreload` links for the page's islands, to go before `</head>`. Kept apart so a large page's
   * HTML is not copied again to insert them (render-pages.ts inserts them as it encodes the page).
   */
  preload: string;
  /** Links written in the page's source, with positions, for the link checker. */
  links: LinkRef[];
  /** Only `links` are checked among the page's content links (an MDX page: see CompiledMarkdown). */
  writtenLinksOnly?: boolean;
  /** What the page's source says about the API, checked against the description with the links. */
  apiMentions: ApiMention[];
}

/** The Markdown a guide compiles: its body, with its front matter's lines left blank so positions stay true. */
export function docMarkdown(doc: DocSource): string {
  return '\n'.repeat(doc.bodyLineOffset) + doc.body;
}

/** A guide's Markdown compiled as its page shows it (through the build's compile cache). */
export function compileDoc(page: DocPageData, ctx: RenderContext): CompiledMarkdown {
  const { site } = ctx;
  const doc = page.doc;
  return ctx.compile(docMarkdown(doc), {
    relPath: doc.relPath,
    displayPath: doc.displayPath,
    absDir: path.dirname(doc.file),
    routeOfFile: (rel) => routeOfFileFor(site, doc).get(rel),
    addAsset: ctx.addAsset,
    pageUrl: docusaurusPageUrl(doc),
    diagnostics: ctx.diagnostics,
    rawHtml: site.config.markdown.rawHtml,
    admonitionKeywords: site.config.markdown.admonitions?.keywords,
    // A React page is the MDX that renders it, whatever the site's format.
    format: doc.sitePage === 'react' ? 'mdx' : site.config.markdown.format,
    ...(ctx.twinsAtParse && doc.sitePage !== 'react'
      ? {
          mdxParsed: (text, tree, syntax) => {
            try {
              const twin = guideTwinFromParse(doc, site.config.contentDir, text, tree, syntax);
              if (twin !== undefined) ctx.twinsAtParse!.set(doc.displayPath, twin);
            } catch {
              // Never the page's failure: its twin is made from its text later, and says what failed there.
            }
          },
        }
      : {}),
  });
}

/** Renders one page to a complete HTML document; a guide's page takes its compiled Markdown when the caller compiled it already. */
export function renderPage(page: PageData, ctx: RenderContext, precompiled?: CompiledMarkdown): RenderedPage {
  const { site } = ctx;
  let body: React.ReactNode;
  let aside: React.ReactNode;
  let links: LinkRef[] = [];
  let writtenLinksOnly: boolean | undefined;
  let apiMentions: ApiMention[] = [];
  let side: React.ReactNode;
  // What the page's `<head>` says: a React page of src/pages names itself with `<Layout title>` as it renders.
  let framed: PageData = page;
  const compilePost = (post: ChangelogPost, part: 'body' | 'excerpt') =>
    ctx.compile(postMarkdown(post, part), {
      ...postCompileInputs(post, { contentDir: ctx.contentDir, part }),
      routeOfFile: (rel) => site.routeOfFile.get(rel),
      addAsset: ctx.addAsset,
      diagnostics: ctx.diagnostics,
      rawHtml: site.config.markdown.rawHtml,
      admonitionKeywords: site.config.markdown.admonitions?.keywords,
      format: site.config.markdown.format,
    });
  switch (page.kind) {
    case 'doc': {
      const compiled = precompiled ?? compileDoc(page, ctx);
      links = compiled.links;
      writtenLinksOnly = compiled.writtenLinksOnly;
      if (compiled.head) framed = { ...page, ...compiled.head };
      apiMentions = compiled.apiMentions;
      body = (
        <VersionBanner page={page} config={site.config}>
          <DocPage page={page} html={compiled.html} />
        </VersionBanner>
      );
      aside = page.toc ? tableOfContentsFor(compiled.headings, page.toc.min, page.toc.max) : undefined;
      break;
    }
    case 'category':
      body = (
        <VersionBanner page={page} config={site.config}>
          <CategoryPage page={page} />
        </VersionBanner>
      );
      break;
    case 'not-found':
      body = <NotFoundPage apiHref={apiOverviewRoute(site.config.productSlug)} />;
      break;
    case 'api-operation': {
      const api = requireApi(ctx, page);
      const op = page.operation;
      // The page's code (samples, examples, its callbacks' too) shares one highlighting time, as a guide's blocks do.
      const view = buildOperationView(op, {
        ...api.view,
        page: pageHighlightBudget(),
        overBudget: (what, why) =>
          ctx.diagnostics.warn(
            `${op.pointer}: ${what} is shown as plain text: ${why}`,
            { file: api.site.source },
            'shorten it; a code sample with `lang: text` is not highlighted',
          ),
      });
      const headings = operationHeadings(view);
      body = (
        <ApiOperationPage
          page={page}
          view={view}
          overviewHref={api.site.overviewRoute}
          explorer={operationExplorer(
            page.operation,
            api.site.index === 0 ? site.config : { ...site.config, openapi: { ...site.config.openapi, ...api.site.entry } },
            view.samples.length > 0,
            api.site.explorer,
          )}
        />
      );
      aside = tableOfContentsFor(headings, site.config.tableOfContents.minHeadingLevel, site.config.tableOfContents.maxHeadingLevel);
      break;
    }
    case 'api-overview': {
      const api = requireApi(ctx, page);
      const view = overviewView(api.site, api.view);
      const headings = overviewHeadings(api.site, view);
      body = (
        <ApiOverviewPage
          page={page}
          model={api.site.model}
          view={view}
          download={{ href: api.site.downloadHref, name: api.site.downloadName, bundled: api.site.downloadBundled === true }}
        />
      );
      aside = tableOfContentsFor(headings, site.config.tableOfContents.minHeadingLevel, site.config.tableOfContents.maxHeadingLevel);
      break;
    }
    case 'changelog': {
      const compiled = compilePost(page.post, 'body');
      links = compiled.links;
      body = <ChangelogPostPage page={page} html={compiled.html} />;
      aside = page.toc ? tableOfContentsFor(compiled.headings, page.toc.min, page.toc.max) : undefined;
      side = <BlogSidebar sidebar={page.blogSidebar} route={page.route} />;
      break;
    }
    case 'changelog-list': {
      // An excerpt's links are checked, with their positions, on the post's own page.
      const html = page.posts.map((post) => scopeIds(compilePost(post, 'excerpt').html, post.route.split('/').at(-1) ?? 'post'));
      body = <ChangelogListPage page={page} html={html} />;
      side = <BlogSidebar sidebar={page.blogSidebar} route={page.route} />;
      break;
    }
  }
  const html = renderToString(
    <Layout
      page={framed}
      site={site}
      assets={ctx.assets}
      aside={aside}
      side={side}
      sidebarFragments={page.sidebar ? ctx.sidebarFragments.of(page.sidebar) : undefined}
    >
      {body}
    </Layout>,
  );
  // The doctype goes on first: React's HTML is a rope of thousands of pieces, flattened once when it is
  // first read; a doctype added after that made a second rope and a second copy (2 ms an API page).
  const whole = `<!DOCTYPE html>${html}`;
  // An API page's description headings get their ids once the page is whole: unique among all its ids.
  const document =
    page.kind === 'api-operation' || page.kind === 'api-overview'
      ? withDescriptionHeadingIds(whole, (text, read) => ctx.sidebarFragments.scan(text, read))
      : whole;
  return {
    route: page.route,
    html: document,
    preload: islandPreloads(document, ctx.assets, ctx.sidebarFragments),
    links,
    apiMentions,
    ...(writtenLinksOnly ? { writtenLinksOnly } : {}),
  };
}

/** The page as one string, its island preloads in its head. */
export function withPreload(html: string, preload: string): string {
  return preload ? html.replace(CLIENT_END, `${preload}${CLIENT_END}`) : html;
}

/** Where a page's island preloads go: at the end of its client template, the last thing in its head (templates/Head.tsx). */
export const CLIENT_END = '</template></head>';

/** The islands named in some HTML, in document order. */
function islandNames(html: string): string[] {
  return Array.from(html.matchAll(/ data-island="(\w+)"/g), (match) => match[1]!);
}

/** `modulepreload` links for the islands the page has (its sidebar's included), so their lazily loaded code downloads with the page. */
function islandPreloads(html: string, assets: PageAssets, fragments: SidebarFragmentSets): string {
  const urls = new Set<string>();
  for (const name of fragments.scan(html, islandNames)) for (const url of assets.islands[name] ?? []) urls.add(url);
  return [...urls]
    .filter((url) => !assets.preload.includes(url))
    .map((url) => `<link rel="modulepreload" href="${url}"/>`)
    .join('');
}

function requireApi(ctx: RenderContext, page: { api?: string }) {
  const api = apiOfPage(ctx.site, page);
  if (!api || !ctx.apiView) throw new Error('an API page without an API description');
  return { site: api, view: ctx.apiView(api) };
}
