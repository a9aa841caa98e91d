import { statSync } from 'node:fs';
import path from 'node:path';
import { confine, describeRefusal } from '../../safety/confine.ts';

/** The extensions an import may leave out, in the order Docusaurus's bundler tries them. */
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mdx', '.md'];

/**
 * The folders a site's pages and components may import from: the config's folder, and the content
 * folder when it lies outside it (a Docusaurus project whose docs are `../docs` beside `website/`
 * imports `docs/components/…` from its pages).
 */
export function siteRoots(rootDir: string, contentDir: string): string[] {
  const root = path.resolve(rootDir);
  const content = path.resolve(contentDir);
  return content === root || confine({ roots: [root], target: content }).ok ? [root] : [root, content];
}

/** The deepest folder that holds all of `dirs` (esbuild's base for files of several roots). */
export function commonFolder(dirs: readonly string[]): string {
  let base = path.resolve(dirs[0]!);
  for (const dir of dirs.slice(1)) {
    while (base !== path.dirname(base) && /^\.\.(?:[\\/]|$)/.test(path.relative(base, path.resolve(dir)))) base = path.dirname(base);
  }
  return base;
}

/**
 * Is `abs` inside one of the site's folders (`siteRoots`), as written and after symlinks are
 * followed? The check every import of a page or a site component passes before it is read (safety/confine.ts).
 */
export function insideSite(abs: string, roots: readonly string[]): boolean {
  const resolved = path.resolve(abs);
  return !roots.some((root) => path.resolve(root) === resolved) && confine({ roots, target: abs }).ok;
}

/** Is `spec` an import of the site's own files (`@site/…`, `./…`, `../…`)? */
export function isSiteSpecifier(spec: string): boolean {
  return spec.startsWith('@site/') || spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../');
}

/**
 * A theme component portal does not provide that the site does, as Docusaurus resolves it:
 * `@theme/CodeFromRemote` → `@site/src/theme/CodeFromRemote` when that file exists (portal's own
 * theme components are not replaced: see the registry).
 */
export function siteThemeSpecifier(spec: string, rootDir: string): string | undefined {
  const name = /^@theme\/([\w-]+(?:\/[\w-]+)*)$/.exec(spec)?.[1];
  if (!name) return undefined;
  const site = `@site/src/theme/${name}`;
  return resolveSiteImport({ spec: site, fromFile: rootDir, rootDir }).file ? site : undefined;
}

/** The file of Docusaurus's `!!raw-loader!./file` import (its text is the default export), or undefined for any other import. */
export function rawLoaderTarget(spec: string): string | undefined {
  return /^!{0,2}raw-loader!(.*)$/s.exec(spec)?.[1];
}

/**
 * Why an import that is neither the site's file nor a package name is refused (an absolute path,
 * a URL: `http:`, `file:`, `data:`), or undefined for one that may be looked up.
 */
export function refusedSpecifier(spec: string): string | undefined {
  if (spec.includes('\0')) return 'it contains a NUL character';
  if (path.isAbsolute(spec) || /^[a-zA-Z]:[\\/]/.test(spec) || spec.startsWith('\\')) return 'it is an absolute path';
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(spec)) return `it is a URL (${spec.slice(0, spec.indexOf(':') + 1)}): portal never downloads code`;
  if (!isSiteSpecifier(spec) && spec.split(/[\\/]/).some((segment) => segment === '..')) return 'a package name has no ".." segments';
  return undefined;
}

/**
 * The file an import of the site names, with Docusaurus's rules: `@site/` is the site's folder
 * (the config's), other paths are relative to the importing file and stay in `roots` (default: the site's folder); the extension and `/index` may
 * be left out. Undefined when nothing is there; `refused` says why a path that leaves the site's
 * folder (as written, or through a symlink) is refused.
 */
export function resolveSiteImport(options: { spec: string; fromFile: string; rootDir: string; roots?: readonly string[] }): {
  file?: string;
  outside: boolean;
  refused?: string;
} {
  const { spec, rootDir } = options;
  const roots = options.roots ?? [rootDir];
  const target = spec.startsWith('@site/') ? spec.slice('@site/'.length) : spec;
  const from = spec.startsWith('@site/') ? rootDir : path.dirname(options.fromFile);
  const base = confine({ roots, from, target });
  if (!base.ok && base.reason !== 'symlink') return { outside: true, refused: describeRefusal(base.reason, "the site's folder") };
  const abs = base.abs ?? path.resolve(from, target);
  for (const candidate of [...EXTENSIONS.map((ext) => abs + ext), ...EXTENSIONS.slice(1, 5).map((ext) => path.join(abs, `index${ext}`))]) {
    if (!statSync(candidate, { throwIfNoEntry: false })?.isFile()) continue;
    const checked = confine({ roots, target: candidate });
    if (!checked.ok) return { outside: true, refused: describeRefusal(checked.reason, "the site's folder") };
    return { file: candidate, outside: false };
  }
  return { outside: false };
}

/** Is the file an image (its import is its public URL, the file copied with a hashed name)? */
export function isImageModule(file: string): boolean {
  return /\.(png|jpe?g|gif|svg|webp|avif)$/i.test(file);
}

/**
 * Is the file a video, a sound or a document a page imports for its URL (`require('@site/static/video/x.mp4').default`),
 * as Docusaurus's file loader gives one?
 */
export function isFileModule(file: string): boolean {
  return /\.(mp4|webm|ogv|mov|mp3|wav|ogg|oga|m4a|aac|flac|pdf|zip|docx?|xlsx?|pptx?)$/i.test(file);
}

/** Is the file an MDX or Markdown partial (imported and rendered as a component)? */
export function isMarkdownModule(file: string): boolean {
  return /\.mdx?$/i.test(file);
}
