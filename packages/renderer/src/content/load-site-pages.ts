import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PortalConfig } from '../config/schema.ts';
import { PortalError, type Diagnostics } from '../diagnostics.ts';
import { confine } from '../safety/confine.ts';
import { configPathInsideSite } from './config-path.ts';
import { MDX_REFUSED } from '../safety/untrusted.ts';
import { loadGuide } from './load-content.ts';
import { joinRoute } from './slugs.ts';
import type { DocSource } from './types.ts';

/** Where Docusaurus's pages plugin reads a site's own pages when the config names no other folder. */
export const DEFAULT_PAGES_DIR = 'src/pages';

const PAGE_FILE = /\.(mdx?|[jt]sx?)$/i;
const REACT_PAGE = /\.[jt]sx?$/i;
/** As Docusaurus's pages plugin excludes them: private `_` files and folders, tests, type declarations. */
const NOT_A_PAGE = /^_|^\.|\.(test|spec)\.[jt]sx?$|\.d\.ts$/;
const SKIP_DIRS = new Set(['node_modules', '__tests__']);

/** A page file's route as Docusaurus's pages plugin gives it: its path without extension, `index` as its folder. */
export function sitePageRoute(relPath: string): string {
  const segments = relPath.replace(PAGE_FILE, '').split('/');
  if (segments.at(-1) === 'index') segments.pop();
  return joinRoute('/', ...segments);
}

/** A page file's id: `pages/` and its path without extension. */
const sitePageId = (relPath: string) => `pages/${relPath.replace(PAGE_FILE, '')}`;

/** The page files under `dir`, relative, sorted. */
function pageFiles(dir: string, rel = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    if (NOT_A_PAGE.test(entry.name)) continue;
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) found.push(...pageFiles(dir, relPath));
    } else if (entry.isFile() && PAGE_FILE.test(entry.name)) found.push(relPath);
  }
  return found.sort();
}

/** The routes of the pages under a pages folder (none when it does not exist). */
export function sitePageRoutes(dir: string): string[] {
  return existsSync(dir) && statSync(dir).isDirectory() ? pageFiles(dir).map(sitePageRoute) : [];
}

/**
 * A React page (`src/pages/index.tsx`) as a page portal compiles: MDX that renders the file's default
 * export, so it goes through the same imports, components, styles and limits as an MDX guide.
 */
function reactPage(args: { file: string; relPath: string; displayPath: string; config: PortalConfig }): DocSource {
  const { file, relPath, config } = args;
  const fileName = path.posix.basename(relPath);
  return {
    id: sitePageId(relPath),
    file,
    relPath,
    displayPath: args.displayPath,
    route: sitePageRoute(relPath),
    // `<Layout title>` names the page when it renders; until then, as Docusaurus, the site's title.
    title: config.title,
    sidebarLabel: config.title,
    paginationLabel: config.title,
    frontMatter: {},
    body: `import Page from ${JSON.stringify(`./${fileName}`)};\n\n<Page />\n`,
    bodyLineOffset: 0,
    frontMatterLines: {},
    unlisted: false,
    draft: false,
    isFolderIndex: false,
    fileName,
    sitePage: 'react',
  };
}

/** The pages folder the config names, inside its folder (undefined with `pages: false` or a refused path). */
export function sitePagesDir(config: PortalConfig, rootDir: string): string | undefined {
  if (config.pages === false) return undefined;
  const checked = confine({ roots: [rootDir], target: config.pages?.path ?? DEFAULT_PAGES_DIR, relativeOnly: true });
  return checked.ok ? checked.abs : undefined;
}

/**
 * The site's own pages (Docusaurus's pages plugin): every `.md`, `.mdx`, `.js`, `.jsx`, `.ts` and
 * `.tsx` of the pages folder (`pages.path`, `src/pages` by default; `pages: false` builds none), at the
 * route its path gives. Markdown pages are read as guides are; React pages render their default
 * export. None in untrusted mode: they are code.
 */
export function loadSitePages(options: { config: PortalConfig; rootDir: string; cwd: string; diagnostics: Diagnostics }): DocSource[] {
  const { config, rootDir, cwd, diagnostics } = options;
  if (config.pages === false) return [];
  const given = config.pages?.path ?? DEFAULT_PAGES_DIR;
  const dir = configPathInsideSite({ rootDir, given, key: 'pages.path', hint: "name a folder inside the config's folder, or `pages: false`" });
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    if (config.pages?.path !== undefined)
      throw new PortalError(`the pages folder ${given} does not exist`, { file: 'portal.config.ts', hint: 'create it, or remove `pages.path`' });
    return [];
  }
  const pages: DocSource[] = [];
  for (const relPath of pageFiles(dir)) {
    const file = path.join(dir, relPath);
    const displayPath = path.relative(cwd, file) || file;
    if (config.untrusted && !/\.md$/i.test(relPath)) {
      diagnostics.error(MDX_REFUSED.message, { file: displayPath }, MDX_REFUSED.hint);
      continue;
    }
    try {
      if (REACT_PAGE.test(relPath)) pages.push(reactPage({ file, relPath, displayPath, config }));
      else {
        const doc = loadGuide({ contentDir: dir, cwd, diagnostics, relPath, untrusted: config.untrusted });
        pages.push({ ...doc, id: sitePageId(relPath), route: sitePageRoute(relPath), sitePage: 'markdown' });
      }
    } catch (error) {
      if (error instanceof PortalError) diagnostics.add(error.toDiagnostic());
      else throw error;
    }
  }
  return pages;
}
