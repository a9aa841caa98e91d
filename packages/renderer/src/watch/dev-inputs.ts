import { docFileFilter } from '../content/doc-globs.ts';
import path from 'node:path';
import { loadSidebarsFile, type SidebarsFile } from '../site/sidebars-file.ts';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { sitePaths, type SitePaths } from '../config/site-paths.ts';
import { allDocs, loadContent, loadGuide } from '../content/load-content.ts';
import { currentPlan, loadDocsVersions, type DocsVersionsInput } from '../content/load-versions.ts';
import { loadDocsInstances, type DocsInstanceInput } from '../content/load-instances.ts';
import { loadSitePages } from '../content/load-site-pages.ts';
import type { ContentDir, DocSource } from '../content/types.ts';
import { Diagnostics, PortalError, type Diagnostic } from '../diagnostics.ts';
import { loadApi, type LoadedApi } from '../openapi/load-api.ts';
import { CHANGELOG_ROUTE } from '../site/changelog-pages.ts';
import { loadChangelog } from '../changelog/load-changelog.ts';
import type { ChangelogSource } from '../changelog/types.ts';

/** Where `portal watch` runs and what it was told on the command line. */
export interface DevSiteOptions {
  cwd: string;
  configFile?: string;
  contentDir?: string;
  openapiFile?: string;
  /** `--untrusted`: untrusted content mode (safety/untrusted.ts). */
  untrusted?: boolean;
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
  /** The docs versions (`versions.json`) and the older versions' guides, read with the content folder. */
  versions?: DocsVersionsInput;
  /** Every API description as last read (the config's `openapi` list, in its order); one that failed is missing. */
  apis: LoadedApi[] = [];
  changelog?: ChangelogSource;
  /** The config's sidebars file, evaluated when the config is read. */
  sidebarsFile?: SidebarsFile;
  /** The config's other docs instances (`docsInstances`), as last read. */
  instances: DocsInstanceInput[] = [];
  private instanceProblems: Diagnostic[] = [];
  /** The site's own pages (`src/pages`), as last read. */
  sitePages: DocSource[] = [];
  private sitePageProblems: Diagnostic[] = [];
  /** Per description (by product slug): bumped whenever it is read again (its API pages re-render). */
  readonly apiGenerations = new Map<string, number>();
  private configProblems: Diagnostic[] = [];
  /** Problems of the content folder by file, so one guide can be read again on its own. */
  private contentProblems = new Map<string, Diagnostic[]>();
  /** Problems of each description, by its place in the config's list. */
  private apiProblems = new Map<number, Diagnostic[]>();
  /** Each description as last read, by its place in the config's list. */
  private loadedApis = new Map<number, LoadedApi>();
  private changelogProblems: Diagnostic[] = [];

  constructor(private readonly options: DevSiteOptions) {}

  /** Every problem of every source, errors and warnings. */
  get problems(): Diagnostic[] {
    return [
      ...this.configProblems,
      ...this.instanceProblems,
      ...this.sitePageProblems,
      ...[...this.contentProblems.values()].flat(),
      ...[...this.apiProblems.values()].flat(),
      ...this.changelogProblems,
    ];
  }

  /** Reads the config, then every guide and the API description. */
  async loadAll(): Promise<void> {
    this.configProblems = [];
    try {
      this.loaded = await loadConfig({ configFile: this.options.configFile, cwd: this.options.cwd, untrusted: this.options.untrusted });
      const { config, rootDir } = this.loaded;
      this.paths = sitePaths({ cwd: this.options.cwd, rootDir, config, contentDir: this.options.contentDir, openapiFile: this.options.openapiFile });
      this.sidebarsFile = await loadSidebarsFile({ config, rootDir, cwd: this.options.cwd });
    } catch (error) {
      this.configProblems = [errorDiagnostic(error, this.options.configFile ?? 'portal.config.ts')];
      return;
    }
    this.reloadContent();
    await this.reloadInstances();
    this.reloadSitePages();
    this.reloadChangelog();
    await this.reloadApi();
  }

  /** Reads every other docs instance again: its folder's guides and its sidebars file (any change in either does this). */
  async reloadInstances(): Promise<void> {
    this.instances = [];
    this.instanceProblems = [];
    if (!this.loaded?.config.docsInstances.length) return;
    const diagnostics = new Diagnostics();
    try {
      this.instances = await loadDocsInstances({ config: this.loaded.config, rootDir: this.loaded.rootDir, cwd: this.options.cwd, diagnostics });
    } catch (error) {
      diagnostics.add(errorDiagnostic(error, this.loaded.file ? path.relative(this.options.cwd, this.loaded.file) : 'portal.config.ts'));
    }
    this.instanceProblems = diagnostics.items;
  }

  /** Reads the site's pages folder again (a file under src/ changed: a page may have been added or removed). */
  reloadSitePages(): void {
    this.sitePages = [];
    this.sitePageProblems = [];
    if (!this.loaded) return;
    const diagnostics = new Diagnostics();
    try {
      this.sitePages = loadSitePages({ config: this.loaded.config, rootDir: this.loaded.rootDir, cwd: this.options.cwd, diagnostics });
    } catch (error) {
      diagnostics.add(errorDiagnostic(error, this.loaded.file ? path.relative(this.options.cwd, this.loaded.file) : 'portal.config.ts'));
    }
    this.sitePageProblems = diagnostics.items;
  }

  /** The folders and sidebars files of the other docs instances, to watch. */
  instancePaths(): string[] {
    if (!this.loaded) return [];
    const { rootDir, config } = this.loaded;
    return config.docsInstances.flatMap((instance) =>
      [instance.path, ...(instance.sidebarPath ? [instance.sidebarPath] : [])].map((rel) => path.resolve(rootDir, rel)),
    );
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

  /** Where the content folder's guides are served: under `next` when an older version is the last. */
  private currentRouteBase(): string | undefined {
    return (this.versions && currentPlan(this.versions)?.routeBase) ?? this.loaded?.config.docs.routeBasePath;
  }

  /** Reads the whole content folder again (guides or folders were added or removed). */
  reloadContent(): void {
    if (!this.paths) return;
    const diagnostics = new Diagnostics();
    this.contentProblems = new Map();
    try {
      this.versions =
        this.loaded &&
        loadDocsVersions({ config: this.loaded.config, rootDir: this.loaded.rootDir, contentDir: this.paths.contentDir, cwd: this.options.cwd, diagnostics });
      this.content = loadContent({
        contentDir: this.paths.contentDir,
        cwd: this.options.cwd,
        diagnostics,
        routeBase: this.currentRouteBase(),
        untrusted: this.loaded?.config.untrusted,
        select: this.loaded && docFileFilter(this.loaded.config.docs),
      });
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
      doc = loadGuide({
        contentDir: this.paths.contentDir,
        cwd: this.options.cwd,
        diagnostics,
        routeBase: this.currentRouteBase(),
        untrusted: this.loaded?.config.untrusted,
        relPath,
      });
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

  /** The first API description, when the site has one. */
  get api(): LoadedApi | undefined {
    return this.loadedApis.get(0);
  }

  /** The description files of the config's `openapi` list (the first as `--openapi` gives it), by their place in it. */
  apiFiles(): (string | undefined)[] {
    return this.paths ? [this.paths.openapiFile, ...this.paths.otherOpenapiFiles] : [];
  }

  /**
   * Reads the API descriptions again (one may also have appeared or gone since the last read): every
   * one, or with `changed`, those whose folder holds a changed file, and those that failed last time.
   */
  async reloadApi(changed?: readonly string[]): Promise<void> {
    if (this.loaded) {
      const { config, rootDir } = this.loaded;
      this.paths = sitePaths({ cwd: this.options.cwd, rootDir, config, contentDir: this.options.contentDir, openapiFile: this.options.openapiFile });
    }
    const files = this.loaded ? this.apiFiles() : [];
    for (const index of [...this.loadedApis.keys(), ...this.apiProblems.keys()]) {
      if (index >= files.length || files[index] === undefined) {
        this.loadedApis.delete(index);
        this.apiProblems.delete(index);
      }
    }
    const inside = (dir: string, file: string) => file.startsWith(dir + path.sep);
    for (const [index, file] of files.entries()) {
      if (!file || !this.loaded) continue;
      const failed = !this.loadedApis.has(index) || (this.apiProblems.get(index) ?? []).some((d) => d.severity === 'error');
      if (changed && !failed && !changed.some((f) => inside(path.dirname(file), f))) continue;
      const diagnostics = new Diagnostics();
      this.loadedApis.delete(index);
      try {
        const api = await loadApi({ file, cwd: this.options.cwd, rootDir: this.loaded.rootDir, config: this.loaded.config, diagnostics, index });
        this.loadedApis.set(index, api);
        this.apiGenerations.set(api.site.id, (this.apiGenerations.get(api.site.id) ?? 0) + 1);
      } catch (error) {
        diagnostics.add(errorDiagnostic(error, path.relative(this.options.cwd, file)));
      }
      this.apiProblems.set(index, diagnostics.items);
    }
    this.apis = [...this.loadedApis.entries()].sort(([a], [b]) => a - b).map(([, api]) => api);
  }

  /** Every guide of the tree, by its file as messages name it (the compile memo and cache key guides by it). */
  guidePaths(): Set<string> {
    return new Set([...(this.content ? allDocs(this.content) : []), ...this.instances.flatMap((i) => allDocs(i.content))].map((d) => d.displayPath));
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
