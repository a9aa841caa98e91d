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

/** Set by build-bundle.js to `rendererCodeVersion()` of the sources it bundled; undefined when the sources run through tsx. */
declare const PORTAL_BUNDLED_CODE_VERSION: string | undefined;

let version: string | undefined;

/**
 * The version of portal's renderer code and of the locked dependencies (unified, micromark, shiki
 * and its grammars, swagger-parser, ajv): a hash of the renderer's sources and the lockfile. Compiled
 * Markdown, descriptions as HTML and the OpenAPI schema verdict are kept under it; a cached compile is used only
 * under the same version, so editing portal or upgrading a package compiles every guide again.
 * Hashing the sources takes 100-300 ms: the bundled CLI has it baked in (build-bundle.js, the bundle
 * runs only while its sources are unchanged), and a process hashes them once.
 */
export function rendererCodeVersion(): string {
  return (version ??= typeof PORTAL_BUNDLED_CODE_VERSION === 'string' ? PORTAL_BUNDLED_CODE_VERSION : hashSources());
}

/** Folders of packages/client/src that the renderer imports at build time. */
const CLIENT_SHARED = ['request', 'site-runtime'];

/** The hash of the renderer's sources (and the client's it runs) and the lockfile. */
function hashSources(): string {
  const hash = createHash('sha1').update(`${FORMAT}\u0000`);
  // The client's modules the build runs too: the request model and code samples, the site components' Docusaurus modules.
  const folders = [RENDERER_SRC, ...CLIENT_SHARED.map((rel) => path.join(RENDERER_SRC, '../../client/src', rel))].filter((dir) => existsSync(dir));
  const sources = folders
    .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  const lock = lockfile();
  for (const file of lock ? [...sources, lock] : sources)
    hash.update(path.relative(RENDERER_SRC, file)).update('\u0000').update(readFileSync(file)).update('\u0000');
  return hash.digest('hex');
}
