import path from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import type { PortalConfig } from '../config/schema.ts';
import { sitePaths, type SitePaths } from '../config/site-paths.ts';
import { STATIC_DIR } from '../assets/static-dir.ts';
import { checkOutDir } from '../safety/out-dir.ts';

/** The config and where the site's sources and output are. */
export interface Project {
  config: PortalConfig;
  /** The config's folder. */
  rootDir: string;
  paths: SitePaths;
}

/** Loads the config, resolves the paths and refuses an output folder that is not portal's to replace. */
export async function loadProject(options: {
  cwd: string;
  configFile?: string;
  contentDir?: string;
  openapiFile?: string;
  outDir?: string;
  force?: boolean;
  untrusted?: boolean;
}): Promise<Project> {
  const { config, rootDir } = await loadConfig({ configFile: options.configFile, cwd: options.cwd, untrusted: options.untrusted });
  const paths = sitePaths({ cwd: options.cwd, rootDir, config, contentDir: options.contentDir, openapiFile: options.openapiFile, outDir: options.outDir });
  checkOutDir({
    outDir: paths.outDir,
    display: outDisplay(options.cwd, paths.outDir, options.outDir),
    force: options.force,
    protect: [
      { dir: paths.contentDir, what: 'the content folder' },
      { dir: rootDir, what: "the config's folder" },
      ...(paths.openapiFile ? [{ dir: path.dirname(paths.openapiFile), what: "the API description's folder" }] : []),
      ...paths.otherOpenapiFiles.map((file) => ({ dir: path.dirname(file), what: `the folder of the API description ${path.basename(file)}` })),
    ],
    read: [
      { dir: paths.contentDir, what: 'the content folder' },
      { dir: path.join(rootDir, STATIC_DIR), what: `the ${STATIC_DIR}/ folder` },
      { dir: paths.changelogDir, what: 'the changelog folder' },
    ],
  });
  return { config, rootDir, paths };
}

/** How messages name the output: as `--out` gave it (`/` stays `/`, not `../../..`), else relative to the working folder. */
function outDisplay(cwd: string, outDir: string, given: string | undefined): string {
  if (given) return given;
  const rel = path.relative(cwd, outDir);
  return !rel ? '.' : rel.startsWith('..') ? outDir : rel;
}
