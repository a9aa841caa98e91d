import { joinRoute } from '../content/slugs.ts';
import { tagPermalink, type TagsFile } from '../content/tags-file.ts';
import type { DocSource } from '../content/types.ts';
import type { Diagnostics } from '../diagnostics.ts';
import type { CategoryCard, NavLink } from './types.ts';

/** A tag as a page shows it: its label and the route of its page. */
export interface DocTag extends NavLink {
  description?: string;
}

/** The `/tags` page and one `/tags/<tag>` page per tag, as lists of cards. */
export interface TagPages {
  /** Each guide's tags, by doc id. */
  tagsOfDoc: Map<string, DocTag[]>;
  /** The `/tags` page (absent when no guide has a tag). */
  index?: { route: string; cards: CategoryCard[] };
  pages: { route: string; title: string; description?: string; cards: CategoryCard[] }[];
}

/**
 * Docusaurus's doc tags: front matter `tags` are names (declared in `tags.yml` or inline) or inline
 * `{label, permalink}` objects; every tag gets `<base>/tags/<permalink>`, all of them `<base>/tags`.
 */
export function buildTagPages(args: {
  docs: DocSource[];
  tagsFile?: TagsFile;
  routeBase: string;
  diagnostics: Diagnostics;
  describe: (doc: DocSource) => string | undefined;
}): TagPages {
  const tagsRoute = joinRoute(args.routeBase, 'tags');
  const byRoute = new Map<string, { tag: DocTag; docs: DocSource[] }>();
  const tagsOfDoc = new Map<string, DocTag[]>();
  for (const doc of args.docs) {
    const own: DocTag[] = [];
    for (const written of doc.frontMatter.tags ?? []) {
      let tag: DocTag;
      if (typeof written === 'string') {
        const declared = args.tagsFile?.tags[written];
        if (args.tagsFile && !declared) {
          args.diagnostics.warn(
            `tag "${written}" is not declared in ${args.tagsFile.file}`,
            { file: doc.displayPath, line: doc.frontMatterLines.tags ?? 1 },
            `declared tags: ${Object.keys(args.tagsFile.tags).slice(0, 10).join(', ')}`,
          );
        }
        tag = declared
          ? { label: declared.label, href: joinRoute(tagsRoute, declared.permalink), ...(declared.description ? { description: declared.description } : {}) }
          : { label: written, href: joinRoute(tagsRoute, tagPermalink(written)) };
      } else {
        tag = { label: written.label, href: joinRoute(tagsRoute, written.permalink), ...(written.description ? { description: written.description } : {}) };
      }
      if (own.some((t) => t.href === tag.href)) continue;
      own.push(tag);
      const entry = byRoute.get(tag.href) ?? { tag, docs: [] };
      entry.docs.push(doc);
      byRoute.set(tag.href, entry);
    }
    if (own.length) tagsOfDoc.set(doc.id, own);
  }
  if (byRoute.size === 0) return { tagsOfDoc, pages: [] };
  const entries = [...byRoute.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label, 'en') || (a.tag.href < b.tag.href ? -1 : 1));
  const pages = entries.map(({ tag, docs }) => ({
    route: tag.href,
    title: `${docs.length} ${docs.length === 1 ? 'doc' : 'docs'} tagged with "${tag.label}"`,
    description: tag.description,
    cards: docs
      .filter((d) => !d.unlisted)
      .sort((a, b) => a.title.localeCompare(b.title, 'en') || (a.route < b.route ? -1 : 1))
      .map((d) => ({ label: d.title, href: d.route, description: args.describe(d) })),
  }));
  const cards = entries.map(({ tag, docs }) => ({
    label: tag.label,
    href: tag.href,
    description: tag.description ?? `${docs.length} ${docs.length === 1 ? 'doc' : 'docs'}`,
    itemCount: docs.length,
  }));
  return { tagsOfDoc, index: { route: tagsRoute, cards }, pages };
}
