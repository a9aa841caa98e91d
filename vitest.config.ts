import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { ISOLATED } from './scripts/isolated-tests.ts';

const TESTS = 'packages/*/test/**/*.test.{ts,tsx}';

export default defineConfig({
  test: {
    // Every build a test runs keeps its caches in one fresh folder per run, never in the repo's
    // node_modules/.cache/portal, and every temporary folder in one folder removed after the run.
    globalSetup: ['scripts/test-temp-dirs.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core (vitest's default leaves one core idle: on a 2-core machine the suite
    // ran one file at a time). Most files wait on Chromium, a server or a child process; one file more
    // than cores saved 30 s of CI once, then failed two timing tests (a 200 ms spinner delay, a
    // highlighting budget) on the next run.
    maxWorkers: os.availableParallelism(),
    // A browser waits for the page with expect.poll: on a busy machine a second is too short.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      { extends: true, test: { name: 'shared', include: [TESTS], exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
    ],
  },
});
