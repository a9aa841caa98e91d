import { byPosition } from '../diagnostics.ts';
import { mergeLayoutLinks } from '../links/page-links.ts';
import { twinFile } from '../llms/llms-files.ts';
import type { SiteModel } from '../site/types.ts';
import { saveBuildCaches, locateBuildCaches } from './job/build-caches.ts';
import type { MdxInputs } from './mdx/guide-compiler.ts';
import { allPages, prepareRender, runRenderJob, type RenderedPage, type RenderJobResult } from './render-pages.ts';
import { estimatePages, RenderWorkers, renderThreadsFor } from './render-pool.ts';
import type { PageAssets } from './templates/Head.tsx';

/** What rendering a site needs besides the site model. */
export interface RenderInput {
  site: SiteModel;
  assets: PageAssets;
  /** The site's folder and bundled components, for MDX pages. */
  mdx?: MdxInputs;
  /** The output folder of the previous build, still in place (render-pages.ts `RenderJob`). */
  previousOut?: string;
}

/** What the build keeps of a page once it and its Markdown twin are written: where it went, its link facts, whether it has a twin. */
export type WrittenPage = Omit<RenderedPage, 'bytes' | 'twin' | 'searched'> & { hasTwin: boolean };

/**
 * Writes one page's file (output-relative path, its bytes, and for a page the search index reads, the
 * part it reads); the renderer waits for it before it takes the next page in this thread.
 */
export type WritePage = (file: string, bytes: Buffer, searched?: Buffer) => void | Promise<void>;

/** A site's pages rendered and written, in `allPages(site)` order, with what checking their links needs. */
export type RenderedSite = Omit<RenderJobResult, 'kept' | 'pages'> & {
  pages: WrittenPage[] /** Threads the pages were rendered in (this one and the workers). */;
  workers: number;
};

/** Renders a site's pages; `stop()` ends the worker threads it may have started (a build that failed early). */
export interface Renderer {
  /** Renders every page and hands each to `write` as soon as it is rendered (its sidebar categories spliced in), its Markdown twin too, so no page's HTML or twin is held until the end. */
  render(input: RenderInput, write: WritePage): Promise<RenderedSite>;
  stop(): void;
}

/**
 * Starts rendering a site before it is loaded: when the content folder and the description's size
 * promise a large site (`estimatePages`), its render workers start now and load the renderer, the
 * highlighter and what earlier builds kept while this thread loads the guides and the API. This
 * thread renders too (a small site alone) and starts its highlighter now for the same reason. What earlier
 * builds kept (highlighted code, compiled guides, API descriptions as HTML) is reused, and what this
 * one used is kept for the next.
 */
export function startRenderer(options: { contentDir: string; openapiFile?: string }): Renderer {
  const kept = locateBuildCaches(options.contentDir);
  const threads = renderThreadsFor(estimatePages(options.contentDir, options.openapiFile));
  let workers = threads >= 2 ? RenderWorkers.start(threads - 1, kept) : undefined;
  // This thread renders too: its highlighter starts and the kept files are read now, while the inputs
  // load (this thread mostly waits for esbuild and the config's thread meanwhile).
  const setup = prepareRender(kept);
  setup.catch(() => {}); // a failure is thrown where the setup is used; a build that fails before then never uses it
  return {
    async render(input, write) {
      const job = { ...input, contentDir: options.contentDir, kept };
      const written: WrittenPage[] = [];
      const pages = allPages(input.site);
      // A page arrives as the bytes of its file and its twin's, and is written as it is.
      const saving = saveBuildCaches(kept);
      const writePage = (page: RenderedPage) => {
        const { bytes, twin, searched, made, ...facts } = page;
        if (made) saving.add(made);
        written.push({ ...facts, hasTwin: twin !== undefined });
        const wrote = twin === undefined ? undefined : write(twinFile(pages[page.index]!), asBuffer(twin));
        const pageWrote = write(page.file, asBuffer(bytes), searched && asBuffer(searched));
        return wrote || pageWrote ? Promise.all([wrote, pageWrote]).then(() => undefined) : undefined;
      };
      let results: RenderJobResult[];
      try {
        const indexes = pages.map((_, i) => i);
        const needed = renderThreadsFor(pages.length);
        if (!workers && needed < 2) {
          results = [await runRenderJob(job, indexes, setup, writePage)];
        } else {
          workers ??= RenderWorkers.start(needed - 1, kept);
          // One queue for the workers and this thread, the heaviest page first (the API overview holds
          // every schema), so that no thread is left with a long page at the end while the others wait.
          const queue = [...indexes.filter((i) => pages[i]!.kind === 'api-overview'), ...indexes.filter((i) => pages[i]!.kind !== 'api-overview')];
          const writes: Promise<void>[] = [];
          const inWorkers = workers.run(job, queue, (page) => {
            const pending = writePage(page);
            if (pending) writes.push(pending);
          });
          // A worker that fails leaves no page for this thread to go on with.
          inWorkers.catch(() => queue.splice(0));
          // This thread takes a page at a time, and between two lets the workers' pages in and written.
          const [fromWorkers, fromThread] = await Promise.all([inWorkers, runRenderJob(job, takeEach(queue), setup, writePage)]);
          results = [...fromWorkers, fromThread];
          await Promise.all(writes);
        }
        saving.finish(results.map((r) => r.kept));
      } catch (error) {
        // A failed build keeps the cache files it had.
        saving.abort();
        throw error;
      }
      return { ...merge(results), pages: written.sort((a, b) => a.index - b.index), workers: workers ? workers.count + 1 : 1 };
    },
    stop() {
      workers?.stop();
    },
  };
}

/** A Buffer over the same memory (the bytes came from a render worker as a plain Uint8Array). */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The results of several render jobs as one. */
function merge(results: readonly RenderJobResult[]): Omit<RenderedSite, 'workers' | 'pages'> {
  const layout: RenderJobResult['layout'] = new Map();
  for (const result of results) mergeLayoutLinks(layout, result.layout);
  return {
    layout,
    // Whichever thread rendered a page, its messages come in the same order: by file, line and column;
    // a message each thread gave (a partial both compiled) comes once.
    diagnostics: [...new Map(results.flatMap((r) => r.diagnostics).map((d) => [JSON.stringify(d), d])).values()].sort(byPosition),
    images: [...new Map(results.flatMap((r) => r.images))],
    reused: results.reduce((sum, r) => sum + r.reused, 0),
  };
}

/** Page indexes taken one at a time from a queue the workers share, each after a turn of the event loop (the workers' messages, the writes). */
async function* takeEach(queue: number[]): AsyncGenerator<number> {
  for (;;) {
    await new Promise((turn) => setImmediate(turn));
    const index = queue.shift();
    if (index === undefined) return;
    yield index;
  }
}
