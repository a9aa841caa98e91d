import { existsSync } from 'node:fs';
import path from 'node:path';
import { PortalError } from '../diagnostics.ts';
import type { PortalConfig } from './schema.ts';

/** Where a site's sources and output are, as given on the command line or by the config. */
export interface SitePaths {
  contentDir: string;
  outDir: string;
  /** The API description, or undefined when the site has none. */
  openapiFile?: string;
  /** The config's other descriptions (`openapi` given as a list), by their place in it: index 1 first. */
  otherOpenapiFiles: string[];
  /** The changelog's posts: `changelog/` beside the content folder (it may not exist). */
  changelogDir: string;
}

/**
 * Resolves `--content`, `--openapi` and `--out` against the working directory and the config's
 * folder. Without `--openapi`, a site with no description file simply has no API pages.
 */
export function sitePaths(options: {
  cwd: string;
  rootDir: string;
  config: PortalConfig;
  contentDir?: string;
  openapiFile?: string;
  outDir?: string;
}): SitePaths {
  const { cwd, rootDir, config } = options;
  const openapiFile = options.openapiFile ? path.resolve(cwd, options.openapiFile) : path.join(rootDir, config.openapi.file);
  const contentDir = path.resolve(cwd, options.contentDir ?? path.join(rootDir, config.contentDir));
  return {
    contentDir,
    changelogDir: changelogDir(contentDir, config.changelog.path),
    outDir: path.resolve(cwd, options.outDir ?? path.join(rootDir, 'build')),
    openapiFile: options.openapiFile || existsSync(openapiFile) ? openapiFile : undefined,
    otherOpenapiFiles: (config.openapi.descriptions ?? []).slice(1).map((entry) => path.join(rootDir, entry.file)),
  };
}

/** `changelog.path` beside the content folder; a path that leaves that folder is refused. */
function changelogDir(contentDir: string, relPath: string): string {
  const parent = path.dirname(contentDir);
  const dir = path.resolve(parent, relPath);
  if (path.isAbsolute(relPath) || dir === parent || !dir.startsWith(parent + path.sep)) {
    throw new PortalError(`\`changelog.path\` must name a folder beside the content folder: ${relPath}`, {
      file: 'portal.config.ts',
      hint: "use a relative folder name, e.g. changelog: { path: 'changelog' }",
    });
  }
  return dir;
}
