import { parseEntry, type CacheFileUse } from './entry-file.ts';

/**
 * How many characters of HTML a memo holds of what it drained, the last asked for first, for the next
 * ask within a build. On 1,000 guides + 495 operations, where about a quarter of the asks are for a
 * block asked for before (an example on many operations), 1 M characters made as many blocks again
 * as 100 M did (about 7,600 in both); 250 K made about 1,000 more.
 */
const RECENT_CHARS = 1_000_000;

/**
 * HTML made from a text by a function that always gives the same HTML for the same text (a code
 * block's highlighting, a description's Markdown), kept across builds in a file of entries (entry-file.ts).
 *
 * A build hands what it made to the file as it goes (`drain`, with each rendered page): the memo
 * then holds only what was asked for last, so a render thread does not keep the HTML of every code
 * block of a large site to the end. Without `drain` (watch) it holds all it made.
 */
export class HtmlMemo {
  /** Keys this build asked for. */
  private readonly used = new Set<string>();
  /** HTML made since the last `drain`. */
  private fresh = new Map<string, string>();
  /** HTML asked for lately, of what was drained or came from the file: the last asked for last. */
  private readonly recent = new Map<string, string>();
  private recentChars = 0;
  /** Kept entries this build did not ask for but keeps, for `retain`. */
  private readonly retained = new Set<string>();
  private recording?: Set<string>;

  constructor(private readonly earlier: ReadonlyMap<string, string> = new Map()) {}

  /** The HTML for `key` (a hash of the text and whatever else shapes the HTML), else made by `make` and remembered. */
  get(key: string, make: () => string): string {
    const found = this.find(key);
    if (found !== undefined) return found;
    const html = make();
    this.fresh.set(key, html);
    return html;
  }

  /** The HTML for `key` when it was made before (this build or a kept one), else undefined; either way the key counts as asked for. */
  find(key: string): string | undefined {
    this.recording?.add(key);
    this.used.add(key);
    const fresh = this.fresh.get(key);
    if (fresh !== undefined) return fresh;
    const html = this.recent.get(key);
    if (html !== undefined) {
      this.recent.delete(key);
      this.recent.set(key, html);
      return html;
    }
    const kept = parseEntry(this.earlier.get(key));
    if (typeof kept !== 'string') return undefined;
    this.remember(key, kept);
    return kept;
  }

  /** Is there HTML for `key` (made this build or kept)? Unlike `find`, the key does not count as asked for. */
  has(key: string): boolean {
    return this.fresh.has(key) || this.recent.has(key) || typeof parseEntry(this.earlier.get(key)) === 'string';
  }

  /** The entries made since the last drain, for the file; their HTML is held from now on only while it was asked for lately. */
  drain(): [string, string][] {
    const drained = [...this.fresh];
    this.fresh = new Map();
    for (const [key, html] of drained) this.remember(key, html);
    return drained;
  }

  private remember(key: string, html: string): void {
    this.recent.set(key, html);
    this.recentChars += html.length;
    for (const [old, oldHtml] of this.recent) {
      if (this.recentChars <= RECENT_CHARS) break;
      this.recent.delete(old);
      this.recentChars -= oldHtml.length;
    }
  }

  /** Runs `fn` and gives the keys it asked for, with what it returned. */
  track<T>(fn: () => T): { value: T; keys: string[] } {
    const outer = this.recording;
    const keys = new Set<string>();
    this.recording = keys;
    try {
      return { value: fn(), keys: [...keys] };
    } finally {
      this.recording = outer;
    }
  }

  /**
   * Keeps kept entries for the next build though this one did not ask for them: what asked for
   * them last time was itself reused whole (a guide from the compiled-Markdown cache keeps its
   * code blocks, which are needed again once it is compiled again).
   */
  retain(keys: Iterable<string>): void {
    for (const key of keys) if (this.earlier.has(key)) this.retained.add(key);
  }

  /** What this build did, for `writeEntries`: the entries made and not drained. */
  use(): CacheFileUse {
    return { used: [...new Set([...this.used, ...this.retained])], made: [...this.fresh], earlier: this.earlier.size };
  }
}
