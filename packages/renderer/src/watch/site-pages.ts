import path from 'node:path';
import { Diagnostics, type Diagnostic } from '../diagnostics.ts';
import { checkSiteLinks } from '../links/check-site-links.ts';
import { mergeLayoutLinks, type LayoutLinks, type PageLinks } from '../links/page-links.ts';
import type { CodeHighlighter } from '../markdown/highlighter.ts';
import { llmsFiles } from '../llms/llms-files.ts';
import { siteSearchIndex } from '../search/site-search.ts';
import { routeToFile } from '../content/slugs.ts';
import { metaFiles } from '../output/meta-files.ts';
import { allPages, createRenderContext, pageFile, renderWithLinks } from '../render/render-pages.ts';
import { withPreload } from '../render/render-page.tsx';
import type { RenderContext } from '../render/render-page.tsx';
import type { PageAssets } from '../render/templates/Head.tsx';
import type { PageData, SiteModel } from '../site/types.ts';
import type { CompileMemo } from './compile-memo.ts';

/** One page as rendered in watch mode: its HTML while a tab asks for it, and what the link checker needs. */
interface RenderedPage {
  html?: string;
  links?: PageLinks;
  layout: LayoutLinks;
  /** Warnings of its Markdown (unknown languages, …). */
  messages: Diagnostic[];
}

/** What a site model is rendered with. */
export interface PagesSetup {
  site: SiteModel;
  keys: Map<string, string>;
  /** Changes when anything all pages share changes (config, navbar, sidebars). */
  layout: string;
  assets: PageAssets;
  contentDir: string;
  highlighter: CodeHighlighter;
  memo: CompileMemo;
  addAsset: RenderContext['addAsset'];
}

/**
 * The pages of one good site model, rendered on demand and remembered until an edit changes
 * them: a request renders its page (about a millisecond once its Markdown is compiled), and the
 * link check renders whatever no tab asked for.
 */
export class SitePages {
  readonly site: SiteModel;
  readonly keys: Map<string, string>;
  readonly layout: string;
  private readonly ctx: RenderContext;
  private readonly byFile = new Map<string, PageData>();
  private readonly rendered = new Map<string, RenderedPage>();
  private meta?: Map<string, string | Uint8Array>;
  private search?: Map<string, Uint8Array>;

  constructor(setup: PagesSetup, previous?: { pages: SitePages; unchanged: (route: string) => boolean }) {
    this.site = setup.site;
    this.keys = setup.keys;
    this.layout = setup.layout;
    const ctx = createRenderContext({
      site: setup.site,
      assets: setup.assets,
      contentDir: setup.contentDir,
      highlighter: setup.highlighter,
      addAsset: setup.addAsset,
      diagnostics: new Diagnostics(),
    });
    // Sidebar categories rendered for the last model still hold when the sidebars did not change.
    const sidebarFragments = previous && previous.pages.layout === setup.layout ? previous.pages.ctx.sidebarFragments : ctx.sidebarFragments;
    this.ctx = { ...ctx, compile: setup.memo.compile, sidebarFragments };
    for (const page of allPages(this.site)) this.byFile.set(pageFile(page), page);
    // Pages the edit did not touch keep their rendering.
    if (previous) for (const [route, page] of previous.pages.rendered) if (this.keys.has(route) && previous.unchanged(route)) this.rendered.set(route, page);
  }

  /** The page written to an output-relative file (`a/b/index.html`, `404.html`). */
  pageAt(file: string): PageData | undefined {
    return this.byFile.get(file);
  }

  /** Was the page rendered (for a tab or the link check) since its last change? */
  isRendered(page: PageData): boolean {
    return this.rendered.has(page.route);
  }

  /** A page's HTML, rendered now unless it was already. */
  html(page: PageData): string {
    const entry = this.rendered.get(page.route);
    if (entry?.html !== undefined) return entry.html;
    return this.render(page, true).html!;
  }

  /** Renders a page (throwing what rendering throws) and remembers what the link check needs. */
  render(page: PageData, keepHtml: boolean): RenderedPage {
    const diagnostics = new Diagnostics();
    const layout: LayoutLinks = new Map();
    const { html, preload, links } = renderWithLinks(page, { ...this.ctx, diagnostics }, layout);
    const entry: RenderedPage = { html: keepHtml ? withPreload(html, preload) : undefined, links, layout, messages: diagnostics.items };
    this.rendered.set(page.route, entry);
    return entry;
  }

  /** `sitemap.xml`, `versions.json`, `robots.txt`, `llms.txt`, `llms-full.txt` and the pages' Markdown twins. */
  metaFile(rel: string): string | Uint8Array | undefined {
    // Each is named with an extension: a route asked for without one (`a/b` before `a/b/index.html`) does not make them all.
    if (!path.posix.extname(rel)) return undefined;
    this.meta ??= new Map([...metaFiles(this.site), ...llmsFiles(this.site)]);
    return this.meta.get(rel);
  }

  /** A file of the search index (`search/…`), once `indexForSearch` made it. */
  searchFile(rel: string): Uint8Array | undefined {
    return this.search?.get(rel);
  }

  /**
   * Builds the search index from the pages as rendered (call after `checkLinks`, which renders them
   * all). Each page's HTML is read on a turn of the event
   * loop of its own, once `idle()` resolves: reading a page the link check rendered without keeping
   * its HTML renders it again, and all of them in one go held requests and edits back (0.76 s on a
   * 40-page Docusaurus project).
   */
  async indexForSearch(options: { idle?: () => Promise<void> } = {}): Promise<void> {
    const idle = options.idle ?? (() => new Promise<void>((resolve) => setImmediate(resolve)));
    const files = await siteSearchIndex({
      pages: this.site.pages,
      base: this.site.config.baseUrl,
      readHtml: async (record) => {
        await idle();
        return this.html(this.pageAt(routeToFile(record.route))!);
      },
    });
    this.search = new Map(files.map((file) => [file.path, file.content]));
  }

  /**
   * Renders every page not rendered yet, a page per turn of the event loop (or once `idle()`
   * resolves) so requests and edits are handled in between, then checks the links. Stops
   * (undefined) when `stale()` says a newer model replaced this one.
   */
  async checkLinks(options: {
    files: () => Iterable<string>;
    apiSources?: ReadonlyMap<string, string>;
    cwd: string;
    stale: () => boolean;
    idle?: () => Promise<void>;
  }): Promise<Diagnostic[] | undefined> {
    const idle = options.idle ?? (() => new Promise<void>((resolve) => setImmediate(resolve)));
    for (const page of allPages(this.site)) {
      if (this.rendered.has(page.route)) continue;
      await idle();
      if (options.stale()) return undefined;
      // A tab may have asked for it meanwhile.
      if (!this.rendered.has(page.route)) this.render(page, false);
    }
    const diagnostics = new Diagnostics();
    const pages: PageLinks[] = [];
    const layout: LayoutLinks = new Map();
    for (const entry of this.rendered.values()) {
      for (const message of entry.messages) diagnostics.add(message);
      if (entry.links) pages.push(entry.links);
      mergeLayoutLinks(layout, entry.layout);
    }
    checkSiteLinks({
      site: this.site,
      pages,
      layout,
      files: new Set([...options.files(), ...this.byFile.keys()]),
      apiSources: options.apiSources?.size ? new Map(options.apiSources) : undefined,
      cwd: options.cwd,
      diagnostics,
    });
    return diagnostics.items;
  }
}
