import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createProcessor, runSync } from '@mdx-js/mdx';
import type { ComponentType } from 'react';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import rehypeSlug from 'rehype-slug';
import { VFile } from 'vfile';
import { codeFrame } from '../../diagnostics.ts';
import { RUN_LIMIT_MS, TimeLimitExceeded, withinTime } from '../../safety/time-limit.ts';
import { pageHighlightBudget } from '../highlighter.ts';
import type { CompiledMarkdown, MarkdownCompiler } from '../compile-markdown.ts';
import { reportFileMessages } from '../file-messages.ts';
import { remarkHeadingIds } from '../heading-ids.ts';
import { checkMarkdownLimits, remarkDepthLimit } from '../markdown-limits.ts';
import { rehypeHeadingLinks } from '../rehype-heading-links.ts';
import { rehypeShiki } from '../rehype-shiki.ts';
import { rehypeTableRegions } from '../rehype-table-regions.ts';
import { rehypeTaskListLabels } from '../rehype-task-list-labels.ts';
import { remarkAdmonitions, remarkContainerDirectives } from '../remark-admonitions.ts';
import { remarkApiMentions } from '../remark-api-mentions.ts';
import { detectGfmFeatures, processorsByGfmFeatures, remarkGfmFeatures } from '../remark-gfm-features.ts';
import { remarkLinks } from '../remark-links.ts';
import { remarkUnknownDirectives } from '../remark-unknown-directives.ts';
import { NO_SITE_PLUGINS } from '../site-plugins.ts';
import { type BrowserNeed, createBrowserProbe } from './browser-needs.ts';
import { ComponentError, missingExportHint, ON_RENDER } from './component-errors.ts';
import { createImportResolver, Missing } from './mdx-imports.ts';
import { mdxText } from './mdx-text.ts';
import type { MdxCompilerOptions, MdxContext as Ctx, ReportFailure } from './mdx-types.ts';
import { createPageModules } from './page-modules.ts';
import { rehypeRawForMdx } from './rehype-raw-for-mdx.ts';
import { remarkMdxComponents } from './remark-mdx-components.ts';
import { remarkMdxJsxLinks } from './remark-mdx-jsx-links.ts';
import { remarkMdxHead } from './remark-mdx-head.ts';
import { remarkMdxHtmlComments } from './remark-mdx-html-comments.ts';
import { remarkMdxImports } from './remark-mdx-imports.ts';
import { IslandPropError } from './theme/island-props.ts';
import { MdxPage, type PageHead, type TocItem } from './theme/page-context.tsx';
import type { CompileContext, LinkRef, MdxSyntax } from '../context.ts';
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { isExternal } from '../../url.ts';
import { knownNames, themeModules, type ModuleExports } from './theme/registry.ts';

export type { MdxCompilerOptions } from './mdx-types.ts';

/**
 * The page's written links and, after them, each URL a `<Link>` rendered that no written link of the
 * page accounts for (a site component's `<Link>`), at the page's first `<Link>`.
 */
function withRenderedLinks(written: LinkRef[], rendered: readonly string[], at: { line?: number; column?: number } = {}): LinkRef[] {
  const left = new Map<string, number>();
  for (const link of written) left.set(link.raw, (left.get(link.raw) ?? 0) + 1);
  const extra: LinkRef[] = [];
  for (const href of rendered) {
    const count = left.get(href) ?? 0;
    if (count > 0) left.set(href, count - 1);
    else if (!isExternal(href)) extra.push({ raw: href, resolved: href, kind: 'link', ...at });
  }
  return extra.length ? [...written, ...extra] : written;
}

/**
 * A table a site component renders scrolls inside itself when it is wider than the column (markdown.css,
 * as Infima's tables do): focusable, so it can be scrolled by keyboard. The Markdown's own tables are in a
 * focusable `.table-wrapper` already.
 */
function focusableTables(html: string): string {
  if (!html.includes('<table')) return html;
  return html.replace(/(<div class="table-wrapper"[^>]*>)?<table(?=[\s>])([^>]*)>/g, (whole, wrapper: string | undefined, attrs: string) =>
    wrapper || /\stabindex=/i.test(attrs) ? whole : `<table tabindex="0"${attrs}>`,
  );
}

declare module 'vfile' {
  interface DataMap {
    /** Told the page's tree as parsed (CompileContext `mdxParsed`). */
    mdxParsed: NonNullable<CompileContext['mdxParsed']>;
  }
}

/**
 * Tells `file.data.mdxParsed` the tree as parsed, before the first plugin runs (@mdx-js/mdx's own
 * unravelling included): the parser is wrapped, as the processor's plugins are attached after remark-parse's.
 */
const remarkTellParsed: Plugin<[], Root> = function () {
  const parse = this.parser!;
  this.parser = (document, file) => {
    const tree = parse(document, file) as Root;
    file.data.mdxParsed?.(String(document), tree, this.data() as MdxSyntax);
    return tree;
  };
};

/**
 * Compiles MDX pages (and `.md` pages read as MDX) with @mdx-js/mdx and portal's own remark and
 * rehype plugins, runs the result on the server with React's JSX runtime, and renders it to HTML
 * with the theme components, the site's components and its partials. The result is HTML like a
 * Markdown page's, so it is kept and checked the same way.
 */
export function createMdxCompiler(options: MdxCompilerOptions): MarkdownCompiler {
  const memo = new WeakMap<object, unknown>();
  const partials = new Map<string, { code: string; data: VFile['data']; links: LinkRef[] }>();
  // Site components rendered on the server only are watched for what needs the browser (a warning, once per component).
  const probe = createBrowserProbe();
  memo.set(ON_RENDER, probe.enter);
  const needsBrowser = browserNeedsReporter();
  const pageModules = createPageModules({ modules: options.modules, rootDir: options.rootDir, memo, probe });
  const { globalComponents } = pageModules;
  const fail: ReportFailure = (ctx, text, message, where, hint) =>
    ctx.diagnostics.add({
      severity: 'error',
      message,
      file: ctx.displayPath,
      ...where,
      hint,
      frame: where.line ? codeFrame(text, where.line, where.column) : undefined,
    });

  /** The site's MDXComponents did not load: an error of each MDX page, naming that file rather than the page's syntax. */
  const mdxComponentsFailure = (ctx: Ctx, text: string): void => {
    const mdxComponentsError = pageModules.componentsError();
    if (mdxComponentsError === undefined) return;
    const file = path.relative(process.cwd(), options.modules.mdxComponents!);
    fail(
      ctx,
      text,
      `the site's ${file}, which gives every MDX page its components, failed to load: ${mdxComponentsError}`,
      {},
      `fix ${file} or the modules it imports`,
    );
  };
  // One processor per set of GFM constructs a page can use, as for Markdown (the footnote and
  // autolink extensions alone double micromark's time).
  const site = options.plugins ?? NO_SITE_PLUGINS;
  const processorFor = processorsByGfmFeatures((gfm) =>
    createProcessor({
      outputFormat: 'function-body',
      remarkPlugins: [
        remarkTellParsed,
        remarkMdxHtmlComments,
        remarkMdxHead,
        remarkDepthLimit,
        ...site.beforeDefaultRemark,
        remarkHeadingIds,
        [remarkGfmFeatures, gfm],
        remarkContainerDirectives,
        remarkAdmonitions,
        remarkUnknownDirectives,
        remarkLinks,
        remarkMdxJsxLinks,
        remarkApiMentions,
        ...site.remark,
        remarkMdxImports,
        [remarkMdxComponents, { globals: () => new Set(Object.keys(globalComponents())) }],
      ],
      rehypePlugins: [
        ...site.rehype,
        rehypeSlug,
        rehypeHeadingLinks,
        [rehypeShiki, { highlighter: options.highlighter }],
        ...(gfm.table ? [rehypeTableRegions] : []),
        ...(gfm.taskList ? [rehypeTaskListLabels] : []),
        rehypeRawForMdx,
      ],
    }),
  );

  const { resolve, pageRequire } = createImportResolver({
    options,
    memo,
    modules: pageModules,
    fail,
    evaluatePartial: (text, ctx, stack) => evaluate(mdxText(text), ctx, stack)?.exports,
  });

  /** Compiles and runs one MDX file: its exports (`default` is the content) and headings. */
  const evaluate = (
    text: string,
    ctx: Ctx,
    stack: string[],
  ): { exports: ModuleExports; toc: TocItem[]; uses: Record<string, { line?: number; column?: number }>; names: Map<unknown, string> } | undefined => {
    const file = new VFile({ value: text, path: ctx.displayPath });
    file.data.portal = ctx;
    // The page's own tree, not a partial's, makes its twin.
    if (!stack.length && ctx.mdxParsed) file.data.mdxParsed = ctx.mdxParsed;
    file.data.apiMentions = ctx.apiMentions;
    let code: string;
    // A partial imported by many pages is compiled once per build (its messages are given once); each
    // page that imports it gets its links, written where the partial is (each broken one is reported
    // once, at the partial's line, whichever pages and threads imported it first). Its path from the
    // importing page's docs folder is part of the key: its links resolve in that folder (a version's).
    const key = stack.length ? `${ctx.displayPath}\u0000${ctx.relPath}\u0000${text}` : undefined;
    const known = key === undefined ? undefined : partials.get(key);
    try {
      if (known) {
        code = known.code;
        file.data = { ...known.data, portal: ctx };
        ctx.links.push(...known.links);
      } else {
        const before = ctx.links.length;
        code = String(processorFor(detectGfmFeatures(text)).processSync(file));
        if (key !== undefined) {
          const links = ctx.links.splice(before).map((link) => (link.file ? link : { ...link, file: ctx.displayPath }));
          ctx.links.push(...links);
          partials.set(key, { code, data: file.data, links });
        }
        reportFileMessages(file, ctx.diagnostics, ctx.displayPath);
      }
    } catch (error) {
      // What the plugins found before the syntax error; the error itself is reported below.
      file.messages = file.messages.filter((message) => message !== error);
      reportFileMessages(file, ctx.diagnostics, ctx.displayPath);
      const e = error as {
        reason?: string;
        message: string;
        line?: number;
        column?: number;
        place?: { line?: number; column?: number; start?: { line: number; column: number } };
      };
      const place = e.place && 'start' in e.place ? e.place.start : e.place;
      fail(
        ctx,
        text,
        `MDX syntax error: ${e.reason ?? e.message}`,
        { line: place?.line ?? e.line, column: place?.column ?? e.column },
        'JSX must be well formed, `{` starts an expression (write `\\{` for a literal brace), `<` a tag (write `&lt;`); a comment is `{/* … */}`',
      );
      return undefined;
    }
    const names = Object.keys(globalComponents());
    const mdxComponents = options.modules.mdxComponents;
    if (mdxComponents && options.modules.failed?.[mdxComponents] && !stack.length) {
      for (const message of options.modules.failed[mdxComponents]) ctx.diagnostics.add(message);
      fail(ctx, text, `src/theme/MDXComponents did not bundle, so its components are unknown on ${ctx.displayPath}`, {}, 'fix the errors listed above');
    }
    for (const unknown of known ? [] : (file.data.mdxUnknown ?? []))
      fail(ctx, text, `unknown component <${unknown.name}>`, unknown, `import it, or register it in src/theme/MDXComponents.js; known: ${knownNames(names)}`);
    const modules = (file.data.mdxImports ?? []).map((imp) => resolve(imp, ctx, text, stack));
    const toc = (file.data.toc ?? []).map((h) => ({ value: h.text, id: h.id, level: h.depth }));
    const stubs = Object.fromEntries((file.data.mdxUnknown ?? []).map((u) => [u.name, Missing]));
    try {
      const exports = withinTime(() =>
        runSync(code, {
          ...probe.pageRuntime,
          baseUrl: pathToFileURL(path.join(ctx.absDir, path.basename(ctx.relPath))),
          portalImport: (i: number) => modules[i],
          portalToc: toc,
          portalRequire: pageRequire(ctx, text, stack),
        } as never),
      ) as ModuleExports;
      const Content = exports.default as ComponentType<{ components?: Record<string, unknown> }>;
      const WithComponents = (props: { components?: Record<string, unknown> }) =>
        React.createElement(Content, { ...props, components: { ...globalComponents(), ...stubs, ...props.components } });
      // The page's name for each component it renders (imported or every page's), to point at its first use.
      const names = new Map<unknown, string>();
      (file.data.mdxImports ?? []).forEach((imp, i) => {
        for (const { imported, local } of imp.locals) if (modules[i]?.[imported] !== undefined) names.set(modules[i]![imported], local);
      });
      for (const [name, component] of Object.entries(globalComponents())) if (!names.has(component)) names.set(component, name);
      return { exports: { ...exports, default: WithComponents }, toc, uses: file.data.mdxUses ?? {}, names };
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
      // The page's <CodeBlock>s share one highlighting time, as a Markdown page's blocks do.
      const codeTime = pageHighlightBudget();
      const overBudget = (why: string) =>
        ctx.diagnostics.add({
          severity: 'warning',
          message: `a <CodeBlock> is shown as plain text: ${why}`,
          file: ctx.displayPath,
          ...(page.uses.CodeBlock ?? {}),
          hint: 'split the block, or give it language="text"',
        });
      const rendered: string[] = [];
      const linked = (href: string) => rendered.push(href);
      let head: PageHead | undefined;
      // The site's components run here: an endless loop in one fails this page instead of hanging the
      // build. A page that writes <CodeBlock>s has their highlighting time on top of the components'.
      const { result: html, needs } = withinTime(
        () =>
          probe.during(() =>
            renderToString(
              React.createElement(
                MdxPage.Provider,
                {
                  value: {
                    config: options.config,
                    highlighter: options.highlighter,
                    toc: page.toc,
                    category,
                    pathname: route ?? '/',
                    codeTime,
                    overBudget,
                    linked,
                    head: (given: PageHead) => {
                      head = { ...head, ...given };
                    },
                  },
                },
                React.createElement(Content),
              ),
            ),
          ),
        RUN_LIMIT_MS + (page.uses.CodeBlock ? codeTime.totalMs : 0),
      );
      needsBrowser(ctx, needs, page);
      return {
        html: focusableTables(html),
        headings,
        links: withRenderedLinks(ctx.links, rendered, page.uses.Link),
        apiMentions: ctx.apiMentions,
        writtenLinksOnly: true,
        ...(head ? { head } : {}),
      };
    } catch (error) {
      if (error instanceof TimeLimitExceeded) {
        fail(
          ctx,
          markdown,
          `rendering ${input.displayPath} stopped: ${error.message}`,
          {},
          `a component of the page loops forever or renders far too much; it uses ${
            Object.keys(page.uses)
              .map((n) => `<${n}>`)
              .join(', ') || 'no component by name'
          }`,
        );
        return { html: '', headings, links: ctx.links, apiMentions: ctx.apiMentions };
      }
      const component = error instanceof ComponentError ? error.component : undefined;
      const where = component ? (page.uses[component] ?? {}) : {};
      const cause = error instanceof ComponentError ? error.cause : error;
      if (cause instanceof IslandPropError) {
        fail(
          ctx,
          markdown,
          `component <${component ?? cause.component}> runs in the browser ('use client'): its ${cause.message}`,
          where,
          "its props reach the browser as JSON: give it strings, numbers, booleans, arrays and plain objects (MDX children and elements are kept as static HTML); or drop 'use client' to render it on the server only",
        );
        return { html: '', headings, links: ctx.links, apiMentions: ctx.apiMentions };
      }
      fail(
        ctx,
        markdown,
        `${component ? `component <${component}>` : 'a component'} threw while rendering ${input.displayPath}: ${(cause as Error)?.message ?? String(cause)}`,
        where,
        missingExportHint(String((cause as Error)?.message ?? cause), themeModules) ??
          (component
            ? `page ${input.displayPath}, component <${component}>: fix the component or the props the page gives it`
            : 'run with DEBUG=1 for the stack'),
      );
      return { html: '', headings, links: ctx.links, apiMentions: ctx.apiMentions };
    }
  };
}

/**
 * Reports each site component that needs the browser but renders on the server only (no `'use client'`), once
 * per component for the whole site (`sitewide`), at the page line that first renders it. Its message is kept
 * from its first page, so every page gives the same one.
 */
function browserNeedsReporter(): (
  ctx: Ctx,
  needs: BrowserNeed[],
  page: { uses: Record<string, { line?: number; column?: number }>; names: Map<unknown, string> },
) => void {
  const said = new Map<string, { message: string; hint: string }>();
  return (ctx, needs, page) => {
    for (const need of needs) {
      const under = page.names.get(need.under);
      const name = need.component || under || 'a component';
      const where = (under && page.uses[under]) || page.uses[name] || {};
      const key = need.file ? `${need.file}\u0000${name}` : `${ctx.displayPath}\u0000page`;
      let text = said.get(key);
      if (!text) {
        // As the page's own path is shown (from where the build was started).
        const file = need.file ? path.join(path.dirname(ctx.displayPath), path.relative(ctx.absDir, need.file)) : '';
        text = need.file
          ? {
              message: `component <${name}> (${file}) needs the browser, but renders as static HTML only: it ${need.reasons.join(', ')}`,
              hint: `add 'use client'; as the first line of ${file} to hydrate its components in the browser, as in Docusaurus (their code then loads on the pages that use them; props must be JSON); else what the server rendered stays, and does nothing`,
            }
          : {
              message: `the page's own JSX needs the browser, but renders as static HTML only: it ${need.reasons.join(', ')}`,
              hint: "move that JSX into a component of src/ whose module starts with 'use client', and use the component here",
            };
        said.set(key, text);
      }
      const at = need.file ? where : (page.uses[page.names.get(need.under) ?? 'BrowserOnly'] ?? {});
      ctx.diagnostics.add({ severity: 'warning', file: ctx.displayPath, ...at, message: text.message, hint: text.hint, sitewide: true });
    }
  };
}
