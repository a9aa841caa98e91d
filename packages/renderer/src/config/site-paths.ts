import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PortalConfig } from './schema.ts';

/** Where a site's sources and output are, as given on the command line or by the config. */
export interface SitePaths {
  contentDir: string;
  outDir: string;
  /** The API description, or undefined when the site has none. */
  openapiFile?: string;
}

/**
 * Resolves `--content`, `--openapi` and `--out` against the working directory and the config's
 * folder. Without `--openapi`, a site with no description file simply has no API pages.
 */
export function sitePaths(options: { cwd: string; rootDir: string; config: PortalConfig; contentDir?: string; openapiFile?: string; outDir?: string }): SitePaths {
  const { cwd, rootDir, config } = options;
  const openapiFile = options.openapiFile ? path.resolve(cwd, options.openapiFile) : path.join(rootDir, config.openapi.file);
  return {
    contentDir: path.resolve(cwd, options.contentDir ?? path.join(rootDir, config.contentDir)),
    outDir: path.resolve(cwd, options.outDir ?? path.join(rootDir, 'build')),
    openapiFile: options.openapiFile || existsSync(openapiFile) ? openapiFile : undefined,
  };
}
