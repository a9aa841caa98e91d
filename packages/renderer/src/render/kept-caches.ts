import { compilerIdentity } from '../markdown/compiler-identity.ts';
import { highlightCacheVersion } from '../markdown/highlight-cache.ts';
import { siteCachePath } from '../output/cache-dir.ts';
import { writeKept, type KeptUse } from '../output/kept-entries.ts';

/** A file of entries kept for the next build, and the version its entries must have been made under. */
export interface KeptFile {
  file: string;
  version: string;
}

/**
 * What a build keeps for the next one (output/kept-entries.ts), in `node_modules/.cache/portal/`
 * of the site's package: highlighted code blocks (by code, language and marked lines), compiled
 * guides (compile-cache.ts) and API descriptions as HTML.
 */
export interface KeptCaches {
  highlight?: KeptFile;
  markdown?: KeptFile;
  descriptions?: KeptFile;
}

/** What one render job did with each kept file. */
export type KeptUses = { [K in keyof KeptCaches]?: KeptUse };

/** The caches of a site's content folder: none when no package.json holds it. */
export function siteCaches(contentDir: string): KeptCaches {
  const file = (kind: string) => siteCachePath(contentDir, kind);
  const highlight = file('highlight');
  const markdown = file('markdown');
  const descriptions = file('descriptions');
  if (!highlight || !markdown || !descriptions) return {};
  // Compiled Markdown depends on portal's renderer and the locked packages; highlighted code on shiki alone.
  const identity = compilerIdentity();
  return {
    highlight: { file: `${highlight}.jsonl`, version: highlightCacheVersion() },
    markdown: { file: `${markdown}.jsonl`, version: identity },
    descriptions: { file: `${descriptions}.jsonl`, version: identity },
  };
}

/** Writes each kept file again from what the render jobs used and made (only where something changed). */
export function keepCaches(caches: KeptCaches, uses: readonly KeptUses[]): void {
  for (const kind of ['highlight', 'markdown', 'descriptions'] as const) {
    const kept = caches[kind];
    if (kept) writeKept(kept.file, kept.version, uses.flatMap((use) => (use[kind] ? [use[kind]] : [])));
  }
}
