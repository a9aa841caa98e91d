import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Replaces a cache file: `write` writes the new content to a temporary file beside it, which is then
 * renamed into place (builds running at once never read half a file). A file that cannot be written
 * (read-only checkout) or content that cannot be made leaves the old file and only makes the next
 * build slower.
 */
export function replaceCacheFile(file: string, write: (tmp: string) => void): void {
  const tmp = cacheTempFile(file);
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    write(tmp);
    renameSync(tmp, file);
  } catch {
    rmSync(tmp, { force: true });
  }
}

/** Where a cache file is written before it is renamed into place: beside it, named after this process. */
export function cacheTempFile(file: string): string {
  return `${file}.${process.pid}.tmp`;
}
