#!/usr/bin/env node
// Runs the prebuilt bundle (dist/, written by `pnpm install`, see build-bundle.js) while it matches the
// sources (with V8's code cache, code-cache.js); otherwise runs the TypeScript sources directly through tsx, so `pnpm install` stays the only
// set-up step and an edited source is never shadowed by an old bundle.
import { fileURLToPath } from 'node:url';
import { freshBundle } from './bundle-state.js';

// React's production build renders several times faster than its development build.
process.env.NODE_ENV ??= 'production';

async function loadSources() {
  const { register } = await import('tsx/esm/api');
  // The workspace tsconfig is named explicitly so JSX compiles the same from any working directory.
  register({ tsconfig: fileURLToPath(new URL('../../../tsconfig.json', import.meta.url)) });
  return import('../src/main.ts');
}

const bundle = freshBundle();
if (bundle) {
  // The bundle runs with V8's code cache (code-cache.js); a run that had none leaves one for the next.
  const { runBundle } = await import('./code-cache.js');
  const cli = runBundle(fileURLToPath(bundle));
  process.exitCode = await cli.exports.main(process.argv);
  cli.saveCache();
} else {
  const { main } = await loadSources();
  process.exitCode = await main(process.argv);
}
