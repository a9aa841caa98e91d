/**
 * The build caches' storage, one interface: where a site's caches live (`siteCachePath`), the entry
 * files, the memos and verdicts kept in them, and the two version stamps they are kept under. What
 * opens and saves them for a render job lives with the render step (render/job/build-caches.ts).
 * Code outside `cache/` imports from here; `cache/` imports nothing above `safety/`.
 *
 * - `highlight-<site>.jsonl` (highlight-cache.ts): each code block's HTML;
 * - `markdown-<site>.jsonl` (render/job/compile-cache.ts): each guide's compiled Markdown (and an MDX guide's twin);
 * - `descriptions-<site>.jsonl`: API descriptions as HTML (html-memo.ts);
 * - `openapi-<file>.json` (schema-verdict.ts): the last description text that passed the schema check;
 * - `client-<site>.json` and `config-<site>.json` (bundle-cache.ts): the client bundle and the compiled config, with the sha1 of each file they were made from;
 */
export { siteCachePath } from './cache-dir.ts';
export { BundleCache, type KeptBundle } from './bundle-cache.ts';
export { rendererCodeVersion } from './code-version.ts';
export { readEntries, writeEntries, type CacheFileUse } from './entry-file.ts';
export { HighlightCache, highlightCacheVersion, readHighlightCache } from './highlight-cache.ts';
export { HtmlMemo } from './html-memo.ts';
export { SchemaVerdict } from './schema-verdict.ts';
