import path from 'node:path';
import { STATIC_DIR, staticDirFiles, staticFileBytes, type StaticFile } from '../assets/static-dir.ts';
import { staticFiles } from '../assets/static-files.ts';
import { readHighlightCache } from '../cache/index.ts';
import { locateBuildCaches } from '../render/job/build-caches.ts';
import { Diagnostics, type Diagnostic } from '../diagnostics.ts';
import { createCodeHighlighter, type CodeHighlighter } from '../markdown/highlighter.ts';
import { docMarkdown } from '../render/render-page.tsx';
import { buildSite } from '../site/build-site.ts';
import type { DocPageData, SiteModel } from '../site/types.ts';
import type { MemoStatus } from './compile-memo.ts';
import { ImageRegistry } from '../assets/image-registry.ts';
import { DEV_CSS_PATH, DevAssets, THEME_DIR } from './dev-assets.ts';
import { DevCompiler } from './dev-compiler.ts';
import { DevComponents } from './dev-components.ts';
import { DevInputs, errorDiagnostic, type DevSiteOptions } from './dev-inputs.ts';
import { Foreground } from './foreground.ts';
import { changedRoutes, PageKeys } from './page-keys.ts';
import { planChanges, type ChangePlan, type FileChange, type WatchedPaths } from './plan-changes.ts';
import { SitePages } from './site-pages.ts';
import { sitePagesDir } from '../content/load-site-pages.ts';

/** What an update did, for the browser: reload these routes, swap the stylesheet, or show errors. */
export type UpdateResult =
  | { kind: 'unchanged' }
  | { kind: 'css'; href: string }
  | { kind: 'reload'; routes: string[]; recovered: boolean; css?: string }
  | { kind: 'error'; errors: Diagnostic[] };

/**
 * The site `portal watch` serves, kept in memory: the sources as last read, the last good site
 * model and its pages, rendered on demand. An edit reads again only what changed, rebuilds the
 * site model (cheap) and tells which pages changed; a broken source keeps the last good site
 * served and reports its errors until it is fixed.
 */
export class DevSite {
  /** Errors that hold back the current sources (empty when the served site is up to date). */
  errors: Diagnostic[] = [];
  /** Edits and requests: the background link check steps aside for them (`touch()` when a file change comes). */
  readonly foreground = new Foreground();
  private pages?: SitePages;
  /** The `markdown.plugins` (`SitePlugins.key`) the served pages were compiled with. */
  private pagesPluginsKey = '';
  /** Bumped on every new good model, so a running link check knows it is out of date. */
  private generation = 0;
  /** The check of the model of a generation (`check()`). */
  private checked?: { generation: number; warnings: Promise<Diagnostic[] | undefined> };
  private warnings: Diagnostic[] = [];
  private files = new Map<string, string | Uint8Array>();
  private readonly images = new ImageRegistry();
  private readonly pageKeys = new PageKeys();
  private readonly components = new DevComponents();
  /** Docusaurus's `static/` folder as last read, and what was wrong with its files. */
  private staticDir: { files: Map<string, StaticFile>; problems: Diagnostic[] } = { files: new Map(), problems: [] };
  private readonly compiler: DevCompiler;

  private constructor(
    private readonly options: DevSiteOptions,
    private readonly inputs: DevInputs,
    private readonly assets: DevAssets,
    /** One highlighter for the session: a block highlighted once is reused (a save re-tokenizes only edited blocks), and grammars load on first use. */
    private readonly highlighter: CodeHighlighter,
  ) {
    this.compiler = new DevCompiler(highlighter, this.images);
  }

  /** Reads every source and builds the site model; errors are kept in `errors`, never thrown. */
  static async start(options: DevSiteOptions): Promise<DevSite> {
    const inputs = new DevInputs(options);
    const highlighting = inputs.loadAll().then(async () => {
      // Code the last build highlighted is reused (read, never written: builds keep it): pages render without compiling grammars.
      const kept = inputs.paths ? locateBuildCaches(inputs.paths.contentDir) : {};
      const cache = readHighlightCache(kept.highlight?.file);
      return createCodeHighlighter({ cache });
    });
    const [assets, highlighter] = await Promise.all([DevAssets.create(), highlighting]);
    const site = new DevSite(options, inputs, assets, highlighter);
    await site.bundleComponents();
    site.readStaticDir();
    await site.rebuild({ touched: true });
    return site;
  }

  /** The served site model, if one was ever built. */
  get model(): SiteModel | undefined {
    return this.pages?.site;
  }

  /** The live-reload client to inline at the end of every page. */
  get liveReloadScript(): string {
    return this.assets.liveReload;
  }

  /** The stylesheet's one path and the URL of its current version (`?v=hash`), which the pages should link. */
  get stylesheet(): { path: string; href: string } {
    return { path: `/${DEV_CSS_PATH}`, href: this.assets.cssHref };
  }

  /** The files and folders to watch. */
  watched(): WatchedPaths {
    const { paths, loaded } = this.inputs;
    const cwd = this.options.cwd;
    return {
      configFile: loaded?.file ?? path.resolve(cwd, this.options.configFile ?? 'portal.config.ts'),
      contentDir: paths?.contentDir ?? path.resolve(cwd, this.options.contentDir ?? 'content'),
      openapiDirs: this.openapiDirs(),
      themeDir: THEME_DIR,
      changelogDir: paths?.changelogDir,
      componentsDir: loaded ? path.join(loaded.rootDir, 'src') : undefined,
      pagesDir: loaded ? sitePagesDir(loaded.config, loaded.rootDir) : undefined,
      staticDir: loaded ? path.join(loaded.rootDir, STATIC_DIR) : undefined,
      instancePaths: this.inputs.instancePaths(),
      pluginFiles: this.components.modules.markdownPlugins?.inputs ?? [],
    };
  }

  /** The folders of every API description (the config's `openapi` list), watched for changes. */
  private openapiDirs(): string[] {
    const { paths, loaded } = this.inputs;
    const files = paths
      ? this.inputs.apiFiles().filter((f): f is string => f !== undefined)
      : loaded
        ? (loaded.config.openapi.descriptions ?? [loaded.config.openapi]).map((entry) => path.join(loaded.rootDir, entry.file))
        : [];
    // The first description's folder is watched even while its file does not exist (it may be created).
    if (paths && !paths.openapiFile && loaded) files.unshift(path.join(loaded.rootDir, loaded.config.openapi.file));
    return [...new Set(files.map((file) => path.dirname(file)))];
  }

  /** Reads again what a batch of file changes touched and rebuilds; never throws (an unexpected error is reported like a broken source). */
  async update(changes: readonly FileChange[]): Promise<UpdateResult> {
    try {
      return await this.foreground.run(() => this.apply(changes));
    } catch (error) {
      return this.fail([errorDiagnostic(error, '')]);
    }
  }

  private async apply(changes: readonly FileChange[]): Promise<UpdateResult> {
    const plan = planChanges(changes, this.watched(), (rel) => this.inputs.hasGuide(rel));
    const sources =
      plan.config ||
      plan.api.length > 0 ||
      plan.tree ||
      plan.guides.length > 0 ||
      plan.assets.length > 0 ||
      plan.changelog ||
      plan.components ||
      plan.instances;
    let css = plan.css ? this.assets.reloadCss() : undefined;
    if (plan.config || plan.components) css = (await this.bundleComponents()) ?? css;
    if (css) this.refreshFiles();
    if (plan.config || plan.staticFiles) this.readStaticDir();
    let result: UpdateResult = sources ? await this.rebuild(await this.reread(plan)) : { kind: 'unchanged' };
    // A file of static/ may show on any page: every tab reloads.
    if (plan.staticFiles && result.kind === 'unchanged' && this.pages)
      result = { kind: 'reload', routes: this.pages.site.pages.map((page) => page.route), recovered: false };
    // With the theme changed too, tabs that do not reload swap the stylesheet.
    if (css && result.kind === 'unchanged') return { kind: 'css', href: css };
    if (css && result.kind === 'reload') return { ...result, css };
    return result;
  }

  /** A file of the served site by its output-relative path (`a/b/index.html`, `assets/…`), or undefined. */
  read(rel: string): string | Uint8Array | undefined {
    const file = this.files.get(rel);
    if (file !== undefined) return file;
    const image = this.images.bytes(rel);
    if (image) return image;
    const page = this.pages?.pageAt(rel);
    if (page) {
      // A page a tab asks for holds background work back for a moment; files (assets, the search index being made) do not.
      this.foreground.touch();
      return this.pages!.html(page);
    }
    // static/ last: as in a build, a page or a file of portal's own wins over one of the same path.
    return this.pages?.metaFile(rel) ?? this.pages?.searchFile(rel) ?? this.staticFile(rel);
  }

  /** A file of `static/`, read when asked for (never all of them held), or undefined when it is not there or no longer read. */
  private staticFile(rel: string): Uint8Array | undefined {
    const file = this.staticDir.files.get(rel);
    try {
      return file && staticFileBytes(file);
    } catch {
      return undefined;
    }
  }

  /**
   * Renders what no tab asked for and checks every link; resolves to the warnings of the served
   * site (sources, Markdown, links), or undefined when an edit came first. One check runs for each
   * site model: asked again for the same model, it gives the check already made or under way.
   */
  check(): Promise<Diagnostic[] | undefined> {
    if (this.checked?.generation !== this.generation) this.checked = { generation: this.generation, warnings: this.checkModel() };
    return this.checked.warnings;
  }

  private async checkModel(): Promise<Diagnostic[] | undefined> {
    const pages = this.pages;
    if (!pages) return undefined;
    const generation = this.generation;
    const found = await pages.checkLinks({
      // Images are known once the pages that show them are rendered.
      files: () => [
        ...this.files.keys(),
        ...this.images.paths(),
        'sitemap.xml',
        'versions.json',
        'robots.txt',
        ...(pages.site.changelog ? ['changelog/rss.xml', 'changelog/atom.xml'] : []),
      ],
      apiSources: new Map(this.inputs.apis.map((api) => [api.site.source, api.source])),
      cwd: this.options.cwd,
      stale: () => generation !== this.generation,
      idle: () => this.foreground.idle(),
    });
    // Every page is rendered, so every code block's HTML is in this thread's highlight cache: a later
    // edit highlights only the blocks it changes.
    // Writing the compiled guides and indexing for search are long steps too: they wait for a quiet moment as well.
    if (found) await this.foreground.idle();
    if (found) this.compiler.keepCompiled(this.inputs.guidePaths());
    // The search index is made from the pages the check rendered (not when a newer model came meanwhile: its check makes the index); until then the dialog says search is unavailable.
    const search: Diagnostic[] = [];
    if (found && generation === this.generation)
      await pages.indexForSearch({ idle: () => this.foreground.idle() }).catch(
        (error: unknown) =>
          void search.push({
            severity: 'warning',
            message: `Search index not built: ${error instanceof Error ? error.message : String(error)}`,
          } as Diagnostic),
      );
    return found && [...this.warnings, ...this.staticDir.problems, ...found, ...search];
  }

  private async reread(plan: ChangePlan): Promise<{ touched: boolean }> {
    for (const abs of plan.assets) this.images.forget(abs);
    if (plan.config) {
      await this.inputs.loadAll();
      return { touched: true };
    }
    if (plan.components) {
      // A page may have been added to or removed from src/pages.
      this.inputs.reloadSitePages();
      return { touched: true };
    }
    if (plan.api.length) await this.inputs.reloadApi(plan.api);
    if (plan.changelog) this.inputs.reloadChangelog();
    if (plan.instances) await this.inputs.reloadInstances();
    if (plan.tree) this.inputs.reloadContent();
    else for (const rel of plan.guides) this.inputs.reloadGuide(rel);
    return { touched: plan.tree || plan.instances || plan.assets.length > 0 };
  }

  /**
   * Builds the site model from the sources as read and swaps it in when nothing is broken.
   * `touched`: routes or images may have changed, so Markdown whose text did not change may still
   * compile differently.
   */
  private async rebuild(options: { touched: boolean }): Promise<UpdateResult> {
    const { loaded, content, paths } = this.inputs;
    const problems = this.inputs.problems;
    if (!loaded || !content || !paths) return this.fail(problems);
    if (problems.some((d) => d.severity === 'error')) return this.fail(problems);
    const diagnostics = new Diagnostics();
    const site = buildSite({
      config: loaded.config,
      content,
      includeDrafts: true,
      diagnostics,
      api: this.inputs.api?.site,
      apis: this.inputs.apis.map((api) => api.site),
      changelog: this.inputs.changelog,
      sidebarsFile: this.inputs.sidebarsFile,
      versions: this.inputs.versions,
      instances: this.inputs.instances,
      sitePages: this.inputs.sitePages,
    });
    if (diagnostics.errors.length) return this.fail([...problems, ...diagnostics.items]);

    if (this.components.problems.length) return this.fail([...problems, ...this.components.problems]);
    const memo = this.compiler.forSite(site, {
      contentDir: paths.contentDir,
      rootDir: loaded.rootDir,
      modules: this.components.modules,
      plugins: this.components.plugins,
    });
    const { keys, layout } = this.pageKeys.keys(site, { apiGenerations: this.inputs.apiGenerations, assets: this.assets.client.entry });
    const changed = changedRoutes(this.pages?.keys ?? new Map(), keys);
    const docPages = site.pages.filter((p): p is DocPageData => p.kind === 'doc');
    // Each guide is checked against the memo once, here; nothing compiles before the second use below.
    const statuses = new Map<string, MemoStatus>();
    const status = (page: DocPageData): MemoStatus => {
      let known = statuses.get(page.route);
      if (!known) statuses.set(page.route, (known = memo.status(docMarkdown(page.doc), this.compiler.compileInputs(site, page))));
      return known;
    };
    if (options.touched) {
      for (const page of docPages) if (!changed.has(page.route) && status(page) === 'stale') changed.add(page.route);
    }
    // Other markdown.plugins (a file they import was edited) compile every guide anew.
    const pluginsKey = this.components.plugins.key;
    if (this.pages && pluginsKey !== this.pagesPluginsKey) for (const page of docPages) changed.add(page.route);

    const pages = new SitePages(
      { site, keys, layout, assets: this.pageAssets(), contentDir: paths.contentDir, highlighter: this.highlighter, memo, addAsset: this.images.url },
      this.pages && { pages: this.pages, unchanged: (route) => !changed.has(route) },
    );
    // The edited guides are compiled now: their errors show before a tab reloads, and the reload finds them ready.
    if (this.pages) {
      for (const page of docPages) {
        if (!changed.has(page.route) || status(page) === 'fresh') continue;
        try {
          // An MDX page reports a broken import or a throwing component as an error, as a build does.
          const errors = pages.render(page, true).messages.filter((d) => d.severity === 'error');
          if (errors.length) return this.fail(errors);
        } catch (error) {
          return this.fail([errorDiagnostic(error, page.source)]);
        }
      }
    }
    const recovered = this.errors.length > 0;
    this.pages = pages;
    this.pagesPluginsKey = pluginsKey;
    this.generation++;
    this.errors = [];
    this.warnings = [...problems, ...diagnostics.items];
    memo.keepOnly(this.inputs.guidePaths());
    this.refreshFiles();
    // A save that changes no page (the same text again, an editor's temporary file) reloads nothing.
    if (!changed.size && !recovered) return { kind: 'unchanged' };
    return { kind: 'reload', routes: [...changed], recovered };
  }

  private fail(problems: Diagnostic[]): UpdateResult {
    this.errors = problems.filter((d) => d.severity === 'error');
    return { kind: 'error', errors: this.errors };
  }

  /**
   * Bundles the site's components again (at start, and when a component, its CSS or the config
   * changed); returns the stylesheet's new URL when their CSS changed.
   */
  private async bundleComponents(): Promise<string | undefined> {
    if (!(await this.components.bundle({ loaded: this.inputs.loaded, contentDir: this.inputs.paths?.contentDir }, this.options.cwd))) return undefined;
    const css = this.assets.setSiteCss(this.components.modules.css);
    // The components' browser chunks are served files too.
    this.refreshFiles();
    return css;
  }

  private pageAssets() {
    return {
      css: `/${DEV_CSS_PATH}`,
      js: this.assets.client.entry,
      preload: this.assets.client.preload,
      islands: { ...this.assets.client.islands, ...this.components.islands.preload },
    };
  }

  /** Reads the files of `static/` beside the config again (at start, and when one of them or the config changed). */
  private readStaticDir(): void {
    const loaded = this.inputs.loaded;
    const diagnostics = new Diagnostics();
    const files = loaded ? staticDirFiles({ rootDir: loaded.rootDir, cwd: this.options.cwd, diagnostics, untrusted: loaded.config.untrusted }) : [];
    this.staticDir = { files: new Map(files.map((file) => [file.rel, file])), problems: diagnostics.items };
  }

  /** The client bundle, stylesheet, favicon and API description as served. */
  private refreshFiles(): void {
    const apis = this.pages?.site.api ? this.inputs.apis : [];
    this.files = staticFiles({ client: this.assets.client, css: { path: DEV_CSS_PATH, text: this.assets.css }, apis });
    for (const [rel, bytes] of this.components.islands.files) this.files.set(rel, bytes);
  }
}
