import path from 'node:path';
import * as React from 'react';
import { readInputText } from '../../safety/read-input.ts';
import { contentDirOf } from '../context.ts';
import { nameComponents } from './component-errors.ts';
import { GENERATED_API_DOC, generatedApiDocStandIn } from './generated-api-docs.ts';
import { asImported, packageDependency } from './load-site-module.ts';
import type { MdxCompilerOptions, MdxContext as Ctx, ReportFailure } from './mdx-types.ts';
import type { PageModules } from './page-modules.ts';
import { isJsonModule, requiredImage, requirePosition } from './page-require.ts';
import type { MdxImport } from './remark-mdx-imports.ts';
import {
  isFileModule,
  isImageModule,
  isMarkdownModule,
  isSiteSpecifier,
  rawLoaderTarget,
  refusedSpecifier,
  resolveSiteImport,
  siteThemeSpecifier,
} from './site-imports.ts';
import { svgComponent } from './svg-component.ts';
import { knownNames, themeModules, type ModuleExports } from './theme/registry.ts';

/** The name a page's dependency on the site's bundled components is recorded under. */
export const SITE_COMPONENTS = 'site-components';

/** What does not exist renders as nothing once its error is reported (the build fails on it). */
export const Missing = () => null;

/** A partial's text with its front matter blanked (lines kept, so positions stay true). */
function withoutFrontMatter(text: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(text);
  return match ? match[0].replace(/[^\n]/g, '') + text.slice(match[0].length) : text;
}

/** What resolving a page's imports needs from its compiler. */
export interface ImportResolverOptions {
  options: MdxCompilerOptions;
  memo: WeakMap<object, unknown>;
  modules: PageModules;
  fail: ReportFailure;
  /** Compiles and runs a partial (an imported `.md`/`.mdx`), with the chain of files that import it. */
  evaluatePartial: (text: string, ctx: Ctx, stack: string[]) => ModuleExports | undefined;
}

/**
 * Resolves what an MDX page imports (`import`, `require()`): theme modules, packages, the site's
 * files (components, partials, images, SVGs, JSON, raw text), each checked by the site's import rules;
 * what cannot be resolved is reported at its position and stands in as nothing.
 */
export function createImportResolver(resolver: ImportResolverOptions) {
  const { options, memo, fail } = resolver;
  const { importedModule, loadPackage } = resolver.modules;
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
      fail(
        ctx,
        text,
        `import "${imp.spec}" is refused: ${refused}`,
        where,
        "import the site's own files with @site/… or a relative path that stays inside the site's folder, and packages by name from its node_modules",
      );
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
      fail(
        ctx,
        text,
        `unknown import "${imp.spec}"`,
        where,
        `portal provides ${knownNames([])}; another @theme/X is the site's own src/theme/X; the site's own files are imported with @site/… or a relative path, and its packages come from its node_modules`,
      );
      return missing();
    }
    if (
      GENERATED_API_DOC.test(spec) &&
      !resolveSiteImport({ spec, fromFile: path.join(ctx.absDir, path.basename(ctx.relPath)), rootDir: options.rootDir, roots: options.modules.roots }).file
    ) {
      // docusaurus-plugin-openapi-docs would have generated it; portal's API reference shows what it held.
      ctx.diagnostics.add({
        severity: 'warning',
        message: `import "${imp.spec}" is a file docusaurus-plugin-openapi-docs generates (gen-api-docs), not in the site: a note pointing to the API reference stands in for it`,
        file: ctx.displayPath,
        line: imp.line,
        column: imp.column,
        hint: "portal's API reference replaces the generated pages: link to the operation or schema there, or remove the import",
      });
      const standIn = generatedApiDocStandIn(spec);
      return nameComponents({ default: standIn }, imp.locals, memo);
    }
    const file = importedFile(
      spec,
      imp,
      ctx,
      text,
      'no such file (tried .tsx, .ts, .jsx, .js, .mdx, .md and /index); `@site/` is the folder of portal.config.ts',
    );
    if (!file) return missing();
    if (/\.svg$/i.test(file)) {
      // As Docusaurus's SVGR loader: an imported SVG is a component that renders the file's <svg>.
      ctx.dependency?.(file);
      const read = importedText(file, `image "${imp.spec}"`, imp, ctx, text);
      const component = svgComponent(read ?? '', React.createElement as never);
      return nameComponents({ default: component, ReactComponent: component }, imp.locals, memo);
    }
    if (isImageModule(file) || isFileModule(file)) {
      const url = ctx.addAsset(file);
      return { default: url, src: url };
    }
    if (isMarkdownModule(file)) {
      if (stack.includes(file)) {
        fail(
          ctx,
          text,
          `partial "${imp.spec}" imports itself`,
          where,
          `the chain is ${[...stack, file].map((f) => path.relative(options.rootDir, f)).join(' → ')}`,
        );
        return missing();
      }
      ctx.dependency?.(file);
      const displayPath = path.relative(process.cwd(), file);
      const read = importedText(file, `partial "${imp.spec}"`, imp, ctx, text);
      if (read === undefined) return missing();
      const partial = withoutFrontMatter(read);
      // Its path from the importing page's docs folder (a version's, another docs instance's), where its
      // Markdown links resolve as the page's do; a partial outside that folder keeps its images inside
      // the site's folder.
      const docsDir = contentDirOf(ctx);
      const relPath = path.relative(docsDir, file).split(path.sep).join('/');
      const sub: Ctx = {
        ...ctx,
        relPath,
        docsDir,
        displayPath,
        absDir: path.dirname(file),
        ...(relPath.startsWith('../') ? { assetRoot: options.rootDir } : {}),
      };
      return nameComponents(resolver.evaluatePartial(partial, sub, [...stack, file]) ?? { default: Missing }, imp.locals, memo);
    }
    ctx.dependency?.(SITE_COMPONENTS);
    const failed = options.modules.failed?.[file];
    if (failed) {
      for (const message of failed) ctx.diagnostics.add(message);
      fail(
        ctx,
        text,
        `component "${imp.spec}" did not bundle`,
        where,
        `its errors are listed above${failed.some((d) => d.message.includes('Could not resolve')) ? '; install the packages it imports in the site folder (npm install)' : ''}`,
      );
      return missing();
    }
    try {
      const exports = importedModule(file);
      if (exports) return nameComponents(exports, imp.locals, memo);
      fail(
        ctx,
        text,
        `"${imp.spec}" is not a component portal bundled`,
        where,
        'site components live under src/ or the content folder, as .js, .jsx, .ts or .tsx',
      );
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
      fail(
        ctx,
        text,
        `import "${imp.spec}" is refused: raw-loader reads the site's own files`,
        { line: imp.line, column: imp.column },
        'name the file with @site/… or a path relative to the page',
      );
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
    if (!file)
      fail(
        ctx,
        text,
        outside ? `import "${imp.spec}" is refused: ${refused ?? "it leaves the site's folder"}` : `cannot resolve import "${imp.spec}"`,
        { line: imp.line, column: imp.column },
        outside ? `imports stay inside ${options.rootDir}` : notFound,
      );
    return file;
  };

  /** The text of an imported file (`what` names it in the error), or undefined after reporting why it cannot be read. */
  const importedText = (file: string, what: string, imp: MdxImport, ctx: Ctx, text: string): string | undefined => {
    try {
      return readInputText(file, { kind: 'text', display: path.relative(process.cwd(), file) });
    } catch (error) {
      fail(
        ctx,
        text,
        `${what} cannot be read: ${(error as Error).message}`,
        { line: imp.line, column: imp.column },
        (error as { hint?: string }).hint ?? 'check the file',
      );
      return undefined;
    }
  };

  /** The page's `require(spec)` (page-require.ts): JSON as data, an image as its URL, else the module as `import` gives it. */
  const pageRequire =
    (ctx: Ctx, text: string, stack: string[]) =>
    (spec: unknown): unknown => {
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

  return { resolve, pageRequire };
}
