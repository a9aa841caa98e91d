import path from 'node:path';
import type { ImageRegistry } from '../assets/image-registry.ts';
import { writeEntries } from '../cache/index.ts';
import { locateBuildCaches, type CacheFile } from '../render/job/build-caches.ts';
import { CompileCache } from '../render/job/compile-cache.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../markdown/compile-markdown.ts';
import type { CodeHighlighter } from '../markdown/highlighter.ts';
import { docusaurusPageUrl } from '../markdown/context.ts';
import type { SiteModules } from '../markdown/mdx/site-modules.ts';
import { createGuideCompiler } from '../render/mdx/guide-compiler.ts';
import { NO_SITE_PLUGINS, type SitePlugins } from '../markdown/site-plugins.ts';
import type { DocPageData, SiteModel } from '../site/types.ts';
import { CompileMemo } from './compile-memo.ts';
import { routeOfFileFor } from '../site/versions.ts';

/**
 * How `portal watch` compiles guides: the guide compiler (Markdown or MDX) of the served model,
 * over a memo of the session that starts from the guides earlier builds kept on disk.
 */
export class DevCompiler {
  private memoOf?: { contentDir: string; memo: CompileMemo; kept?: { cache: CompileCache; file: CacheFile; written: boolean } };
  private guides?: ReturnType<typeof createGuideCompiler>;
  private markdown?: MarkdownCompiler;
  /** The `markdown.plugins` the compilers run (`SitePlugins.key`): other plugins start a new memo. */
  private plugins: SitePlugins = NO_SITE_PLUGINS;

  constructor(
    private readonly highlighter: CodeHighlighter,
    private readonly images: ImageRegistry,
  ) {}

  /**
   * Makes the guide compiler for a new site model (MDX pages depend on its sidebars and
   * components) and returns the session's memo over it.
   */
  forSite(site: SiteModel, inputs: { contentDir: string; rootDir: string; modules: SiteModules; plugins?: SitePlugins }): CompileMemo {
    const plugins = inputs.plugins ?? NO_SITE_PLUGINS;
    if (plugins.key !== this.plugins.key) {
      this.plugins = plugins;
      this.markdown = undefined;
      this.memoOf = undefined;
    }
    this.markdown ??= createMarkdownCompiler({ highlighter: this.highlighter, plugins });
    this.guides = createGuideCompiler({
      site,
      contentDir: inputs.contentDir,
      highlighter: this.highlighter,
      markdown: this.markdown,
      mdx: { rootDir: inputs.rootDir, modules: inputs.modules },
      plugins,
    });
    return this.memo(inputs.contentDir);
  }

  /** What a guide's compilation depends on besides its text (asked of the memo before compiling). */
  compileInputs(site: SiteModel, page: DocPageData) {
    const { doc } = page;
    return {
      relPath: doc.relPath,
      displayPath: doc.displayPath,
      absDir: path.dirname(doc.file),
      routeOfFile: (rel: string) => routeOfFileFor(site, doc).get(rel),
      addAsset: this.images.url,
      pageUrl: docusaurusPageUrl(doc),
      rawHtml: site.config.markdown.rawHtml,
      admonitionKeywords: site.config.markdown.admonitions?.keywords,
      format: site.config.markdown.format,
    };
  }

  /**
   * Once every guide was compiled (the first complete link check), keeps them for the next build or
   * session, as a build does; later edits are kept by the next build. Once a session: the file
   * holds every guide, tens of megabytes on a large site.
   */
  keepCompiled(guidePaths: Iterable<string>): void {
    const kept = this.memoOf?.kept;
    if (!kept || kept.written) return;
    kept.written = true;
    kept.cache.keepOnly(guidePaths);
    writeEntries(kept.file.file, kept.file.version, [kept.cache.use()]);
  }

  /**
   * The compile memo of the session, over the guides compiled by earlier builds and sessions
   * (compile-cache.ts): a guide unchanged since then is not compiled again, which makes the first
   * visit to each page and the background link check fast. Made again if the content folder moves.
   */
  private memo(contentDir: string): CompileMemo {
    if (this.memoOf?.contentDir !== contentDir) {
      // The plugins are part of the kept guides' key, as in a build (render-pages.ts).
      const pluginsKey = this.plugins.key;
      const compile: MarkdownCompiler = (text, ctx) => this.guides!.compile(text, ctx);
      const keyed =
        (wrapped: MarkdownCompiler): MarkdownCompiler =>
        (text, ctx) =>
          wrapped(text, pluginsKey ? { ...ctx, pluginsKey } : ctx);
      const { markdown } = locateBuildCaches(contentDir);
      const cache = markdown && CompileCache.read(markdown.file, markdown.version);
      this.memoOf = {
        contentDir,
        memo: new CompileMemo(keyed(cache ? cache.wrap(compile) : compile), () => this.guides?.dependency),
        kept: cache && markdown && { cache, file: markdown, written: false },
      };
    }
    return this.memoOf.memo;
  }
}
