import path from 'node:path';
import { build } from '@portal/renderer';

/**
 * vitest global setup (after test-temp-dirs): the real site, built once for every browser test that
 * reads it, into the run's temporary folder. The browser tests only read the build, so eleven files
 * share one build instead of building it eleven times. PORTAL_TEST_REAL_SITE names the folder.
 */
export default async function setup(): Promise<void> {
  if (process.env['PORTAL_TEST_REAL_SITE']) return;
  const outDir = path.join(process.env['TMPDIR']!, 'real-site-build');
  await build({ cwd: path.resolve(import.meta.dirname, '..'), outDir });
  process.env['PORTAL_TEST_REAL_SITE'] = outDir;
}
