import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { BuildCacheFiles } from './job/build-caches.ts';
import type { RenderedPage, RenderJob, RenderJobResult } from './render-pages.ts';
import { workerScript } from './worker-script.ts';

/** Below this many pages a worker's start-up (about half a second) costs more than it saves. */
const PAGES_PER_THREAD = 150;
const MAX_THREADS = 4;
/**
 * Rendering makes short-lived garbage at a high rate (Markdown trees, React elements, strings); a
 * larger young generation than V8's default scavenges less often. Measured on the 1,000-guide corpus:
 * 16.3–16.9 s of CPU with 128 MB against 19.2–19.4 s by default; 32 MB was slower than the default.
 * 96 MB renders as fast as 128 on the corpus and within 5% on the 1,000-operation API, and keeps a
 * cold corpus build at 820–860 MB of peak memory instead of 960–980.
 */
const YOUNG_GENERATION_MB = 96;

/** What the pool tells a render worker: its job, then batches of page indexes (empty: no more). */
export type PoolMessage = { type: 'job'; job: RenderJob } | { type: 'pages'; pages: number[] };
/**
 * What a render worker says: it wants more pages (and sends those it rendered since it last asked),
 * or it is done. Pages travel a batch at a time: a worker never holds, nor serializes at once, all
 * the HTML it rendered (GitHub's description: 80 MB of HTML per worker posted in one message).
 */
export type WorkerMessage = { type: 'next'; pages: RenderedPage[] } | { type: 'done'; result: RenderJobResult };
/** What a render worker starts with: the files earlier builds kept, read while the site loads. */
export type WorkerStart = { kept: BuildCacheFiles };

/** Pages handed to a worker at a time: small enough to even out the end, large enough to keep messages rare. */
const BATCH = 8;

/** How many threads a site of `pages` pages is rendered in: this one, and one worker fewer (below 2: this thread alone). */
export function renderThreadsFor(pages: number): number {
  return Math.min(MAX_THREADS, availableParallelism(), Math.floor(pages / PAGES_PER_THREAD));
}

/**
 * A rough page count before the site is loaded, to start the render workers early: the Markdown
 * files under the content folder, and about one page per 8 KB of API description.
 */
export function estimatePages(contentDir: string, openapiFile?: string): number {
  let guides = 0;
  try {
    for (const entry of readdirSync(contentDir, { recursive: true, withFileTypes: true })) if (entry.isFile() && /\.mdx?$/.test(entry.name)) guides++;
  } catch {
    // No content folder: loading the guides reports it.
  }
  let operations = 0;
  try {
    if (openapiFile) operations = Math.floor(statSync(openapiFile).size / 8192);
  } catch {
    // No description: loading it reports it.
  }
  return guides + operations;
}

/**
 * Render worker threads, started before the site is loaded: each loads the renderer, starts its
 * highlighter and reads what earlier builds kept (about a third of a second) while this thread
 * reads the guides and the API description, then renders pages from one queue.
 */
export class RenderWorkers {
  private failure?: Error;
  private constructor(private readonly workers: Worker[]) {
    for (const worker of workers) {
      // Until `run` listens, a worker that fails is remembered (an unheard 'error' would end the process).
      worker.once('error', (error) => (this.failure ??= error));
      worker.once('exit', (code) => {
        if (code !== 0) this.failure ??= new Error(`render worker stopped with exit code ${code}`);
      });
    }
  }

  static start(count: number, kept: BuildCacheFiles): RenderWorkers {
    // Render threads make garbage fast and keep little (about 100 MB each on a large site), and by
    // default V8 lets a heap grow to two or three times what it keeps before it collects the old
    // generation. A site large enough for workers grows its heaps by half at most (the flag holds
    // for every thread of the process and is read at each collection): 1,000 guides + 495
    // operations peaked at 544–568 MB instead of 709–835 MB, its CPU within the noise; a 1,000-operation
    // API, whose threads keep more, at 814 MB instead of 996–1029 MB for 5–13 % more CPU (75 %: 617 MB
    // on the corpus, above its 600 MB target). The real site, rendered in one thread, peaked no lower
    // with it and took 5 % longer: it is left as it is.
    setFlagsFromString('--heap-growing-percent=50');
    const workerData: WorkerStart = { kept };
    return new RenderWorkers(
      Array.from(
        { length: count },
        () => new Worker(workerScript, { workerData, execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
      ),
    );
  }

  get count(): number {
    return this.workers.length;
  }

  /**
   * Renders the job's pages in `queue` order, each worker taking batches until none are left; each
   * page goes to `onPage` as its batch arrives, and the results come back without pages.
   */
  run(job: RenderJob, queue: number[], onPage: (page: RenderedPage) => void): Promise<RenderJobResult[]> {
    return Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<RenderJobResult>((resolve, reject) => {
            if (this.failure) return reject(this.failure);
            worker.on('message', (message: WorkerMessage) => {
              try {
                if (message.type === 'next') {
                  worker.postMessage({ type: 'pages', pages: queue.splice(0, BATCH) } satisfies PoolMessage);
                  for (const page of message.pages) onPage(page);
                } else {
                  for (const page of message.result.pages) onPage(page);
                  resolve({ ...message.result, pages: [] });
                }
              } catch (error) {
                reject(error);
              }
            });
            worker.once('error', reject);
            worker.once('exit', (code) => reject(new Error(`render worker stopped with exit code ${code}`)));
            worker.postMessage({ type: 'job', job } satisfies PoolMessage);
          }),
      ),
    );
  }

  /** Stops the workers (done, or the build failed before it rendered). */
  stop(): void {
    for (const worker of this.workers) void worker.terminate();
  }
}
