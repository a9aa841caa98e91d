import { bundleSiteModules } from './markdown/mdx/site-modules.ts';
import path from 'node:path';
import { bundleClient } from './assets/bundle-client.ts';
import { hashedName } from './assets/hash.ts';
import { staticFiles } from './assets/static-files.ts';
import { themeCss } from './assets/theme-css.ts';
import { loadConfig } from './config/load-config.ts';
import { sitePaths } from './config/site-paths.ts';
import { loadContent } from './content/load-content.ts';
import { Diagnostics, PortalError, type Diagnostic } from './diagnostics.ts';
import type { LinkCheckResult } from './links/check-links.ts';
import { checkSiteLinks } from './links/check-site-links.ts';
import { metaFiles } from './output/meta-files.ts';
import { StagedOutput } from './output/writer.ts';
import { siteCaches } from './render/kept-caches.ts';
import { estimatePages, RenderWorkers, renderSite, workersFor } from './render/render-pool.ts';
import { silentReporter, type Reporter } from './reporter.ts';
import { buildSite } from './site/build-site.ts';
import { loadSidebarsFile } from './site/sidebars-file.ts';
import { searchIndexFiles } from './search/site-search.ts';
import { llmsFiles } from './llms/llms-files.ts';
import { loadApi } from './openapi/load-api.ts';
import { checkOutDir } from './safety/out-dir.ts';
import { readInputFile } from './safety/read-input.ts';
import { CHANGELOG_ROUTE } from './changelog/changelog-pages.ts';
import { loadChangelog } from './changelog/load-changelog.ts';

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
}

/** A build that stopped: every error (and warning) found, for one report. */
export class BuildFailure extends Error {
  constructor(
    message: string,
    readonly diagnostics: Diagnostic[],
  ) {
    super(message);
    this.name = 'BuildFailure';
  }
}

function failIfErrors(diagnostics: Diagnostics, what: string): void {
  const errors = diagnostics.errors.length;
  if (errors) throw new BuildFailure(`${errors} ${errors === 1 ? 'error' : 'errors'} while ${what}`, diagnostics.items);
}

/** Builds the site: load config → load guides → site model → render pages → write (atomic). */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const reporter = options.reporter ?? silentReporter;
  const diagnostics = new Diagnostics();
  let staged: StagedOutput | undefined;
  let early: RenderWorkers | undefined;
  try {
    const { config, rootDir } = await reporter.task('load config', () => loadConfig({ configFile: options.configFile, cwd: options.cwd }));
    const { contentDir, outDir, openapiFile, changelogDir } = sitePaths({ cwd: options.cwd, rootDir, config, contentDir: options.contentDir, openapiFile: options.openapiFile, outDir: options.outDir });
    checkOutDir({
      outDir,
      display: path.relative(options.cwd, outDir) || '.',
      force: options.force,
      protect: [
        { dir: contentDir, what: 'the content folder' },
        { dir: rootDir, what: "the config's folder" },
        ...(openapiFile ? [{ dir: path.dirname(openapiFile), what: "the API description's folder" }] : []),
      ],
    });
    // A large site's render workers start now and get ready while the guides and the API description load.
    const kept = siteCaches(contentDir);
    const workerCount = workersFor(estimatePages(contentDir, openapiFile));
    early = workerCount >= 2 ? RenderWorkers.start(workerCount, kept) : undefined;

    const content = await reporter.task('load guides', () => loadContent({ contentDir, cwd: options.cwd, diagnostics, routeBase: config.docs.routeBasePath }));
    const changelog = loadChangelog({ dir: changelogDir, cwd: options.cwd, base: CHANGELOG_ROUTE, diagnostics });
    failIfErrors(diagnostics, 'loading the guides');

    const api = openapiFile ? await reporter.task('load OpenAPI', () => loadApi({ file: openapiFile, cwd: options.cwd, rootDir, config, diagnostics })) : undefined;
    failIfErrors(diagnostics, 'reading the API description');

    const sidebarsFile = await loadSidebarsFile({ config, rootDir, cwd: options.cwd });
    const site = await reporter.task('build site model', () => buildSite({ config, content, includeDrafts: options.includeDrafts ?? false, diagnostics, api: api?.site, changelog, sidebarsFile }));
    failIfErrors(diagnostics, 'building the site model');

    const output = new StagedOutput(outDir);
    staged = output;
    const client = await reporter.task('bundle client', () => bundleClient());
    const siteModules = await reporter.task('bundle site components', () => bundleSiteModules({ rootDir, contentDir }));
    const css = themeCss() + (siteModules.css ? `\n${siteModules.css}` : '');
    const cssPath = `assets/css/${hashedName('styles.css', css)}`;
    for (const [rel, data] of staticFiles({ client, css: { path: cssPath, text: css }, api: api && { downloadHref: api.site.downloadHref, source: api.source } })) output.write(rel, data);

    const pageCount = site.pages.length + 1;
    const rendered = await reporter.task(`render and write ${pageCount} pages`, () =>
      renderSite({
        site,
        assets: { css: `/${cssPath}`, js: client.entry, preload: client.preload, islands: client.islands },
        contentDir,
        stagingDir: output.tmpDir,
        kept,
        mdx: { rootDir, modules: siteModules },
      }, early),
    );
    output.adopt(rendered.written);
    for (const item of rendered.diagnostics) diagnostics.add(item);
    for (const [abs, rel] of rendered.images) output.write(rel, readInputFile(abs, { kind: 'asset' }));
    failIfErrors(diagnostics, 'rendering the pages');

    for (const [rel, text] of metaFiles(site)) output.write(rel, text);
    for (const [rel, text] of llmsFiles(site)) output.write(rel, text);
    const search = config.search ? await reporter.task('index for search', () => searchIndexFiles({ pages: site.pages, siteDir: output.tmpDir })) : [];
    for (const file of search) output.write(file.path, file.content);

    const links = await reporter.task('check links', () =>
      checkSiteLinks({
        site,
        pages: rendered.pages,
        layout: rendered.layout,
        files: output.written,
        apiSource: api?.source,
        cwd: options.cwd,
        diagnostics,
      }),
    );
    failIfErrors(diagnostics, 'checking the links');

    if (options.strict && diagnostics.warnings.length) {
      throw new BuildFailure(`${diagnostics.warnings.length} ${diagnostics.warnings.length === 1 ? 'warning' : 'warnings'} with --strict; the previous output is kept`, diagnostics.items);
    }
    await reporter.task(`replace ${path.basename(outDir)}/ with ${output.files} files`, () => output.commit());
    staged = undefined;
    return { outDir, pages: rendered.pages.length + 1, warnings: diagnostics.warnings, links, durationMs: performance.now() - started };
  } catch (error) {
    staged?.discard();
    throw asBuildFailure(error, diagnostics);
  } finally {
    early?.stop();
  }
}

/** A PortalError becomes a BuildFailure with the diagnostics found so far; anything else is rethrown as it is. */
function asBuildFailure(error: unknown, diagnostics: Diagnostics): unknown {
  if (error instanceof BuildFailure) return error;
  if (error instanceof PortalError) return new BuildFailure(error.message.split('\n')[0] ?? error.message, [...diagnostics.items, error.toDiagnostic()]);
  return error;
}
