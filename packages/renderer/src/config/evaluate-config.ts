import { Worker } from 'node:worker_threads';
import { describeThrown } from '../diagnostics.ts';

/** How long a config may take to evaluate once its thread has started: real configs take milliseconds. */
export const CONFIG_TIME_LIMIT_MS = 5000;
/** Heap of the thread that evaluates the config: a config that allocates without end fails instead of the build. */
const CONFIG_HEAP_MB = 256;

/** What evaluating the config gave: its default export as plain data, or why there is none. */
export type ConfigOutcome =
  | { kind: 'value'; value: unknown; awaited: boolean }
  | { kind: 'no-default' }
  | { kind: 'threw'; message: string; stack?: string }
  | { kind: 'not-data'; message: string }
  | { kind: 'exited'; code: number }
  | { kind: 'never-settled' }
  | { kind: 'timeout'; ms: number }
  | { kind: 'crashed'; message: string };

/**
 * The code the config's thread runs (CommonJS, so it runs the same from the sources and from the
 * prebuilt bundle): it imports the compiled config, awaits a Promise it exports (as Vite and
 * Docusaurus do), and sends the value back as structured-clone data.
 */
const THREAD_CODE = `
const { parentPort } = require('node:worker_threads');
const describe = (e) => (e instanceof Error ? { message: e.message || e.name, stack: e.stack } : { message: typeof e === 'string' ? e : (() => { try { return JSON.stringify(e) ?? String(e); } catch { return String(e); } })() });
// process.exit in a thread ends only the thread; saying so first tells it from a config that never settled.
const exit = process.exit.bind(process);
process.exit = (code) => { parentPort.postMessage({ kind: 'exited', code: Number(code ?? process.exitCode ?? 0) }); return exit(code); };
parentPort.once('message', (url) => {
parentPort.postMessage({ kind: 'started' });
import(url).then(async (module) => {
  let value = module.default;
  // A config written as CommonJS (\`exports.default = …\`) has its default export one level down.
  if (value && typeof value === 'object' && 'default' in value && Object.keys(value).every((k) => k === 'default' || k === '__esModule')) value = value.default;
  if (value === undefined) return parentPort.postMessage({ kind: 'no-default' });
  const awaited = !!value && typeof value.then === 'function';
  try {
    if (awaited) value = await value;
  } catch (error) {
    return parentPort.postMessage({ kind: 'threw', ...describe(error) });
  }
  try {
    parentPort.postMessage({ kind: 'value', value, awaited });
  } catch (error) {
    parentPort.postMessage({ kind: 'not-data', message: describe(error).message });
  }
}, (error) => parentPort.postMessage({ kind: 'threw', ...describe(error) }));
});
`;

/** A thread ready to evaluate a config module, not started on it yet. */
function startThread(): Worker {
  return new Worker(THREAD_CODE, { eval: true, stdout: false, stderr: false, resourceLimits: { maxOldGenerationSizeMb: CONFIG_HEAP_MB } });
}

/** The thread `prestartConfigThread` started, while no config took it. */
let spare: Worker | undefined;

/**
 * Starts the thread the next config is evaluated in before the config is known: the CLI calls it as
 * it starts a build, so the thread's own start (60-80 ms) overlaps loading the rest of portal. A
 * spare thread does not keep the process alive, and one that failed or ended before it was taken is
 * dropped (the config then gets a new one).
 */
export function prestartConfigThread(): void {
  if (spare) return;
  const worker = startThread();
  worker.unref();
  const drop = () => {
    if (spare === worker) spare = undefined;
  };
  worker.once('error', drop).once('exit', drop);
  spare = worker;
}

/** The spare thread, or a new one. */
function takeThread(): Worker {
  const worker = spare ?? startThread();
  spare = undefined;
  worker.ref();
  return worker;
}

/**
 * Evaluates a compiled config module (`url`, a data: URL once compiled) in its own thread, so that nothing it does
 * (an endless loop, a promise that never settles, `process.exit`, a throw of any value) stops or
 * ends portal: the thread is terminated after `timeLimitMs` and every outcome is described.
 */
export function evaluateConfig(url: Promise<string>, timeLimitMs = CONFIG_TIME_LIMIT_MS): Promise<ConfigOutcome> {
  return new Promise((resolve, reject) => {
    // The thread starts while esbuild compiles the config (or started with portal), and gets the module when it is ready.
    const worker = takeThread();
    url.then(
      (ready) => worker.postMessage(ready),
      (error: unknown) => {
        settled = true;
        void worker.terminate();
        reject(error);
      },
    );
    let timer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (outcome: ConfigOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    worker.on('message', (message: ConfigOutcome | { kind: 'started' }) => {
      // The limit counts from the config's start, not the thread's, so a busy machine does not fail a good config.
      if (message.kind === 'started') timer = setTimeout(() => finish({ kind: 'timeout', ms: timeLimitMs }), timeLimitMs);
      else finish(message);
    });
    worker.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { kind: 'crashed', message: `it ran out of memory (${CONFIG_HEAP_MB} MB)` }
          : { kind: 'threw', message: describeThrown(error), stack: error instanceof Error ? error.stack : undefined },
      ),
    );
    // Exit code 0 without an answer: the event loop emptied while the config (or its Promise) was still pending.
    worker.on('exit', (code) => finish(code === 0 ? { kind: 'never-settled' } : { kind: 'exited', code }));
  });
}
