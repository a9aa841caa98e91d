import path from 'node:path';
import { contentDirOf, type CompileContext } from '../markdown/context.ts';
import type { ChangelogPost } from './types.ts';

/** The Markdown a post compiles (its body, or its excerpt), with its front matter's lines left blank so positions stay true. */
export function postMarkdown(post: ChangelogPost, part: 'body' | 'excerpt' = 'body'): string {
  return '\n'.repeat(post.bodyLineOffset) + (part === 'excerpt' ? (post.excerpt ?? post.body) : post.body);
}

/**
 * What the Markdown pipeline needs to know about a post. Its path is given relative to the content
 * folder (`../changelog/…`), so `../content/guides/x.md` links resolve to guides, and an excerpt is
 * kept apart from its post in the compile caches.
 */
export function postCompileInputs(
  post: ChangelogPost,
  options: { contentDir: string; part: 'body' | 'excerpt' },
): Omit<CompileContext, 'links' | 'diagnostics' | 'routeOfFile' | 'addAsset'> {
  const relPath = path.relative(options.contentDir, post.file).split(path.sep).join('/');
  // The changelog folder: a post's images stay inside it.
  const assetRoot = contentDirOf({ absDir: path.dirname(post.file), relPath: post.relPath });
  return { relPath: options.part === 'excerpt' ? `${relPath}#excerpt` : relPath, displayPath: post.displayPath, absDir: path.dirname(post.file), assetRoot };
}

/**
 * Prefixes the ids of a post's HTML shown on a list page (and the `#` links to them), so two posts'
 * headings never share an id there: `id="added"` → `id="release-1-4-added"`.
 */
export function scopeIds(html: string, prefix: string): string {
  return html.replace(/ (id|href)="#?([^"]*)"/g, (whole, attr: string, value: string) => {
    if (attr === 'id') return ` id="${prefix}-${value}"`;
    return whole.startsWith(' href="#') ? ` href="#${prefix}-${value}"` : whole;
  });
}
