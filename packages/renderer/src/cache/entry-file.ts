import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { cleanUpOnInterrupt } from '../safety/staging.ts';
import { cacheTempFile } from './replace-file.ts';

/** What one render job did with a kept file: the keys it used, the entries it made (written as JSON), and how many entries the file held. */
export interface CacheFileUse {
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
export function readEntries(file: string | undefined, version: string): Map<string, string> {
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
 * kept one was used. A file that cannot be written (read-only checkout) only makes the next build slower.
 */
export function writeEntries(file: string | undefined, version: string, uses: readonly CacheFileUse[]): void {
  const writer = new EntryFileWriter(file, version);
  const used = new Set(uses.flatMap((use) => use.used));
  // What no job used is dropped, made or not (watch: a guide deleted during the session).
  for (const use of uses) writer.add(use.made.filter(([key]) => used.has(key)));
  writer.finish(uses);
}

/**
 * A file of entries written as a build makes them (`add`, entries made since the last call), then
 * completed with the kept entries the build used (`finish`). Written to a temporary file beside it,
 * then renamed: builds running at once never read half a file; `abort` (a failed build) or an
 * interrupt removes the temporary file.
 */
export class EntryFileWriter {
  private readonly tmp: string;
  private fd?: number;
  private failed = false;
  /** Keys written so far. */
  private readonly written = new Set<string>();
  private chunk = '';
  private release?: () => void;

  constructor(
    private readonly file: string | undefined,
    private readonly version: string,
  ) {
    // Without a file (no cache folder) nothing is written, and the name is never used.
    this.tmp = file === undefined ? '' : cacheTempFile(file);
  }

  /** Writes entries made (each key once, the first time it comes). */
  add(entries: Iterable<[string, unknown]>): void {
    for (const [key, value] of entries) {
      if (this.written.has(key)) continue;
      this.written.add(key);
      this.append(key, JSON.stringify(value));
    }
  }

  /** Adds the kept entries the build used and did not make, and puts the file in place (nothing when none was made and every kept one was used). */
  finish(uses: readonly CacheFileUse[]): void {
    if (!this.file) return;
    const used = new Set(uses.flatMap((use) => use.used));
    // With nothing made, every used key came from the file: the same count means the same entries,
    // and the file is not read again.
    if (!this.written.size && used.size === Math.max(0, ...uses.map((use) => use.earlier))) {
      this.close();
      return;
    }
    const earlier = readEntries(this.file, this.version);
    for (const key of used) {
      const entry = this.written.has(key) ? undefined : earlier.get(key);
      if (entry !== undefined) this.append(key, entry);
    }
    this.flush(true);
    if (this.fd === undefined) {
      this.close();
      return;
    }
    try {
      closeSync(this.fd);
      this.fd = undefined;
      renameSync(this.tmp, this.file);
    } catch {
      this.failed = true;
    }
    this.close();
  }

  /** Throws the temporary file away (a build that failed keeps the file it had). */
  abort(): void {
    this.close();
  }

  /** Closes the temporary file and removes it if it was not renamed into place; an interrupt no longer needs to. */
  private close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    if (this.release) rmSync(this.tmp, { force: true });
    this.release?.();
    this.release = undefined;
  }

  private append(key: string, json: string): void {
    if (!this.file || this.failed) return;
    this.chunk += `${key} ${json}\n`;
    // Written in chunks of about a megabyte: the entries can add up to tens of megabytes.
    if (this.chunk.length > 1 << 20) this.flush(false);
  }

  private flush(last: boolean): void {
    if (!this.file || this.failed || (!this.chunk && !last)) return;
    try {
      if (this.fd === undefined) {
        mkdirSync(path.dirname(this.file), { recursive: true });
        this.release = cleanUpOnInterrupt(() => rmSync(this.tmp, { force: true }));
        this.fd = openSync(this.tmp, 'w');
        writeSync(this.fd, `${this.version}\n`);
      }
      writeSync(this.fd, this.chunk);
    } catch {
      // Only the next build is slower when the file cannot be written.
      this.failed = true;
      this.close();
    }
    this.chunk = '';
  }
}

/** A kept entry's value, or undefined when there is none or it was cut short (then it is made again). */
export function parseEntry(entry: string | undefined): unknown {
  if (entry === undefined) return undefined;
  try {
    return JSON.parse(entry) as unknown;
  } catch {
    return undefined;
  }
}
