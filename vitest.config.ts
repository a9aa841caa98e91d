import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.{ts,tsx}'],
    // Every build a test runs keeps its caches in one fresh folder per run, never in the repo's
    // node_modules/.cache/portal, and every temporary folder in one folder removed after the run.
    globalSetup: ['scripts/test-temp-dirs.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
