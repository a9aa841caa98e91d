import path from 'node:path';
import { loadSidebarsFile, type SidebarsFile } from '../site/sidebars-file.ts';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { sitePaths, type SitePaths } from '../config/site-paths.ts';
import { allDocs, loadContent, loadGuide } from '../content/load-content.ts';
import type { ContentDir, DocSource } from '../content/types.ts';
import { Diagnostics, PortalError, type Diagnostic } from '../diagnostics.ts';
import { loadApi } from '../openapi/load-api.ts';
import type { ApiSite } from '../site/types.ts';
import { CHANGELOG_ROUTE } from '../site/changelog-pages.ts';
import { loadChangelog } from '../changelog/load-changelog.ts';
import type { ChangelogSource } from '../changelog/types.ts';

/** Where `portal watch` runs and what it was told on the command line. */
export interface DevSiteOptions {
  cwd: string;
  configFile?: string;
  contentDir?: string;
  openapiFile?: string;
}

/** A thrown error as one diagnostic (a PortalError keeps its position, frame and hint). */
export function errorDiagnostic(error: unknown, file: string): Diagnostic {
  if (error instanceof PortalError) return error.toDiagnostic();
  return { severity: 'error', message: (error as Error)?.message ?? String(error), file };
}

/**
 * The sources of the site as last read from disk, each with the problems found in it. Unlike
 * `build()` it does not stop at the first broken source: the dev site shows every problem and
 * rebuilds as soon as they are fixed.
 */
export class DevInputs {
  loaded?: LoadedConfig;
  paths?: SitePaths;
  content?: ContentDir;
  api?: { site: ApiSite; source: string };
  changelog?: ChangelogSource;
  /** The config's sidebars file, evaluated when the config is read. */
  sidebarsFile?: SidebarsFile;
  /** Bumped whenever the description is read again (API pages re-render). */
  apiGeneration = 0;
  private configProblems: Diagnostic[] = [];
  /** Problems of the content folder by file, so one guide can be read again on its own. */
  private contentProblems = new Map<string, Diagnostic[]>();
  private apiProblems: Diagnostic[] = [];
  private changelogProblems: Diagnostic[] = [];

  constructor(private readonly options: DevSiteOptions) {}

  /** Every problem of every source, errors and warnings. */
  get problems(): Diagnostic[] {
    return [...this.configProblems, ...[...this.contentProblems.values()].flat(), ...this.apiProblems, ...this.changelogProblems];
  }

  /** Reads the config, then every guide and the API description. */
  async loadAll(): Promise<void> {
    this.configProblems = [];
    try {
      this.loaded = await loadConfig({ configFile: this.options.configFile, cwd: this.options.cwd });
      const { config, rootDir } = this.loaded;
      this.paths = sitePaths({ cwd: this.options.cwd, rootDir, config, contentDir: this.options.contentDir, openapiFile: this.options.openapiFile });
      this.sidebarsFile = await loadSidebarsFile({ config, rootDir, cwd: this.options.cwd });
    } catch (error) {
      this.configProblems = [errorDiagnostic(error, this.options.configFile ?? 'portal.config.ts')];
      return;
    }
    this.reloadContent();
    this.reloadChangelog();
    await this.reloadApi();
  }

  /** Reads every changelog post again (a handful of files; any change in the folder does this). */
  reloadChangelog(): void {
    this.changelog = undefined;
    if (!this.paths) return;
    const diagnostics = new Diagnostics();
    try {
      this.changelog = loadChangelog({ dir: this.paths.changelogDir, cwd: this.options.cwd, base: CHANGELOG_ROUTE, diagnostics });
    } catch (error) {
      diagnostics.add(errorDiagnostic(error, path.relative(this.options.cwd, this.paths.changelogDir)));
    }
    this.changelogProblems = diagnostics.items;
  }

  /** Reads the whole content folder again (guides or folders were added or removed). */
  reloadContent(): void {
    if (!this.paths) return;
    const diagnostics = new Diagnostics();
    this.contentProblems = new Map();
    try {
      this.content = loadContent({ contentDir: this.paths.contentDir, cwd: this.options.cwd, diagnostics, routeBase: this.loaded?.config.docs.routeBasePath });
    } catch (error) {
      this.content = undefined;
      diagnostics.add(errorDiagnostic(error, path.relative(this.options.cwd, this.paths.contentDir)));
    }
    for (const item of diagnostics.items) this.contentProblems.set(item.file, [...(this.contentProblems.get(item.file) ?? []), item]);
  }

  /** Reads one edited guide again and puts it in place of the old one; false when it is not in the tree (read the tree instead). */
  reloadGuide(relPath: string): boolean {
    const old = this.content && findDoc(this.content, relPath);
    if (!this.paths || !old) return false;
    const diagnostics = new Diagnostics();
    let doc: DocSource | undefined;
    try {
      doc = loadGuide({ contentDir: this.paths.contentDir, cwd: this.options.cwd, diagnostics, routeBase: this.loaded?.config.docs.routeBasePath, relPath });
    } catch (error) {
      diagnostics.add(errorDiagnostic(error, old.doc.displayPath));
    }
    this.contentProblems.set(old.doc.displayPath, diagnostics.items);
    // A broken guide keeps its last good version in the tree until it is fixed; the error holds the site back meanwhile.
    if (doc) old.dir.docs[old.index] = doc;
    return true;
  }

  /** Is this content-relative path a guide of the tree (one that can be read again alone)? */
  hasGuide(relPath: string): boolean {
    return this.content !== undefined && findDoc(this.content, relPath) !== undefined;
  }

  /** Reads the API description again (it may also have appeared or gone since the last read). */
  async reloadApi(): Promise<void> {
    this.apiProblems = [];
    this.apiGeneration++;
    if (this.loaded) {
      const { config, rootDir } = this.loaded;
      this.paths = sitePaths({ cwd: this.options.cwd, rootDir, config, contentDir: this.options.contentDir, openapiFile: this.options.openapiFile });
    }
    const file = this.paths?.openapiFile;
    if (!this.loaded || !file) {
      this.api = undefined;
      return;
    }
    const diagnostics = new Diagnostics();
    try {
      this.api = await loadApi({ file, cwd: this.options.cwd, rootDir: this.loaded.rootDir, config: this.loaded.config, diagnostics });
    } catch (error) {
      diagnostics.add(errorDiagnostic(error, path.relative(this.options.cwd, file)));
    }
    this.apiProblems = diagnostics.items;
  }

  /** Content-relative paths of every guide of the tree. */
  guidePaths(): Set<string> {
    return new Set(this.content ? allDocs(this.content).map((d) => d.relPath) : []);
  }
}

function findDoc(dir: ContentDir, relPath: string): { dir: ContentDir; index: number; doc: DocSource } | undefined {
  const index = dir.docs.findIndex((d) => d.relPath === relPath);
  if (index !== -1) return { dir, index, doc: dir.docs[index]! };
  for (const sub of dir.dirs) {
    if (relPath.startsWith(`${sub.relDir}/`)) return findDoc(sub, relPath);
  }
  return undefined;
}
