import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PortalError, describeThrown, type Diagnostics } from '../diagnostics.ts';
import { parseCategoryFile } from './category-file.ts';
import { parseFrontMatter } from './front-matter.ts';
import { readInputText } from '../safety/read-input.ts';
import { normalizeRoute } from '../safety/routes.ts';
import { MDX_REFUSED } from '../safety/untrusted.ts';
import { readTagsFile } from './tags-file.ts';
import { splitHeadingId } from '../markdown/heading-ids.ts';
import { compareFileNames, isIndexFileName, joinRoute, stripNumberPrefix } from './slugs.ts';
import type { ContentDir, DocSource } from './types.ts';

export interface LoadContentOptions {
  contentDir: string;
  /** Base for the paths printed in messages. */
  cwd: string;
  diagnostics: Diagnostics;
  /** The config's `docs.routeBasePath`: every guide's route starts with it (default `/`). */
  routeBase?: string;
  /** Untrusted content mode: `.mdx` files are refused (safety/untrusted.ts). */
  untrusted?: boolean;
  /** The version of `versioned_docs/version-X/` being read (none for the content folder). */
  version?: string;
  /** The docs instance being read (config `docsInstances`; none for the main docs). */
  instance?: string;
  /** Which guide files to read, by path from the content folder (`docs.include`/`exclude`, doc-globs.ts); all by default. */
  select?: (relPath: string) => boolean;
}

const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/** Reads every guide and category file under the content folder into a tree; errors are collected, not thrown. */
export function loadContent(options: LoadContentOptions): ContentDir {
  const { contentDir } = options;
  if (!existsSync(contentDir)) {
    throw new PortalError(`content folder not found: ${path.relative(options.cwd, contentDir) || contentDir}`, {
      file: contentDir,
      hint: 'create it, or pass another folder with --content DIR',
    });
  }
  const root = readDir(options, '', '', [], undefined);
  const tags = readTagsFile({ contentDir, display: (file) => display(options, file), diagnostics: options.diagnostics });
  return tags ? { ...root, tagsFile: tags } : root;
}

function display(options: LoadContentOptions, file: string): string {
  return path.relative(options.cwd, file) || file;
}

function report(options: LoadContentOptions, error: unknown, file: string): void {
  if (error instanceof PortalError) options.diagnostics.add(error.toDiagnostic());
  else options.diagnostics.error(`cannot read: ${describeThrown(error).split('\n')[0]}`, { file });
}

function readDir(options: LoadContentOptions, relDir: string, dirName: string, idSegments: string[], prefixPosition: number | undefined): ContentDir {
  const absDir = path.join(options.contentDir, relDir);
  const entries = readdirSync(absDir, { withFileTypes: true }).sort((a, b) => compareFileNames(a.name, b.name));
  const node: ContentDir = {
    relDir,
    name: stripNumberPrefix(dirName).name,
    dirName,
    prefixPosition,
    docs: [],
    dirs: [],
    category: {},
  };
  // A link named like a category file is read too, and refused when it leads outside (safety/read-input.ts).
  const categoryEntry = entries.find((e) => (e.isFile() || e.isSymbolicLink()) && CATEGORY_FILES.includes(e.name));
  if (categoryEntry) {
    const file = path.join(absDir, categoryEntry.name);
    node.categoryFile = display(options, file);
    try {
      node.category = parseCategoryFile(
        readInputText(file, { kind: 'text', display: node.categoryFile, within: { root: options.contentDir, name: 'the content folder' } }),
        node.categoryFile,
      );
    } catch (error) {
      report(options, error, node.categoryFile);
    }
  }
  for (const entry of entries) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) {
      const stripped = stripNumberPrefix(entry.name);
      node.dirs.push(readDir(options, relDir ? `${relDir}/${entry.name}` : entry.name, entry.name, [...idSegments, stripped.name], stripped.position));
    } else if (entry.isFile() && /\.mdx?$/i.test(entry.name)) {
      if (options.select && !options.select(relDir ? `${relDir}/${entry.name}` : entry.name)) continue;
      const file = path.join(absDir, entry.name);
      if (options.untrusted && /\.mdx$/i.test(entry.name)) {
        options.diagnostics.error(MDX_REFUSED.message, { file: display(options, file) }, MDX_REFUSED.hint);
        continue;
      }
      try {
        node.docs.push(readDoc({ options, file, relDir, fileName: entry.name, idSegments, folderName: idSegments.at(-1) }));
      } catch (error) {
        report(options, error, display(options, file));
      }
    }
  }
  return node;
}

/** First `# Heading` of the body (after MDX imports at most): the page's heading, and its title when front matter has none (removed from the body, shown by the template). */
export function takeLeadingH1(body: string): { title?: string; body: string } {
  const match = /^\s*#\s+(.+?)\s*#*\s*$/m.exec(body);
  // Only MDX's one-line `import`/`export` statements may come first (Docusaurus skips them too).
  if (
    !match ||
    body
      .slice(0, match.index)
      .split('\n')
      .some((line) => line.trim() !== '' && !/^(import|export)\s/.test(line))
  )
    return { body };
  // An explicit id (`# Refunds {#refunds}`) is not part of the title.
  const title = splitHeadingId(match[1]!).text.trim();
  // Remove the heading but keep every newline of the match, so line numbers stay true.
  return { title, body: `${body.slice(0, match.index)}${match[0].replace(/[^\n]/g, '')}${body.slice(match.index + match[0].length)}` };
}

/** A front matter `slug` as a route; one that leaves the site is an error at the `slug` key. */
function slugRoute(slug: string, dirRoute: string, where: { file: string; line?: number }): string {
  const result = normalizeRoute(slug, dirRoute);
  if (result.ok) return result.route;
  throw new PortalError(`front matter: slug "${slug}" is refused: ${result.reason}`, {
    file: where.file,
    line: where.line ?? 1,
    column: 1,
    hint: 'a slug is a route on this site, e.g. /guides/refunds or refunds (relative to the folder)',
  });
}

function readDoc(args: { options: LoadContentOptions; file: string; relDir: string; fileName: string; idSegments: string[]; folderName?: string }): DocSource {
  const { options, file, relDir, fileName, idSegments } = args;
  const displayPath = display(options, file);
  const source = readInputText(file, { kind: 'text', display: displayPath, within: { root: options.contentDir, name: 'the content folder' } });
  const parsed = parseFrontMatter(source, displayPath, options.diagnostics);
  const fm = parsed.frontMatter;
  const base = fileName.replace(/\.mdx?$/i, '');
  // `parse_number_prefixes: false` keeps `01-intro` as the name (and gives no position).
  const stripped = fm.parse_number_prefixes === false ? { name: base, position: undefined } : stripNumberPrefix(base);
  const dirRoute = joinRoute(...idSegments);
  const isFolderIndex = isIndexFileName(stripped.name, args.folderName);
  // As in Docusaurus: a slug wins, a folder's index is the folder, and any other page is named by its front matter `id`, else its file.
  const local =
    fm.slug !== undefined
      ? slugRoute(fm.slug, dirRoute, { file: displayPath, line: parsed.keyLines.slug })
      : isFolderIndex || (relDir === '' && stripped.name.toLowerCase() === 'index')
        ? dirRoute
        : joinRoute(dirRoute, fm.id ?? stripped.name);
  const route = joinRoute(options.routeBase ?? '/', local);
  // A leading `# …` is the page's heading whether or not front matter has a title (Docusaurus's content title): shown once, never twice.
  const lead = takeLeadingH1(parsed.body);
  const title = fm.title ?? lead.title ?? stripped.name;
  const sidebarLabel = fm.sidebar_label ?? title;
  return {
    id: [...idSegments, fm.id ?? stripped.name].join('/'),
    file,
    relPath: relDir ? `${relDir}/${fileName}` : fileName,
    displayPath,
    route,
    title,
    heading: lead.title ?? (fm.hide_title ? undefined : title),
    sidebarLabel,
    paginationLabel: fm.pagination_label ?? sidebarLabel,
    position: fm.sidebar_position ?? stripped.position,
    frontMatter: fm,
    body: lead.body,
    bodyLineOffset: parsed.bodyLineOffset,
    frontMatterLines: parsed.keyLines,
    unlisted: fm.unlisted === true,
    draft: fm.draft === true,
    isFolderIndex: isFolderIndex && relDir !== '',
    fileName,
    ...(options.version ? { version: options.version } : {}),
    ...(options.instance ? { instance: options.instance } : {}),
  };
}

/**
 * Reads one guide again (watch mode, after an edit), as `loadContent` reads it in its folder;
 * throws a PortalError with file:line:col when its front matter is broken.
 */
export function loadGuide(options: LoadContentOptions & { relPath: string }): DocSource {
  const relDir = path.posix.dirname(options.relPath) === '.' ? '' : path.posix.dirname(options.relPath);
  const idSegments = relDir ? relDir.split('/').map((segment) => stripNumberPrefix(segment).name) : [];
  const fileName = path.posix.basename(options.relPath);
  if (options.untrusted && /\.mdx$/i.test(fileName))
    throw new PortalError(MDX_REFUSED.message, { file: display(options, path.join(options.contentDir, options.relPath)), hint: MDX_REFUSED.hint });
  return readDoc({ options, file: path.join(options.contentDir, options.relPath), relDir, fileName, idSegments, folderName: idSegments.at(-1) });
}

/** Every guide of the tree, depth first in file order. */
export function allDocs(dir: ContentDir): DocSource[] {
  return [...dir.docs, ...dir.dirs.flatMap(allDocs)];
}
