import { parseEntry, type CacheFileUse } from './entry-file.ts';

/**
 * HTML made from a text by a function that always gives the same HTML for the same text (a code
 * block's highlighting, a description's Markdown), kept across builds in a file of entries (entry-file.ts).
 */
export class HtmlMemo {
  private readonly used = new Map<string, string>();
  /** Keys whose HTML this build made (it is in `used`). */
  private readonly made = new Set<string>();
  /** Kept entries this build did not ask for but keeps, for `retain`. */
  private readonly retained = new Set<string>();
  private recording?: Set<string>;

  constructor(private readonly earlier: ReadonlyMap<string, string> = new Map()) {}

  /** The HTML for `key` (a hash of the text and whatever else shapes the HTML), else made by `make` and remembered. */
  get(key: string, make: () => string): string {
    this.recording?.add(key);
    let html = this.used.get(key);
    if (html !== undefined) return html;
    const kept = parseEntry(this.earlier.get(key));
    html = typeof kept === 'string' ? kept : undefined;
    if (html === undefined) {
      html = make();
      this.made.add(key);
    }
    this.used.set(key, html);
    return html;
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

  /** What this build did, for `writeEntries`. */
  use(): CacheFileUse {
    return { used: [...new Set([...this.used.keys(), ...this.retained])], made: [...this.made].map((key) => [key, this.used.get(key)]), earlier: this.earlier.size };
  }
}
