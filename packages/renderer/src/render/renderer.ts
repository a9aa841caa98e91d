import { mergeLayoutLinks } from '../links/page-links.ts';
import type { SiteModel } from '../site/types.ts';
import { saveBuildCaches, locateBuildCaches } from '../cache/index.ts';
import type { MdxInputs } from './mdx/guide-compiler.ts';
import { FragmentMarkers } from './fragment-markers.ts';
import { allPages, runRenderJob, type RenderedPage, type RenderJobResult } from './render-pages.ts';
import { estimatePages, RenderWorkers, workersFor } from './render-pool.ts';
import type { PageAssets } from './templates/Head.tsx';

/** What rendering a site needs besides the site model. */
export interface RenderInput {
  site: SiteModel;
  assets: PageAssets;
  /** The site's folder and bundled components, for MDX pages. */
  mdx?: MdxInputs;
}

/**
 * Every page of a site rendered, in `allPages(site)` order, with what writing and checking them needs;
 * `fragments.splice(page.html)` is a page's file (its sidebar categories spliced in).
 */
export type RenderedSite = Omit<RenderJobResult, 'kept' | 'fragments'> & { pages: RenderedPage[]; workers: number; fragments: FragmentMarkers };

/** Renders a site's pages; `stop()` ends the worker threads it may have started (a build that failed early). */
export interface Renderer {
  render(input: RenderInput): Promise<RenderedSite>;
  stop(): void;
}

/**
 * Starts rendering a site before it is loaded: when the content folder and the description's size
 * promise a large site (`estimatePages`), its render workers start now and load the renderer, the
 * highlighter and what earlier builds kept while this thread loads the guides and the API. Small
 * sites render in this thread. What earlier builds kept (highlighted code, compiled guides, API
 * descriptions as HTML) is reused, and what this one used is kept for the next.
 */
export function startRenderer(options: { contentDir: string; openapiFile?: string }): Renderer {
  const kept = locateBuildCaches(options.contentDir);
  const count = workersFor(estimatePages(options.contentDir, options.openapiFile));
  let workers = count >= 2 ? RenderWorkers.start(count, kept) : undefined;
  return {
    async render(input) {
      const fragments = new FragmentMarkers();
      const job = { ...input, contentDir: options.contentDir, kept, fragmentNonce: fragments.nonce };
      const pages = allPages(input.site);
      const indexes = pages.map((_, i) => i);
      const needed = workersFor(pages.length);
      if (!workers && needed < 2) {
        const { kept: uses, fragments: made, ...result } = await runRenderJob(job, indexes);
        saveBuildCaches(kept, [uses]);
        fragments.add(made);
        return { ...result, workers: 1, fragments };
      }
      workers ??= RenderWorkers.start(needed, kept);
      // One queue for all workers, the heaviest page first (the API overview holds every schema), so
      // that no worker is left with a long page at the end while the others wait.
      const queue = [...indexes.filter((i) => pages[i]!.kind === 'api-overview'), ...indexes.filter((i) => pages[i]!.kind !== 'api-overview')];
      const results = await workers.run(job, queue);
      saveBuildCaches(kept, results.map((r) => r.kept));
      for (const result of results) fragments.add(result.fragments);
      return { ...merge(results), workers: workers.count, fragments };
    },
    stop() {
      workers?.stop();
    },
  };
}

/** The results of several render jobs as one, pages in site order. */
function merge(results: readonly RenderJobResult[]): Omit<RenderedSite, 'workers' | 'fragments'> {
  const layout: RenderJobResult['layout'] = new Map();
  for (const result of results) mergeLayoutLinks(layout, result.layout);
  return {
    pages: results.flatMap((r) => r.pages).sort((a, b) => a.index - b.index),
    layout,
    diagnostics: results.flatMap((r) => r.diagnostics),
    images: [...new Map(results.flatMap((r) => r.images))],
  };
}
