// A render worker thread: asks the pool for pages in batches until none are left, renders them
// (workerData is the RenderJob) and posts the result back.
import { parentPort, workerData } from 'node:worker_threads';
import { runRenderJob, type RenderJob } from './render-pages.ts';
import type { WorkerMessage } from './render-pool.ts';

const port = parentPort!;

/** Page indexes from the pool, a batch at a time: a worker that finishes early takes more. */
async function* fromPool(): AsyncGenerator<number> {
  for (;;) {
    const batch = await new Promise<number[]>((resolve) => {
      port.once('message', resolve);
      port.postMessage({ type: 'next' } satisfies WorkerMessage);
    });
    if (!batch.length) return;
    yield* batch;
  }
}

const job = workerData as RenderJob;
const started = performance.now();
const result = await runRenderJob(job, fromPool());
if (process.env.PORTAL_TRACE) console.error(`worker ${result.pages.length} pages (links read) in ${Math.round(performance.now() - started)} ms`);
port.postMessage({ type: 'done', result } satisfies WorkerMessage);
