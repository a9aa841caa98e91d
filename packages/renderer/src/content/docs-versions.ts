import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PortalConfig } from '../config/schema.ts';
import { PortalError, type Diagnostics } from '../diagnostics.ts';
import { readInputText } from '../safety/read-input.ts';
import { joinRoute } from './slugs.ts';

/** The current docs (the content folder), as Docusaurus names it. */
export const CURRENT_VERSION = 'current';

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** One docs version to build: where its guides are and where they are served. */
export interface VersionPlan {
  name: string;
  label: string;
  /** Route segment under the docs' route base (`''` for the last version). */
  path: string;
  /** Every route of the version starts with it: `docs.routeBasePath` + `path`. */
  routeBase: string;
  isLast: boolean;
  banner: VersionBanner;
  /** Its guides' folder (the content folder for `current`). */
  contentDir: string;
  /** `versioned_sidebars/version-X-sidebars.json`, when it exists. */
  sidebarsJson?: string;
}

/** A version name must stay a single path segment: it names a folder beside the config. */
function checkName(name: unknown, file: string): string {
  if (typeof name !== 'string' || name === '' || name === '.' || name === '..' || /[\\/\0]/.test(name)) {
    throw new PortalError(`versions.json: ${JSON.stringify(name)} is not a version name`, {
      file,
      line: 1,
      column: 1,
      hint: 'list version names as strings without "/" or "..", newest first, e.g. ["2.0", "1.0"]',
    });
  }
  return name;
}

/** `versions.json` beside the config (newest first), or none when the site has no versions. */
export function readVersionNames(options: { rootDir: string; cwd: string }): string[] | undefined {
  const file = path.join(options.rootDir, 'versions.json');
  if (!existsSync(file)) return undefined;
  const shown = path.relative(options.cwd, file) || file;
  let value: unknown;
  try {
    value = JSON.parse(readInputText(file, { kind: 'text', display: shown }));
  } catch (error) {
    if (error instanceof PortalError) throw error;
    throw new PortalError(`versions.json is not valid JSON: ${(error as Error).message}`, {
      file: shown,
      line: 1,
      column: 1,
      hint: 'write an array of version names, newest first, e.g. ["2.0", "1.0"]',
    });
  }
  if (!Array.isArray(value))
    throw new PortalError('versions.json is not an array of version names', {
      file: shown,
      line: 1,
      column: 1,
      hint: 'write an array of version names, newest first, e.g. ["2.0", "1.0"]',
    });
  return value.map((name) => checkName(name, shown));
}

/** Docusaurus's default banner: none on the last version, `unreleased` above it (and on current), `unmaintained` below. */
function defaultBanner(names: readonly string[], name: string, last: string): VersionBanner {
  if (name === last) return 'none';
  if (name === CURRENT_VERSION) return 'unreleased';
  return names.indexOf(name) > names.indexOf(last) ? 'unmaintained' : 'unreleased';
}

/**
 * The versions to build, newest first (current, then `versions.json`), with Docusaurus's routes:
 * the last version at the docs root, current under `next`, the others under their name.
 * Without `versions.json` the one version is current, at the docs root, labelled "Next".
 */
export function planVersions(options: {
  config: PortalConfig;
  rootDir: string;
  contentDir: string;
  names: readonly string[] | undefined;
  diagnostics: Diagnostics;
  configFile?: string;
}): VersionPlan[] {
  const { config, names } = options;
  const docs = config.docs;
  const routeBase = docs.routeBasePath;
  if (!names || names.length === 0) {
    return [
      {
        name: CURRENT_VERSION,
        label: docs.versions?.[CURRENT_VERSION]?.label ?? 'Next',
        path: '',
        routeBase,
        isLast: true,
        banner: 'none',
        contentDir: options.contentDir,
      },
    ];
  }
  const all = [CURRENT_VERSION, ...names];
  const where = { file: options.configFile ?? 'portal.config.ts', line: 1 };
  const last = docs.lastVersion ?? names[0]!;
  if (!all.includes(last)) throw new PortalError(`docs.lastVersion "${last}" is not a version of the site`, { ...where, hint: `versions: ${all.join(', ')}` });
  const included = docs.onlyIncludeVersions ?? all;
  for (const name of included) {
    if (!all.includes(name))
      throw new PortalError(`docs.onlyIncludeVersions names an unknown version "${name}"`, { ...where, hint: `versions: ${all.join(', ')}` });
  }
  if (!included.includes(last))
    throw new PortalError(`docs.onlyIncludeVersions leaves out the last version "${last}"`, {
      ...where,
      hint: 'include it, or set docs.lastVersion to one of the included versions',
    });
  for (const name of Object.keys(docs.versions ?? {})) {
    if (!all.includes(name)) options.diagnostics.warn(`docs.versions names an unknown version "${name}"`, where, `versions: ${all.join(', ')}`);
  }
  return all
    .filter((name) => included.includes(name))
    .map((name) => {
      const given = docs.versions?.[name];
      const segment = given?.path ?? (name === last ? '' : name === CURRENT_VERSION ? 'next' : name);
      const contentDir = name === CURRENT_VERSION ? options.contentDir : path.join(options.rootDir, 'versioned_docs', `version-${name}`);
      const sidebars = path.join(options.rootDir, 'versioned_sidebars', `version-${name}-sidebars.json`);
      return {
        name,
        label: given?.label ?? (name === CURRENT_VERSION ? 'Next' : name),
        path: segment,
        routeBase: joinRoute(routeBase, segment),
        isLast: name === last,
        banner: given?.banner ?? defaultBanner(all, name, last),
        contentDir,
        ...(name !== CURRENT_VERSION && existsSync(sidebars) ? { sidebarsJson: sidebars } : {}),
      };
    });
}
