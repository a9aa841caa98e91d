import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const STAGING = /^\.portal-(tmp|old)-(.+)-(\d+)$/;

/** Does a process with this id still run (on this machine)? */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the staging folders (`.portal-tmp-<out>-<pid>`, `.portal-old-<out>-<pid>`) that
 * builds killed earlier left beside `outDir`: only those whose process no longer runs. A build
 * killed between its two renames left the last good site in `.portal-old-…` and no output:
 * that one is put back. Returns the names removed.
 */
export function removeStaleStaging(outDir: string): string[] {
  const parent = path.dirname(outDir);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names.sort()) {
    const match = STAGING.exec(name);
    if (!match || isAlive(Number(match[3]))) continue;
    const dir = path.join(parent, name);
    const out = path.join(parent, match[2]!);
    if (match[1] === 'old' && !existsSync(out)) {
      renameSync(dir, out);
      continue;
    }
    rmSync(dir, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * While a build writes its staging folder (or a cache file): on Ctrl+C (SIGINT) or SIGTERM, `cleanup`
 * runs and the process exits with 130 or 143, instead of leaving the folder behind. Returns the
 * function that takes it away again (after commit or discard).
 */
export function cleanUpOnInterrupt(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  if (cleanups.size === 1) for (const [signal, handler] of signalHandlers) process.once(signal, handler);
  return () => {
    if (!cleanups.delete(cleanup) || cleanups.size) return;
    for (const [signal, handler] of signalHandlers) process.off(signal, handler);
  };
}

/** What an interrupt cleans up now (the staging folder, a cache file being written): every one runs before the process exits. */
const cleanups = new Set<() => void>();

const signalHandlers = Object.entries(EXIT_CODES).map(([signal, code]) => {
  const handler = () => {
    try {
      for (const cleanup of cleanups) {
        try {
          cleanup();
        } catch {
          // the next one still runs
        }
      }
    } finally {
      process.exit(code);
    }
  };
  return [signal, handler] as const;
});
