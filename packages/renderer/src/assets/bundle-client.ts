import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { islands } from '@portal/client/islands';
import { BundleCache, rendererCodeVersion } from '../cache/index.ts';
import { prebuiltPath } from '../prebuilt.ts';

export interface ClientBundle {
  /** Output-relative path → content. */
  files: Map<string, Uint8Array>;
  /** Public URL of the entry module. */
  entry: string;
  /** Public URLs of the chunks the entry imports statically (for modulepreload). */
  preload: string[];
  /** Per island: its module and the chunks it imports beyond the entry's, to preload on pages that have it. */
  islands: Record<string, string[]>;
}

/** How browser code is bundled, for the pages' client and watch's live-reload script alike: minified, in memory, quiet. */
export const BROWSER_BUNDLE = {
  bundle: true,
  platform: 'browser',
  target: ['es2022'],
  minify: true,
  write: false,
  legalComments: 'none',
  logLevel: 'silent',
} satisfies BuildOptions;

/** An output's static imports, transitively (metafile keys). */
function staticClosure(outputs: Metafile['outputs'], key: string, seen = new Set<string>()): Set<string> {
  for (const item of outputs[key]?.imports ?? []) {
    if (item.kind !== 'import-statement' || seen.has(item.path)) continue;
    seen.add(item.path);
    staticClosure(outputs, item.path, seen);
  }
  return seen;
}

const require = createRequire(import.meta.url);

/** Where the bundled CLI keeps the client it bundled (build-bundle.js): its files and `bundle.json`. */
export const PREBUILT_CLIENT_DIR = 'client';

/** What `bundle.json` says of the prebuilt client: the bundle's facts and its files, output-relative. */
export type PrebuiltClient = Omit<ClientBundle, 'files'> & { files: string[] };

/**
 * The client bundled once with the CLI (build-bundle.js, on `pnpm install`), when portal runs from its
 * bundle: a build copies it instead of running esbuild again (about 0.3 s of CPU a cold build). The
 * bundle runs only while every source it was made from, the client's included, is unchanged.
 */
function prebuiltClient(): ClientBundle | undefined {
  const dir = prebuiltPath(PREBUILT_CLIENT_DIR);
  if (!dir) return undefined;
  let meta: PrebuiltClient;
  try {
    meta = JSON.parse(readFileSync(path.join(dir, 'bundle.json'), 'utf8')) as PrebuiltClient;
  } catch {
    return undefined;
  }
  return { ...meta, files: new Map(meta.files.map((rel) => [rel, readFileSync(path.join(dir, rel))])) };
}

/**
 * Bundles `packages/client` into minified, content-hashed ES modules under `assets/js/`: the entry
 * (React and the hydration code) and one module per island (`islands/<Name>.tsx`, loaded lazily by
 * the entry), with shared chunks split out. The bundled CLI carries it made (`prebuilt`, unless
 * false); else, with a content folder, the bundle of the previous build is reused while none of its
 * inputs changed (cache/bundle-cache.ts).
 */
export async function bundleClient(options: { contentDir?: string; prebuilt?: boolean } = {}): Promise<ClientBundle> {
  const prebuilt = options.prebuilt === false ? undefined : prebuiltClient();
  if (prebuilt) return prebuilt;
  const entryPoint = require.resolve('@portal/client/entry');
  const workDir = path.dirname(entryPoint);
  const entryPoints = {
    main: entryPoint,
    ...Object.fromEntries(Object.keys(islands).map((name) => [name, path.join(path.dirname(entryPoint), 'islands', `${name}.tsx`)])),
  };
  // The options below are portal's code: its version covers them; esbuild's is in the lockfile it hashes.
  const cache =
    options.contentDir === undefined ? undefined : new BundleCache(options.contentDir, 'client', `${rendererCodeVersion()}:${JSON.stringify(entryPoints)}`);
  const kept = cache?.read<Omit<ClientBundle, 'files'>>();
  if (kept) return { files: kept.files, ...kept.meta };
  const result = await build({
    entryPoints,
    ...BROWSER_BUNDLE,
    splitting: true,
    format: 'esm',
    metafile: true,
    outdir: '/assets/js',
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    absWorkingDir: workDir,
  });
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(file.path.replace(/^\//, ''), file.contents);
  const outputs = result.metafile.outputs;
  const outputOf = (source: string) => Object.keys(outputs).find((key) => outputs[key]?.entryPoint === source);
  const entryOut = outputOf('entry.ts');
  if (!entryOut) throw new Error('esbuild produced no entry module');
  // Metafile keys are relative to absWorkingDir; resolved, they are the public URLs under /assets/js.
  const toUrl = (key: string) => path.posix.resolve(workDir, key);
  const entryChunks = staticClosure(outputs, entryOut);
  const islandModules: Record<string, string[]> = {};
  for (const name of Object.keys(islands)) {
    const out = outputOf(`islands/${name}.tsx`);
    if (!out) throw new Error(`esbuild produced no module for the island ${name}`);
    islandModules[name] = [out, ...[...staticClosure(outputs, out)].filter((key) => !entryChunks.has(key))].map(toUrl);
  }
  const meta = { entry: toUrl(entryOut), preload: [...entryChunks].map(toUrl), islands: islandModules };
  cache?.save(
    { files, meta },
    Object.keys(result.metafile.inputs).map((input) => path.resolve(workDir, input)),
  );
  return { files, ...meta };
}
