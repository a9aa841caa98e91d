/**
 * The test files that stub the environment or globals at their top level (vi.stubEnv, vi.stubGlobal,
 * vi.resetModules): they run in a fresh process each. Every other file shares its worker's loaded
 * modules with the files before it, which saves importing the renderer again for each file (the
 * renderer's unit tests: 73 s → 35 s).
 */
export const ISOLATED = [
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
