import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Module, { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDomServer from 'react-dom/server';
import { themeModules, type ModuleExports } from './theme/registry.ts';
import { refusedSpecifier } from './site-imports.ts';
import { CLIENT_REFERENCE } from './site-resolver.ts';
import { corePackage } from './core-packages.ts';
import type { BrowserProbe } from './browser-needs.ts';

/** Where the site's package `spec` is: the file Node resolves it to from the site's folder, and the `require` that loads it; undefined when the site has none by that name. */
function resolveSitePackage(spec: string, rootDir: string): { file: string; require: NodeJS.Require } | undefined {
  // Never a file by absolute path, a URL or one of Node's modules (a component renders in the browser too).
  if (refusedSpecifier(spec) || isBuiltin(spec)) return undefined;
  const require = createRequire(path.join(rootDir, 'package.json'));
  try {
    return { file: require.resolve(spec), require };
  } catch {
    return undefined;
  }
}

/** A package of the site, loaded from the site's own node_modules (undefined when it has none by that name). */
export function sitePackage(spec: string, rootDir: string): unknown {
  const found = resolveSitePackage(spec, rootDir);
  return found && withPortalReact(() => found.require(spec));
}

/**
 * A package's exports as an `import` of it sees them, as webpack (Docusaurus) and esbuild give them:
 * a CommonJS package (`module.exports = Embed`) is its default export, its properties its named
 * ones; a package compiled from ES modules (`__esModule`) is taken as it is.
 */
export function asImported(value: unknown): ModuleExports {
  const isObject = value !== null && (typeof value === 'object' || typeof value === 'function');
  if (isObject && (value as { __esModule?: unknown }).__esModule) return value as ModuleExports;
  const named = isObject ? Object.fromEntries(Object.keys(value).map((key) => [key, (value as Record<string, unknown>)[key]])) : {};
  return { ...named, default: value };
}

const PACKAGE_KEY = 'package:';

/** The dependency key of a page's import of package `spec`: a page kept by the build cache is compiled again when the package it imports appears, goes or changes. */
export function packageDependency(spec: string): string {
  return `${PACKAGE_KEY}${spec}`;
}

/** The package a `packageDependency` key names, or undefined for another key. */
export function packageOfDependency(key: string): string | undefined {
  return key.startsWith(PACKAGE_KEY) ? key.slice(PACKAGE_KEY.length) : undefined;
}

/**
 * The fingerprint of the site's package `spec` as its node_modules hold it now: the file it
 * resolves to and a hash of that file; undefined when the site has no such package.
 */
export function packageFingerprint(spec: string, rootDir: string): string | undefined {
  const found = resolveSitePackage(spec, rootDir);
  if (!found) return undefined;
  try {
    return `${found.file} ${createHash('sha1').update(readFileSync(found.file)).digest('hex')}`;
  } catch {
    return undefined;
  }
}

/** React as portal renders it: a site package must use this copy, not one in the site's node_modules. */
const portalRequire = createRequire(import.meta.url);
const REACT = new Map(
  ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/server'].map((spec) => [spec, portalRequire.resolve(spec)]),
);

/** The module objects of the React portal renders with (a namespace's `default` is the CommonJS exports). */
const PORTAL_REACT: [string, unknown][] = [
  ['react', (React as { default?: unknown }).default ?? React],
  ['react/jsx-runtime', (jsxRuntime as { default?: unknown }).default ?? jsxRuntime],
  ['react-dom/server', (ReactDomServer as { default?: unknown }).default ?? ReactDomServer],
];

/**
 * Makes the files REACT names hold the very React portal renders with. The prebuilt CLI carries its
 * own copy of React inside its bundle: a site package that required React's file got a second
 * React, and its hooks threw "Cannot read properties of null (reading 'useContext')" (jotai, emotion).
 */
function samePortalReact(): void {
  const cache = (Module as unknown as { _cache: Record<string, { exports: unknown } | undefined> })._cache;
  for (const [spec, exports] of PORTAL_REACT) {
    const file = REACT.get(spec)!;
    if (cache[file]?.exports === exports) continue;
    const module = new Module(file);
    module.filename = file;
    module.exports = exports;
    module.loaded = true;
    cache[file] = module;
  }
}

/**
 * Runs `load` with `react` and `react-dom` resolving to portal's copies: elements made by a second
 * React are "not valid as a React child" of the first. Node 20 has no synchronous resolve hook
 * (`module.registerHooks` is Node 22), so the resolver is swapped for the duration of one require.
 */
function withPortalReact<T>(load: () => T): T {
  samePortalReact();
  const resolver = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const original = resolver._resolveFilename;
  resolver._resolveFilename = (request, ...rest) => REACT.get(request) ?? original.call(Module, request, ...rest);
  try {
    return load();
  } finally {
    resolver._resolveFilename = original;
  }
}

/**
 * A theme module as `require` gives it to esbuild's CommonJS interop, which reads `default` from
 * `exports.default` (`__esModule`) or, in a site whose package.json says `"type": "module"`, from
 * `exports` itself: a module whose default is a function is that function, with every export on it.
 */
function commonJsShape(theme: ModuleExports): unknown {
  const main = theme.default;
  if (typeof main !== 'function') return { __esModule: true, ...theme };
  const callable = function (this: unknown, ...args: unknown[]) {
    return (main as (...a: unknown[]) => unknown).apply(this, args);
  };
  return Object.assign(callable, theme, { __esModule: true });
}

/** React and the Docusaurus modules a probed module gets in place of portal's (browser-needs.ts). */
type Probed = ReturnType<BrowserProbe['module']>;

/** What a bundled component may `require`: React, portal's theme modules in place of Docusaurus's, the site's packages, its client modules as islands. */
function provided(spec: string, rootDir: string, clientReference?: (rel: string) => ModuleExports, probed?: Probed): unknown {
  if (spec.startsWith(CLIENT_REFERENCE) && clientReference) return commonJsShape(clientReference(spec.slice(CLIENT_REFERENCE.length)));
  if (spec === 'react') return probed?.react ?? React;
  if (spec === 'react/jsx-runtime' || spec === 'react/jsx-dev-runtime') return probed?.jsxRuntime ?? jsxRuntime;
  if (spec === '@docusaurus/useIsBrowser' && probed) return commonJsShape({ default: probed.useIsBrowser });
  if (spec === 'react-dom' || spec === 'react-dom/server') return ReactDomServer;
  const theme = themeModules[spec];
  if (theme) return commonJsShape(theme);
  const pkg = spec.startsWith('@theme') || spec.startsWith('@docusaurus/') ? undefined : sitePackage(spec, rootDir);
  if (pkg !== undefined) return pkg;
  const core = corePackage(spec);
  if (core !== undefined) return core;
  throw new Error(
    `"${spec}" is not available to site components: portal provides react and ${Object.keys(themeModules).join(', ')}; other packages come from the site's node_modules`,
  );
}

/**
 * Runs a component's bundled CommonJS code and returns its exports; `clientReference` gives the client modules it imports (`portal-island:<path>`).
 * With a `probe`, the module's React reports what needs the browser (a module rendered on the server only).
 */
export function loadSiteModule(
  code: string,
  file: string,
  rootDir: string,
  clientReference?: (rel: string) => ModuleExports,
  probe?: BrowserProbe,
): ModuleExports {
  const module = { exports: {} as ModuleExports };
  const probed = probe?.module(file, code);
  // The code is the site's own component, bundled by esbuild from files inside the site's folder.
  const run = new Function('module', 'exports', 'require', '__filename', probed ? code + probed.sourceUrl : code) as (
    m: typeof module,
    e: ModuleExports,
    r: (spec: string) => unknown,
    f: string,
  ) => void;
  run(module, module.exports, (spec) => provided(spec, rootDir, clientReference, probed), file);
  return module.exports;
}
