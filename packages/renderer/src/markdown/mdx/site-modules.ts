import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildResult, type Message, type Metafile, type OutputFile } from 'esbuild';
import { codeFrame, Diagnostics, type Diagnostic } from '../../diagnostics.ts';
import { clientModuleCheck } from './client-modules.ts';
import { commonFolder, siteRoots } from './site-imports.ts';
import { siteResolver, componentRefusal } from './site-resolver.ts';
import { packageFingerprint } from './load-site-module.ts';
import type { MarkdownPluginsBundle } from '../site-plugins.ts';

/** The site's own components, bundled once per build for Node: code by source file, and their CSS. */
export interface SiteModules {
  /** Absolute source path → CommonJS code (React and theme modules left as `require`s). */
  codes: Record<string, string>;
  /** The CSS and CSS modules the components import, for the site's stylesheet. */
  css: string;
  /** Changes whenever any component or its CSS changes (compiled pages depend on it). */
  hash: string;
  /** `src/theme/MDXComponents.*`, when the site has one. */
  mdxComponents?: string;
  /** Components that did not bundle, with esbuild's messages: an error only for a page that imports one. */
  failed?: Record<string, Diagnostic[]>;
  /** Components whose module starts with `'use client'`: rendered on the server and hydrated in the browser. */
  clientModules?: string[];
  /** Each client module's browser chunk (bundle-site-islands.ts), by source path. */
  islands?: Record<string, SiteIslandChunk>;
  /** The folders pages and components may import from (`siteRoots`; the site's folder when not given). */
  roots?: string[];
  /** The config's `markdown.plugins`, bundled once for every render thread to load. */
  markdownPlugins?: MarkdownPluginsBundle;
}

/** A client module as the browser loads it: its island name (`data-island`) and its chunk's URL. */
export interface SiteIslandChunk {
  name: string;
  url: string;
}

const SOURCE = /\.(jsx?|tsx?)$/;

const SKIP_DIRS = new Set(['node_modules', 'build', 'dist']);
/** Provided by portal when a bundled component runs (see load-site-module.ts). */
export const PROVIDED = ['react', 'react/*', 'react-dom', 'react-dom/*', '@theme/*', '@theme-original/*', '@docusaurus/*'];

/** Is an import left outside the bundle a package of the site's node_modules (not one portal provides, nor a file or a client module's reference)? */
function isSitePackage(spec: string): boolean {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.includes(':')) return false;
  return !PROVIDED.some((pattern) => (pattern.endsWith('/*') ? spec.startsWith(pattern.slice(0, -1)) : spec === pattern));
}

/** Component sources under `dir`, sorted (test files and type declarations left out). */
function sourcesUnder(dir: string, found: Set<string>): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) sourcesUnder(abs, found);
    else if (SOURCE.test(entry.name) && !/\.d\.ts$|\.(test|spec)\.[jt]sx?$/.test(entry.name)) found.add(abs);
  }
}

/** An esbuild message as a build error with file:line:col and a code frame. */
function report(message: Message, rootDir: string, diagnostics: Diagnostics): void {
  const where = message.location;
  const file = where ? path.relative(process.cwd(), path.resolve(rootDir, where.file)) : '';
  diagnostics.add({
    severity: 'error',
    message: `site component: ${message.text}`,
    file,
    line: where?.line,
    column: where ? where.column + 1 : undefined,
    frame: where?.lineText ? codeFrame(where.lineText, 1, where.column + 1, 0) : undefined,
    hint: 'fix the component, or the import it names (imports must stay inside the site folder)',
  });
}

/** CSS chunks of esbuild's outputs, once each, in source order (each output repeats what its entry shares). */
function uniqueCss(outputs: string[]): string {
  const chunks = new Map<string, string>();
  for (const text of outputs)
    for (const chunk of text.split(/(?=^\/\* [^\n]*\.css \*\/$)/m)) if (chunk.trim()) chunks.set(chunk.split('\n', 1)[0]!, chunk.trim());
  return [...chunks.keys()]
    .sort()
    .map((k) => chunks.get(k))
    .join('\n');
}

/** One esbuild run over `entries`: its outputs, or the messages it failed with. */
async function bundle(
  site: { rootDir: string; roots: string[]; base: string },
  entries: string[],
  isClientModule: ((file: string) => Promise<boolean>) | undefined,
  onCss: (css: string) => void,
): Promise<BuildResult<{ write: false; metafile: true }> | { failed: Message[] }> {
  return build({
    entryPoints: entries,
    absWorkingDir: site.base,
    outbase: site.base,
    outdir: path.join(site.base, '.portal-components'),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    preserveSymlinks: true,
    // The site's packages are loaded from its node_modules when a component runs (bundling an icon
    // library into every component took minutes).
    packages: 'external',
    external: PROVIDED,
    loader: { '.js': 'jsx', '.png': 'dataurl', '.jpg': 'dataurl', '.jpeg': 'dataurl', '.gif': 'dataurl', '.svg': 'dataurl', '.webp': 'dataurl' },
    logLevel: 'silent',
    plugins: [siteResolver({ rootDir: site.rootDir, roots: site.roots, cssModules: 'css', isClientModule, onCss })],
  }).catch((error: { errors?: Message[] }) => ({ failed: error.errors ?? [] }));
}

/**
 * Bundles the site's components (every script under `src/` and the content folder, which may lie outside the site's folder) with esbuild
 * for Node, before the pages render: React, the theme modules and the site's packages stay external, images become data
 * URLs, CSS and CSS modules are collected for the stylesheet. A component that does not bundle is
 * an error of the pages that import it (`failed`).
 */
export async function bundleSiteModules(options: { rootDir: string; contentDir: string }): Promise<SiteModules> {
  const { rootDir } = options;
  const roots = siteRoots(rootDir, options.contentDir);
  // esbuild names files relative to one folder: the one that holds every root.
  const site = { rootDir, roots, base: commonFolder(roots) };
  const found = new Set<string>();
  sourcesUnder(path.join(rootDir, 'src'), found);
  sourcesUnder(options.contentDir, found);
  const failed: Record<string, Diagnostic[]> = {};
  for (const file of found) {
    const large = componentRefusal(file);
    if (!large) continue;
    found.delete(file);
    failed[file] = [
      {
        severity: 'error',
        message: `site component: ${large}`,
        file: path.relative(process.cwd(), file),
        hint: 'split the component, or move its data to a file it fetches at run time',
      },
    ];
  }
  const entries = [...found].sort();
  const mdxComponents = entries.find((f) => /^src[\\/]theme[\\/]MDXComponents\.[jt]sx?$/.test(path.relative(rootDir, f)));
  if (!entries.length)
    return { roots, codes: {}, css: '', hash: Object.keys(failed).length ? 'failed' : 'none', ...(Object.keys(failed).length ? { failed } : {}) };
  // One build for all; when one component does not bundle (a package the site did not install),
  // each is bundled alone so the others still work, and the failures wait for a page to import them.
  const isClientModule = clientModuleCheck();
  const client = await Promise.all(entries.map(isClientModule));
  // Client modules are bundled apart, whole: inside one, every import renders as it will in the
  // browser (a client module it imports is no island of its own there, so none on the server either).
  const groups = [
    { entries: entries.filter((_, i) => !client[i]), isClientModule },
    { entries: entries.filter((_, i) => client[i]), isClientModule: undefined },
  ].filter((group) => group.entries.length);
  const results: { entry: string; result: Awaited<ReturnType<typeof bundle>> }[] = [];
  const css: string[] = [];
  const onCss = (text: string) => css.push(text);
  for (const group of groups) {
    const whole = await bundle(site, group.entries, group.isClientModule, onCss);
    if (!('failed' in whole)) results.push({ entry: group.entries[0]!, result: whole });
    else
      results.push(...(await Promise.all(group.entries.map(async (entry) => ({ entry, result: await bundle(site, [entry], group.isClientModule, onCss) })))));
  }
  const outputs: OutputFile[] = [];
  const outputsMeta: Metafile['outputs'] = {};
  results.forEach(({ entry, result }) => {
    if ('failed' in result) {
      const messages = new Diagnostics();
      for (const message of result.failed) report(message, site.base, messages);
      failed[entry] = messages.items;
    } else {
      outputs.push(...result.outputFiles);
      Object.assign(outputsMeta, result.metafile.outputs);
    }
  });
  const result = { outputFiles: outputs, metafile: { outputs: outputsMeta } };
  const codes: Record<string, string> = {};
  for (const file of [...result.outputFiles].sort((a, b) => a.path.localeCompare(b.path))) {
    const entry = result.metafile.outputs[path.relative(site.base, file.path).split(path.sep).join('/')]?.entryPoint;
    if (file.path.endsWith('.css')) css.push(file.text);
    else if (entry) codes[path.resolve(site.base, entry)] = file.text;
  }
  const styles = uniqueCss(css);
  const clientModules: string[] = [];
  for (const entry of entries) if (codes[entry] !== undefined && (await isClientModule(entry))) clientModules.push(entry);
  // The packages the components import stay outside the bundle: installing one (or another version) changes the hash too, so pages kept by the build cache are made again.
  const packages = [
    ...new Set(Object.values(outputsMeta).flatMap((output) => output.imports.filter((i) => i.external && isSitePackage(i.path)).map((i) => i.path))),
  ].sort();
  const installed = packages.map((spec) => [spec, packageFingerprint(spec, rootDir) ?? null]);
  const hash = createHash('sha1').update(JSON.stringify(codes)).update(styles).update(JSON.stringify(failed)).update(JSON.stringify(installed)).digest('hex');
  return {
    roots,
    codes,
    css: styles,
    hash,
    mdxComponents,
    ...(Object.keys(failed).length ? { failed } : {}),
    ...(clientModules.length ? { clientModules } : {}),
  };
}
