import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Output-relative path → content: everything one build writes. */
export type OutputFiles = Map<string, string | Uint8Array>;

/**
 * Writes the site into a temporary folder beside `outDir`, then swaps it in with renames, so a
 * failed or interrupted build never leaves a half-written site.
 */
export function writeSiteAtomically(outDir: string, files: OutputFiles): void {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const tmp = path.join(parent, `.portal-tmp-${base}-${process.pid}`);
  const old = path.join(parent, `.portal-old-${base}-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    const made = new Set<string>();
    for (const [rel, content] of files) {
      const target = path.join(tmp, rel);
      const dir = path.dirname(target);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      writeFileSync(target, content);
    }
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  const hadOld = existsSync(outDir);
  if (hadOld) renameSync(outDir, old);
  renameSync(tmp, outDir);
  if (hadOld) rmSync(old, { recursive: true, force: true });
}
