import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { replaceCacheFile } from './replace-file.ts';

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
 * kept one was used. Written whole, then renamed: builds running at once never read half a file;
 * a file that cannot be written (read-only checkout) only makes the next build slower.
 */
export function writeEntries(file: string | undefined, version: string, uses: readonly CacheFileUse[]): void {
  if (!file) return;
  const made = new Map(uses.flatMap((use) => use.made));
  const used = new Set(uses.flatMap((use) => use.used));
  // With nothing made, every used key came from the file: the same count means the same entries,
  // and the file is not read again.
  if (!made.size && used.size === Math.max(0, ...uses.map((use) => use.earlier))) return;
  const earlier = readEntries(file, version);
  // Only the next build is slower when the file cannot be written.
  replaceCacheFile(file, (tmp) => {
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
  });
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
