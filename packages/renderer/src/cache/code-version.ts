import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bump when compiled Markdown kept on disk changes shape (see compile-cache.ts); part of the version. */
const FORMAT = 1;

/** The renderer's source folder (the bundled CLI keeps naming the source files, so this holds in both). */
const RENDERER_SRC = fileURLToPath(new URL('../', import.meta.url));

/** The lockfile of the workspace the renderer is in: it pins unified, micromark, shiki and the rest. */
function lockfile(): string | undefined {
  for (let dir = RENDERER_SRC; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const file = path.join(dir, 'pnpm-lock.yaml');
    if (existsSync(file)) return file;
  }
  return undefined;
}

/**
 * The version of portal's renderer code and of the locked dependencies (unified, micromark, shiki
 * and its grammars, swagger-parser, ajv): a hash of the renderer's sources and the lockfile. Compiled
 * Markdown, descriptions as HTML and the OpenAPI schema verdict are kept under it; a cached compile is used only
 * under the same version, so editing portal or upgrading a package compiles every guide again.
 * Reading and hashing the sources takes a few milliseconds.
 */
export function rendererCodeVersion(): string {
  const hash = createHash('sha1').update(`${FORMAT}\u0000`);
  const sources = readdirSync(RENDERER_SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const lock = lockfile();
  for (const file of lock ? [...sources, lock] : sources) hash.update(path.relative(RENDERER_SRC, file)).update('\u0000').update(readFileSync(file)).update('\u0000');
  return hash.digest('hex');
}
