import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { replaceCacheFile } from './replace-file.ts';
import { rendererCodeVersion } from './code-version.ts';
import { siteCachePath } from './cache-dir.ts';

/**
 * The validator the verdict came from: another swagger-parser, ajv or OpenAPI schema may judge the
 * same text otherwise, so the lockfile (and portal's code) are part of it.
 */
function validatorVersion(): string {
  return `2:${rendererCodeVersion()}`;
}

/**
 * The last text of an API description that passed the OpenAPI schema check, kept as its sha1 in
 * `node_modules/.cache/portal/openapi-<file>.json`: the check compiles the OpenAPI JSON Schema with
 * ajv on every run (about 0.2 s), and its verdict on the same text never changes. Only a pass is
 * kept, so an invalid description is checked (and reported) on every build.
 */
export class SchemaVerdict {
  private readonly file: string | undefined;
  private readonly sha1: string;
  private readonly version = validatorVersion();

  constructor(descriptionFile: string, source: string) {
    const base = siteCachePath(descriptionFile, 'openapi');
    this.file = base && `${base}.json`;
    this.sha1 = createHash('sha1').update(source).digest('hex');
  }

  /** Did this very text pass the check before, under the same validator? */
  passedBefore(): boolean {
    if (!this.file) return false;
    try {
      const kept = JSON.parse(readFileSync(this.file, 'utf8')) as { version?: string; sha1?: string };
      return kept.sha1 === this.sha1 && kept.version === this.version;
    } catch {
      return false;
    }
  }

  /** Remembers that this text passed (written whole, then renamed). */
  passed(): void {
    if (!this.file) return;
    // A cache that cannot be written only makes the next build check again.
    replaceCacheFile(this.file, (tmp) => writeFileSync(tmp, JSON.stringify({ version: this.version, sha1: this.sha1 })));
  }
}
