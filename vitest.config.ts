import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const TESTS = 'packages/*/test/**/*.test.{ts,tsx}';

/**
 * The test files that stub the environment or globals at their top level (vi.stubEnv, vi.stubGlobal,
 * vi.resetModules): they run in a fresh process each. Every other file shares its worker's loaded
 * modules with the files before it, which saves importing the renderer again for each file (the
 * renderer's unit tests: 73 s → 35 s).
 */
const ISOLATED = [
  'packages/client/test/search-client.test.ts',
  'packages/renderer/test/issues/38-descriptions/load.test.ts',
  'packages/renderer/test/render-pool.test.ts',
  'packages/renderer/test/unit/watch/dev-site-islands.test.ts',
  'packages/renderer/test/unit/watch/dev-site.test.ts',
  'packages/renderer/test/unit/config/load-config-speed.test.ts',
  'packages/renderer/test/unit/cache/bundle-cache.test.ts',
  'packages/renderer/test/unit/cache/cache-dir.test.ts',
  'packages/renderer/test/unit/openapi/load-openapi.test.ts',
  'packages/renderer/test/build-cache.test.ts',
  'packages/renderer/test/openapi-fixtures.test.ts',
];

export default defineConfig({
  test: {
    // Every build a test runs keeps its caches in one fresh folder per run, never in the repo's
    // node_modules/.cache/portal, and every temporary folder in one folder removed after the run.
    globalSetup: ['scripts/test-temp-dirs.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core (vitest's default leaves one core idle: on a 2-core machine the suite
    // ran one file at a time). Most files wait on Chromium, a server or a child process.
    maxWorkers: os.availableParallelism(),
    // A browser waits for the page with expect.poll: on a busy machine a second is too short.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
      { extends: true, test: { name: 'shared', include: [TESTS], exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false } },
    ],
  },
});
