import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'esbuild';
import { PortalError, codeFrame } from '../diagnostics.ts';
import { bundleForNode, bundleProblem } from './bundle-for-node.ts';

/** What a JavaScript or TypeScript module of a Docusaurus project evaluated to, as plain data. */
export interface EvaluatedModule {
  /** The default export (or `module.exports`); an exported function is called, a promise awaited. Functions become `{ "[function]": name }`. */
  value: unknown;
  /** Imports that did not resolve and were replaced by a stub that accepts any use. */
  stubbed: string[];
  /** What each of `EvaluateOptions.calls` returned: a string, else null (not a function, threw, or gave no string). */
  calls: (string | null)[];
}

/** A function inside the module's value called in the sandbox (Docusaurus's `editUrl` function, once per doc). */
export interface ModuleCall {
  /** The keys leading to the function from the value: `['presets', 0, 1, 'docs', 'editUrl']`. */
  path: (string | number)[];
  /** Plain-data arguments. */
  args: unknown[];
}

export interface EvaluateOptions {
  file: string;
  /** Base for the paths printed in messages. */
  cwd: string;
  /** The module is code: it is stopped after this long (default 10 s). */
  timeoutMs?: number;
  /** What the module is, for messages: "the Docusaurus config". */
  what: string;
  /** Functions of the value to call once it is evaluated, within the same time and memory limits. */
  calls?: ModuleCall[];
}

/** Any use of a stub gives the stub again: `require('prism-react-renderer').themes.github`, `import { parse } from 'yaml'`, calls, `new`. */
const STUB_SOURCE = `const get = (_t, key) => key === Symbol.toPrimitive ? () => '' : key === 'then' || key === 'toJSON' ? undefined : key === '__esModule' ? true : stub;
// Named imports read the stub through a copy whose prototype is the stub's: that prototype answers any name too.
const anyName = new Proxy({}, { get });
const stub = new Proxy(function stub() {}, { get, apply: () => stub, construct: () => stub, getPrototypeOf: () => anyName });
module.exports = stub;`;

/**
 * The bundle's `require`: a missing module, required or `require.resolve`d at run time (a plugin
 * named by `require.resolve('docusaurus-lunr-search')`), gives a stub or its own name, and is noted.
 */
export function runtimeRequire(url: string): string {
  return `import { createRequire as __portalCreateRequire } from 'node:module';
const __portalStubbed = (globalThis.__portalStubbed ??= []);
const __portalTolerant = (globalThis.__portalTolerant = (base) => Object.assign((id) => { try { return base(id); } catch (error) { if (error?.code !== 'MODULE_NOT_FOUND') throw error; __portalStubbed.push(id); return (() => { const module = {}; ${STUB_SOURCE}; return module.exports; })(); } }, {
  // A relative TypeScript file named without its extension (\`require.resolve('./sidebars')\` for sidebars.ts) is found, as Docusaurus's loader finds it.
  resolve: (id, options) => {
    // \`require.resolve('./sidebars.js')\` beside sidebars.ts is found too, as Docusaurus's TypeScript loader finds it.
    for (const candidate of /^\\.\\.?\\//.test(id) ? [id, id + '.ts', id + '.mts', id + '.cts', id.replace(/\\.([cm]?)js$/, '.$1ts')] : [id]) {
      try { return base.resolve(candidate, options); } catch {}
    }
    __portalStubbed.push(id);
    return id;
  },
}));
const require = __portalTolerant(__portalCreateRequire(${JSON.stringify(url)}));
// CommonJS in a "type": "module" package (Docusaurus reads it all the same): its module.exports is the value.
var module = (globalThis.__portalModule = { exports: {} });`;
}

/** Bare or relative imports that do not resolve from the project become stubs (plugins, prism themes, @docusaurus/* helpers). */
export function stubMissing(stubbed: Set<string>): Plugin {
  return {
    name: 'stub-missing',
    setup(b) {
      b.onResolve({ filter: /^[^./]|^\.\.?\// }, async (args) => {
        if (args.pluginData === 'probe' || args.path.startsWith('node:') || args.namespace === 'stub') return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'probe' });
        if (found.errors.length === 0) return found.external ? { path: found.path, external: true } : undefined;
        stubbed.add(args.path);
        return { path: args.path, namespace: 'stub' };
      });
      b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: STUB_SOURCE, loader: 'js' }));
      // The module's own `createRequire(import.meta.url)` gets the same tolerance as the bundle's `require`.
      b.onResolve({ filter: /^(node:)?module$/ }, (args) =>
        args.namespace === 'tolerant-module' ? { path: 'node:module', external: true } : { path: 'module', namespace: 'tolerant-module' },
      );
      b.onLoad({ filter: /.*/, namespace: 'tolerant-module' }, () => ({
        contents:
          "import * as m from 'node:module'; export * from 'node:module'; export default m.default; export function createRequire(url) { return globalThis.__portalTolerant(m.createRequire(url)); }",
        loader: 'js',
      }));
    },
  };
}

/** What evaluating a project's module may cost: its JS heap, the process's memory besides (Buffers), the JSON it gives back. */
export const MODULE_LIMITS = { heapMb: 256, rssMb: 1024, jsonBytes: 16 * 1024 * 1024 } as const;

/** Runs in the worker: imports the bundle, resolves the export, sends it back as JSON (functions named, not run). */
const WORKER_SOURCE = `const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  let value;
  try {
    value = (await import(workerData.url)).default;
    if (value === undefined) value = globalThis.__portalModule?.exports;
  } catch (error) {
    // The bundle is an ES module, so strict: a CommonJS file that assigns an undeclared name
    // ("items = [...]" in a sidebars.js, which Node and Docusaurus run in sloppy mode) is run by Node's own loader.
    if (!(error instanceof ReferenceError)) throw error;
    try { value = require('node:module').createRequire(workerData.file)(workerData.file); } catch { throw error; }
  }
  if (value && typeof value === 'object' && Object.keys(value).every((k) => k === 'default' || k === '__esModule') && 'default' in value) value = value.default;
  if (typeof value === 'function') value = await value({}, {});
  value = await value;
  const calls = [];
  for (const call of workerData.calls) {
    let fn = value;
    for (const key of call.path) fn = fn == null ? undefined : fn[key];
    let result = null;
    try { if (typeof fn === 'function') result = await fn(...call.args); } catch {}
    calls.push(typeof result === 'string' ? result : null);
  }
  const json = JSON.stringify(value ?? null, (_key, v) => (typeof v === 'function' ? { '[function]': (typeof v.name === 'string' && v.name) || 'anonymous' } : typeof v === 'bigint' ? String(v) : v));
  if (json.length > workerData.maxJson) parentPort.postMessage({ error: 'its value is ' + (json.length / 1048576).toFixed(0) + ' MB as JSON (at most ' + workerData.maxJson / 1048576 + ' MB)' });
  else parentPort.postMessage({ json, calls, stubbed: globalThis.__portalStubbed ?? [] });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));`;

/**
 * Evaluates a project's JS/TS module (docusaurus.config.js, sidebars.js): esbuild bundles it with what
 * it imports, missing packages stubbed; it then runs in a worker thread that is stopped after the time limit.
 */
export async function evaluateModule(options: EvaluateOptions): Promise<EvaluatedModule> {
  const { what } = options;
  const file = path.resolve(options.cwd, options.file);
  const shown = path.relative(options.cwd, file) || file;
  const url = pathToFileURL(file).href;
  const dir = path.dirname(file);
  const stubbed = new Set<string>();
  let code: string;
  try {
    ({ code } = await bundleForNode(file, {
      loader: { '.svg': 'empty', '.png': 'empty', '.css': 'empty', '.scss': 'empty' },
      banner: runtimeRequire(url),
      plugins: [stubMissing(stubbed)],
    }));
  } catch (cause) {
    const at = bundleProblem(cause, dir);
    throw new PortalError(`cannot read ${what}: ${at?.text ?? (cause as Error).message}`, {
      file: at?.file ? path.relative(options.cwd, at.file) : shown,
      line: at?.line,
      column: at?.column,
      frame: at?.lineText !== undefined ? codeFrame(at.lineText, 1, at.column!) : undefined,
      hint: `${what} must be a JavaScript or TypeScript module portal can parse`,
      cause,
    });
  }
  const timeoutMs = options.timeoutMs ?? 10_000;
  const outcome = await new Promise<{ json?: string; error?: string; stubbed?: string[]; calls?: (string | null)[] }>((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        url: `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`,
        file,
        maxJson: MODULE_LIMITS.jsonBytes,
        calls: options.calls ?? [],
      },
      resourceLimits: { maxOldGenerationSizeMb: MODULE_LIMITS.heapMb },
      stdout: true,
      stderr: true,
    });
    // Buffers and typed arrays live outside the JS heap the worker's limit counts: the process's memory is watched instead.
    const rssBefore = process.memoryUsage.rss();
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - rssBefore > MODULE_LIMITS.rssMb * 1024 * 1024) finish({ error: `it used more than ${MODULE_LIMITS.rssMb} MB of memory` });
    }, 20);
    const timer = setTimeout(() => finish({ error: `it did not finish within ${timeoutMs / 1000} s` }), timeoutMs);
    function finish(result: { json?: string; error?: string; stubbed?: string[]; calls?: (string | null)[] }) {
      clearTimeout(timer);
      clearInterval(watch);
      void worker.terminate();
      resolve(result);
    }
    worker.once('message', finish);
    worker.once('error', (error) =>
      finish({
        error: (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' ? `it used more than ${MODULE_LIMITS.heapMb} MB of memory` : String(error),
      }),
    );
    worker.once('exit', () => finish({ error: 'it stopped before giving a value' }));
  });
  if (outcome.error !== undefined || outcome.json === undefined) {
    throw new PortalError(`cannot evaluate ${what}: ${(outcome.error ?? 'no value').split('\n')[0]}`, {
      file: shown,
      hint: /memory|MB as JSON|did not finish/.test(outcome.error ?? '')
        ? `${what} only exports values; move heavy work out of it`
        : stubbed.size
          ? `these imports are not installed and were stubbed: ${[...stubbed].sort().join(', ')}`
          : `${what} must export a value (or a function returning one)`,
    });
  }
  for (const id of outcome.stubbed ?? []) stubbed.add(id);
  return { value: JSON.parse(outcome.json) as unknown, stubbed: [...stubbed].sort(), calls: outcome.calls ?? [] };
}
