import path from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import type { PortalConfig } from '../config/schema.ts';
import { sitePaths, type SitePaths } from '../config/site-paths.ts';
import { checkOutDir } from '../safety/out-dir.ts';

/** The config and where the site's sources and output are. */
export interface Project {
  config: PortalConfig;
  /** The config's folder. */
  rootDir: string;
  paths: SitePaths;
}

/** Loads the config, resolves the paths and refuses an output folder that is not portal's to replace. */
export async function loadProject(options: { cwd: string; configFile?: string; contentDir?: string; openapiFile?: string; outDir?: string; force?: boolean }): Promise<Project> {
  const { config, rootDir } = await loadConfig({ configFile: options.configFile, cwd: options.cwd });
  const paths = sitePaths({ cwd: options.cwd, rootDir, config, contentDir: options.contentDir, openapiFile: options.openapiFile, outDir: options.outDir });
  checkOutDir({
    outDir: paths.outDir,
    display: path.relative(options.cwd, paths.outDir) || '.',
    force: options.force,
    protect: [
      { dir: paths.contentDir, what: 'the content folder' },
      { dir: rootDir, what: "the config's folder" },
      ...(paths.openapiFile ? [{ dir: path.dirname(paths.openapiFile), what: "the API description's folder" }] : []),
      ...paths.otherOpenapiFiles.map((file) => ({ dir: path.dirname(file), what: `the folder of the API description ${path.basename(file)}` })),
    ],
  });
  return { config, rootDir, paths };
}
