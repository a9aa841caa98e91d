import { statSync } from 'node:fs';
import path from 'node:path';
import type { Nodes, Parents, PhrasingContent, Root } from 'mdast';
import type { Plugin } from 'unified';
import { SKIP, visit } from './visit-tree.ts';
import { isExternal, safeDecode } from '../url.ts';
import { confine, describeRefusal } from '../safety/confine.ts';
import { refusedScheme, refusedUrlReason } from '../safety/url-scheme.ts';
import { IMAGE_TYPE_NAMES, isImageType } from '../safety/svg-sanitize.ts';
import { inputRefusal } from '../safety/read-input.ts';
import { report } from './file-messages.ts';
import { contentDirOf, type CompileContext } from './context.ts';
import { isFileModule, isImageModule } from './mdx/site-imports.ts';

/** A path from the site's folder as a path from the content folder (`docs/api/x.md` → `api/x.md`), when it lies in it. */
function siteRelativeTarget(ctx: { siteDir?: string; absDir: string; relPath: string; assetRoot?: string }, fromSite: string): string | undefined {
  if (!ctx.siteDir || ctx.assetRoot || ctx.relPath.startsWith('../')) return undefined;
  const contentDir = contentDirOf(ctx);
  const rel = path.relative(contentDir, path.resolve(ctx.siteDir, fromSite)).split(path.sep).join('/');
  return rel.startsWith('../') || path.isAbsolute(rel) ? undefined : rel;
}

/**
 * A relative link's file as a path from the content folder, found from the linking file's own folder:
 * `../../docs/learn/basics.md` from `docs/guides/a.md` (out of the docs folder and back in) is
 * `learn/basics.md`, as is `../docs/learn/basics.md` from a partial beside the docs folder.
 */
function relativeTarget(ctx: { absDir: string; relPath: string; docsDir?: string }, link: string): string {
  const fromFile = path.posix.normalize(path.posix.join(path.posix.dirname(ctx.relPath), link));
  if (!fromFile.startsWith('../')) return fromFile;
  const rel = path.relative(contentDirOf(ctx), path.resolve(ctx.absDir, link)).split(path.sep).join('/');
  return rel.startsWith('../') || path.isAbsolute(rel) ? fromFile : rel;
}

function splitHash(url: string): { pathPart: string; suffix: string } {
  const at = url.search(/[?#]/);
  return at === -1 ? { pathPart: url, suffix: '' } : { pathPart: url.slice(0, at), suffix: url.slice(at) };
}

/**
 * Takes the target off every link, image and reference definition whose URL is not on the
 * allow-list (safety/url-scheme.ts), with a warning at its position: a link keeps its text, an
 * image its alt text, a reference to a refused definition its text.
 *
 * `[a](javascript:alert(1))` → `a`
 */
function dropRefusedUrls(tree: Root, file: Parameters<typeof report>[0]): void {
  const refusedIds = new Set<string>();
  const warn = (node: Nodes & { url: string }, scheme: string) =>
    report(
      file,
      `${node.type === 'image' ? 'image' : 'link'} with a \`${scheme}\` URL ${refusedUrlReason(scheme)}; it is left out`,
      node.position,
      'link to a page or an https: URL; raw HTML is the place for deliberate scripts',
    );
  visit(tree, 'definition', (node, index, parent) => {
    const scheme = refusedScheme(node.url);
    if (!scheme || !parent || index === undefined) return;
    warn(node, scheme);
    refusedIds.add(node.identifier);
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  visit(tree, (node, index, parent?: Parents) => {
    if (!parent || index === undefined) return;
    let replacement: PhrasingContent[] | undefined;
    if (node.type === 'link' || node.type === 'image') {
      const scheme = refusedScheme(node.url);
      if (!scheme) return;
      warn(node, scheme);
      replacement = node.type === 'link' ? node.children : node.alt ? [{ type: 'text', value: node.alt }] : [];
    } else if ((node.type === 'linkReference' || node.type === 'imageReference') && refusedIds.has(node.identifier)) {
      replacement = node.type === 'linkReference' ? node.children : node.alt ? [{ type: 'text', value: node.alt }] : [];
    } else return;
    (parent.children as Nodes[]).splice(index, 1, ...replacement);
    return [SKIP, index];
  });
}

/**
 * The folders a page's local files (its images, the files its links name) must stay inside, and how
 * messages name them: the content folder and the site's folder, or the page's own root (a changelog
 * post's folder, the site's for a partial outside the docs folder).
 */
function localRoots(ctx: CompileContext): { roots: string[]; allowed: string; keep: string } {
  // A file outside the content folder (`../…`) names its own root, or keeps its images beside it.
  const outside = ctx.relPath.startsWith('../');
  const contentDir = ctx.assetRoot ?? (outside ? ctx.absDir : contentDirOf(ctx));
  const siteDir = ctx.assetRoot ? undefined : ctx.siteDir;
  const allowed = ctx.assetRoot ? 'its folder' : siteDir ? "the content folder and the site's folder" : 'the content folder';
  return {
    roots: siteDir ? [contentDir, siteDir] : [contentDir],
    allowed,
    keep: ctx.assetRoot ? 'the folder of the page (the changelog folder for a post)' : allowed,
  };
}

/** A local path as written in a URL, as a file path: decoded, and `images\x.png` (written on Windows) is `images/x.png`, as a browser reads it. */
function filePath(pathPart: string): string {
  return safeDecode(pathPart).replace(/\\/g, '/');
}

/**
 * A relative link to a file of the site a browser opens or downloads rather than a page
 * (`[the spec](../files/spec.pdf)`: a document, a video, an archive, an image; the types a page may
 * `require`, mdx/site-imports.ts), published as the page's images are, under a hashed name, through
 * the same confinement and size checks, as Docusaurus's file loader publishes it. Returns its URL;
 * `refused` once reported; undefined when the link names no such file (another type, outside the
 * site's folders, missing: the link checker judges it as a route).
 */
function linkedFile(
  ctx: CompileContext,
  raw: string,
  pathPart: string,
  file: Parameters<typeof report>[0],
  position: Nodes['position'],
): string | 'refused' | undefined {
  if (!pathPart || pathPart.startsWith('/')) return undefined;
  const target = filePath(pathPart);
  if (!isFileModule(target) && !isImageModule(target)) return undefined;
  const { roots, allowed, keep } = localRoots(ctx);
  const checked = confine({ roots, from: ctx.absDir, target });
  if (!checked.ok) {
    // A path that leaves the site's folders is a URL like any other, not a file of the site.
    if (checked.reason === 'outside') return undefined;
    report(file, `link "${raw}" is refused: ${describeRefusal(checked.reason, allowed)}`, position, `keep the files pages link to inside ${keep}`, 'error');
    return 'refused';
  }
  // A missing file (or a folder) is a route like any other link's, which the link checker judges.
  const stat = statSync(checked.abs, { throwIfNoEntry: false });
  if (!stat || stat.isDirectory()) return undefined;
  // A file that exists but is not read (a device, a hard link, over the size limit) says why, not "missing".
  const refused = inputRefusal(checked.abs, 'asset');
  if (refused) {
    report(
      file,
      `link "${raw}" is not published: it is ${refused}`,
      position,
      'keep the files pages link to regular files of at most 64 MB inside the site',
      'error',
    );
    return 'refused';
  }
  return ctx.addAsset(checked.abs);
}

/** A path under which a relative link is resolved, to tell one that climbs above the site's root (`../../x` from `/guide/`). */
const ROOT = '/portal-root';

/**
 * A relative URL link resolved against the URL of the page it is written in (CompileContext
 * `pageUrl`), as a browser and Docusaurus resolve it there: `./child` on `/guide/` is `/guide/child`,
 * `./codes` on `/ref/help/` is `/ref/help/codes`, `./b#x` on `/guide/a` is `/guide/b#x`. A route has
 * no trailing slash (`./` on `/guide/` is `/guide`). Undefined when it climbs above the site's root:
 * left as written, the link checker reports it (on a site under a path, as leaving it).
 */
export function resolveRelativeLink(raw: string, pageUrl: string): string | undefined {
  let resolved: URL;
  try {
    resolved = new URL(raw, `https://portal.invalid${ROOT}${pageUrl}`);
  } catch {
    return undefined;
  }
  const { pathname } = resolved;
  if (resolved.origin !== 'https://portal.invalid' || (pathname !== ROOT && !pathname.startsWith(`${ROOT}/`))) return undefined;
  const route = pathname.slice(ROOT.length).replace(/\/+$/, '') || '/';
  return `${route}${resolved.search}${resolved.hash}`;
}

/**
 * The page's relative URL links (`./child`, `child#x`, `../other`) as the routes they name from the
 * page's URL (`resolveRelativeLink`), for its Markdown links and the links written as JSX
 * (mdx/remark-mdx-jsx-links.ts); undefined for any other link, and in a partial (compiled once for
 * every page that imports it). The first one resolved makes the page's HTML depend on its own URL.
 */
export function relativeLinks(ctx: CompileContext): (raw: string) => string | undefined {
  const pageUrl = ctx.pageUrl?.relPath === ctx.relPath ? ctx.pageUrl.url : undefined;
  let tracked = false;
  return (raw) => {
    if (pageUrl === undefined || raw.startsWith('/') || raw.startsWith('#')) return undefined;
    if (!tracked) {
      tracked = true;
      // Its route, and its file's front matter (a `slug`'s trailing slash), which the compile caches
      // do not key on (render/job/tracked-compile.ts).
      ctx.routeOfFile(ctx.relPath);
      ctx.dependency?.(path.join(ctx.absDir, path.posix.basename(ctx.relPath)));
    }
    return resolveRelativeLink(raw, pageUrl);
  };
}

/**
 * Resolves Markdown file links to routes, relative URL links against the page's URL, and local
 * images and linked files to hashed assets, and records every link with its position for the link
 * checker:
 *
 * `[Refunds](./refunds.md#partial-refunds)` → `<a href="/guides/custom-api/refunds#partial-refunds">`
 * `[child](./child)` in `guide/index.md` (served at `/guide/`) → `<a href="/guide/child">`
 * `[the spec](../files/spec.pdf)` → `<a href="/assets/images/spec.5be0a1c2.pdf">`
 * `![Flow](./img/flow.svg)` → `<img src="/assets/images/flow.3f9a2c1d.svg">`
 */
export const remarkLinks: Plugin<[], Root> = () => (tree, file) => {
  const ctx = file.data.portal;
  if (!ctx) return;
  dropRefusedUrls(tree, file);
  const relative = relativeLinks(ctx);
  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const raw = node.url;
    const where = { file: ctx.displayPath, line: node.position?.start.line, column: node.position?.start.column };
    if (!raw || isExternal(raw)) return;
    if (node.type === 'image') {
      const { pathPart } = splitHash(raw);
      if (pathPart.startsWith('/')) {
        ctx.links.push({ raw, resolved: raw, kind: 'image', line: where.line, column: where.column });
        return;
      }
      const { roots, allowed, keep } = localRoots(ctx);
      const checked = confine({ roots, from: ctx.absDir, target: filePath(pathPart) });
      if (!checked.ok) {
        report(
          file,
          `image "${raw}" is refused: ${describeRefusal(checked.reason, allowed)}`,
          node.position,
          `keep images inside ${keep}, e.g. beside the guide in img/`,
          'error',
        );
        return;
      }
      const abs = checked.abs;
      if (!isImageType(abs)) {
        report(
          file,
          `image "${raw}" is refused: it is not an image type (${IMAGE_TYPE_NAMES})`,
          node.position,
          'link to the file with [text](…) instead, or convert it to an image',
          'error',
        );
        return;
      }
      // An image that exists but is not read (a device, a hard link, over the size limit) says why, not "missing".
      const refused = inputRefusal(abs, 'asset');
      if (refused) {
        report(file, `image "${raw}" is not published: it is ${refused}`, node.position, 'keep images regular files of at most 64 MB inside the site', 'error');
        return;
      }
      // A missing image keeps its URL; the link checker reports it with the others.
      const url = ctx.addAsset(abs);
      if (url) node.url = url;
      ctx.links.push({ raw, resolved: url ?? raw, kind: 'image', line: where.line, column: where.column });
      return;
    }
    const { pathPart, suffix } = splitHash(raw);
    if (/\.mdx?$/i.test(pathPart)) {
      const decoded = safeDecode(pathPart);
      const target = decoded.startsWith('/') ? decoded.slice(1) : relativeTarget(ctx, decoded);
      // As in Docusaurus, `api/store.md` (neither `./` nor `../`) is looked for beside the page, then from the content folder.
      const bare = !/^\.{1,2}\//.test(decoded) && !decoded.startsWith('/');
      // `/docs/api/intro.md` is looked for in the content folder, then from the site's folder (the config's), as Docusaurus does.
      const fromSite = decoded.startsWith('/') ? siteRelativeTarget(ctx, decoded.slice(1)) : undefined;
      const route =
        ctx.routeOfFile(target) ??
        (bare ? ctx.routeOfFile(path.posix.normalize(decoded)) : undefined) ??
        (fromSite === undefined ? undefined : ctx.routeOfFile(fromSite));
      if (route) node.url = route + suffix;
      ctx.links.push({ raw, resolved: route ? route + suffix : raw, kind: 'markdown-file', line: where.line, column: where.column });
      return;
    }
    const published = linkedFile(ctx, raw, pathPart, file, node.position);
    if (published === 'refused') return;
    if (published !== undefined) {
      node.url = published + suffix;
      ctx.links.push({ raw, resolved: node.url, kind: 'link', line: where.line, column: where.column });
      return;
    }
    const resolved = relative(raw);
    if (resolved !== undefined) node.url = resolved;
    ctx.links.push({ raw, resolved: resolved ?? raw, kind: 'link', line: where.line, column: where.column });
  });
};
