import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { siteCachePath } from '../output/cache-dir.ts';

/**
 * Bump when `highlight()` gives other HTML for the same code (theme, transformers, markup): the
 * cache keeps only entries written under the same format and shiki version.
 */
const FORMAT = 1;

/** The shiki version (and so its grammars) the cached HTML came from. */
function cacheVersion(): string {
  const shiki = createRequire(import.meta.url)('shiki/package.json') as { version: string };
  return `${FORMAT}:shiki@${shiki.version}`;
}

/**
 * Highlighted code of the previous build of a site, kept on disk: shiki compiles a grammar's
 * patterns on first use (about a second for the languages of the real site), and the HTML it gives
 * for one code, language and set of marked lines never changes.
 */
export class HighlightCache {
  /** The entries this build used (found or made): what the next build gets. */
  readonly used = new Map<string, string>();

  constructor(private readonly earlier: ReadonlyMap<string, string> = new Map()) {}

  /** The HTML of a code block from the cache, else made by `make` and remembered. */
  get(key: { lang: string; code: string; lines: string }, make: () => string): string {
    const hash = createHash('sha1').update(`${key.lang}\u0000${key.lines}\u0000${key.code}`).digest('base64url');
    let html = this.used.get(hash) ?? this.earlier.get(hash);
    if (html === undefined) html = make();
    this.used.set(hash, html);
    return html;
  }
}

/** Where a site's highlight cache lives: `node_modules/.cache/portal/highlight-<site>.json` (see `siteCachePath`). */
export function highlightCacheFile(contentDir: string): string | undefined {
  const base = siteCachePath(contentDir, 'highlight');
  return base && `${base}.json`;
}

/** The cache of the previous build; empty when there is none or it came from another shiki. */
export function readHighlightCache(file: string | undefined): HighlightCache {
  if (!file) return new HighlightCache();
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; entries?: Record<string, string> };
    if (data.version !== cacheVersion() || !data.entries) return new HighlightCache();
    return new HighlightCache(new Map(Object.entries(data.entries)));
  } catch {
    return new HighlightCache();
  }
}

/** Keeps this build's entries for the next one (written whole, then renamed: builds running at once never see half a file). */
export function writeHighlightCache(file: string | undefined, entries: Iterable<[string, string]>): void {
  if (!file) return;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: cacheVersion(), entries: Object.fromEntries(entries) }));
    renameSync(tmp, file);
  } catch {
    // A cache that cannot be written (read-only checkout) only makes the next build slower.
  }
}
