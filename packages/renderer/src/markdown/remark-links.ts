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
import { contentDirOf } from './context.ts';

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
 * Resolves Markdown file links to routes and local images to hashed assets, and records every
 * link with its position for the link checker:
 *
 * `[Refunds](./refunds.md#partial-refunds)` → `<a href="/guides/custom-api/refunds#partial-refunds">`
 * `![Flow](./img/flow.svg)` → `<img src="/assets/images/flow.3f9a2c1d.svg">`
 */
export const remarkLinks: Plugin<[], Root> = () => (tree, file) => {
  const ctx = file.data.portal;
  if (!ctx) return;
  dropRefusedUrls(tree, file);
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
      // A file outside the content folder (`../…`) names its own root, or keeps its images beside it.
      const outside = ctx.relPath.startsWith('../');
      const contentDir = ctx.assetRoot ?? (outside ? ctx.absDir : contentDirOf(ctx));
      const siteDir = ctx.assetRoot ? undefined : ctx.siteDir;
      // `images\x.png` (written on Windows) is `images/x.png`, as a browser reads the URL.
      const checked = confine({ roots: siteDir ? [contentDir, siteDir] : [contentDir], from: ctx.absDir, target: safeDecode(pathPart).replace(/\\/g, '/') });
      if (!checked.ok) {
        const allowed = ctx.assetRoot ? 'its folder' : siteDir ? "the content folder and the site's folder" : 'the content folder';
        report(
          file,
          `image "${raw}" is refused: ${describeRefusal(checked.reason, allowed)}`,
          node.position,
          `keep images inside ${ctx.assetRoot ? 'the folder of the page (the changelog folder for a post)' : allowed}, e.g. beside the guide in img/`,
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
    ctx.links.push({ raw, resolved: raw, kind: 'link', line: where.line, column: where.column });
  });
};
