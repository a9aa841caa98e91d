import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The extensions an import may leave out, in the order Docusaurus's bundler tries them. */
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mdx', '.md'];

/**
 * Is `abs` inside the site's folder? The one check every import of a page or a site component
 * passes before it is read (switch to the safety resolver of packages/renderer/src/safety/ when
 * it lands: this is the only place to change).
 */
export function insideSite(abs: string, rootDir: string): boolean {
  const rel = path.relative(rootDir, abs);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** Is `spec` an import of the site's own files (`@site/…`, `./…`, `../…`)? */
export function isSiteSpecifier(spec: string): boolean {
  return spec.startsWith('@site/') || spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../');
}

/**
 * The file an import of the site names, with Docusaurus's rules: `@site/` is the site's folder
 * (the config's), other paths are relative to the importing file; the extension and `/index` may
 * be left out. Undefined when nothing is there, or when the path leaves the site's folder.
 */
export function resolveSiteImport(options: { spec: string; fromFile: string; rootDir: string }): { file?: string; outside: boolean } {
  const { spec, rootDir } = options;
  const base = spec.startsWith('@site/') ? path.join(rootDir, spec.slice('@site/'.length)) : path.resolve(path.dirname(options.fromFile), spec);
  if (!insideSite(base, rootDir)) return { outside: true };
  for (const candidate of [...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.slice(1, 5).map((ext) => path.join(base, `index${ext}`))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return { file: candidate, outside: false };
  }
  return { outside: false };
}

/** Is the file an image (its import is its public URL, the file copied with a hashed name)? */
export function isImageModule(file: string): boolean {
  return /\.(png|jpe?g|gif|svg|webp|avif)$/i.test(file);
}

/** Is the file an MDX or Markdown partial (imported and rendered as a component)? */
export function isMarkdownModule(file: string): boolean {
  return /\.mdx?$/i.test(file);
}
