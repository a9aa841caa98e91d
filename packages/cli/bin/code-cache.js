// Runs a CommonJS file of the prebuilt bundle (dist/) with V8's code cache: Node 20 compiles an ES
// module from scratch on every run (0.5-0.9 s for the 5 MB bundle, in every thread), while a script
// compiled with the cached data of an earlier run skips most of that work. The cache is a file in
// dist/v8-cache/ named for Node's version and the bundle file; build-bundle.js replaces dist/ as a
// whole, so a cache never outlives its bundle, and V8 refuses a cache made with other flags.
import { isAscii } from 'node:buffer';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { threadId } from 'node:worker_threads';

/**
 * Where the cached data of `file` is kept: named for Node's version and the file's size and time, as
 * V8 itself checks only the source's length (a cache of other code would run that code).
 */
function cacheFileOf(file) {
  const { size, mtimeMs } = statSync(file);
  return path.join(path.dirname(file), 'v8-cache', `${path.basename(file)}.${process.version}-${process.arch}-${size}-${Math.round(mtimeMs)}.bin`);
}

/**
 * Runs the CommonJS bundle `file` (absolute path) in this thread with its code cache, and returns
 * its exports and `saveCache()`, which writes the cache once the run has compiled what it needed
 * (only when there was none or V8 refused it; a folder that cannot be written is left as it is).
 */
export function runBundle(file) {
  const bytes = readFileSync(file);
  // The bundle is ASCII (build-bundle.js): read as Latin-1, it skips UTF-8 decoding and stays a one-byte string.
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
  const cacheFile = cacheFileOf(file);
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // No cache yet: this run compiles and saves it.
  }
  // Node's own CommonJS wrapper, on the bundle's first line so that its lines keep their numbers.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new vm.Script(wrapped, { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  const stale = cachedData === undefined || script.cachedDataRejected === true;
  return {
    exports: module.exports,
    saveCache() {
      if (!stale) return;
      try {
        mkdirSync(path.dirname(cacheFile), { recursive: true });
        const tmp = `${cacheFile}.tmp-${process.pid}-${threadId}`;
        writeFileSync(tmp, script.createCachedData());
        renameSync(tmp, cacheFile);
      } catch {
        // A read-only install only starts more slowly.
      }
    },
  };
}
