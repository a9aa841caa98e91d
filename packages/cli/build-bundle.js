// Bundles the CLI, the renderer and their dependencies into dist/ with esbuild, so `portal` starts
// without compiling TypeScript through tsx (about 1 s less per run). The root `prepare` script runs
// it on every `pnpm install`; bin/portal.js uses the bundle only while dist/manifest.json still
// matches the sources (bin/bundle-state.js), and runs the sources through tsx otherwise.
//
//   node packages/cli/build-bundle.js
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { DIST, EXTRA_INPUTS, ROOT, describeInput } from './bin/bundle-state.js';

/**
 * Packages left outside the bundle: native binaries, loader hooks that run from their own files, and
 * shiki, whose hundreds of lazily imported grammars and themes would each become a chunk.
 */
const EXTERNAL = new Set([
  'esbuild',
  'sass',
  'tsx',
  'chokidar',
  'fsevents',
  'pagefind',
  'shiki',
  '@shikijs/core',
  '@shikijs/engine-oniguruma',
  '@shikijs/engine-javascript',
  '@shikijs/langs',
  '@shikijs/themes',
  '@shikijs/types',
]);
const SOURCE = /(^|[\\/])packages[\\/][^\\/]+[\\/]src[\\/].*\.(tsx?|js)$/;
const tmp = `${DIST.replace(/[\\/]$/, '')}.tmp-${process.pid}`;
/** The name the bundle gives its own file URL, from which it finds the files beside the sources (and bundle-client.ts its prebuilt client). */
const BUNDLE_URL = '__portalBundleUrl';

const toPosix = (p) => p.split(path.sep).join('/');
/** `p` as a relative module specifier from the bundle's folder. */
const fromDist = (p) => {
  const rel = toPosix(path.relative(tmp, p));
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/** @type {import('esbuild').Plugin} */
const portalSources = {
  name: 'portal-sources',
  setup(b) {
    // External packages are imported by their resolved path: from dist/ pnpm's strict node_modules would not find them.
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.external) return undefined;
      const name = args.path
        .split('/')
        .slice(0, args.path.startsWith('@') ? 2 : 1)
        .join('/');
      if (!EXTERNAL.has(name)) return undefined;
      const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: { external: true } });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: fromDist(resolved.path), external: true };
    });
    b.onLoad({ filter: SOURCE }, (args) => {
      // The bundled render worker replaces the tsx entry the sources use.
      if (/[\\/]render[\\/]worker-script\.ts$/.test(args.path)) {
        return { contents: `export const workerScript = new URL('./render-worker-entry.mjs', ${BUNDLE_URL});\n`, loader: 'ts' };
      }
      // import.meta.url keeps naming the source file, so files beside it (theme CSS, favicon, the client's entry) are found as
      // before. Only the expression is replaced, not the words in a string ('import.meta.url' as a key of esbuild's define).
      const url = `new URL(${JSON.stringify(fromDist(args.path))}, ${BUNDLE_URL}).href`;
      const dir = `require('node:path').dirname(require('node:url').fileURLToPath(${url}))`;
      const contents = readFileSync(args.path, 'utf8')
        .replace(/(?<![\w$'"`.])import\.meta\.url(?![\w$])/g, url)
        .replace(/(?<![\w$'"`.])import\.meta\.dirname(?![\w$])/g, dir);
      return { contents, loader: path.extname(args.path).slice(1) };
    });
  },
};

/** The renderer's code version (cache/code-version.ts), baked into the bundle: hashing the sources on every run took 100-300 ms. */
async function rendererCodeVersion() {
  const { tsImport } = await import('tsx/esm/api');
  const url = new URL('../renderer/src/cache/code-version.ts', import.meta.url).href;
  return (await tsImport(url, { parentURL: import.meta.url, tsconfig: path.join(ROOT, 'tsconfig.json') })).rendererCodeVersion();
}

/**
 * Bundles packages/client as a build would (bundle-client.ts) into `dir`, with `bundle.json`; returns
 * the client's source files (root-relative): the bundle is stale once one of them changes.
 */
async function writePrebuiltClient(dir) {
  const { tsImport } = await import('tsx/esm/api');
  const url = new URL('../renderer/src/assets/bundle-client.ts', import.meta.url).href;
  const { bundleClient } = await tsImport(url, { parentURL: import.meta.url, tsconfig: path.join(ROOT, 'tsconfig.json') });
  const { files, ...meta } = await bundleClient({ prebuilt: false });
  for (const [rel, bytes] of files) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), bytes);
  }
  writeFileSync(path.join(dir, 'bundle.json'), `${JSON.stringify({ ...meta, files: [...files.keys()] })}\n`);
  const clientSrc = path.join(ROOT, 'packages/client/src');
  return readdirSync(clientSrc, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => toPosix(path.relative(ROOT, path.join(entry.parentPath, entry.name))))
    .sort();
}

/** Writes the theme's sheets minified as a build makes them (theme-css.ts) into `dir`/theme; returns their sources (root-relative). */
async function writePrebuiltTheme(dir) {
  const { tsImport } = await import('tsx/esm/api');
  const url = new URL('../renderer/src/assets/theme-css.ts', import.meta.url).href;
  const { THEME_SHEETS, PREBUILT_THEME_DIR, minifiedSheet } = await tsImport(url, { parentURL: import.meta.url, tsconfig: path.join(ROOT, 'tsconfig.json') });
  mkdirSync(path.join(dir, PREBUILT_THEME_DIR), { recursive: true });
  for (const name of THEME_SHEETS) writeFileSync(path.join(dir, PREBUILT_THEME_DIR, name), minifiedSheet(name));
  return THEME_SHEETS.map((name) => `packages/renderer/src/theme/${name}`);
}

/**
 * Writes the OpenAPI JSON Schema validators, compiled once here by ajv as swagger-parser sets it up
 * (schema-validator.ts), each as one CommonJS file with ajv's runtime helpers bundled in.
 */
async function writePrebuiltValidators(dir) {
  const { tsImport } = await import('tsx/esm/api');
  const url = new URL('../renderer/src/openapi/schema-validator.ts', import.meta.url).href;
  const { standaloneValidatorSources, prebuiltValidatorFile } = await tsImport(url, { parentURL: import.meta.url, tsconfig: path.join(ROOT, 'tsconfig.json') });
  for (const [version, contents] of Object.entries(standaloneValidatorSources())) {
    await build({
      // Resolved from the renderer, whose dependency ajv is.
      stdin: { contents, resolveDir: path.join(ROOT, 'packages/renderer/src/openapi'), loader: 'js' },
      outfile: path.join(dir, prebuiltValidatorFile(version)),
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      legalComments: 'none',
      minifyWhitespace: true,
      logLevel: 'warning',
    });
  }
}

rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: { portal: 'packages/cli/src/main.ts', 'render-worker': 'packages/renderer/src/render/render-worker.ts' },
  outdir: tmp,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  // CommonJS, run by bin/code-cache.js with V8's code cache (Node 20 has none for ES modules). Dynamic
  // imports of the portal's own modules become requires inside the one file of each entry.
  format: 'cjs',
  // import() in a script compiled from V8's code cache fails on Node 20 ("A dynamic import callback was
  // not specified"): dynamic imports become requires (the external ones are ES modules without
  // top-level await, which Node 20.19+ requires). Code that must import() belongs in a worker's source string.
  supported: { 'dynamic-import': false },
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  define: { PORTAL_BUNDLED_CODE_VERSION: JSON.stringify(await rendererCodeVersion()) },
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  // ES modules are strict; the bundle stays so. The bundle's URL stands for import.meta.url (see portalSources).
  banner: { js: `'use strict';const ${BUNDLE_URL} = require('node:url').pathToFileURL(__filename).href;` },
  plugins: [portalSources],
  metafile: true,
  logLevel: 'warning',
  legalComments: 'none',
  // Without comments and blank space the bundle is 40 % smaller and pure ASCII (a comment's '→'
  // sent Node's UTF-8 decoding of 5.6 MB down its slow path): it loads in less time. Names are kept.
  minifyWhitespace: true,
});
// The render worker's thread starts here: it runs the bundled worker with its code cache.
writeFileSync(
  path.join(tmp, 'render-worker-entry.mjs'),
  "import { fileURLToPath } from 'node:url';\nimport { runBundle } from '../bin/code-cache.js';\n\nconst worker = runBundle(fileURLToPath(new URL('./render-worker.cjs', import.meta.url)));\nworker.exports.beforeDone.push(() => worker.saveCache());\nawait worker.exports.finished;\n",
);

// The browser client, bundled once here: a build copies it (bundle-client.ts `prebuiltClient`) instead of running esbuild again.
const clientSources = await writePrebuiltClient(path.join(tmp, 'client'));
// The theme's sheets, minified once here (theme-css.ts `themeSheet`).
const themeSources = await writePrebuiltTheme(tmp);
// The OpenAPI schema validators, compiled once here (schema-validator.ts `schemaErrors`).
await writePrebuiltValidators(tmp);

const sources = [
  ...new Set([
    ...Object.keys(result.metafile.inputs).filter((input) => SOURCE.test(input) && !input.includes('node_modules')),
    ...clientSources,
    ...themeSources,
  ]),
];
const inputs = Object.fromEntries([...sources, ...EXTRA_INPUTS].map((rel) => [toPosix(rel), describeInput(rel)]));
writeFileSync(path.join(tmp, 'manifest.json'), `${JSON.stringify({ inputs }, null, 1)}\n`);
rmSync(DIST, { recursive: true, force: true });
renameSync(tmp, DIST);
console.log(`portal: bundled the CLI from ${sources.length} sources into ${path.relative(ROOT, DIST)}/`);
