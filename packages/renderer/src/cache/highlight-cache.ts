import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readEntries } from './entry-file.ts';
import { HtmlMemo } from './html-memo.ts';

/**
 * Bump when `highlight()` gives other HTML for the same code (theme, transformers, markup): the
 * cache keeps only entries written under the same format and shiki version.
 */
const FORMAT = 5;

/** The shiki version (and so its grammars) the cached HTML came from. */
export function highlightCacheVersion(): string {
  const shiki = createRequire(import.meta.url)('shiki/package.json') as { version: string };
  return `${FORMAT}:shiki@${shiki.version}`;
}

/**
 * Highlighted code of the previous build of a site, kept on disk: shiki compiles a grammar's
 * patterns on first use (about a second for the languages of the real site), and the HTML it gives
 * for one code, language and set of marked lines never changes.
 */
export class HighlightCache {
  constructor(readonly memo = new HtmlMemo()) {}

  /** The HTML of a code block from the cache, else made by `make` and remembered. */
  get(key: { lang: string; code: string; lines: string }, make: () => string): string {
    return this.memo.get(blockId(key), make);
  }

  /** Does the cache have this code block's HTML? (It does not count as asked for: the build may not need it.) */
  has(key: { lang: string; code: string; lines: string }): boolean {
    return this.memo.has(blockId(key));
  }

  /** The HTML of a code block when the cache has it, else undefined. */
  find(key: { lang: string; code: string; lines: string }): string | undefined {
    return this.memo.find(blockId(key));
  }
}

function blockId(key: { lang: string; code: string; lines: string }): string {
  return createHash('sha1').update(`${key.lang}\u0000${key.lines}\u0000${key.code}`).digest('base64url');
}

/** The cache of the previous build in `file`; empty when there is none or it came from another shiki. */
export function readHighlightCache(file: string | undefined): HighlightCache {
  return new HighlightCache(new HtmlMemo(readEntries(file, highlightCacheVersion())));
}
