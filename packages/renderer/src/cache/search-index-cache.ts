import { readFileSync, writeFileSync } from 'node:fs';
import { replaceCacheFile } from './replace-file.ts';
import { siteCachePath } from './cache-dir.ts';

/** One file of a kept search index, relative to the site's root (`search/…`). */
export interface KeptIndexFile {
  path: string;
  content: Uint8Array;
}

/** Where a site's last search index is kept (`search-<site>.bin` in the cache folder); none without a cache folder. */
export function searchIndexCacheFile(contentDir: string): string | undefined {
  const file = siteCachePath(contentDir, 'search');
  return file && `${file}.bin`;
}

/**
 * The index files kept in `file` when they were made from the same input (`key`: a hash of what was
 * indexed, the indexer's version and options), else undefined. The file is one JSON line (the key,
 * each file's path and size) then the files' bytes, one after another; a file cut short, of another
 * key or unreadable gives nothing (the index is then built again).
 */
export function readSearchIndexCache(file: string | undefined, key: string): KeptIndexFile[] | undefined {
  if (!file) return undefined;
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return undefined;
  }
  const end = data.indexOf(10);
  if (end === -1) return undefined;
  let header: { key?: unknown; files?: unknown };
  try {
    header = JSON.parse(data.subarray(0, end).toString('utf8')) as typeof header;
  } catch {
    return undefined;
  }
  if (header.key !== key || !Array.isArray(header.files)) return undefined;
  const files: KeptIndexFile[] = [];
  let at = end + 1;
  for (const entry of header.files as unknown[]) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Number.isSafeInteger(entry[1]) || (entry[1] as number) < 0) return undefined;
    const size = entry[1] as number;
    if (at + size > data.length) return undefined;
    files.push({ path: entry[0], content: data.subarray(at, at + size) });
    at += size;
  }
  return at === data.length ? files : undefined;
}

/**
 * Keeps a search index for the next build under `key`, replacing the one kept before. Written whole,
 * then renamed (builds running at once never read half a file); a folder that cannot be written
 * (read-only checkout) only makes the next build slower.
 */
export function writeSearchIndexCache(file: string | undefined, key: string, files: readonly KeptIndexFile[]): void {
  if (!file) return;
  const header = JSON.stringify({ key, files: files.map((f) => [f.path, f.content.byteLength]) });
  replaceCacheFile(file, (tmp) => writeFileSync(tmp, Buffer.concat([Buffer.from(`${header}\n`), ...files.map((f) => f.content)])));
}
