import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { sizeRefusal } from '../../safety/read-input.ts';
import { insideSite, siteThemeSpecifier } from './site-imports.ts';
import { isThemeModule } from './theme/registry.ts';
import { svgComponentModule } from './svg-component.ts';
import { CORE_PACKAGES } from './core-packages.ts';
import { loadSass } from './sass-css.ts';

const CSS_MODULE = /\.module\.(css|s[ac]ss)$/;
const SASS = /\.s[ac]ss$/;
const CSS_NAMESPACE = 'portal-css-module';
/** An SVG file imported by a script: a React component, as Docusaurus's SVGR loader gives it (svg-component.ts). */
const SVG_NAMESPACE = 'portal-svg-component';
/** The prefix of a server bundle's import of a client module (`portal-island:src/components/Counter.jsx`). */
export const CLIENT_REFERENCE = 'portal-island:';

/** Why a component file is not bundled (larger than a guide may be), or undefined: the size check of read-input.ts. */
export function componentRefusal(file: string): string | undefined {
  const refusal = sizeRefusal(file, 'text');
  return refusal ? `${path.basename(file)} is ${refusal}` : undefined;
}

/** A site file's path from the site's folder, with `/` separators. */
export function siteRelative(file: string, rootDir: string): string {
  return path.relative(rootDir, file).split(path.sep).join('/');
}

/**
 * A CSS module's name for esbuild: its path with a hash of it, so its class names
 * (`styles_3f9a1c_button`) are the same in every bundle that imports it, whatever else that bundle
 * holds (esbuild numbers clashing names by the order it met them: the server's bundle of every
 * component and the browser's of a few would disagree).
 */
function cssModuleName(file: string, rootDir: string): string {
  const rel = siteRelative(file, rootDir);
  const hash = createHash('sha1').update(rel).digest('hex').slice(0, 6);
  return rel.replace(CSS_MODULE, `_${hash}.module.css`);
}

/**
 * A CSS module built alone: its class names as an ES module (`export default { button:
 * "styles_3f9a1c_button" }`) and its CSS. Alone, so no other copy of it in the same bundle renames
 * its classes (esbuild numbers a second copy's names: `styles_3f9a1c_button2`).
 */
async function buildCssModule(file: string, rootDir: string, roots: readonly string[]): Promise<{ js: string; css: string }> {
  const result = await build({
    stdin: { contents: `import names from ${JSON.stringify(file)};\nexport default names;\n`, resolveDir: rootDir, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    outdir: path.join(rootDir, '.portal-css-names'),
    logLevel: 'silent',
    plugins: [siteResolver({ rootDir, roots, cssModules: 'raw' })],
  });
  return {
    js: result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? 'export default {};',
    css: result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '',
  };
}

const CORE_NAMESPACE = 'portal-core-package';
const STYLESHEET = /\.(css|s[ac]ss)$/i;

/** Where Node finds a package's stylesheet from `dir` (the package's `exports` may not list it, so `require.resolve` is the fallback of esbuild's own resolution). */
function packageStylesheet(spec: string, dir: string): string | undefined {
  try {
    return createRequire(path.join(dir, 'noop.js')).resolve(spec);
  } catch {
    return undefined;
  }
}

export interface SiteResolverOptions {
  rootDir: string;
  /**
   * How a CSS module is loaded: as the module of its class names, built alone (`names`), with its CSS
   * given to `onCss` too (`css`, the server bundle); `raw` is esbuild's own loading, for that build.
   */
  cssModules?: 'css' | 'names' | 'raw';
  /** Receives each CSS module's CSS (with `cssModules: 'css'`). */
  onCss?: (css: string) => void;
  /** The folders imports may reach (`siteRoots`; default: `rootDir`). */
  roots?: readonly string[];
  /** When set, an import of a client module from another module becomes an external `portal-island:` reference (the server bundle). */
  isClientModule?: (file: string) => Promise<boolean>;
}

/**
 * Keeps every import inside the site's folder: `@site/` is the folder, and nothing resolves
 * outside it or to a file over the size limit. Names CSS modules the same in every bundle, and
 * with `isClientModule` turns imports of client modules into references the server renders as islands.
 */
export function siteResolver(options: SiteResolverOptions): Plugin {
  const { rootDir } = options;
  const roots = options.roots ?? [rootDir];
  return {
    name: 'portal-site-resolver',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'inner' || args.kind === 'entry-point') return undefined;
        // `@theme/X` that portal does not provide is the site's own src/theme/X, as Docusaurus resolves it.
        const siteTheme = args.path.startsWith('@theme/') && !isThemeModule(args.path) ? siteThemeSpecifier(args.path, rootDir) : undefined;
        if (siteTheme) return b.resolve(`./${siteTheme.slice('@site/'.length)}`, { kind: args.kind, resolveDir: rootDir, importer: args.importer });
        // `@site/x` is `./x` from the site's folder.
        const site = args.path.startsWith('@site/');
        const spec = site ? `./${args.path.slice('@site/'.length)}` : args.path;
        const resolveDir = site ? rootDir : args.resolveDir;
        if (spec.startsWith('.') && !insideSite(path.resolve(resolveDir, spec), roots))
          return { errors: [{ text: `"${args.path}" leaves the site's folder` }] };
        let result = await b.resolve(spec, { kind: args.kind, resolveDir, importer: args.importer, pluginData: 'inner' });
        // A package's stylesheet (`import 'react-toggle/style.css'`) joins the site's CSS like a local one: left external, Node would run it as a script.
        if (result.external && STYLESHEET.test(spec) && !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(spec)) {
          const found = packageStylesheet(spec, resolveDir);
          if (!found) return { errors: [{ text: `stylesheet "${args.path}" is not installed (npm install)` }] };
          result = { ...result, path: found, external: false };
        }
        // A package Docusaurus finds in its own node_modules (clsx) when the site did not install it (core-packages.ts).
        if (result.errors.length && CORE_PACKAGES[spec] !== undefined) return { path: spec, namespace: CORE_NAMESPACE };
        if (result.errors.length || result.external || !result.path) return result.errors.length ? { errors: result.errors } : undefined;
        if (!insideSite(result.path, roots))
          return {
            errors: [{ text: `"${args.path}" resolves outside the site's folder; a component may import only files of the site and its node_modules` }],
          };
        const large = componentRefusal(result.path);
        if (large) return { errors: [{ text: large }] };
        if (CSS_MODULE.test(result.path)) return { path: cssModuleName(result.path, rootDir), namespace: CSS_NAMESPACE, pluginData: result.path };
        // A stylesheet's `url(…)` of an SVG stays a file; a script's import is its component.
        if (/\.svg$/i.test(result.path) && (args.kind === 'import-statement' || args.kind === 'require-call' || args.kind === 'dynamic-import'))
          return { path: result.path, namespace: SVG_NAMESPACE };
        if (options.isClientModule && !result.path.includes(`${path.sep}node_modules${path.sep}`) && (await options.isClientModule(result.path)))
          return { path: CLIENT_REFERENCE + siteRelative(result.path, rootDir), external: true };
        return { path: result.path, sideEffects: result.sideEffects };
      });
      b.onLoad({ filter: /.*/, namespace: CORE_NAMESPACE }, (args) => ({ contents: CORE_PACKAGES[args.path]!, loader: 'js' }));
      // A component's plain Sass import (a stylesheet's own Sass is compiled by site-stylesheets.ts first).
      b.onLoad({ filter: SASS, namespace: 'file' }, (args) => loadSass(args.path, rootDir, 'css'));
      b.onLoad({ filter: /.*/, namespace: SVG_NAMESPACE }, (args) => ({
        contents: svgComponentModule(readFileSync(args.path, 'utf8'), args.path),
        loader: 'js',
        resolveDir: path.dirname(args.path),
        watchFiles: [args.path],
      }));
      b.onLoad({ filter: /.*/, namespace: CSS_NAMESPACE }, async (args) => {
        const file = args.pluginData as string;
        if (options.cssModules === 'raw')
          return SASS.test(file)
            ? loadSass(file, rootDir, 'local-css')
            : { contents: readFileSync(file, 'utf8'), loader: 'local-css', resolveDir: path.dirname(file), watchFiles: [file] };
        const built = await buildCssModule(file, rootDir, roots);
        if (options.cssModules === 'css') options.onCss?.(built.css);
        return { contents: built.js, loader: 'js', resolveDir: path.dirname(file) };
      });
    },
  };
}
