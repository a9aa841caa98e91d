#!/usr/bin/env node
// Runs the prebuilt bundle (dist/, written by `pnpm install`, see build-bundle.js) while it matches the
// sources (with V8's code cache, code-cache.js); otherwise runs the TypeScript sources directly through tsx, so `pnpm install` stays the only
// set-up step and an edited source is never shadowed by an old bundle.
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { freshBundle } from './bundle-state.js';

// React's production build renders several times faster than its development build.
process.env.NODE_ENV ??= 'production';

// A function runs four times as long as V8's default (132 KB of bytecode budget) before it is compiled
// by TurboFan, on the spare core: a build is short, and most of its functions are warm but not hot,
// so their optimising compile cost more than it saved. Cold builds, alternating with the default,
// 2 or 3 rounds each: user CPU 3.34-3.61 -> 2.78-2.99 s on the real site, 3.67-3.77 -> 3.32-3.47 s
// on 200 guides, 27.4-28.6 -> 22.7-24.3 s on appcircle's 1,010 pages, 23.9-24.9 -> 22.3-22.7 s on
// 1,000 guides + 495 operations; wall time the same or less, peak memory 10 % lower on 200 guides.
// Twice the default saved half as much; 8x and 16x cost wall time. Set before the bundle is loaded
// (it holds for every thread of the process).
setFlagsFromString('--interrupt-budget=540672');

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
