import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** vitest global setup: points PORTAL_CACHE_DIR (the build caches) at a fresh folder for this run, removed afterwards. */
export default function setup(): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-cache-'));
  process.env['PORTAL_CACHE_DIR'] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
