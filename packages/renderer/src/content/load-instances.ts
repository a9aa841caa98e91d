import { docFileFilter } from './doc-globs.ts';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DocsInstanceConfig, PortalConfig } from '../config/schema.ts';
import { evaluateModule } from '../config/evaluate-module.ts';
import { PortalError, type Diagnostics } from '../diagnostics.ts';
import { configPathInsideSite } from './config-path.ts';
import { loadContent } from './load-content.ts';
import type { ContentDir, SidebarsFile } from './types.ts';

/** Another docs instance as read: its config entry, its guides and its sidebars file. */
export interface DocsInstanceInput {
  instance: DocsInstanceConfig;
  content: ContentDir;
  sidebarsFile?: SidebarsFile;
}

/** A file or folder the config names for an instance, inside the config's folder. */
function insideSite(rootDir: string, cwd: string, given: string, what: string, key: string): string {
  const abs = configPathInsideSite({ rootDir, given, key: `docsInstances[].${key}`, hint: `name a ${what} inside the config's folder` });
  if (!existsSync(abs))
    throw new PortalError(`${what} not found: ${path.relative(cwd, abs) || abs}`, {
      file: 'portal.config.ts',
      hint: `\`docsInstances[].${key}\` names a ${what} inside the config's folder`,
    });
  return abs;
}

/** Reads every instance of the config's `docsInstances`: its folder's guides (routes under its base) and its sidebars file. */
export async function loadDocsInstances(options: {
  config: PortalConfig;
  rootDir: string;
  cwd: string;
  diagnostics: Diagnostics;
}): Promise<DocsInstanceInput[]> {
  const out: DocsInstanceInput[] = [];
  for (const instance of options.config.docsInstances) {
    const dir = insideSite(options.rootDir, options.cwd, instance.path, 'docs folder', 'path');
    if (!statSync(dir).isDirectory())
      throw new PortalError(`not a folder: ${instance.path}`, {
        file: 'portal.config.ts',
        hint: "`docsInstances[].path` names the folder of the instance's guides",
      });
    const content = loadContent({
      contentDir: dir,
      cwd: options.cwd,
      diagnostics: options.diagnostics,
      routeBase: instance.routeBasePath,
      untrusted: options.config.untrusted,
      instance: instance.id,
      select: docFileFilter(instance),
    });
    let sidebarsFile: SidebarsFile | undefined;
    if (instance.sidebarPath) {
      const file = insideSite(options.rootDir, options.cwd, instance.sidebarPath, 'sidebars file', 'sidebarPath');
      const { value } = await evaluateModule({ file, cwd: options.cwd, what: `the sidebars file of the docs instance "${instance.id}"` });
      sidebarsFile = { file: path.relative(options.cwd, file) || file, value };
    }
    out.push({ instance, content, ...(sidebarsFile ? { sidebarsFile } : {}) });
  }
  return out;
}

/** The site-wide name of an instance's sidebar (the main docs keep their names). */
export function instanceSidebarName(instance: string, sidebar: string): string {
  return `${instance}-${sidebar}`;
}
