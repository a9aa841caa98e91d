import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Message, type Metafile, type Plugin } from 'esbuild';
import { SITE_ISLAND_PREFIX, SITE_MODULES_PATH, SITE_RUNTIME_KEY } from '@portal/client/site-runtime/protocol.ts';
import type { PortalConfig } from '../config/schema.ts';
import { codeFrame, type Diagnostic } from '../diagnostics.ts';
import type { SiteIslandChunk } from '../markdown/mdx/site-modules.ts';
import { siteResolver } from '../markdown/mdx/site-resolver.ts';
import { BROWSER_BUNDLE } from './bundle-client.ts';

/** The site's client modules bundled for the browser: one chunk per module, served under `/assets/js/site/`. */
export interface SiteIslandBundle {
  /** Output-relative path → content. */
  files: Map<string, Uint8Array>;
  /** Per client module (source path): its island name and chunk. */
  islands: Record<string, SiteIslandChunk>;
  /** Per island name: its chunk and the chunks it imports, for `modulepreload` on the pages that have it. */
  preload: Record<string, string[]>;
  /** The bundle's errors, by the client module they belong to. */
  failed: Record<string, Diagnostic[]>;
}

/** What the page's React provides (client/src/islands/site-island.tsx): read from there, never bundled again. */
const SHARED = new Set(['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client']);
const require = createRequire(import.meta.url);
const DOCUSAURUS_SHIMS = require.resolve('@portal/client/site-runtime/docusaurus.tsx');
/** The Docusaurus modules a browser component may import, by the export of docusaurus.tsx that stands for each. */
const DOCUSAURUS: Record<string, string> = {
  '@docusaurus/BrowserOnly': 'export { BrowserOnly as default } from SHIMS;',
  '@docusaurus/useIsBrowser': 'export { useIsBrowser as default } from SHIMS;',
  '@docusaurus/Link': 'export { Link as default } from SHIMS;',
  '@docusaurus/useBaseUrl': 'export { useBaseUrl as default, useBaseUrlUtils } from SHIMS;',
  '@docusaurus/useDocusaurusContext': 'export { useDocusaurusContext as default } from SHIMS;',
  '@docusaurus/theme-common': 'export { useColorMode } from SHIMS;',
  '@docusaurus/ExecutionEnvironment': 'export { ExecutionEnvironment as default } from SHIMS;',
  '@docusaurus/router': 'export { useLocation, useHistory } from SHIMS;',
  '@docusaurus/Head': 'export { Head as default } from SHIMS;',
  '@docusaurus/Translate': 'export { Translate as default, translate } from SHIMS;',
  '@docusaurus/Interpolate': 'export { Interpolate as default, interpolate } from SHIMS;',
};

/** React from the page, Docusaurus's modules from portal's browser versions; what the browser cannot have is an error naming it. */
function browserRuntime(): Plugin {
  return {
    name: 'portal-site-runtime',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point' || args.pluginData === 'inner') return undefined;
        if (SHARED.has(args.path)) return { path: args.path, namespace: 'portal-react' };
        if (Object.hasOwn(DOCUSAURUS, args.path)) return { path: args.path, namespace: 'portal-docusaurus' };
        if (args.path === DOCUSAURUS_SHIMS) return { path: DOCUSAURUS_SHIMS };
        // The shims' own modules (docusaurus-text.tsx) sit beside them, outside the site.
        if (args.importer === DOCUSAURUS_SHIMS && args.path.startsWith('./')) return { path: path.resolve(path.dirname(DOCUSAURUS_SHIMS), args.path) };
        if (/^(@theme|@theme-original|@docusaurus)\/|^react-dom\/server|^react\//.test(args.path)) {
          return {
            errors: [
              {
                text: `"${args.path}" is not available to a component that runs in the browser ('use client'); portal gives it react, react-dom and ${Object.keys(DOCUSAURUS).join(', ')}`,
              },
            ],
          };
        }
        return undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'portal-react' }, (args) => ({
        contents: `module.exports = globalThis[Symbol.for(${JSON.stringify(SITE_RUNTIME_KEY)})][${JSON.stringify(args.path)}];`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'portal-docusaurus' }, (args) => ({
        contents: DOCUSAURUS[args.path]!.replace('SHIMS', JSON.stringify(DOCUSAURUS_SHIMS)),
        loader: 'js',
        resolveDir: path.dirname(DOCUSAURUS_SHIMS),
      }));
    },
  };
}

/** An output's static imports, transitively (metafile keys). */
function staticImports(outputs: Metafile['outputs'], key: string, seen = new Set<string>()): Set<string> {
  for (const item of outputs[key]?.imports ?? []) {
    if (item.kind !== 'import-statement' || seen.has(item.path)) continue;
    seen.add(item.path);
    staticImports(outputs, item.path, seen);
  }
  return seen;
}

/** An esbuild message as a diagnostic with file:line:col and a code frame. */
function diagnostic(message: Message, rootDir: string): Diagnostic {
  const where = message.location;
  return {
    severity: 'error',
    message: `site component (browser bundle): ${message.text}`,
    file: where ? path.relative(process.cwd(), path.resolve(rootDir, where.file)) : '',
    line: where?.line,
    column: where ? where.column + 1 : undefined,
    frame: where?.lineText ? codeFrame(where.lineText, 1, where.column + 1, 0) : undefined,
    hint: "a 'use client' component runs in the browser: it may import the site's files, its packages, react and the Docusaurus modules listed",
  };
}

/**
 * Bundles the site's client modules (components whose module starts with `'use client'`) for the
 * browser with esbuild: one lazily loaded, content-hashed chunk per module, shared code split out,
 * imports confined to the site's folder as in the server's bundle (site-resolver.ts), React taken
 * from the page's client bundle, CSS left to the site's stylesheet (CSS modules give their names).
 */
export async function bundleSiteIslands(options: { rootDir: string; clientModules: readonly string[]; config: PortalConfig }): Promise<SiteIslandBundle> {
  const { rootDir } = options;
  const empty: SiteIslandBundle = { files: new Map(), islands: {}, preload: {}, failed: {} };
  if (!options.clientModules.length) return empty;
  const site = {
    title: options.config.title,
    tagline: options.config.tagline,
    url: options.config.url,
    ...(options.config.baseUrl === '/' ? {} : { baseUrl: options.config.baseUrl }),
    defaultMode: options.config.colorMode.defaultMode,
  };
  const result = await build({
    ...BROWSER_BUNDLE,
    entryPoints: [...options.clientModules].sort(),
    absWorkingDir: rootDir,
    outdir: SITE_MODULES_PATH,
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    splitting: true,
    format: 'esm',
    metafile: true,
    jsx: 'automatic',
    preserveSymlinks: true,
    define: { 'process.env.NODE_ENV': '"production"', __PORTAL_SITE__: JSON.stringify(site) },
    loader: {
      '.js': 'jsx',
      '.css': 'empty',
      '.png': 'dataurl',
      '.jpg': 'dataurl',
      '.jpeg': 'dataurl',
      '.gif': 'dataurl',
      '.svg': 'dataurl',
      '.webp': 'dataurl',
    },
    plugins: [browserRuntime(), siteResolver({ rootDir, cssModules: 'names' })],
  }).catch((error: { errors?: Message[] }) => ({ failed: error.errors ?? [] }));
  if ('failed' in result) {
    // One message per module would need a build per module; each module is named with them all.
    const messages = result.failed.map((m) => diagnostic(m, rootDir));
    return { ...empty, failed: Object.fromEntries(options.clientModules.map((file) => [file, messages])) };
  }
  const files = new Map<string, Uint8Array>();
  for (const file of result.outputFiles) files.set(file.path.replace(/^\//, ''), file.contents);
  const outputs = result.metafile.outputs;
  const toUrl = (key: string) => path.posix.resolve(rootDir.split(path.sep).join('/'), key);
  const islands: Record<string, SiteIslandChunk> = {};
  const preload: Record<string, string[]> = {};
  for (const [key, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    const url = toUrl(key);
    // Named by its source's place, which an edit of the component does not change.
    const name = `${SITE_ISLAND_PREFIX}${createHash('sha1').update(output.entryPoint).digest('hex').slice(0, 8)}`;
    islands[path.resolve(rootDir, output.entryPoint)] = { name, url };
    preload[name] = [url, ...[...staticImports(outputs, key)].map(toUrl)];
  }
  return { files, islands, preload, failed: {} };
}
