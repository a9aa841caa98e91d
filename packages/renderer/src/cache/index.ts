/**
 * The build caches, one interface: where a site's caches live (`locateBuildCaches`), reading them
 * for a render job (`openBuildCaches`), writing what the jobs used and made (`saveBuildCaches`), and
 * the two version stamps they are kept under. Code outside `cache/` imports from here.
 *
 * - `highlight-<site>.jsonl` (highlight-cache.ts): each code block's HTML;
 * - `markdown-<site>.jsonl` (compile-cache.ts): each guide's compiled Markdown (and an MDX guide's twin);
 * - `descriptions-<site>.jsonl`: API descriptions as HTML (html-memo.ts);
 * - `openapi-<file>.json` (schema-verdict.ts): the last description text that passed the schema check;
 * - `client-<site>.json` and `config-<site>.json` (bundle-cache.ts): the client bundle and the compiled config, with the sha1 of each file they were made from;
 * - `render-<site>.bin` (render/render-memo.ts): a small site's last render, its pages and what it read.
 */
export { locateBuildCaches, openBuildCaches, saveBuildCaches, type BuildCacheFiles, type BuildCaches, type BuildCacheUses, type BuildCacheEntries, type CacheFile } from './build-caches.ts';
export { siteCachePath } from './cache-dir.ts';
export { BundleCache, type KeptBundle } from './bundle-cache.ts';
export { rendererCodeVersion } from './code-version.ts';
export { CompileCache } from './compile-cache.ts';
export { readEntries, writeEntries, type CacheFileUse } from './entry-file.ts';
export { HighlightCache, highlightCacheVersion, readHighlightCache } from './highlight-cache.ts';
export { HtmlMemo } from './html-memo.ts';
export { SchemaVerdict } from './schema-verdict.ts';
