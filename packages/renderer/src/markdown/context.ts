import path from 'node:path';
import type { Root } from 'mdast';
import type { Diagnostics } from '../diagnostics.ts';

/** A link found in a page, where it was written, for the link checker. */
export interface LinkRef {
  /** The URL as written in the source. */
  raw: string;
  /** The URL after Markdown file links were resolved to routes. */
  resolved: string;
  line?: number;
  column?: number;
  kind: 'link' | 'image' | 'markdown-file';
  /** The file it is written in when that is not the page's own (a partial the page imports), as messages show it. */
  file?: string;
}

/** What the markdown plugins need to know about the file being compiled (kept in `file.data.portal`). */
export interface CompileContext {
  /** Path relative to the content folder, e.g. `guides/custom-api/refunds.md`. */
  relPath: string;
  /** Path shown in messages, e.g. `content/guides/custom-api/refunds.md`. */
  displayPath: string;
  /** Absolute folder of the file, for relative image paths. */
  absDir: string;
  /** Route of a guide from its content-relative path, or undefined. */
  routeOfFile: (relPath: string) => string | undefined;
  /** Registers a local asset (an image, a file a link names) to copy to the output and returns its public URL, or undefined if missing. */
  addAsset: (absPath: string) => string | undefined;
  /**
   * The URL the page is served at as Docusaurus serves it, which its relative URL links (`./child`)
   * resolve against (`docusaurusPageUrl`); without it (a changelog post) they are left as written.
   */
  pageUrl?: PageUrl;
  diagnostics: Diagnostics;
  /** Config `markdown.rawHtml`: `escape` shows raw HTML as text, `sanitize` keeps what GitHub's rules keep (safety/html-sanitize.ts). */
  rawHtml?: 'allow' | 'escape' | 'sanitize';
  /** Config `markdown.admonitions.keywords`: admonition types of the site's own (part of the compile cache's key). */
  admonitionKeywords?: readonly string[];
  /** Config `markdown.format`: which guides are MDX (part of the compile cache's key, as `rawHtml` is). */
  format?: 'mdx' | 'detect' | 'md';
  /** The site's remark and rehype plugins' hash (config `markdown.plugins`), part of the compile cache's key. */
  pluginsKey?: string;
  /** The current fingerprint of something a compile read besides its text (an imported file's sha1); MDX pages report theirs. */
  dependency?: (key: string) => string | undefined;
  /** The folder a page's images must stay inside, when it is not the content folder (a changelog post's folder, the site's for a partial). */
  assetRoot?: string;
  /** The site's folder (portal.config.ts's): a guide's images may also come from there (`../static/img/x.png`), as in Docusaurus. */
  siteDir?: string;
  /** The folder `relPath` is relative to, when it cannot be found from it (a partial outside its page's docs folder: `../shared/_x.mdx`). */
  docsDir?: string;
  /**
   * Told, for an MDX page, the tree its text was parsed into before any plugin changed it, and the
   * syntax extensions it was parsed with: its Markdown twin is made from them (llms/mdx-twin.ts
   * `mdxTwinFromParse`) instead of parsing the page again. The tree must not be changed.
   */
  mdxParsed?: (text: string, tree: Root, syntax: MdxSyntax) => void;
  /** Filled by the plugins. */
  links: LinkRef[];
}

/** The URL a page's relative links resolve against (CompileContext `pageUrl`). */
export interface PageUrl {
  /** The page's route without the base path, with a trailing slash where Docusaurus serves it with one: `/guide/`, `/ref/help/`, `/guide/setup`. */
  url: string;
  /**
   * The page's own file (its `relPath`): a partial it imports is compiled with the page's context but
   * once for every page that imports it, so the partial's relative links are left as written.
   */
  relPath: string;
}

/**
 * The URL Docusaurus serves a page at: its route, with a trailing slash for a folder's index doc
 * (`guide/index.md`, `guide/README.md`, `guide/guide.md` → `/guide/`) or a front matter `slug` that
 * ends with one (`slug: /ref/help/` → `/ref/help/`), as its slugs give it. A browser resolves the
 * page's relative links against that URL (`./child` → `/guide/child`), and so does Docusaurus's
 * link check; portal's route has no trailing slash (`/guide`), so the links are resolved when the
 * page is compiled (markdown/remark-links.ts) rather than left to the browser.
 */
export function docusaurusPageUrl(doc: {
  route: string;
  relPath: string;
  isFolderIndex: boolean;
  frontMatter: { slug?: unknown };
  sitePage?: string;
}): PageUrl {
  const { route, relPath } = doc;
  const slug = doc.frontMatter.slug;
  const name = path.posix.basename(relPath);
  const index = doc.sitePage
    ? // A page of `src/pages` is named by its path alone: `about/index.md` is `/about/`.
      /^index\.mdx?$/i.test(name)
    : typeof slug === 'string'
      ? slug.endsWith('/')
      : // `isFolderIndex` is false at the top of the docs folder, whose `index.md` or `README.md` is its root.
        doc.isFolderIndex || /^(?:\d+\s*[-_.]+\s*)?(?:index|readme)\.mdx?$/i.test(name);
  return { url: route === '/' || !index ? route : `${route}/`, relPath };
}

/**
 * The folder a file's `relPath` is relative to (its content folder, docs version or instance): its
 * folder less the folders of its path, or `docsDir` when given.
 */
export function contentDirOf(ctx: { absDir: string; relPath: string; docsDir?: string }): string {
  if (ctx.docsDir) return ctx.docsDir;
  return path.resolve(
    ctx.absDir,
    ...path.posix
      .dirname(ctx.relPath)
      .split('/')
      .filter((s) => s !== '.')
      .map(() => '..'),
  );
}

/** The syntax extensions a unified processor parses with (what remark-parse reads from its data). */
export interface MdxSyntax {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

declare module 'vfile' {
  interface DataMap {
    portal: CompileContext;
    toc: { depth: number; id: string; text: string }[];
  }
}
