import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * vitest global setup: one fresh folder for this run, removed afterwards. PORTAL_CACHE_DIR (the build
 * caches) points into it, so one bad run cannot poison the next, and so does TMPDIR, so every temporary
 * folder a test makes (os.tmpdir(), Chromium's profiles) goes with it.
 */
export default function setup(): (() => void) | undefined {
  // Each vitest project runs the global setup again: the first run's folders serve them all.
  if (process.env['PORTAL_TEST_ROOT']) return undefined;
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const cache = path.join(root, 'cache');
  const tmp = path.join(root, 'tmp');
  mkdirSync(tmp);
  process.env['PORTAL_CACHE_DIR'] = cache;
  process.env['TMPDIR'] = tmp;
  process.env['PORTAL_TEST_ROOT'] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
