import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { writeCompileCache } from '../markdown/compile-cache.ts';
import { compilerIdentity } from '../markdown/compiler-identity.ts';
import { highlightCacheFile, writeHighlightCache } from '../markdown/highlight-cache.ts';
import { siteCachePath } from '../output/cache-dir.ts';
import { mergeLayoutLinks } from '../links/page-links.ts';
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
 * finish together whatever the pages' lengths). Code highlighted by the previous build of the site is reused, and
 * this build's is kept for the next one.
 */
export async function renderSite(options: RenderJob): Promise<RenderJobResult & { workers: number }> {
  const cacheFile = options.highlight.cacheFile ?? highlightCacheFile(options.contentDir);
  const markdownFile = siteCachePath(options.contentDir, 'markdown');
  const markdownCache = options.markdownCache ?? (markdownFile ? { file: `${markdownFile}.jsonl`, identity: compilerIdentity() } : undefined);
  const job: RenderJob = { ...options, highlight: { ...options.highlight, cacheFile }, markdownCache };
  const pages = allPages(job.site);
  /** Keeps the compiled Markdown the jobs used for the next build (the entries of deleted guides go). */
  const keepMarkdown = (results: RenderJobResult[]) => markdownCache && writeCompileCache(markdownCache.file, markdownCache.identity, results.flatMap((r) => (r.markdown ? [r.markdown] : [])));
  const workers = Math.min(MAX_WORKERS, availableParallelism(), Math.floor(pages.length / PAGES_PER_WORKER));
  const indexes = pages.map((_, i) => i);
  if (workers < 2) {
    const result = await runRenderJob(job, indexes);
    writeHighlightCache(cacheFile, result.highlighted);
    keepMarkdown([result]);
    return { ...result, workers: 1 };
  }
  // One queue for all workers, the heaviest page first (the API overview holds every schema), so
  // that no worker is left with a long page at the end while the others wait.
  const queue = [...indexes.filter((i) => pages[i]!.kind === 'api-overview'), ...indexes.filter((i) => pages[i]!.kind !== 'api-overview')];
  const results = await Promise.all(Array.from({ length: workers }, () => runInWorker(job, queue)));
  const highlighted = results.flatMap((r) => r.highlighted);
  writeHighlightCache(cacheFile, highlighted);
  keepMarkdown(results);
  const layout: RenderJobResult['layout'] = new Map();
  for (const result of results) mergeLayoutLinks(layout, result.layout);
  return {
    pages: results.flatMap((r) => r.pages).sort((a, b) => a.index - b.index),
    layout,
    diagnostics: results.flatMap((r) => r.diagnostics),
    images: [...new Map(results.flatMap((r) => r.images))],
    highlighted,
    workers,
  };
}
