import { siteNavbarFit } from './render/templates/navbar-width.ts';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { BUILD_MARKER } from './safety/out-dir.ts';
import { Diagnostics, type Diagnostic } from './diagnostics.ts';
import type { LinkCheckResult } from './links/check-links.ts';
import { checkSiteLinks } from './links/check-site-links.ts';
import { StagedOutput } from './output/writer.ts';
import { startRenderer, type Renderer } from './render/renderer.ts';
import { sidebarItemsFiles } from './render/sidebar-items-file.tsx';
import { withBaseInHtml } from './render/base-url-html.ts';
import { silentReporter, type Reporter } from './reporter.ts';
import { startSearchIndex, type BuildSearchIndex } from './search/site-search.ts';
import { buildSite } from './site/build-site.ts';
import { asBuildFailure, failIfErrors, failIfWarnings } from './steps/build-failure.ts';
import { bundleAssets } from './steps/bundle-assets.ts';
import { loadInputs } from './steps/load-inputs.ts';
import { loadProject } from './steps/load-project.ts';
import { writeSite, writeStaticDir } from './steps/write-site.ts';

export { BuildFailure } from './steps/build-failure.ts';

export interface BuildOptions {
  /** Folder the command runs in; the config and relative paths are resolved from it. */
  cwd: string;
  configFile?: string;
  /** Output folder; `build/` under the project root by default. */
  outDir?: string;
  contentDir?: string;
  /** `--openapi`: the API description (default: the config's `openapi.file`). */
  openapiFile?: string;
  /** `--strict`: any warning fails the build. */
  strict?: boolean;
  /** `--force`: replace a non-empty output folder that has no marker of an earlier build. */
  force?: boolean;
  /** `--untrusted`: guides, changelog posts and partials are data only (safety/untrusted.ts). */
  untrusted?: boolean;
  /** Watch mode builds draft pages too. */
  includeDrafts?: boolean;
  reporter?: Reporter;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  warnings: Diagnostic[];
  /** How many broken links, anchors and Markdown links the check found. */
  links: LinkCheckResult;
  durationMs: number;
  /** Threads the pages were rendered in: this one and the render workers (1: this thread alone). */
  renderWorkers: number;
  /** Guide and category pages taken unchanged from the previous build in the output folder (render/job/page-cache.ts). */
  reusedPages: number;
}

/**
 * Builds the site, one named step after another: load (config, guides, changelog, API) → site
 * model → bundle assets → render → write (into a staging folder) → check links → publish (the
 * staging folder replaces the output, only when no step failed).
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const reporter = options.reporter ?? silentReporter;
  const diagnostics = new Diagnostics();
  let running: Renderer | undefined;
  let output: StagedOutput | undefined;
  let searching: BuildSearchIndex | undefined;
  try {
    const project = await reporter.task('load config', () => loadProject(options));
    const { config, rootDir, paths } = project;
    // A large site's render workers start now and get ready while the inputs load.
    const renderer = (running = startRenderer(paths));
    const inputs = await loadInputs(project, { cwd: options.cwd, reporter, diagnostics });
    const { api } = inputs;

    const site = await reporter.task('build site model', () =>
      buildSite({
        config,
        content: inputs.content,
        includeDrafts: options.includeDrafts ?? false,
        diagnostics,
        api: api?.site,
        apis: inputs.apis.map((loaded) => loaded.site),
        changelog: inputs.changelog,
        sidebarsFile: inputs.sidebarsFile,
        versions: inputs.versions,
        instances: inputs.instances,
        sitePages: inputs.sitePages,
      }),
    );
    failIfErrors(diagnostics, 'building the site model');

    const assets = await bundleAssets({
      rootDir,
      config,
      contentDir: paths.contentDir,
      cwd: options.cwd,
      apis: inputs.apis,
      reporter,
      diagnostics,
      versions: Boolean(site.versions),
      navbarFit: siteNavbarFit(site) !== undefined,
    });
    const staged = (output = new StagedOutput(paths.outDir));
    writeStaticDir(staged, assets);
    // Collapsed categories' items, loaded by the client when a reader opens one (pages leave their lists empty).
    const sidebarItems = sidebarItemsFiles(site, (html) => withBaseInHtml(html, site.config.baseUrl));
    for (const { file, html } of sidebarItems.values()) staged.write(file, html);
    const pageAssets = {
      ...assets.page,
      ...(sidebarItems.size ? { sidebarItems: Object.fromEntries([...sidebarItems].map(([name, f]) => [name, f.url])) } : {}),
    };
    // Search indexes each page as it is written, while the others render.
    const search = (searching = site.config.search ? startSearchIndex({ pages: site.pages }) : undefined);
    const write = (file: string, bytes: Buffer, searched?: Buffer) => {
      if (searched) search?.written(file, searched);
      return staged.writeSoon(file, bytes);
    };
    const rendered = await reporter.task(`render ${site.pages.length + 1} pages`, () =>
      renderer.render({ site, assets: pageAssets, mdx: { rootDir, modules: assets.siteModules }, previousOut: previousBuild(paths.outDir) }, write),
    );
    for (const item of rendered.diagnostics) diagnostics.add(item);
    failIfErrors(diagnostics, 'rendering the pages');

    await reporter.task('write the site files', () => writeSite(staged, { site, rendered, assets, reporter, search }));

    const links = await reporter.task('check links', () =>
      checkSiteLinks({
        site,
        pages: rendered.pages.flatMap((page) => (page.links ? [page.links] : [])),
        layout: rendered.layout,
        files: staged.written,
        unpublished: assets.staticRefused,
        apiSources: new Map(inputs.apis.map((loaded) => [loaded.site.source, loaded.source])),
        cwd: options.cwd,
        diagnostics,
      }),
    );
    failIfErrors(diagnostics, 'checking the links');
    if (options.strict) failIfWarnings(diagnostics);

    await reporter.task(`replace ${path.basename(paths.outDir)}/ with ${staged.files} files`, () => staged.commit());
    output = undefined;
    return {
      outDir: paths.outDir,
      pages: rendered.pages.length,
      warnings: diagnostics.warnings,
      links,
      durationMs: performance.now() - started,
      renderWorkers: rendered.workers,
      reusedPages: rendered.reused,
    };
  } catch (error) {
    await searching?.abort();
    await output?.discard();
    throw asBuildFailure(error, diagnostics);
  } finally {
    running?.stop();
  }
}

/** The output folder while it holds the previous build (its marker file), whose unchanged guide pages the build takes again (render/job/page-cache.ts). */
function previousBuild(outDir: string): string | undefined {
  return existsSync(path.join(outDir, BUILD_MARKER)) ? outDir : undefined;
}
