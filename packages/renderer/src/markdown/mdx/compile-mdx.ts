import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createProcessor, runSync } from '@mdx-js/mdx';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import rehypeSlug from 'rehype-slug';
import { VFile } from 'vfile';
import type { PortalConfig } from '../../config/schema.ts';
import { codeFrame, formatLocation } from '../../diagnostics.ts';
import { MdxPage, type DocCategory, type TocItem } from './theme/page-context.tsx';
import { defaultMdxComponents, knownNames, themeModules, type ModuleExports } from './theme/registry.ts';
import { IslandPropError } from './theme/island-props.ts';
import { islandsOf } from './theme/SiteIsland.tsx';
import type { CompiledMarkdown, MarkdownCompiler } from '../compile-markdown.ts';
import type { CompileContext } from '../context.ts';
import type { CodeHighlighter } from '../highlighter.ts';
import { reportFileMessages } from '../file-messages.ts';
import { rehypeHeadingLinks } from '../rehype-heading-links.ts';
import { rehypeShiki } from '../rehype-shiki.ts';
import { rehypeTableRegions } from '../rehype-table-regions.ts';
import { rehypeTaskListLabels } from '../rehype-task-list-labels.ts';
import { remarkAdmonitions, remarkContainerDirectives } from '../remark-admonitions.ts';
import { remarkHeadingIds } from '../heading-ids.ts';
import { mdxText } from './mdx-text.ts';
import { detectGfmFeatures, processorsByGfmFeatures, remarkGfmFeatures } from '../remark-gfm-features.ts';
import { remarkApiMentions, type ApiMention } from '../remark-api-mentions.ts';
import { remarkLinks } from '../remark-links.ts';
import { checkMarkdownLimits, remarkDepthLimit } from '../markdown-limits.ts';
import { remarkUnknownDirectives } from '../remark-unknown-directives.ts';
import { ComponentError, nameComponentMap, nameComponents } from './component-errors.ts';
import { asImported, loadSiteModule, packageDependency, sitePackage } from './load-site-module.ts';
import { rehypeRawForMdx } from './rehype-raw-for-mdx.ts';
import { remarkMdxHtmlComments } from './remark-mdx-html-comments.ts';
import { remarkMdxHead } from './remark-mdx-head.ts';
import { remarkMdxComponents } from './remark-mdx-components.ts';
import { remarkMdxImports, type MdxImport } from './remark-mdx-imports.ts';
import { svgComponent } from './svg-component.ts';
import { isJsonModule, requiredImage, requirePosition } from './page-require.ts';
import { isImageModule, isMarkdownModule, isSiteSpecifier, rawLoaderTarget, refusedSpecifier, resolveSiteImport, siteThemeSpecifier } from './site-imports.ts';
import { readInputText } from '../../safety/read-input.ts';
import { TimeLimitExceeded, withinTime } from '../../safety/time-limit.ts';
import type { SiteModules } from './site-modules.ts';
import { NO_SITE_PLUGINS, type SitePlugins } from '../site-plugins.ts';

export interface MdxCompilerOptions {
  highlighter: CodeHighlighter;
  config: PortalConfig;
  /** The site's folder (the config's): `@site/` and the limit of every import. */
  rootDir: string;
  contentDir: string;
  modules: SiteModules;
  /** A guide's sidebar category: `<DocCardList />` shows its pages, `useCurrentSidebarCategory()` gives it. */
  /** The sidebar category around a guide's page (`<DocCardList />` without items), by its route. */
  categoryOf: (route: string) => DocCategory | undefined;
  /** The site's remark and rehype plugins (config `markdown.plugins`). */
  plugins?: SitePlugins;
}

type Ctx = CompileContext & { apiMentions: ApiMention[] };
const SITE_COMPONENTS = 'site-components';

/** What does not exist renders as nothing once its error is reported (the build fails on it). */
const Missing = () => null;

/** A partial's text with its front matter blanked (lines kept, so positions stay true). */
function withoutFrontMatter(text: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  return match ? match[0].replace(/[^\n]/g, '') + text.slice(match[0].length) : text;
}

/**
 * Compiles MDX pages (and `.md` pages read as MDX) with @mdx-js/mdx and portal's own remark and
 * rehype plugins, runs the result on the server with React's JSX runtime, and renders it to HTML
 * with the theme components, the site's components and its partials. The result is HTML like a
 * Markdown page's, so it is kept and checked the same way.
 */
export function createMdxCompiler(options: MdxCompilerOptions): MarkdownCompiler {
  const memo = new WeakMap<object, unknown>();
  const loaded = new Map<string, ModuleExports>();
  const partials = new Map<string, { code: string; data: VFile['data'] }>();
  let globals: Record<string, unknown> | undefined;
  const references = new Map<string, ModuleExports>();
  /** A client module as the server uses it: its components rendered as islands of its browser chunk. */
  const clientReference = (file: string): ModuleExports => {
    const known = references.get(file);
    if (known) return known;
    const chunk = options.modules.islands?.[file];
    const exports = siteModule(file);
    if (!chunk || !exports) {
      // Imported by another component, it is not one of the page's imports, whose bundle errors the page lists: name the first here.
      const why = options.modules.failed?.[file]?.[0];
      throw new Error(`${path.relative(options.rootDir, file)} starts with 'use client' but has no browser bundle${why ? `: ${formatLocation(why)} ${why.message}` : ''}`);
    }
    const reference = islandsOf(exports, chunk);
    references.set(file, reference);
    return reference;
  };
  const siteModule = (file: string): ModuleExports | undefined => {
    const code = options.modules.codes[file];
    if (code === undefined) return undefined;
    if (!loaded.has(file)) loaded.set(file, withinTime(() => loadSiteModule(code, file, options.rootDir, (rel) => clientReference(path.resolve(options.rootDir, rel)))));
    return loaded.get(file);
  };
  /** A site component module as a page imports it: a client module's components are islands. */
  const importedModule = (file: string): ModuleExports | undefined => (options.modules.clientModules?.includes(file) ? clientReference(file) : siteModule(file));
  const packages = new Map<string, unknown>();
  const loadPackage = (spec: string): unknown => {
    if (!packages.has(spec)) packages.set(spec, sitePackage(spec, options.rootDir));
    return packages.get(spec);
  };
  /** Every page's components: the registry's defaults, then the site's `src/theme/MDXComponents`. */
  const globalComponents = (): Record<string, unknown> => {
    if (globals) return globals;
    let site: Record<string, unknown> | undefined;
    try {
      site = options.modules.mdxComponents ? (siteModule(options.modules.mdxComponents)?.default as Record<string, unknown> | undefined) : undefined;
    } catch (error) {
      // Every MDX page names it (mdxComponentsFailure); the pages compile with the registry's defaults meanwhile.
      mdxComponentsError = (error as Error).message;
    }
    globals = nameComponentMap({ ...defaultMdxComponents, ...site }, memo);
    return globals;
  };
  let mdxComponentsError: string | undefined;
  /** The site's MDXComponents did not load: an error of each MDX page, naming that file rather than the page's syntax. */
  const mdxComponentsFailure = (ctx: Ctx, text: string): void => {
    if (mdxComponentsError === undefined) return;
    const file = path.relative(process.cwd(), options.modules.mdxComponents!);
    fail(ctx, text, `the site's ${file}, which gives every MDX page its components, failed to load: ${mdxComponentsError}`, {}, `fix ${file} or the modules it imports`);
  };
  // One processor per set of GFM constructs a page can use, as for Markdown (the footnote and
  // autolink extensions alone double micromark's time).
  const site = options.plugins ?? NO_SITE_PLUGINS;
  const processorFor = processorsByGfmFeatures((gfm) =>
    createProcessor({
      outputFormat: 'function-body',
      remarkPlugins: [remarkMdxHtmlComments, remarkMdxHead, remarkDepthLimit, ...site.beforeDefaultRemark, remarkHeadingIds, [remarkGfmFeatures, gfm], remarkContainerDirectives, remarkAdmonitions, remarkUnknownDirectives, remarkLinks, remarkApiMentions, ...site.remark, remarkMdxImports, [remarkMdxComponents, { globals: () => new Set(Object.keys(globalComponents())) }]],
      rehypePlugins: [...site.rehype, rehypeSlug, rehypeHeadingLinks, [rehypeShiki, { highlighter: options.highlighter }], ...(gfm.table ? [rehypeTableRegions] : []), ...(gfm.taskList ? [rehypeTaskListLabels] : []), rehypeRawForMdx],
    }),
  );

  const fail = (ctx: Ctx, text: string, message: string, where: { line?: number; column?: number }, hint: string) =>
    ctx.diagnostics.add({ severity: 'error', message, file: ctx.displayPath, ...where, hint, frame: where.line ? codeFrame(text, where.line, where.column) : undefined });

  /** The module an import names, or a stand-in after reporting why there is none. */
  const resolve = (imp: MdxImport, ctx: Ctx, text: string, stack: string[]): ModuleExports => {
    const where = { line: imp.line, column: imp.column };
    const missing = () => Object.fromEntries(imp.locals.map((l) => [l.imported, Missing]));
    const theme = themeModules[imp.spec];
    if (theme) return nameComponents(theme, imp.locals, memo);
    if (imp.spec === 'react') return { ...React, default: React };
    const raw = rawLoaderTarget(imp.spec);
    if (raw !== undefined) return rawText(raw, imp, ctx, text);
    const spec = siteThemeSpecifier(imp.spec, options.rootDir) ?? imp.spec;
    const refused = refusedSpecifier(spec);
    if (refused) {
      fail(ctx, text, `import "${imp.spec}" is refused: ${refused}`, where, "import the site's own files with @site/… or a relative path that stays inside the site's folder, and packages by name from its node_modules");
      return missing();
    }
    if (!isSiteSpecifier(spec)) {
      ctx.dependency?.(SITE_COMPONENTS);
      // `@theme/…` and `@docusaurus/…` are portal's (or the site's src/theme/): never looked for in node_modules.
      const isPackage = !imp.spec.startsWith('@theme') && !imp.spec.startsWith('@docusaurus/');
      // Installing the package (or another version of it) compiles the page again: its kept HTML or error is not reused.
      if (isPackage) ctx.dependency?.(packageDependency(imp.spec));
      const pkg = isPackage ? loadPackage(imp.spec) : undefined;
      if (pkg !== undefined) return nameComponents(asImported(pkg), imp.locals, memo);
      fail(ctx, text, `unknown import "${imp.spec}"`, where, `portal provides ${knownNames([])}; another @theme/X is the site's own src/theme/X; the site's own files are imported with @site/… or a relative path, and its packages come from its node_modules`);
      return missing();
    }
    const file = importedFile(spec, imp, ctx, text, 'no such file (tried .tsx, .ts, .jsx, .js, .mdx, .md and /index); `@site/` is the folder of portal.config.ts');
    if (!file) return missing();
    if (/\.svg$/i.test(file)) {
      // As Docusaurus's SVGR loader: an imported SVG is a component that renders the file's <svg>.
      ctx.dependency?.(file);
      const read = importedText(file, `image "${imp.spec}"`, imp, ctx, text);
      const component = svgComponent(read ?? '', React.createElement as never);
      return nameComponents({ default: component, ReactComponent: component }, imp.locals, memo);
    }
    if (isImageModule(file)) {
      const url = ctx.addAsset(file);
      return { default: url, src: url };
    }
    if (isMarkdownModule(file)) {
      if (stack.includes(file)) {
        fail(ctx, text, `partial "${imp.spec}" imports itself`, where, `the chain is ${[...stack, file].map((f) => path.relative(options.rootDir, f)).join(' → ')}`);
        return missing();
      }
      ctx.dependency?.(file);
      const displayPath = path.relative(process.cwd(), file);
      const read = importedText(file, `partial "${imp.spec}"`, imp, ctx, text);
      if (read === undefined) return missing();
      const partial = withoutFrontMatter(read);
      // A partial outside the content folder keeps its images inside the site's folder.
      const relPath = path.relative(options.contentDir, file).split(path.sep).join('/');
      const sub: Ctx = { ...ctx, relPath, displayPath, absDir: path.dirname(file), ...(relPath.startsWith('../') ? { assetRoot: options.rootDir } : {}) };
      return nameComponents(evaluate(mdxText(partial), sub, [...stack, file])?.exports ?? { default: Missing }, imp.locals, memo);
    }
    ctx.dependency?.(SITE_COMPONENTS);
    const failed = options.modules.failed?.[file];
    if (failed) {
      for (const message of failed) ctx.diagnostics.add(message);
      fail(ctx, text, `component "${imp.spec}" did not bundle`, where, `its errors are listed above${failed.some((d) => d.message.includes('Could not resolve')) ? '; install the packages it imports in the site folder (npm install)' : ''}`);
      return missing();
    }
    try {
      const exports = importedModule(file);
      if (exports) return nameComponents(exports, imp.locals, memo);
      fail(ctx, text, `"${imp.spec}" is not a component portal bundled`, where, "site components live under src/ or the content folder, as .js, .jsx, .ts or .tsx");
    } catch (error) {
      fail(ctx, text, `component module "${imp.spec}" failed to load: ${(error as Error).message}`, where, `fix ${path.relative(process.cwd(), file)}`);
    }
    return missing();
  };

  /**
   * `import text from '!!raw-loader!./file'`: the text of a file of the site (read under the same
   * rules as every import: inside the site's folder, no symlink out of it, a size limit).
   */
  const rawText = (target: string, imp: MdxImport, ctx: Ctx, text: string): ModuleExports => {
    if (!isSiteSpecifier(target)) {
      fail(ctx, text, `import "${imp.spec}" is refused: raw-loader reads the site's own files`, { line: imp.line, column: imp.column }, 'name the file with @site/… or a path relative to the page');
      return { default: '' };
    }
    const file = importedFile(target, imp, ctx, text, `no such file: ${target}`);
    if (!file) return { default: '' };
    ctx.dependency?.(file);
    return { default: importedText(file, `import "${imp.spec}"`, imp, ctx, text) ?? '' };
  };

  /**
   * The site's file `spec` names from the page that imports it (`imp`), or undefined after reporting
   * why there is none: it leaves the site's folder, or no file has that name (`notFound` is the hint).
   */
  const importedFile = (spec: string, imp: MdxImport, ctx: Ctx, text: string, notFound: string): string | undefined => {
    const fromFile = path.join(ctx.absDir, path.basename(ctx.relPath));
    const { file, outside, refused } = resolveSiteImport({ spec, fromFile, rootDir: options.rootDir, roots: options.modules.roots });
    if (!file) fail(ctx, text, outside ? `import "${imp.spec}" is refused: ${refused ?? "it leaves the site's folder"}` : `cannot resolve import "${imp.spec}"`, { line: imp.line, column: imp.column }, outside ? `imports stay inside ${options.rootDir}` : notFound);
    return file;
  };

  /** The text of an imported file (`what` names it in the error), or undefined after reporting why it cannot be read. */
  const importedText = (file: string, what: string, imp: MdxImport, ctx: Ctx, text: string): string | undefined => {
    try {
      return readInputText(file, { kind: 'text', display: path.relative(process.cwd(), file) });
    } catch (error) {
      fail(ctx, text, `${what} cannot be read: ${(error as Error).message}`, { line: imp.line, column: imp.column }, (error as { hint?: string }).hint ?? 'check the file');
      return undefined;
    }
  };

  /** The page's `require(spec)` (page-require.ts): JSON as data, an image as its URL, else the module as `import` gives it. */
  const pageRequire = (ctx: Ctx, text: string, stack: string[]) => (spec: unknown): unknown => {
    const imp: MdxImport = { spec: String(spec), locals: [], ...requirePosition(text, String(spec)) };
    if (typeof spec !== 'string') {
      fail(ctx, text, `require() of ${String(spec)}: portal resolves a written path only`, imp, "write the path as a string: require('./data.json')");
      return undefined;
    }
    const target = siteThemeSpecifier(spec, options.rootDir) ?? spec;
    if (isSiteSpecifier(target) && /\.(json|png|jpe?g|gif|webp|avif)$/i.test(target)) {
      // After its error, a stand-in the page can read on without a second one (`.default`, `.items`).
      const standIn = isJsonModule(target) ? {} : requiredImage(undefined);
      const file = importedFile(target, imp, ctx, text, 'no such file; `@site/` is the folder of portal.config.ts');
      if (!file) return standIn;
      ctx.dependency?.(file);
      if (!isJsonModule(file)) return requiredImage(ctx.addAsset(file));
      const read = importedText(file, `data "${spec}"`, imp, ctx, text);
      try {
        return read === undefined ? standIn : JSON.parse(read);
      } catch (error) {
        fail(ctx, text, `require("${spec}"): ${path.relative(process.cwd(), file)} is not JSON: ${(error as Error).message}`, imp, 'fix the data file');
        return standIn;
      }
    }
    return resolve(imp, ctx, text, stack);
  };

  /** Compiles and runs one MDX file: its exports (`default` is the content) and headings. */
  const evaluate = (text: string, ctx: Ctx, stack: string[]): { exports: ModuleExports; toc: TocItem[]; uses: Record<string, { line?: number; column?: number }> } | undefined => {
    const file = new VFile({ value: text, path: ctx.displayPath });
    file.data.portal = ctx;
    file.data.apiMentions = ctx.apiMentions;
    let code: string;
    // A partial imported by many pages is compiled once per build (its messages are given once).
    const key = stack.length ? `${ctx.displayPath}\u0000${text}` : undefined;
    const known = key === undefined ? undefined : partials.get(key);
    try {
      if (known) {
        code = known.code;
        file.data = { ...known.data, portal: ctx };
      } else {
        code = String(processorFor(detectGfmFeatures(text)).processSync(file));
        if (key !== undefined) partials.set(key, { code, data: file.data });
        reportFileMessages(file, ctx.diagnostics, ctx.displayPath);
      }
    } catch (error) {
      // What the plugins found before the syntax error; the error itself is reported below.
      file.messages = file.messages.filter((message) => message !== error);
      reportFileMessages(file, ctx.diagnostics, ctx.displayPath);
      const e = error as { reason?: string; message: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
      const place = e.place && 'start' in e.place ? e.place.start : e.place;
      fail(ctx, text, `MDX syntax error: ${e.reason ?? e.message}`, { line: place?.line ?? e.line, column: place?.column ?? e.column }, 'JSX must be well formed, `{` starts an expression (write `\\{` for a literal brace), `<` a tag (write `&lt;`); a comment is `{/* … */}`');
      return undefined;
    }
    const names = Object.keys(globalComponents());
    const mdxComponents = options.modules.mdxComponents;
    if (mdxComponents && options.modules.failed?.[mdxComponents] && !stack.length) {
      for (const message of options.modules.failed[mdxComponents]) ctx.diagnostics.add(message);
      fail(ctx, text, `src/theme/MDXComponents did not bundle, so its components are unknown on ${ctx.displayPath}`, {}, 'fix the errors listed above');
    }
    for (const unknown of known ? [] : (file.data.mdxUnknown ?? [])) fail(ctx, text, `unknown component <${unknown.name}>`, unknown, `import it, or register it in src/theme/MDXComponents.js; known: ${knownNames(names)}`);
    const modules = (file.data.mdxImports ?? []).map((imp) => resolve(imp, ctx, text, stack));
    const toc = (file.data.toc ?? []).map((h) => ({ value: h.text, id: h.id, level: h.depth }));
    const stubs = Object.fromEntries((file.data.mdxUnknown ?? []).map((u) => [u.name, Missing]));
    try {
      const exports = withinTime(() => runSync(code, { ...jsxRuntime, baseUrl: pathToFileURL(path.join(ctx.absDir, path.basename(ctx.relPath))), portalImport: (i: number) => modules[i], portalToc: toc, portalRequire: pageRequire(ctx, text, stack) } as never)) as ModuleExports;
      const Content = exports.default as ComponentType<{ components?: Record<string, unknown> }>;
      const WithComponents = (props: { components?: Record<string, unknown> }) => React.createElement(Content, { ...props, components: { ...globalComponents(), ...stubs, ...props.components } });
      return { exports: { ...exports, default: WithComponents }, toc, uses: file.data.mdxUses ?? {} };
    } catch (error) {
      fail(ctx, text, `the page's code threw: ${(error as Error).message}`, {}, 'check the `export` statements and `{expressions}` of the page');
      return undefined;
    }
  };

  return (source, input): CompiledMarkdown => {
    // The same limits as Markdown: a page nested too deep is an error naming it, on any thread's stack.
    checkMarkdownLimits(source, input.displayPath);
    // `:::caution Title` (Docusaurus's older syntax) reads as `:::caution[Title]`, as in Markdown pages.
    const markdown = mdxText(source);
    const ctx: Ctx = { ...input, links: [], apiMentions: [] };
    // By the page's route: another docs instance or version has guides of the same relative path.
    const route = input.routeOfFile(input.relPath);
    const category = route === undefined ? undefined : options.categoryOf(route);
    if (route !== undefined) input.dependency?.(`cards:${route}`);
    const page = evaluate(markdown, ctx, []);
    mdxComponentsFailure(ctx, markdown);
    const headings = (page?.toc ?? []).map((h) => ({ depth: h.level, id: h.id, text: h.value }));
    if (!page) return { html: '', headings, links: ctx.links, apiMentions: ctx.apiMentions };
    try {
      const Content = page.exports.default as ComponentType;
      // The site's components run here: an endless loop in one fails this page instead of hanging the build.
      const html = withinTime(() => renderToString(React.createElement(MdxPage.Provider, { value: { config: options.config, highlighter: options.highlighter, toc: page.toc, category, pathname: route ?? '/' } }, React.createElement(Content))));
      return { html, headings, links: ctx.links, apiMentions: ctx.apiMentions };
    } catch (error) {
      if (error instanceof TimeLimitExceeded) {
        fail(ctx, markdown, `rendering ${input.displayPath} stopped: ${error.message}`, {}, `a component of the page loops forever or renders far too much; it uses ${Object.keys(page.uses).map((n) => `<${n}>`).join(', ') || 'no component by name'}`);
        return { html: '', headings, links: ctx.links, apiMentions: ctx.apiMentions };
      }
      const component = error instanceof ComponentError ? error.component : undefined;
      const where = component ? (page.uses[component] ?? {}) : {};
      const cause = error instanceof ComponentError ? error.cause : error;
      if (cause instanceof IslandPropError) {
        fail(ctx, markdown, `component <${component ?? cause.component}> runs in the browser ('use client'): its ${cause.message}`, where, "its props reach the browser as JSON: give it strings, numbers, booleans, arrays and plain objects (MDX children and elements are kept as static HTML); or drop 'use client' to render it on the server only");
        return { html: '', headings, links: ctx.links, apiMentions: ctx.apiMentions };
      }
      fail(ctx, markdown, `${component ? `component <${component}>` : 'a component'} threw while rendering ${input.displayPath}: ${(cause as Error)?.message ?? String(cause)}`, where, component ? `page ${input.displayPath}, component <${component}>: fix the component or the props the page gives it` : 'run with DEBUG=1 for the stack');
      return { html: '', headings, links: ctx.links, apiMentions: ctx.apiMentions };
    }
  };
}
