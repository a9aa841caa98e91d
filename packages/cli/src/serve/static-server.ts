import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { contentType } from '@portal/renderer/content-types';
import { createSiteHandler, siteFile, type SiteFile } from './site-handler.ts';

/**
 * A static host for a built site: exact routes (`/a/b` → `a/b/index.html`), the not-found page
 * with status 404 for anything else, gzip or brotli, ETags, immutable caching for hashed assets,
 * no directory listings, and nothing outside the served folder.
 */
export function createStaticServer(options: { dir: string; base?: string }): Server {
  const root = realpathSync(options.dir);
  const cache = new Map<string, SiteFile & { mtimeMs: number; size: number }>();

  /** The real path of a file inside the root, or undefined (missing, a folder, or outside through `..` or a symlink). */
  const resolveFile = (relative: string): string | undefined => {
    const candidate = path.join(root, relative);
    if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
    try {
      const real = realpathSync(candidate);
      if (real !== root && !real.startsWith(root + path.sep)) return undefined;
      return statSync(real).isFile() ? real : undefined;
    } catch {
      return undefined;
    }
  };

  const load = (file: string): SiteFile => {
    const stat = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const entry = { ...siteFile(readFileSync(file), contentType(file)), mtimeMs: stat.mtimeMs, size: stat.size };
    cache.set(file, entry);
    return entry;
  };

  return createServer(
    createSiteHandler({
      base: options.base,
      file: (rel) => {
        const file = resolveFile(rel);
        try {
          return file ? load(file) : undefined;
        } catch {
          // Unreadable or gone since it was resolved: not found, never a 500 for a request path.
          return undefined;
        }
      },
    }),
  );
}
