import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleClient } from './assets/bundle-client.ts';
import { hashedName } from './assets/hash.ts';
import { themeCss } from './assets/theme-css.ts';
import { loadConfig } from './config/load-config.ts';
import { allDocs, loadContent } from './content/load-content.ts';
import { Diagnostics, PortalError, type Diagnostic } from './diagnostics.ts';
import { scanFenceLanguages } from './markdown/scan-languages.ts';
import { sitemapXml } from './output/sitemap.ts';
import { StagedOutput } from './output/writer.ts';
import { renderSite } from './render/render-pool.ts';
import { checkLinks, type LinkCheckResult } from './links/check-links.ts';
import { TextLocator } from './links/locate-text.ts';
import { absoluteUrl } from './render/templates/Head.tsx';
import { silentReporter, type Reporter } from './reporter.ts';
import { buildSite } from './site/build-site.ts';
import { sidebarHrefs } from './site/sidebar.ts';
import { loadApi } from './openapi/load-api.ts';

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
  try {
    const { config, rootDir } = await reporter.task('load config', () => loadConfig({ configFile: options.configFile, cwd: options.cwd }));
    const contentDir = path.resolve(options.cwd, options.contentDir ?? path.join(rootDir, config.contentDir));
    const outDir = path.resolve(options.cwd, options.outDir ?? path.join(rootDir, 'build'));

    const content = await reporter.task('load guides', () => loadContent({ contentDir, cwd: options.cwd, diagnostics }));
    failIfErrors(diagnostics, 'loading the guides');

    const openapiFile = options.openapiFile ? path.resolve(options.cwd, options.openapiFile) : path.join(rootDir, config.openapi.file);
    // Without --openapi, a site with no description file simply has no API pages.
    const api = options.openapiFile || existsSync(openapiFile) ? await reporter.task('load OpenAPI', () => loadApi({ file: openapiFile, cwd: options.cwd, rootDir, config, diagnostics })) : undefined;
    failIfErrors(diagnostics, 'reading the API description');

    const site = await reporter.task('build site model', () => buildSite({ config, content, includeDrafts: options.includeDrafts ?? false, diagnostics, api: api?.site }));
    failIfErrors(diagnostics, 'building the site model');

    const output = new StagedOutput(outDir);
    staged = output;
    const client = await reporter.task('bundle client', () => bundleClient());
    for (const [rel, data] of client.files) output.write(rel, data);
    const css = themeCss();
    const cssPath = `assets/css/${hashedName('styles.css', css)}`;
    output.write(cssPath, css);
    if (api) output.write(api.site.downloadHref.slice(1), api.source);
    output.write('favicon.svg', readFileSync(new URL('./assets/favicon.svg', import.meta.url)));

    const pageCount = site.pages.length + 1;
    const rendered = await reporter.task(`render and write ${pageCount} pages`, () =>
      renderSite({
        site,
        assets: { css: `/${cssPath}`, js: client.entry, preload: client.preload, islands: client.islands },
        contentDir,
        stagingDir: output.tmpDir,
        highlight: {
          languages: [...config.highlight.extraLanguages, ...scanFenceLanguages(allDocs(content).map((d) => d.body))],
        },
      }),
    );
    for (const item of rendered.diagnostics) diagnostics.add(item);
    for (const [abs, rel] of rendered.images) output.write(rel, readFileSync(abs));
    failIfErrors(diagnostics, 'rendering the pages');

    const indexable = site.pages.filter((p) => !p.noindex).map((p) => absoluteUrl(p.route, config));
    output.write('sitemap.xml', sitemapXml(indexable));
    output.write('versions.json', `${JSON.stringify([site.version], null, 2)}\n`);
    output.write('robots.txt', `User-agent: *\nAllow: /\nSitemap: ${absoluteUrl('/sitemap.xml', config)}\n`);

    // Where a link without a Markdown position (raw HTML, API descriptions) is written: found in its file's text.
    const locators = new Map<string, TextLocator>();
    const locatorOf = (file: string): TextLocator => {
      const key = api && file.startsWith(api.site.source) ? api.site.source : file;
      let locator = locators.get(key);
      if (!locator) {
        const abs = path.resolve(options.cwd, key);
        locator = new TextLocator(key === api?.site.source ? api.source : existsSync(abs) ? readFileSync(abs, 'utf8') : '');
        locators.set(key, locator);
      }
      return locator;
    };
    const links = await reporter.task('check links', () =>
      checkLinks({
        pages: rendered.pages,
        layout: rendered.layout,
        routes: new Set(site.pages.map((p) => p.route)),
        sidebars: Object.fromEntries(Object.entries(site.sidebars).map(([name, items]) => [name, sidebarHrefs(items)])),
        // Pages are written by the render jobs; 404.html is a file a link may name.
        files: new Set([...output.written, '404.html']),
        severities: { links: config.onBrokenLinks, anchors: config.onBrokenAnchors, markdownLinks: config.onBrokenMarkdownLinks },
        locate: (file, written) => locatorOf(file).locate(written),
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
    if (error instanceof BuildFailure) throw error;
    if (error instanceof PortalError) throw new BuildFailure(error.message.split('\n')[0] ?? error.message, [...diagnostics.items, error.toDiagnostic()]);
    throw error;
  }
}

