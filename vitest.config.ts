import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.{ts,tsx}'],
    // Every build a test runs keeps its caches in one fresh folder per run, never in the repo's
    // node_modules/.cache/portal: one bad run cannot poison the next.
    globalSetup: ['scripts/test-cache-dir.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
