// A render worker thread: prepares (highlighter, what earlier builds kept) as soon as it starts,
// waits for its job, asks the pool for pages in batches until none are left, renders them and
// posts the result back.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareRender, runRenderJob, type RenderedPage, type RenderJob } from './render-pages.ts';
import type { PoolMessage, WorkerMessage, WorkerStart } from './render-pool.ts';

const port = parentPort!;

/** The next message of a kind from the pool. */
function next<T extends PoolMessage['type']>(type: T): Promise<Extract<PoolMessage, { type: T }>> {
  return new Promise((resolve) => {
    const listen = (message: PoolMessage) => {
      if (message.type !== type) return;
      port.off('message', listen);
      resolve(message as Extract<PoolMessage, { type: T }>);
    };
    port.on('message', listen);
  });
}

/** Pages rendered since the worker last asked for more: they go with the request. */
let rendered: RenderedPage[] = [];

/** The pages' bytes, moved to the pool's thread rather than copied (each page's bytes have an ArrayBuffer of their own). */
function transferred(pages: readonly RenderedPage[]): ArrayBuffer[] {
  return pages.flatMap((page) => [page.bytes, page.twin, page.searched].flatMap((bytes) => (bytes ? [bytes.buffer as ArrayBuffer] : [])));
}

/** Asks the pool for its next batch of page indexes, sending the pages rendered since the last ask. */
function ask(): Promise<number[]> {
  const batch = next('pages');
  port.postMessage({ type: 'next', pages: rendered } satisfies WorkerMessage, transferred(rendered));
  rendered = [];
  return batch.then((message) => message.pages);
}

/**
 * Page indexes from the pool, a batch at a time: a worker that finishes early takes more. The next
 * batch is asked for as one starts, so the worker never waits for the pool's thread between batches
 * (that thread writes every page as it comes: on a warm 1,000-guide build a worker that asked only
 * once done waited about 15 ms a batch, 0.6 to 1 s in all).
 */
async function* fromPool(): AsyncGenerator<number> {
  let ahead = ask();
  for (;;) {
    const pages = await ahead;
    if (!pages.length) return;
    ahead = ask();
    yield* pages;
  }
}

/** Run before the result is posted, while the pool cannot have ended the thread (the bundle saves its code cache). */
export const beforeDone: (() => void)[] = [];

/** Prepares, waits for the job, renders pages until the pool has none left and posts the result. */
async function work(): Promise<void> {
  const jobMessage = next('job');
  const setup = await prepareRender((workerData as WorkerStart).kept);
  const { job } = await jobMessage;
  const started = performance.now();
  let count = 0;
  const result = await runRenderJob(job as RenderJob, fromPool(), setup, (page) => {
    rendered.push(page);
    count++;
  });
  if (process.env.PORTAL_TRACE) console.error(`worker ${count} pages (links read) in ${Math.round(performance.now() - started)} ms`);
  for (const hook of beforeDone) hook();
  port.postMessage({ type: 'done', result: { ...result, pages: rendered } } satisfies WorkerMessage, transferred(rendered));
}

/** Settles when the worker has posted its result (no top-level await: the bundle runs it as CommonJS). */
export const finished = work();
