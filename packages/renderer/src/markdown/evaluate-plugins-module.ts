import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { transform } from 'esbuild';

/**
 * The site's plugins module (one ES module from bundleForNode) as CommonJS, which this thread can
 * run without `import()`: the prebuilt CLI runs in a script compiled with V8's code cache, where a
 * dynamic import fails ("Cannot find module 'data:…'"), so a plugins module never loaded there.
 */
export async function toCommonJs(code: string): Promise<string> {
  return (await transform(code, { format: 'cjs', loader: 'js', platform: 'node', target: 'node20', logLevel: 'silent' })).code;
}

/**
 * Runs the CommonJS form of the plugins module in this thread and gives its value: its default
 * export, or what a CommonJS file of the site set `module.exports` to (the bundle keeps it on
 * `globalThis.__portalModule`). `abs` is the module's file, from which its `require` resolves.
 */
export function evaluatePluginsModule(code: string, abs: string): unknown {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: abs }) as (
    ...args: unknown[]
  ) => void;
  const module: { exports: Record<string, unknown> } = { exports: {} };
  wrapper(module.exports, createRequire(abs), module, abs, path.dirname(abs));
  const value = module.exports.default;
  return value === undefined ? (globalThis as { __portalModule?: { exports: unknown } }).__portalModule?.exports : value;
}
