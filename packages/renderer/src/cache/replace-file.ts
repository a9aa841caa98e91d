import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Replaces a cache file: `write` writes the new content to a temporary file beside it, which is then
 * renamed into place (builds running at once never read half a file). A file that cannot be written
 * (read-only checkout) or content that cannot be made leaves the old file and only makes the next
 * build slower.
 */
export function replaceCacheFile(file: string, write: (tmp: string) => void): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    write(tmp);
    renameSync(tmp, file);
  } catch {
    rmSync(tmp, { force: true });
  }
}
