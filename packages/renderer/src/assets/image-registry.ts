import path from 'node:path';
import { readInputFile } from '../safety/read-input.ts';
import { hashedName } from '../hash.ts';

/**
 * Images the guides show, under content-hashed names (`assets/images/<name>.<hash>.<ext>`): each
 * file is read once, to hash it, and its bytes are kept for whoever serves or writes it. A missing
 * file has no URL. Watch mode forgets an image that changed on disk, so its next use reads it again.
 */
export class ImageRegistry {
  /** Absolute path → output-relative path (undefined: the file is missing). */
  private readonly rels = new Map<string, string | undefined>();
  /** Output-relative path → the file and its bytes. */
  private readonly files = new Map<string, { abs: string; bytes: Uint8Array }>();

  /** The public URL of an image, or undefined when the file is missing (a render's `addAsset`). */
  readonly url = (abs: string): string | undefined => {
    if (!this.rels.has(abs)) {
      let rel: string | undefined;
      try {
        // Never a FIFO or a device (which would block), never beyond the size limit.
        const bytes = readInputFile(abs, { kind: 'asset' });
        rel = `assets/images/${hashedName(path.basename(abs), bytes)}`;
        this.files.set(rel, { abs, bytes });
      } catch {
        rel = undefined;
      }
      this.rels.set(abs, rel);
    }
    const rel = this.rels.get(abs);
    return rel === undefined ? undefined : `/${rel}`;
  };

  /** Forgets an image that changed on disk. */
  forget(abs: string): void {
    const rel = this.rels.get(abs);
    if (rel) this.files.delete(rel);
    this.rels.delete(abs);
  }

  /** Output-relative paths of every image in use. */
  paths(): string[] {
    return [...this.files.keys()];
  }

  /** The bytes behind an output-relative image path. */
  bytes(rel: string): Uint8Array | undefined {
    return this.files.get(rel)?.bytes;
  }

  /** Every image in use, as [absolute path, output-relative path]. */
  entries(): [string, string][] {
    return [...this.files].map(([rel, { abs }]) => [abs, rel]);
  }
}
