import { ImageRegistry } from '../assets/image-registry.ts';
import { routeToFile } from '../content/slugs.ts';
import { Diagnostics, type Diagnostic } from '../diagnostics.ts';
import type { HtmlMemo } from '../cache/index.ts';
import { openBuildCaches, type BuildCacheEntries, type BuildCacheFiles, type BuildCacheUses, type BuildCaches } from './job/build-caches.ts';
import type { CompileCache } from './job/compile-cache.ts';
import { type CompiledMarkdown, createMarkdownCompiler, type MarkdownCompiler } from '../markdown/compile-markdown.ts';
import { loadMarkdownPlugins, type SitePlugins } from '../markdown/site-plugins.ts';
import { createSafeMarkdown } from '../markdown/compile-safe-markdown.ts';
import type { ApiModel } from '../openapi/api-types.ts';
import { redocAnchorLinks, withSectionIds } from '../openapi/redoc-anchors.ts';
import { schemaNameLinks } from '../openapi/schema-name-links.ts';
import { markDescriptionHeadings } from './description-heading-ids.ts';
import type { ApiViewContext } from '../openapi/operation-view.ts';
import { createCodeHighlighter, type CodeHighlighter } from '../markdown/highlighter.ts';
import type { ApiSite, PageData, SiteModel } from '../site/types.ts';
import { collectPageLinks, countLayoutLink, type LayoutLinks, type PageLinks } from '../links/page-links.ts';
import { compileDoc, CLIENT_END, renderPage, type RenderContext } from './render-page.tsx';
import { PageCache } from './job/page-cache.ts';
import { SidebarFragmentSets } from './sidebar-fragments.tsx';
import { FragmentMarkers } from './fragment-markers.ts';
import { withBaseInHtml } from './base-url-html.ts';
import { pageFailure } from './page-failure.ts';
import { pageMarkdown } from '../llms/page-markdown.ts';
import { searchRecord } from '../search/search-records.ts';
import { recordSearchEntry } from '../search/site-search.ts';
import type { PageAssets } from './templates/Head.tsx';
import { createGuideCompiler, type MdxInputs } from './mdx/guide-compiler.ts';

/** A share of the pages to render, self-contained so it can cross to a worker thread. */
export interface RenderJob {
  site: SiteModel;
  assets: PageAssets;
  contentDir: string;
  /** What earlier builds kept for this one (highlighted code, compiled guides, descriptions); none without. */
  kept?: BuildCacheFiles;
  /** The site's folder and bundled components, for MDX pages. */
  mdx?: MdxInputs;
  /** The output folder of the previous build, still in place: guide and category pages that did not change are taken from it (page-cache.ts). */
  previousOut?: string;
}

/** A rendered page: its output file, its HTML and what the link checker needs from it (none for the not-found page). */
export interface RenderedPage {
  /** Its place in `allPages(site)`. */
  index: number;
  /** Output-relative path. */
  file: string;
  /**
   * The file's bytes, as written. Made where the page is rendered and each in an ArrayBuffer of its
   * own, so a render worker hands them to the writing thread without a copy (render-worker.ts).
   */
  bytes: Uint8Array;
  links?: PageLinks;
  /** Its Markdown twin (llms/page-markdown.ts) as UTF-8, made where the page is rendered; none for kinds without one. */
  twin?: Uint8Array;
  /** The page's search entry (search/site-search.ts `recordSearchEntry`; empty for a page without an article), when the site is searched and the page is. */
  searched?: Uint8Array;
  /** Cache entries made since the page before, for the next build: handed over with each page, so no render thread holds them all to the end. */
  made?: BuildCacheEntries;
}

export interface RenderJobResult {
  pages: RenderedPage[];
  /** Links of the layout, once per URL. */
  layout: LayoutLinks;
  diagnostics: Diagnostic[];
  /** Images the pages use: absolute source path → output-relative path. */
  images: [string, string][];
  /** What the job used and made of each kept file, for the next build. */
  kept: BuildCacheUses;
  /** Pages taken from the previous build's output unchanged (page-cache.ts). */
  reused: number;
}

/** Every page of the site in render order, the not-found page last. */
export function allPages(site: SiteModel): PageData[] {
  return [...site.pages, site.notFound];
}

/** Output file of a page: `OUT/R/index.html`, or `OUT/404.html` for the not-found page. */
export function pageFile(page: PageData): string {
  return page.kind === 'not-found' ? '404.html' : routeToFile(page.route);
}

/**
 * Renders a page and reads the facts the link checker needs from it (the not-found page has none);
 * its layout links are counted into `layout`.
 */
export function renderWithLinks(
  page: PageData,
  ctx: RenderContext,
  layout: LayoutLinks,
  options: { compiled?: CompiledMarkdown; layoutTargets?: [string, boolean][] } = {},
): { html: string; preload: string; links?: PageLinks } {
  const { html, preload, links, apiMentions, writtenLinksOnly } = renderPage(page, ctx, options.compiled);
  // Pages are read with site paths; what is written carries the base path (render/base-url-html.ts).
  const base = ctx.site.config.baseUrl;
  if (page.kind === 'not-found') return { html: withBaseInHtml(html, base), preload: withBaseInHtml(preload, base) };
  // The island preloads hold neither links nor ids: the page is read without them.
  const facts = collectPageLinks({
    html,
    route: page.route,
    file: page.source,
    sourceLinks: links,
    writtenLinksOnly,
    layout,
    ...(options.layoutTargets ? { layoutTargets: options.layoutTargets } : {}),
    scan: (text, read) => ctx.sidebarFragments.scan(text, read),
    site: base === '/' ? undefined : { base, origin: new URL(ctx.site.config.url).origin },
  });
  return { html: withBaseInHtml(html, base), preload: withBaseInHtml(preload, base), links: apiMentions.length ? { ...facts, apiMentions } : facts };
}

/**
 * A page's file: its HTML as UTF-8 with the island preloads before the end of its head and the
 * sidebar categories spliced in. The HTML is encoded in pieces, never copied whole as
 * a string: on a 600 KB API page each such copy cost a worker about 10 ms (a new large string, two bytes a character).
 */
function pageBytes(html: string, preload: string, markers: FragmentMarkers): Uint8Array {
  const at = preload ? html.indexOf(CLIENT_END) : -1;
  if (at === -1) return ownBuffer(markers.splice(html));
  return ownBuffer(Buffer.concat([markers.splice(html.slice(0, at)), Buffer.from(preload, 'utf8'), markers.splice(html.slice(at))]));
}

/** A page's Markdown twin (an MDX guide's kept with its compile); a page whose twin throws keeps its HTML and is named in the error. */
function twinOf(
  page: PageData,
  site: SiteModel,
  diagnostics: Diagnostics,
  kept: CompileCache | undefined,
  twinsAtParse?: Map<string, string>,
): Uint8Array | undefined {
  try {
    const twin = pageMarkdown(page, site, kept, twinsAtParse);
    return twin === undefined ? undefined : ownBuffer(Buffer.from(twin, 'utf8'));
  } catch (error) {
    diagnostics.add(pageFailure(error, page.source));
    return undefined;
  }
}

/** The same bytes in an ArrayBuffer of their own: a small Buffer is a view into Node's shared pool, which must not be transferred. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** What rendering pages needs besides each page's data: the shared highlighter and compilers, assets, where messages go. */
export function createRenderContext(options: {
  site: SiteModel;
  assets: PageAssets;
  contentDir: string;
  highlighter: CodeHighlighter;
  addAsset: RenderContext['addAsset'];
  diagnostics: Diagnostics;
  /** Compiled Markdown kept across builds; without it every guide is compiled. */
  compileCache?: CompileCache;
  /** API descriptions as HTML kept across builds. */
  descriptions?: HtmlMemo;
  mdx?: MdxInputs;
  /** Leave prerendered sidebar categories as markers in the pages (a build: they are spliced in when written). */
  markers?: FragmentMarkers;
  /** The site's remark and rehype plugins, loaded in this thread (loadMarkdownPlugins). */
  plugins?: SitePlugins;
}): RenderContext {
  const { site, highlighter, plugins } = options;
  const guides = createGuideCompiler({
    site,
    contentDir: options.contentDir,
    highlighter,
    markdown: createMarkdownCompiler({ highlighter, plugins }),
    mdx: options.mdx,
    plugins,
  });
  const { addAsset } = options;
  return {
    apiView: memoById((api) => {
      const schemaHref = (name: string) => `${api.overviewRoute}#schema-${name}`;
      return {
        highlighter,
        ...descriptionsWithRedocAnchors(createSafeMarkdown(options.descriptions), api.model, api.overviewRoute, schemaHref),
        schemaHref,
        sandboxUrl: api.sandboxUrl,
        nodeBudget: 250,
      };
    }),
    site,
    assets: options.assets,
    compile: withDependencies(guides, options.compileCache ? options.compileCache.wrap(guides.compile) : guides.compile, plugins?.key),
    contentDir: options.contentDir,
    addAsset,
    diagnostics: options.diagnostics,
    sidebarFragments: new SidebarFragmentSets(site.sidebars, options.markers, new Set(Object.keys(options.assets.sidebarItems ?? {}))),
  };
}

/** A description's view context, made the first time one of its pages asks. */
function memoById(make: (api: ApiSite) => ApiViewContext): (api: ApiSite) => ApiViewContext {
  const made = new Map<string, ApiViewContext>();
  return (api) => {
    let view = made.get(api.id);
    if (!view) made.set(api.id, (view = make(api)));
    return view;
  };
}

/**
 * Description Markdown to HTML with links written for Redoc's anchors pointed at portal's pages, and
 * the info description with Redoc's section ids on its headings (openapi/redoc-anchors.ts); links to
 * a schema by its name or pointer go to the schema (openapi/schema-name-links.ts). Headings are
 * marked for the ids each page gives them (description-heading-ids.ts, after the compile's cache).
 */
function descriptionsWithRedocAnchors(
  markdown: (text: string | undefined) => string,
  model: ApiModel,
  overviewRoute: string,
  schemaHref: (name: string) => string,
): Pick<ApiViewContext, 'markdown' | 'infoHtml'> {
  const info = withSectionIds(markdown(model.description));
  const redoc = redocAnchorLinks(model, overviewRoute, info.ids);
  const schemas = schemaNameLinks(model, schemaHref);
  const links = (html: string) => schemas(redoc(html));
  return { markdown: (text) => markDescriptionHeadings(links(markdown(text))), infoHtml: markDescriptionHeadings(links(info.html)) };
}

/** The compiler given the fingerprints of what MDX pages import, so kept pages are reused only while those hold. */
function withDependencies(guides: ReturnType<typeof createGuideCompiler>, compile: MarkdownCompiler, pluginsKey: string | undefined): MarkdownCompiler {
  return (text, ctx) => compile(text, { ...ctx, dependency: guides.dependency, ...(pluginsKey ? { pluginsKey } : {}) });
}

/** What a render job sets up before its first page: the highlighter and what earlier builds kept. */
export interface RenderSetup {
  caches: BuildCaches;
  highlighter: CodeHighlighter;
}

/** Reads what earlier builds kept and starts the highlighter (a render worker does it while the site is still loading). */
export async function prepareRender(files: BuildCacheFiles = {}): Promise<RenderSetup> {
  const caches = openBuildCaches(files);
  return { caches, highlighter: await createCodeHighlighter({ cache: caches.highlight }) };
}

/**
 * Renders the pages `indexes` names (into `allPages(site)`); writing them is the caller's step.
 * With `onPage`, each page goes there as soon as it is rendered instead of into the result's `pages`.
 */
export async function runRenderJob(
  job: RenderJob,
  indexes: Iterable<number> | AsyncIterable<number>,
  setup?: RenderSetup | Promise<RenderSetup>,
  onPage?: (page: RenderedPage) => void | Promise<void>,
): Promise<RenderJobResult> {
  const images = new ImageRegistry();
  const { caches, highlighter } = await (setup ?? prepareRender(job.kept));
  const diagnostics = new Diagnostics();
  // Prerendered sidebar categories are markers while a page is read, spliced in as bytes (fragment-markers.ts).
  const markers = new FragmentMarkers((html) => withBaseInHtml(html, job.site.config.baseUrl));
  // Problems of the plugins' module were reported once by the bundle step; each thread loads its own functions.
  const { plugins } = await loadMarkdownPlugins(job.mdx?.modules.markdownPlugins);
  const ctx = {
    ...createRenderContext({
      site: job.site,
      assets: job.assets,
      contentDir: job.contentDir,
      highlighter,
      addAsset: images.url,
      diagnostics,
      compileCache: caches.guides,
      descriptions: caches.descriptions,
      mdx: job.mdx,
      markers,
      plugins,
    }),
    twinsAtParse: new Map<string, string>(),
  };
  const pages = allPages(job.site);
  const rendered: RenderedPage[] = [];
  const layout: LayoutLinks = new Map();
  const kept = job.kept?.pages ? new PageCache(caches.pages, job.site, job.assets, job.previousOut) : undefined;
  let reused = 0;
  /** A page rendered: its file's bytes, its search entry and its links (its layout links counted, and told to `layoutTargets`). */
  const renderedPage = (page: PageData, compiled?: CompiledMarkdown, layoutTargets?: [string, boolean][]) => {
    const result = renderWithLinks(page, ctx, layout, { compiled, layoutTargets });
    const record = job.site.config.search ? searchRecord(page) : undefined;
    const searched = record && ownBuffer(recordSearchEntry(record, result.html, job.site.config.baseUrl));
    return { bytes: pageBytes(result.html, result.preload, markers), searched, links: result.links };
  };
  /** A guide or category page from the previous build when nothing it is made from changed, else rendered and kept for the next. */
  const keptOrRendered = (page: Extract<PageData, { kind: 'doc' | 'category' }>, file: string, cache: PageCache) => {
    // The guide compiles first (its compile cache replays its messages and images): its HTML is part of the key.
    const compiled = page.kind === 'doc' ? compileDoc(page, ctx) : undefined;
    const key = cache.key(page, compiled);
    const found = cache.find(key, file);
    if (found) {
      reused++;
      for (const [target, image] of found.layout) countLayoutLink(layout, target, image, page.route);
      return { bytes: ownBuffer(found.bytes), searched: found.searched, links: found.links };
    }
    const layoutTargets: [string, boolean][] = [];
    const made = renderedPage(page, compiled, layoutTargets);
    cache.keep(key, { bytes: made.bytes, links: made.links, layout: layoutTargets, searched: made.searched });
    return made;
  };
  for await (const index of indexes) {
    // Only this page's compile may hand its twin over.
    ctx.twinsAtParse.clear();
    const page = pages[index]!;
    const file = pageFile(page);
    let made: Omit<RenderedPage, 'index' | 'file' | 'twin'>;
    try {
      made = kept && PageCache.takes(page) ? keptOrRendered(page, file, kept) : renderedPage(page);
    } catch (error) {
      // Whatever a page throws fails that page with its file named, not the build with a bare message.
      diagnostics.add(pageFailure(error, page.source));
      if (process.env.DEBUG) console.error(error);
      continue;
    }
    const done: RenderedPage = { index, file, ...made, twin: twinOf(page, job.site, diagnostics, caches.guides, ctx.twinsAtParse) };
    if (onPage) await onPage({ ...done, made: caches.drain() });
    else rendered.push(done);
  }
  return {
    pages: rendered,
    layout,
    diagnostics: diagnostics.items,
    images: images.entries(),
    kept: caches.uses(),
    reused,
  };
}
