import { createHash } from 'node:crypto';
import type { ElementContent, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import type { Plugin } from 'unified';
import { SKIP, visit } from './visit-tree.ts';
import { KEPT_TAG, activeParts, sanitizeContentHtml } from '../safety/html-sanitize.ts';
import { report } from './file-messages.ts';
import { MARKDOWN_LIMITS, remarkDepthLimit } from './markdown-limits.ts';
import { PortalError, codeFrame } from '../diagnostics.ts';

/** Does the tree hold raw HTML a writer wrote (portal's own raw nodes carry no position)? */
function hasWriterHtml(tree: Root): boolean {
  let found = false;
  visit(tree, 'raw', (node) => {
    if (!node.position) return;
    found = true;
    return false;
  });
  return found;
}

/** A raw node: HTML as the writer wrote it (remark-rehype's `raw`). */
type RawNode = { type: 'raw'; value: string; position?: { start: { line: number; column: number } } };

/** Elements that never hold others, and those whose end tag is implied by the next one: they add no nesting. */
const FLAT = new Set('area base br col embed hr img input link meta source track wbr p li dt dd tr td th option optgroup rb rt rp'.split(' '));

/**
 * How deep the writer's raw HTML nests, counted on its tags before it is parsed (the HTML parser's
 * tree conversion recurses per level: `<div>` × 50,000 overflows the stack before the tree exists).
 * Returns the first raw node where the count goes over `limit`, if any.
 */
function tooDeep(tree: Root, limit: number): RawNode | undefined {
  let depth = 0;
  let found: RawNode | undefined;
  visit(tree, 'raw', (node) => {
    if (!node.position) return;
    for (const [, close, name] of node.value.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/g)) {
      if (FLAT.has(name!.toLowerCase())) continue;
      depth = close ? Math.max(0, depth - 1) : depth + 1;
      if (depth > limit) {
        found = node;
        return false;
      }
    }
  });
  return found;
}

/**
 * With `markdown.rawHtml: 'sanitize'` (untrusted content mode), raw HTML in a guide or post is
 * parsed (hast-util-raw, as a browser parses it) and sanitized by the one content schema
 * (`safety/html-sanitize.ts`, GitHub's rules), each active part taken out with a warning at its
 * position:
 *
 * `<img src="x.png" onerror="alert(1)"><script>alert(2)</script>` → `<img src="x.png">`
 *
 * Portal's own HTML (code blocks, admonition icons) is set aside first and put back after, so its
 * output is the same as with `allow`; a page without raw HTML is not touched at all.
 */
export const rehypeSanitizeRawHtml: Plugin<[], Root> = () => (tree, file) => {
  if (file.data.portal?.rawHtml !== 'sanitize' || !hasWriterHtml(tree)) return;
  const deep = tooDeep(tree, MARKDOWN_LIMITS.treeDepth);
  if (deep) {
    const at = deep.position?.start;
    throw new PortalError(`raw HTML nested more than ${MARKDOWN_LIMITS.treeDepth} levels deep (elements inside each other)`, {
      file: file.path,
      line: at?.line,
      column: at?.column,
      frame: at ? codeFrame(String(file.value), at.line, at.column) : undefined,
      hint: 'flatten the nesting; no reader follows that many levels',
    });
  }
  // The placeholders' key depends on the page's text, so its text cannot hold one.
  const nonce = createHash('sha1').update(String(file.value)).digest('hex').slice(0, 16);
  const kept = new Map<string, RootContent>();
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    const own = (node.type === 'raw' && !node.position) || (node.type === 'element' && node.tagName === 'pre');
    if (!own) return;
    const key = `${nonce}-${kept.size}`;
    parent.children[index] = { type: 'element', tagName: KEPT_TAG, properties: { dataKept: key }, children: [] };
    kept.set(key, node as RootContent);
    return SKIP;
  });
  const parsed = raw(tree, { file }) as Root;
  // The sanitizer and the serializer recurse per level: `<div>` × 50,000 must be a message, not a stack overflow.
  remarkDepthLimit({ what: 'raw HTML nested' })(parsed, file);
  for (const { what, node } of activeParts(parsed)) {
    report(
      file,
      `raw HTML: ${what} removed (untrusted content is sanitized)`,
      node.position,
      'write the page in Markdown; scripts, frames, forms and event handlers never reach the page',
    );
  }
  const clean = sanitizeContentHtml(parsed);
  visit(clean, 'element', (node, index, parent) => {
    if (node.tagName !== KEPT_TAG || !parent || index === undefined) return;
    const key = String(node.properties.dataKept);
    const original = kept.get(key);
    // A placeholder the writer wrote is not one of portal's: it goes.
    const restored = original ? [original as ElementContent] : [];
    kept.delete(key);
    parent.children.splice(index, 1, ...restored);
    return [SKIP, index + restored.length];
  });
  return clean;
};
