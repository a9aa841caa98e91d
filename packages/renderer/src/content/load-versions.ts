import { docFileFilter } from './doc-globs.ts';
import path from 'node:path';
import type { PortalConfig } from '../config/schema.ts';
import { PortalError, type Diagnostics } from '../diagnostics.ts';
import { readInputText } from '../safety/read-input.ts';
import { CURRENT_VERSION, planVersions, readVersionNames, type VersionPlan } from './docs-versions.ts';
import { loadContent } from './load-content.ts';
import type { ContentDir, SidebarsFile } from './types.ts';

/** A version of the docs other than current, as read: its guides and its `versioned_sidebars` file. */
export interface VersionedDocs {
  plan: VersionPlan;
  content: ContentDir;
  sidebarsFile?: SidebarsFile;
}

/** The site's docs versions: every version's plan (current first) and the older versions' guides. */
export interface DocsVersionsInput {
  plans: VersionPlan[];
  versioned: VersionedDocs[];
}

/** Plans the versions (`versions.json` beside the config) and reads the guides of every version but current. */
export function loadDocsVersions(options: {
  config: PortalConfig;
  rootDir: string;
  contentDir: string;
  cwd: string;
  diagnostics: Diagnostics;
}): DocsVersionsInput {
  const names = readVersionNames({ rootDir: options.rootDir, cwd: options.cwd });
  const plans = planVersions({ config: options.config, rootDir: options.rootDir, contentDir: options.contentDir, names, diagnostics: options.diagnostics });
  const versioned = plans
    .filter((plan) => plan.name !== CURRENT_VERSION)
    .map((plan) => ({
      plan,
      content: loadContent({
        contentDir: plan.contentDir,
        cwd: options.cwd,
        diagnostics: options.diagnostics,
        routeBase: plan.routeBase,
        version: plan.name,
        select: docFileFilter(options.config.docs),
      }),
      ...(plan.sidebarsJson ? { sidebarsFile: readSidebarsJson(plan.sidebarsJson, options.cwd) } : {}),
    }));
  return { plans, versioned };
}

/** The current version's plan (where the content folder's guides are served). */
export function currentPlan(input: DocsVersionsInput): VersionPlan | undefined {
  return input.plans.find((plan) => plan.name === CURRENT_VERSION);
}

function readSidebarsJson(file: string, cwd: string): SidebarsFile {
  const shown = path.relative(cwd, file) || file;
  try {
    return { file: shown, value: JSON.parse(readInputText(file, { kind: 'text', display: shown })) };
  } catch (error) {
    if (error instanceof PortalError) throw error;
    throw new PortalError(`not valid JSON: ${(error as Error).message}`, {
      file: shown,
      line: 1,
      column: 1,
      hint: 'a versioned sidebars file is JSON: { "docs": [ … ] }',
    });
  }
}
