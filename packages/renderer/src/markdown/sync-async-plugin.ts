import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { Node } from 'unist';
import type { VFile } from 'vfile';

/** How long one async transformer may take on one page before the page fails (a plugin waiting on the network stops here). */
export const ASYNC_PLUGIN_TIMEOUT_MS = 60_000;

/**
 * Finds the object holding the plugin lists (the value itself, the classic preset's docs options, or
 * the default docs plugin's), as JavaScript source: the helper thread, which cannot import portal's
 * modules, runs the same text.
 */
export const DOCS_OPTIONS_SOURCE = `(value) => {
  const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
  const lists = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'];
  if (!isObject(value)) return undefined;
  if (lists.some((key) => key in value)) return value;
  for (const preset of Array.isArray(value.presets) ? value.presets : []) {
    if (Array.isArray(preset) && isObject(preset[1]) && isObject(preset[1].docs)) return preset[1].docs;
  }
  for (const plugin of Array.isArray(value.plugins) ? value.plugins : []) {
    if (Array.isArray(plugin) && String(plugin[0]).includes('plugin-content-docs') && isObject(plugin[1]) && (plugin[1].id ?? 'default') === 'default') return plugin[1];
  }
  return undefined;
}`;

/** The helper thread: loads the plugins module once, then runs one transformer per request on the tree it is sent. */
const HELPER_SOURCE = `
const { workerData } = require('node:worker_threads');
// A build never reaches the network (and the same input gives the same bytes): a plugin's request fails at once, as offline.
const offline = () => new Error('portal builds without the network');
globalThis.fetch = async () => { throw new TypeError('fetch failed', { cause: offline() }); };
const net = require('node:net');
net.Socket.prototype.connect = function () { process.nextTick(() => this.destroy(offline())); return this; };
const { code, abs, signal, port } = workerData;
const flag = new Int32Array(signal);
const vm = require('node:vm');
const path = require('node:path');
const { createRequire } = require('node:module');
// As evaluate-plugins-module.ts runs it in the render thread.
const evaluate = (code, abs) => {
  const wrapper = vm.runInThisContext('(function (exports, require, module, __filename, __dirname) {' + code + '\\n})', { filename: abs });
  const module = { exports: {} };
  wrapper(module.exports, createRequire(abs), module, abs, path.dirname(abs));
  return module.exports.default === undefined ? globalThis.__portalModule?.exports : module.exports.default;
};
const docsOptions = ${DOCS_OPTIONS_SOURCE};
let options;
const optionsOnce = async () => {
  if (!options) {
    let value = evaluate(code, abs);
    if (value && typeof value === 'object' && Object.keys(value).every((k) => k === 'default' || k === '__esModule') && 'default' in value) value = value.default;
    if (typeof value === 'function') value = await value();
    options = docsOptions(await value);
  }
  return options;
};
port.on('message', async ({ key, index, args, tree, file }) => {
  const messages = [];
  let answer;
  try {
    const entry = (await optionsOnce())[key][index];
    const attacher = Array.isArray(entry) ? entry[0] : entry;
    const store = new Map();
    const processor = { data: (k, v) => (v === undefined ? (typeof k === 'string' ? store.get(k) : Object.fromEntries(store)) : (store.set(k, v), processor)) };
    const transformer = attacher.call(processor, ...args);
    const vfile = { ...file, data: {}, messages, message: (reason, at) => { messages.push({ reason: String(reason), place: at && (at.position ?? at) }); return messages.at(-1); } };
    vfile.info = vfile.message;
    vfile.fail = (reason, at) => { vfile.message(reason, at); throw new Error(String(reason)); };
    const result = await transformer(tree, vfile);
    answer = { tree: result ?? tree, messages };
  } catch (error) {
    answer = { error: String(error?.stack ?? error), messages };
  }
  port.postMessage(answer);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
`;

interface Helper {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
}

const helpers = new Map<string, Helper>();

function helperFor(code: string, abs: string): Helper {
  const key = `${abs}\u0000${code.length}`;
  let helper = helpers.get(key);
  if (!helper) {
    const signal = new SharedArrayBuffer(4);
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(HELPER_SOURCE, { eval: true, workerData: { code, abs, signal, port: port2 }, transferList: [port2] });
    worker.unref();
    port1.unref();
    helper = { worker, port: port1, flag: new Int32Array(signal) };
    helpers.set(key, helper);
  }
  return helper;
}

/** Whether a transformer is an `async` function (its result is a promise unified's synchronous run cannot wait for). */
export const isAsyncFunction = (fn: unknown): boolean => typeof fn === 'function' && fn.constructor?.name === 'AsyncFunction';

/**
 * An attacher whose transformer, when it is an `async` function, runs in a helper thread that loaded
 * the same plugins module, while this thread waits: portal's pipeline runs synchronously, as it
 * did, and gets the tree the plugin made, as Docusaurus's asynchronous run would. The helper has
 * no network: a plugin's request fails at once (its fallback is what the page shows). Options given to
 * the attacher must be plain data (they are sent to the helper); synchronous transformers run here.
 */
export function runAsyncTransformersInHelper(
  attacher: (...args: unknown[]) => unknown,
  where: { code: string; abs: string; key: string; index: number },
): (...args: unknown[]) => unknown {
  return function (this: unknown, ...args: unknown[]) {
    const transformer = attacher.apply(this, args);
    if (!isAsyncFunction(transformer)) return transformer;
    return (tree: Node, file: VFile) => {
      const helper = helperFor(where.code, where.abs);
      Atomics.store(helper.flag, 0, 0);
      helper.port.postMessage({
        key: where.key,
        index: where.index,
        args,
        tree,
        file: { path: file.path, value: String(file.value), cwd: file.cwd, history: [...file.history] },
      });
      if (Atomics.wait(helper.flag, 0, 0, ASYNC_PLUGIN_TIMEOUT_MS) === 'timed-out') {
        helpers.delete([...helpers].find(([, h]) => h === helper)![0]);
        void helper.worker.terminate();
        throw new Error(`${where.key}[${where.index}] did not finish within ${ASYNC_PLUGIN_TIMEOUT_MS / 1000} s`);
      }
      const answer = receiveMessageOnPort(helper.port)?.message as
        | { tree?: Node; error?: string; messages: { reason: string; place?: { line: number; column: number } }[] }
        | undefined;
      for (const message of answer?.messages ?? []) file.message(message.reason, message.place as never);
      if (!answer || answer.error !== undefined) throw new Error(`${where.key}[${where.index}] threw: ${answer?.error?.split('\n')[0] ?? 'no answer'}`);
      return answer.tree;
    };
  };
}
