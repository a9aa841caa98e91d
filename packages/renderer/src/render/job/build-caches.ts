import { rendererCodeVersion } from '../../cache/code-version.ts';
import { siteCachePath } from '../../cache/cache-dir.ts';
import { CompileCache } from './compile-cache.ts';
import { EntryFileWriter, readEntries, type CacheFileUse } from '../../cache/entry-file.ts';
import { highlightCacheVersion, readHighlightCache, type HighlightCache } from '../../cache/highlight-cache.ts';
import { HtmlMemo } from '../../cache/html-memo.ts';

/** A file of entries kept for the next build, and the version its entries must have been made under. */
export interface CacheFile {
  file: string;
  version: string;
}

/**
 * Where a build keeps what the next one reuses (files of entries, entry-file.ts), in the cache
 * folder (cache-dir.ts): highlighted code blocks (by code, language and marked lines), compiled
 * guides (compile-cache.ts) and API descriptions as HTML.
 */
export interface BuildCacheFiles {
  highlight?: CacheFile;
  markdown?: CacheFile;
  descriptions?: CacheFile;
  /** Guide and category pages: what the previous build's file of each was made from (page-cache.ts). */
  pages?: CacheFile;
}

/** What one render job did with each cache file. */
export type BuildCacheUses = { [K in keyof BuildCacheFiles]?: CacheFileUse };

/** Entries a render job made since it last handed them over, by cache file. */
export type BuildCacheEntries = { [K in keyof BuildCacheFiles]?: [string, unknown][] };

const KINDS = ['highlight', 'markdown', 'descriptions', 'pages'] as const;

/** The caches of a site's content folder: none when no package.json holds it. */
export function locateBuildCaches(contentDir: string): BuildCacheFiles {
  const file = (kind: string) => siteCachePath(contentDir, kind);
  const highlight = file('highlight');
  const markdown = file('markdown');
  const descriptions = file('descriptions');
  const pages = file('pages');
  if (!highlight || !markdown || !descriptions || !pages) return {};
  // Compiled Markdown depends on portal's renderer and the locked packages; highlighted code on shiki alone.
  const code = rendererCodeVersion();
  return {
    highlight: { file: `${highlight}.jsonl`, version: highlightCacheVersion() },
    markdown: { file: `${markdown}.jsonl`, version: code },
    descriptions: { file: `${descriptions}.jsonl`, version: code },
    pages: { file: `${pages}.jsonl`, version: code },
  };
}

/** The caches a render job uses, read from their files: the one way rendering reaches them. */
export interface BuildCaches {
  /** Highlighted code blocks. */
  highlight: HighlightCache;
  /** Compiled guides; none without a cache folder. */
  guides?: CompileCache;
  /** API descriptions as HTML. */
  descriptions: HtmlMemo;
  /** Records of the previous build's guide and category pages (page-cache.ts). */
  pages: HtmlMemo;
  /** The entries made since the last call (none: undefined), handed to `saveBuildCaches` as the job goes; they are no longer held. */
  drain(): BuildCacheEntries | undefined;
  /** What this job used of each, and made and did not drain, for `saveBuildCaches`. */
  uses(): BuildCacheUses;
}

/** Reads the caches' files (missing, unreadable or of another version: empty caches). */
export function openBuildCaches(files: BuildCacheFiles = {}): BuildCaches {
  const highlight = readHighlightCache(files.highlight?.file);
  const guides = files.markdown && CompileCache.read(files.markdown.file, files.markdown.version, highlight.memo);
  const descriptions = new HtmlMemo(files.descriptions ? readEntries(files.descriptions.file, files.descriptions.version) : undefined);
  const pages = new HtmlMemo(files.pages ? readEntries(files.pages.file, files.pages.version) : undefined);
  return {
    highlight,
    guides,
    descriptions,
    pages,
    drain() {
      const made: BuildCacheEntries = {
        highlight: highlight.memo.drain(),
        markdown: guides?.drain(),
        descriptions: descriptions.drain(),
        pages: pages.drain(),
      };
      return KINDS.some((kind) => made[kind]?.length) ? made : undefined;
    },
    uses: () => ({ highlight: highlight.memo.use(), markdown: guides?.use(), descriptions: descriptions.use(), pages: pages.use() }),
  };
}

/**
 * Writes each cache file again from what the render jobs made, as they hand it over (`add`), and the
 * kept entries they used (`finish`, only where something changed); `abort` (a failed build) keeps the files as they were.
 */
export function saveBuildCaches(caches: BuildCacheFiles): { add(made: BuildCacheEntries): void; finish(uses: readonly BuildCacheUses[]): void; abort(): void } {
  const writers = KINDS.flatMap((kind) => (caches[kind] ? [{ kind, writer: new EntryFileWriter(caches[kind].file, caches[kind].version) }] : []));
  return {
    add(made) {
      for (const { kind, writer } of writers) if (made[kind]) writer.add(made[kind]);
    },
    finish(uses) {
      for (const { kind, writer } of writers) {
        writer.add(uses.flatMap((use) => use[kind]?.made ?? []));
        writer.finish(uses.flatMap((use) => (use[kind] ? [use[kind]] : [])));
      }
    },
    abort() {
      for (const { writer } of writers) writer.abort();
    },
  };
}
