// A render worker: registers tsx (hooks do not cross into worker threads), then renders its job.
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../../../tsconfig.json', import.meta.url)) });
const { runRenderJob } = await import('./render-pages.ts');
const t0 = performance.now();
const result = await runRenderJob(workerData);
if (process.env.PORTAL_TRACE) console.error(`worker ${workerData.pageIndexes.length} pages in ${Math.round(performance.now() - t0)} ms`);
parentPort.postMessage(result);
