// A render worker thread: renders its share of the pages (workerData is a RenderJob) and posts the result back.
import { parentPort, workerData } from 'node:worker_threads';
import { runRenderJob, type RenderJob } from './render-pages.ts';

const job = workerData as RenderJob;
const started = performance.now();
const result = await runRenderJob(job);
if (process.env.PORTAL_TRACE) console.error(`worker ${job.pageIndexes.length} pages in ${Math.round(performance.now() - started)} ms`);
parentPort!.postMessage(result);
