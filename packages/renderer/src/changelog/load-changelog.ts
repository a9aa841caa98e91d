import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import readingTime from 'reading-time';
import { readInputText } from '../safety/read-input.ts';
import { checkPostImage } from './post-image.ts';
import { PortalError, type Diagnostics } from '../diagnostics.ts';
import { parseFrontMatter } from '../content/front-matter.ts';
import { takeLeadingH1 } from '../content/load-content.ts';
import { compareFileNames, kebabCase } from '../content/slugs.ts';
import { firstParagraph } from '../content/describe.ts';
import { readChangelogMeta, tagRoute, type ChangelogMeta } from './meta-files.ts';
import { postFrontMatterSchema, type AuthorRef, type PostFrontMatter, type TagRef } from './post-front-matter.ts';
import type { ChangelogAuthor, ChangelogPost, ChangelogSource, ChangelogTag } from './types.ts';

export interface LoadChangelogOptions {
  /** Absolute path of the changelog folder. */
  dir: string;
  /** Base for the paths printed in messages. */
  cwd: string;
  /** Route of the changelog, `/changelog`. */
  base: string;
  diagnostics: Diagnostics;
}

/** `2025-03-01-release-1-4` (a file's or a folder's name) → its date and slug. */
const DATED_NAME = /^(\d{4})-(\d{2})-(\d{2})[-_](.+)$/;
/** Docusaurus's excerpt marker, in Markdown and MDX spelling. */
const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;

/** Reads every post of the changelog folder, newest first; undefined when the site has no changelog folder. */
export function loadChangelog(options: LoadChangelogOptions): ChangelogSource | undefined {
  if (!existsSync(options.dir) || !statSync(options.dir).isDirectory()) return undefined;
  // The folder may be a link, but not to somewhere outside the folder that holds it.
  const parent = realpathSync(path.dirname(options.dir));
  if (!realpathSync(options.dir).startsWith(parent + path.sep)) {
    options.diagnostics.error(
      'the changelog folder is a link to a folder outside the site',
      { file: path.relative(options.cwd, options.dir) || options.dir },
      'make changelog/ a real folder beside content/',
    );
    return undefined;
  }
  let meta: ChangelogMeta;
  try {
    meta = readChangelogMeta(options);
  } catch (error) {
    report(options, error, path.relative(options.cwd, options.dir));
    meta = { authorsFile: 'authors.yml', tagsFile: 'tags.yml' };
  }
  const posts: ChangelogPost[] = [];
  for (const relPath of postFiles(options.dir, '')) {
    const file = path.join(options.dir, relPath);
    const displayPath = path.relative(options.cwd, file) || file;
    try {
      posts.push(readPost({ options, meta, file, relPath, displayPath }));
    } catch (error) {
      report(options, error, displayPath);
    }
  }
  // Newest first; posts of one day in reverse file order, as Docusaurus sorts them.
  posts.sort((a, b) => (a.date === b.date ? compareFileNames(b.relPath, a.relPath) : a.date < b.date ? 1 : -1));
  return { dir: options.dir, displayDir: path.relative(options.cwd, options.dir) || options.dir, posts };
}

/** Reads one post again (watch mode); throws a PortalError with file:line:col when it is broken. */
export function loadPost(options: LoadChangelogOptions & { relPath: string }): ChangelogPost {
  const meta = readChangelogMeta(options);
  const file = path.join(options.dir, options.relPath);
  return readPost({ options, meta, file, relPath: options.relPath, displayPath: path.relative(options.cwd, file) || file });
}

function report(options: LoadChangelogOptions, error: unknown, file: string): void {
  if (error instanceof PortalError) options.diagnostics.add(error.toDiagnostic());
  else options.diagnostics.error(`cannot read: ${(error as Error).message}`, { file });
}

/** Markdown files under the folder (symbolic links are not followed), `_` and `.` names skipped. */
function postFiles(dir: string, rel: string): string[] {
  const entries = readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => compareFileNames(a.name, b.name));
  return entries.flatMap((entry) => {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) return [];
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return postFiles(dir, relPath);
    return entry.isFile() && /\.md$/i.test(entry.name) ? [relPath] : [];
  });
}

function isRealDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

function frontMatterDate(value: PostFrontMatter['date']): string | undefined {
  if (value === undefined) return undefined;
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
}

function readPost(args: { options: LoadChangelogOptions; meta: ChangelogMeta; file: string; relPath: string; displayPath: string }): ChangelogPost {
  const { options, meta, file, relPath, displayPath } = args;
  const source = readInputText(file, { kind: 'text', display: displayPath });
  const parsed = parseFrontMatter(source, displayPath, options.diagnostics, postFrontMatterSchema);
  const fm = parsed.frontMatter;
  const lineOf = (key: string) => ({ file: displayPath, line: parsed.keyLines[key] ?? 1 });
  // `2025-03-01-slug.md`, or `2025-03-01-slug/index.md`: the name that carries the date.
  const base = path.posix.basename(relPath).replace(/\.md$/i, '');
  const name = base.toLowerCase() === 'index' && relPath.includes('/') ? path.posix.basename(path.posix.dirname(relPath)) : base;
  const dated = DATED_NAME.exec(name);
  const fileDate = dated && isRealDate(dated[1]!, dated[2]!, dated[3]!) ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined;
  const date = frontMatterDate(fm.date) ?? fileDate;
  if (!date || !isRealDate(date.slice(0, 4), date.slice(5, 7), date.slice(8, 10))) {
    throw new PortalError(date ? `\`date\` is not a real day: ${date}` : 'a changelog post needs a date', {
      ...lineOf('date'),
      hint: 'name the file YYYY-MM-DD-slug.md (or the folder YYYY-MM-DD-slug/index.md), or add `date: 2025-03-01` to the front matter',
    });
  }
  const nameSlug = dated ? dated[4]! : name;
  const slug = fm.slug ?? nameSlug;
  if (slug.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new PortalError(`\`slug\` may not contain "." or ".." segments: ${slug}`, {
      ...lineOf('slug'),
      hint: 'write the slug as plain path segments, e.g. slug: release-1-4',
    });
  }
  const route = fm.slug !== undefined ? `${options.base}/${fm.slug.replace(/^\/+|\/+$/g, '')}` : `${options.base}/${date.replace(/-/g, '/')}/${slug}`;
  const lead = fm.title === undefined ? takeLeadingH1(parsed.body) : { body: parsed.body, title: undefined };
  const truncate = TRUNCATE.exec(lead.body);
  return {
    file,
    displayPath,
    relPath,
    route,
    title: fm.title ?? lead.title ?? nameSlug,
    description: fm.description ?? firstParagraph(lead.body),
    keywords: fm.keywords,
    date,
    authors: authorsOf(fm.authors, meta, lineOf('authors'), options.diagnostics),
    tags: tagsOf(fm.tags ?? [], meta, { where: lineOf('tags'), base: options.base, diagnostics: options.diagnostics }),
    image: checkPostImage(fm.image, { file, changelogDir: options.dir, where: lineOf('image') }),
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
    hideTableOfContents: fm.hide_table_of_contents === true,
    toc: { min: fm.toc_min_heading_level, max: fm.toc_max_heading_level },
    // The marker is no content: its line is left blank (so positions stay true), and an MDX post
    // does not fail on an HTML comment, as in Docusaurus.
    body: truncate ? lead.body.slice(0, truncate.index) + lead.body.slice(truncate.index + truncate[0].length) : lead.body,
    bodyLineOffset: parsed.bodyLineOffset,
    excerpt: truncate ? lead.body.slice(0, truncate.index) : undefined,
    readingMinutes: Math.max(1, Math.ceil(readingTime(lead.body).minutes)),
  };
}

function authorsOf(refs: PostFrontMatter['authors'], meta: ChangelogMeta, where: { file: string; line: number }, diagnostics: Diagnostics): ChangelogAuthor[] {
  const list: AuthorRef[] = refs === undefined ? [] : Array.isArray(refs) ? refs : [refs];
  return list.flatMap((ref) => {
    if (typeof ref !== 'string') return [{ name: ref.name, title: ref.title, url: ref.url, imageUrl: ref.image_url }];
    const known = meta.authors?.get(ref);
    if (known) return [known];
    diagnostics.error(
      `unknown author key "${ref}"`,
      where,
      meta.authors
        ? `known keys in ${meta.authorsFile}: ${[...meta.authors.keys()].join(', ')}`
        : `add ${meta.authorsFile} with a \`${ref}:\` entry, or write the author inline: { name: … }`,
    );
    return [];
  });
}

function tagsOf(refs: TagRef[], meta: ChangelogMeta, ctx: { where: { file: string; line: number }; base: string; diagnostics: Diagnostics }): ChangelogTag[] {
  const tags = refs.map((ref): ChangelogTag => {
    if (typeof ref !== 'string') return { label: ref.label, route: tagRoute(ctx.base, ref.permalink ?? ref.label), description: ref.description };
    const known = meta.tags?.get(ref);
    if (known) return known;
    if (meta.tags)
      ctx.diagnostics.warn(
        `tag "${ref}" is not in ${meta.tagsFile}`,
        ctx.where,
        `add it to ${meta.tagsFile}, or use one of: ${[...meta.tags.keys()].join(', ')}`,
      );
    return { label: ref, route: tagRoute(ctx.base, kebabCase(ref)) };
  });
  return tags.filter((tag, i) => tags.findIndex((t) => t.route === tag.route) === i);
}
