import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { replaceCacheFile } from './replace-file.ts';
import { siteCachePath } from './cache-dir.ts';

/** Bump when the kept file changes shape. */
const FORMAT = 1;

/** A bundle as kept on disk: its output files and what the build makes of them. */
export interface KeptBundle<T> {
  /** Output-relative path → content. */
  files: Map<string, Uint8Array>;
  /** Everything else the bundle step returns (entry URL, preloads), as JSON. */
  meta: T;
}

/** What is on disk: the version, each input file's sha1, the outputs as base64, the rest. */
interface KeptFile {
  version: string;
  inputs: Record<string, string>;
  files: [string, string][];
  meta: unknown;
}

const sha1 = (data: string | Uint8Array) => createHash('sha1').update(data).digest('hex');

/**
 * A bundle esbuild made in the previous build, kept as `<kind>-<site>.json` in the cache folder with
 * the sha1 of every file esbuild read for it: the client bundle (`client`: the client's sources and
 * React, about 0.3 s to bundle again) and the compiled config (`config`: esbuild's start alone was
 * about 0.1 s of a warm build). A bundle depends on those files, esbuild's version and its options
 * alone (`version`); it is reused only while every input still hashes the same.
 */
export class BundleCache {
  private readonly file: string | undefined;

  constructor(
    /** The folder whose cache folder keeps it (cache-dir.ts): the content folder, or the config's. */
    dir: string,
    kind: 'client' | 'config',
    /** esbuild's version and the options and entry points the bundle is made with. */
    private readonly version: string,
  ) {
    const base = siteCachePath(dir, kind);
    this.file = base && `${base}.json`;
  }

  /** The kept bundle, if its version matches and none of its inputs changed. */
  read<T>(): KeptBundle<T> | undefined {
    if (!this.file) return undefined;
    let kept: KeptFile;
    try {
      kept = JSON.parse(readFileSync(this.file, 'utf8')) as KeptFile;
      if (kept.version !== `${FORMAT}:${this.version}`) return undefined;
      // Only regular files are read: a cache file that names a device or a folder is not used.
      for (const [input, hash] of Object.entries(kept.inputs)) if (!statSync(input).isFile() || sha1(readFileSync(input)) !== hash) return undefined;
    } catch {
      return undefined; // missing, cut short, or an input is gone
    }
    return { files: new Map(kept.files.map(([rel, data]) => [rel, new Uint8Array(Buffer.from(data, 'base64'))])), meta: kept.meta as T };
  }

  /** Keeps a bundle made from `inputs` (absolute paths), written whole then renamed. */
  save<T>(bundle: KeptBundle<T>, inputs: readonly string[]): void {
    if (!this.file) return;
    // A cache that cannot be written only makes the next build bundle again.
    replaceCacheFile(this.file, (tmp) => {
      const kept: KeptFile = {
        version: `${FORMAT}:${this.version}`,
        inputs: Object.fromEntries([...inputs].sort().map((input) => [input, sha1(readFileSync(input))])),
        files: [...bundle.files].map(([rel, data]) => [rel, Buffer.from(data).toString('base64')]),
        meta: bundle.meta,
      };
      writeFileSync(tmp, JSON.stringify(kept));
    });
  }
}
