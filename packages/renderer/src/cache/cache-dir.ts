import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder that holds a site's build caches: `PORTAL_CACHE_DIR` when set (what `--cache-dir`
 * sets, and what the tests point at a fresh temporary folder), else `node_modules/.cache/portal/`
 * of the package that holds the content folder (the convention of babel-loader, ESLint and
 * others). Undefined when neither is there: the build then keeps nothing.
 */
function cacheRoot(contentDir: string): string | undefined {
  const chosen = process.env['PORTAL_CACHE_DIR'];
  if (chosen) return path.resolve(chosen);
  for (let dir = path.resolve(contentDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return path.join(dir, 'node_modules', '.cache', 'portal');
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * Where a site's cache of one kind lives: `<cache folder>/<kind>-<site>`, where the site is a hash
 * of the content folder's path, so one cache folder serves several sites.
 */
export function siteCachePath(contentDir: string, kind: string): string | undefined {
  const root = cacheRoot(contentDir);
  if (!root) return undefined;
  const site = createHash('sha1').update(path.resolve(contentDir)).digest('hex').slice(0, 12);
  return path.join(root, `${kind}-${site}`);
}
