import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a site's build caches live: `node_modules/.cache/portal/` of the package that holds its
 * content folder (the convention of babel-loader, ESLint and others), each cache named with
 * `<kind>-<site>` where the site is a hash of the content folder's path. Undefined when no
 * package.json is found above it.
 */
export function siteCachePath(contentDir: string, kind: string): string | undefined {
  for (let dir = path.resolve(contentDir); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) {
      const site = createHash('sha1').update(path.resolve(contentDir)).digest('hex').slice(0, 12);
      return path.join(dir, 'node_modules', '.cache', 'portal', `${kind}-${site}`);
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
