// Is the prebuilt bundle of the CLI (dist/, written by `pnpm install` through build-bundle.js) up to date?
// It is when every workspace source it was built from, the lockfile and the tsconfigs still hash the same.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root (where pnpm-lock.yaml lives). */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the bundle is written: `portal.cjs`, the render worker, `manifest.json`, the prebuilt client (`client/`) and the code caches (`v8-cache/`). */
export const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
/** Files outside the bundle's inputs that change what it would be. */
export const EXTRA_INPUTS = ['pnpm-lock.yaml', 'tsconfig.json', 'tsconfig.base.json', 'packages/cli/build-bundle.js'];

/** sha1 of a file's bytes. */
export function hashFile(file) {
  return createHash('sha1').update(readFileSync(file)).digest('hex');
}

/** The manifest entry of one input (root-relative path): size and mtime to skip hashing unchanged files, and the hash. */
export function describeInput(rel) {
  const abs = path.join(ROOT, rel);
  const { size, mtimeMs } = statSync(abs);
  return { size, mtimeMs, sha1: hashFile(abs) };
}

/** The URL of the bundled CLI if it exists and matches its inputs, else undefined (then the sources run through tsx). */
export function freshBundle() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(DIST, 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  try {
    for (const [rel, seen] of Object.entries(manifest.inputs)) {
      const abs = path.join(ROOT, rel);
      const { size, mtimeMs } = statSync(abs);
      if (size !== seen.size) return undefined;
      // A checkout touches mtimes without changing content: only then is the file read and hashed.
      if (mtimeMs !== seen.mtimeMs && hashFile(abs) !== seen.sha1) return undefined;
    }
  } catch {
    return undefined; // an input was deleted or renamed
  }
  return new URL('../dist/portal.cjs', import.meta.url).href;
}
