import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** What one render job did with a kept file: the keys it used, the entries it made (written as JSON), and how many entries the file held. */
export interface KeptUse {
  used: string[];
  made: [string, unknown][];
  earlier: number;
}

/**
 * Entries a build keeps for the next one, in one file: a first line naming the `version` they were
 * made under (portal's code, a dependency's version), then one line per entry, `<key> <JSON>`.
 * The file is read whole and split into lines; each entry is parsed only when it is used. Missing,
 * unreadable or of another version, it gives nothing.
 */
export function readKept(file: string | undefined, version: string): Map<string, string> {
  const entries = new Map<string, string>();
  if (!file) return entries;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return entries;
  }
  const lines = text.split('\n');
  if (lines[0] !== version) return entries;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const space = line.indexOf(' ');
    if (space > 0) entries.set(line.slice(0, space), line.slice(space + 1));
  }
  return entries;
}

/**
 * Writes the entries the build used for the next one: those the jobs made, the others as the file
 * had them; entries no job used are dropped. Nothing is written when no entry was made and every
 * kept one was used. Written whole, then renamed: builds running at once never read half a file;
 * a file that cannot be written (read-only checkout) only makes the next build slower.
 */
export function writeKept(file: string | undefined, version: string, uses: readonly KeptUse[]): void {
  if (!file) return;
  const made = new Map(uses.flatMap((use) => use.made));
  const used = new Set(uses.flatMap((use) => use.used));
  // With nothing made, every used key came from the file: the same count means the same entries,
  // and the file is not read again.
  if (!made.size && used.size === Math.max(0, ...uses.map((use) => use.earlier))) return;
  const earlier = readKept(file, version);
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written in chunks of about a megabyte: the entries can add up to tens of megabytes.
    const fd = openSync(tmp, 'w');
    try {
      let chunk = `${version}\n`;
      for (const key of used) {
        const entry = made.has(key) ? JSON.stringify(made.get(key)) : earlier.get(key);
        if (entry !== undefined) chunk += `${key} ${entry}\n`;
        if (chunk.length > 1 << 20) {
          writeSync(fd, chunk);
          chunk = '';
        }
      }
      writeSync(fd, chunk);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch {
    rmSync(tmp, { force: true });
    // Only the next build is slower.
  }
}

/** A kept entry's value, or undefined when there is none or it was cut short (then it is made again). */
export function parseKept(entry: string | undefined): unknown {
  if (entry === undefined) return undefined;
  try {
    return JSON.parse(entry) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * HTML made from a text by a function that always gives the same HTML for the same text (a code
 * block's highlighting, a description's Markdown), kept across builds with `readKept`/`writeKept`.
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
    const kept = parseKept(this.earlier.get(key));
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

  /** What this build did, for `writeKept`. */
  use(): KeptUse {
    return { used: [...new Set([...this.used.keys(), ...this.retained])], made: [...this.made].map((key) => [key, this.used.get(key)]), earlier: this.earlier.size };
  }
}
