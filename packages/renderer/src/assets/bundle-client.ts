import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

export interface ClientBundle {
  /** Output-relative path → content. */
  files: Map<string, Uint8Array>;
  /** Public URL of the entry module. */
  entry: string;
  /** Public URLs of the chunks the entry imports statically (for modulepreload). */
  preload: string[];
}

const require = createRequire(import.meta.url);

/** Bundles `packages/client` into minified, content-hashed ES modules under `assets/js/`. */
export async function bundleClient(): Promise<ClientBundle> {
  const entryPoint = require.resolve('@portal/client/entry');
  const workDir = path.dirname(entryPoint);
  const result = await build({
    entryPoints: { main: entryPoint },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    write: false,
    metafile: true,
    outdir: '/assets/js',
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    legalComments: 'none',
    logLevel: 'silent',
    absWorkingDir: workDir,
  });
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(file.path.replace(/^\//, ''), file.contents);
  const outputs = result.metafile.outputs;
  const entryOut = Object.keys(outputs).find((key) => outputs[key]?.entryPoint !== undefined);
  if (!entryOut) throw new Error('esbuild produced no entry module');
  // Metafile keys are relative to absWorkingDir; resolved, they are the public URLs under /assets/js.
  const toUrl = (key: string) => path.posix.resolve(workDir, key);
  const preload = (outputs[entryOut]?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => toUrl(i.path));
  return { files, entry: toUrl(entryOut), preload };
}
