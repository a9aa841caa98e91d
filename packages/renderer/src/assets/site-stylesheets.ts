import path from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import { confine, describeRefusal } from '../safety/confine.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { siteResolver } from '../markdown/mdx/site-resolver.ts';
import { withBase } from '../url.ts';

/** The site's own stylesheets as the build adds them after portal's theme: their CSS, and the files their `url()`s name. */
export interface SiteStylesheets {
  css: string;
  /** Output-relative path → bytes: fonts and images a stylesheet names by a relative `url()`, with hashed names. */
  files: Map<string, Uint8Array>;
  problems: Diagnostic[];
}

/**
 * Sass files (`.scss`, `.sass`), compiled with the Sass package (Dart Sass in JavaScript), as
 * docusaurus-plugin-sass does: `@use` and `@import` are looked for beside the file, then in the
 * site's node_modules.
 */
export function sassPlugin(rootDir: string): Plugin {
  return {
    name: 'portal-sass',
    setup(b) {
      b.onLoad({ filter: /\.s[ac]ss$/ }, async (args) => {
        try {
          // Loaded the first time a site has Sass (a few megabytes of JavaScript no other build needs).
          const { compile } = await import('sass');
          const result = compile(args.path, {
            loadPaths: [path.dirname(args.path), path.join(rootDir, 'node_modules')],
            style: 'expanded',
            logger: { warn: () => undefined, debug: () => undefined },
          });
          return {
            contents: result.css,
            loader: /\.module\.s[ac]ss$/.test(args.path) ? 'local-css' : 'css',
            resolveDir: path.dirname(args.path),
            watchFiles: result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => u.pathname),
          };
        } catch (error) {
          return { errors: [{ text: (error as Error).message.split('\n')[0] ?? String(error) }] };
        }
      });
    },
  };
}

/** A `url(/img/x.png)` names a file of `static/`, served from the site's root: kept, under the site's base path (`/docs/img/x.png`). */
function staticUrls(base: string): Plugin {
  return {
    name: 'portal-static-urls',
    setup(b) {
      b.onResolve({ filter: /^\// }, (args) =>
        args.kind === 'url-token' || args.kind === 'import-rule' ? { path: withBase(args.path, base), external: true } : undefined,
      );
    },
  };
}

function problem(message: Message, file: string): Diagnostic {
  const where = message.location;
  return {
    severity: 'error',
    message: `stylesheet: ${message.text}`,
    file: where ? path.relative(process.cwd(), path.resolve(where.file)) : file,
    line: where?.line,
    column: where ? where.column + 1 : undefined,
    hint: 'fix the stylesheet or the file it names (stylesheets stay inside the site folder)',
  };
}

/**
 * The config's `stylesheets` (Docusaurus's `theme.customCss`), in their order: CSS or Sass, with
 * their `@import`s, `url()`s of the site's files (copied with hashed names under
 * `assets/site/`) and `url(/…)` of `static/` kept, both under `base` (the config's `baseUrl`). Every file
 * read stays inside the site's folder.
 */
export async function bundleSiteStylesheets(options: { rootDir: string; stylesheets: readonly string[]; base?: string }): Promise<SiteStylesheets> {
  const base = options.base ?? '/';
  const problems: Diagnostic[] = [];
  const entries: string[] = [];
  for (const written of options.stylesheets) {
    const checked = confine({ roots: [options.rootDir], from: options.rootDir, target: written });
    if (!checked.ok) {
      problems.push({
        severity: 'error',
        message: `stylesheet "${written}" is refused: ${describeRefusal(checked.reason, "the site's folder")}`,
        file: 'portal.config.ts',
        hint: "list stylesheets of the site's folder, e.g. ./src/css/custom.css",
      });
      continue;
    }
    entries.push(checked.abs);
  }
  if (!entries.length) return { css: '', files: new Map(), problems };
  const outdir = path.join(options.rootDir, '.portal-stylesheets');
  const result = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    outdir,
    outbase: options.rootDir,
    // Paths in the CSS's comments are the site's own (src/css/custom.css), whichever folder portal runs in.
    absWorkingDir: options.rootDir,
    assetNames: 'assets/site/[name].[hash]',
    // The copied files are served under the site's base path, as every asset.
    publicPath: base,
    loader: {
      '.png': 'file',
      '.jpg': 'file',
      '.jpeg': 'file',
      '.gif': 'file',
      '.svg': 'file',
      '.webp': 'file',
      '.avif': 'file',
      '.woff': 'file',
      '.woff2': 'file',
      '.ttf': 'file',
      '.otf': 'file',
      '.eot': 'file',
    },
    logLevel: 'silent',
    plugins: [staticUrls(base), sassPlugin(options.rootDir), siteResolver({ rootDir: options.rootDir })],
  }).catch((error: { errors?: Message[] }) => ({ failed: error.errors ?? [] }));
  if ('failed' in result) return { css: '', files: new Map(), problems: [...problems, ...result.failed.map((m) => problem(m, 'portal.config.ts'))] };
  // Each entry's CSS in the config's order; the assets by their output path.
  const byEntry = new Map<string, string>();
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) {
    const rel = path.relative(outdir, file.path).split(path.sep).join('/');
    if (rel.startsWith('assets/')) files.set(rel, file.contents);
    else byEntry.set(rel.replace(/\.css$/, ''), file.text);
  }
  const css = entries
    .map(
      (entry) =>
        byEntry.get(
          path
            .relative(options.rootDir, entry)
            .split(path.sep)
            .join('/')
            .replace(/\.(s[ac]ss|css)$/, ''),
        ) ?? '',
    )
    .join('\n');
  return { css, files, problems };
}
