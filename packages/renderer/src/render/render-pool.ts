import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { mergeLayoutLinks } from '../links/page-links.ts';
import { keepCaches, siteCaches } from './kept-caches.ts';
import { allPages, runRenderJob, type RenderJob, type RenderJobResult } from './render-pages.ts';
import { workerScript } from './worker-script.ts';

/** Below this many pages a worker's start-up (about half a second) costs more than it saves. */
const PAGES_PER_WORKER = 150;
const MAX_WORKERS = 4;
/**
 * Rendering makes short-lived garbage at a high rate (Markdown trees, React elements, strings); a
 * larger young generation than V8's default scavenges less often. Measured on the 1,000-guide corpus:
 * 16.3–16.9 s of CPU with 128 MB against 19.2–19.4 s by default; 32 MB was slower than the default.
 */
const YOUNG_GENERATION_MB = 128;

/** What a render worker says: it wants more pages, or it is done. */
export type WorkerMessage = { type: 'next' } | { type: 'done'; result: RenderJobResult };

/** Pages handed to a worker at a time: small enough to even out the end, large enough to keep messages rare. */
const BATCH = 8;

function runInWorker(job: RenderJob, queue: number[]): Promise<RenderJobResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerScript, { workerData: job, execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'next') {
        worker.postMessage(queue.splice(0, BATCH));
        return;
      }
      resolve(message.result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`render worker stopped with exit code ${code}`));
    });
  });
}

/**
 * Renders every page of the site into the staging folder, spread over worker threads when the
 * site is large enough to gain from it (workers take pages from one queue in small batches, so they
 * finish together whatever the pages' lengths). What the previous build of the site kept (highlighted
 * code, compiled guides, API descriptions as HTML) is reused, and what this one used is kept for the next.
 */
export async function renderSite(options: RenderJob): Promise<RenderJobResult & { workers: number }> {
  const kept = options.kept ?? siteCaches(options.contentDir);
  const job: RenderJob = { ...options, kept };
  const pages = allPages(job.site);
  const workers = Math.min(MAX_WORKERS, availableParallelism(), Math.floor(pages.length / PAGES_PER_WORKER));
  const indexes = pages.map((_, i) => i);
  if (workers < 2) {
    const result = await runRenderJob(job, indexes);
    keepCaches(kept, [result.kept]);
    return { ...result, workers: 1 };
  }
  // One queue for all workers, the heaviest page first (the API overview holds every schema), so
  // that no worker is left with a long page at the end while the others wait.
  const queue = [...indexes.filter((i) => pages[i]!.kind === 'api-overview'), ...indexes.filter((i) => pages[i]!.kind !== 'api-overview')];
  const results = await Promise.all(Array.from({ length: workers }, () => runInWorker(job, queue)));
  keepCaches(kept, results.map((r) => r.kept));
  const layout: RenderJobResult['layout'] = new Map();
  for (const result of results) mergeLayoutLinks(layout, result.layout);
  return {
    pages: results.flatMap((r) => r.pages).sort((a, b) => a.index - b.index),
    layout,
    diagnostics: results.flatMap((r) => r.diagnostics),
    images: [...new Map(results.flatMap((r) => r.images))],
    kept: {},
    workers,
  };
}
