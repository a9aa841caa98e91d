import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { lstat, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PortalError } from '../diagnostics.ts';
import { confine } from '../safety/confine.ts';
import { BUILD_MARKER, BUILD_MARKER_TEXT } from '../safety/out-dir.ts';
import { copyInputFile, type ReadInputOptions } from '../safety/read-input.ts';
import { cleanUpOnInterrupt, removeStaleStaging } from '../safety/staging.ts';

/**
 * The output of one build, written as it is produced into a temporary folder beside `outDir`
 * and swapped in with renames by `commit()`, so a failed or interrupted build never leaves a
 * half-written site and the last good one stays until the new one is complete.
 */
export class StagedOutput {
  readonly tmpDir: string;
  private readonly madeDirs = new Set<string>();
  /** Folders `writeSoon` is making in a libuv thread: a write into one waits for it. */
  private readonly making = new Map<string, Promise<void>>();
  /** Output-relative paths of the files written through this object. */
  readonly written = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  /**
   * Callers of `writeSoon` waiting for a write in flight to end, first come first woken, one per
   * write that ends. (A `Promise.race` of the writes in flight per waiting caller woke every caller
   * at each write's end and left a reaction on every write for each race: on a 1,000-guide build,
   * seconds of this thread's CPU spent settling promises.)
   */
  private readonly queued: (() => void)[] = [];
  private failed: unknown;
  /** Set once the staged files are thrown away: later writes are refused. */
  private discarded = false;
  /** Takes the SIGINT/SIGTERM clean-up away again. */
  private readonly release: () => void;

  constructor(readonly outDir: string) {
    const parent = path.dirname(outDir);
    this.tmpDir = path.join(parent, `.portal-tmp-${path.basename(outDir)}-${process.pid}`);
    removeStaleStaging(outDir);
    // Ctrl+C or SIGTERM while staging removes the staging folder before the process exits
    // (listening before the folder exists, so there is no moment when it would stay behind).
    this.release = cleanUpOnInterrupt(() => rmSync(this.tmpDir, { recursive: true, force: true }));
    rmSync(this.tmpDir, { recursive: true, force: true });
    mkdirSync(this.tmpDir, { recursive: true });
    // Made now and empty: a file directly inside it, or in a folder made inside it, is not resolved again (madeDirs).
    this.madeDirs.add(this.tmpDir);
  }

  /** Number of files written so far. */
  get files(): number {
    return this.written.size;
  }

  /** Writes one output-relative file into the staging folder. */
  write(rel: string, content: string | Uint8Array): void {
    writeFileSync(this.target(rel), content);
    this.written.add(rel);
  }

  /** Writes one output-relative file from parts, one at a time (a file larger than a string can be). */
  writeParts(rel: string, parts: Iterable<string | Uint8Array>): void {
    const fd = openSync(this.target(rel), 'w');
    try {
      for (const part of parts) {
        const bytes = typeof part === 'string' ? Buffer.from(part) : part;
        for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
      }
    } finally {
      closeSync(fd);
    }
    this.written.add(rel);
  }

  /** Copies one input file (checked by safety/read-input.ts) into the staging folder a chunk at a time. */
  copyIn(rel: string, file: string, options: ReadInputOptions): void {
    copyInputFile(file, this.target(rel), options);
    this.written.add(rel);
  }

  /** Reads back a file this build wrote (after `flush()` for one written by `writeSoon`). */
  read(rel: string): Buffer {
    if (!this.written.has(rel)) throw new Error(`"${rel}" was not written by this build`);
    return readFileSync(this.target(rel));
  }

  /**
   * The staged path of an output-relative file, its folder made; `soon`: a new folder for the file
   * (a page's `route/`) is made by a libuv thread instead (`makeDirSoon`), and the path is given with
   * what to wait for before writing.
   */
  private target(rel: string): string;
  private target(rel: string, soon: true): { path: string; ready?: Promise<void> };
  private target(rel: string, soon = false): string | { path: string; ready?: Promise<void> } {
    if (this.discarded) throw new Error(`"${rel}" was written after the build's output was thrown away`);
    // Every written path passes the one check: relative, and inside the output once resolved.
    // A folder is checked with its first file: this build made it, and nothing but this object writes in it.
    if (soon) this.makeDirSoon(rel);
    else this.makeNewDir(rel);
    const checked = confine({ roots: [this.tmpDir], target: rel, relativeOnly: true, checkedDirs: this.madeDirs });
    if (!checked.ok || checked.abs === this.tmpDir)
      throw new PortalError(`refused to write "${rel}": it is not a path inside the output folder`, {
        file: rel,
        hint: 'a route or file name leads outside the output; check the slugs',
      });
    const target = checked.abs;
    const dir = path.dirname(target);
    // A file written at once into a folder a libuv thread is still making: made here too (the thread then finds it made).
    if (!this.madeDirs.has(dir) || (!soon && this.making.has(dir))) {
      mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    return soon ? { path: target, ready: this.making.get(dir) } : target;
  }

  /** The folder `rel` is written into when it is new inside a folder this build made (makeNewDir's case), else undefined. */
  private newDirOf(rel: string): string | undefined {
    if (path.isAbsolute(rel) || rel.includes('\0')) return undefined;
    const dir = path.dirname(path.resolve(this.tmpDir, rel));
    return this.madeDirs.has(dir) || !this.madeDirs.has(path.dirname(dir)) ? undefined : dir;
  }

  /**
   * A file's folder inside one this build made (a page's `route/`): made here, before the check, so
   * the check finds it made instead of resolving a path that does not exist yet (a realpath that
   * fails at each missing level: 170 ms of a 200-guide build's 4.3 s). A folder that exists already
   * (planted, or a symbolic link) is left to the check, which resolves it.
   */
  private makeNewDir(rel: string): void {
    const dir = this.newDirOf(rel);
    if (!dir) return;
    try {
      mkdirSync(dir);
      this.madeDirs.add(dir);
    } catch {
      // It exists: resolved by the check like any folder this build did not make.
    }
  }

  /**
   * makeNewDir's folder, made by a libuv thread: this thread goes on rendering instead of waiting for
   * the file system (a `mkdir` waits for the parent folder's lock while libuv threads create files
   * in it: 0.75–0.9 ms a page folder on 200 generated guides and on 1,000 guides + 495 operations,
   * 0.19 and 1.36 s of the thread that renders). The folder counts as made at once (nothing but this
   * object writes in the staging folder); one that turns out to exist already is written into only
   * if it is a folder and not a link (as the check would resolve it).
   */
  private makeDirSoon(rel: string): void {
    const dir = this.newDirOf(rel);
    if (!dir) return;
    // After its parent, when a libuv thread is making that one too.
    const parent = this.making.get(path.dirname(dir));
    const make = () =>
      mkdir(dir).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        if (!(await lstat(dir)).isDirectory())
          throw new PortalError(`refused to write "${rel}": its folder is not a folder inside the output folder`, {
            file: rel,
            hint: 'a route or file name leads outside the output; check the slugs',
            cause: error,
          });
      });
    const made = parent ? parent.then(make) : make();
    this.madeDirs.add(dir);
    this.making.set(dir, made);
  }

  /**
   * Writes one output-relative file without waiting for the disk: the page is copied to the
   * file by a libuv thread while the caller renders the next one. At most `limit` writes are in
   * flight (the caller waits while that many are); `flush()` waits for all and throws the first
   * that failed.
   */
  async writeSoon(rel: string, content: string | Uint8Array, limit = 8): Promise<void> {
    // A page that arrives after the build failed is dropped with the rest (`discard` wakes every waiting caller).
    while (!this.discarded && this.pending.size >= limit) await new Promise<void>((wake) => this.queued.push(wake));
    if (this.discarded) return;
    const { path: file, ready } = this.target(rel, true);
    const write: Promise<void> = (ready ? ready.then(() => writeFile(file, content)) : writeFile(file, content)).then(
      () => this.ended(write),
      (error: unknown) => {
        this.failed ??= error;
        this.ended(write);
      },
    );
    this.pending.add(write);
    this.written.add(rel);
  }

  /** A write started by `writeSoon` ended: its place goes to the caller that waited longest. */
  private ended(write: Promise<void>): void {
    this.pending.delete(write);
    this.queued.shift()?.();
  }

  /** Waits for every write started by `writeSoon`. */
  async flush(): Promise<void> {
    await Promise.all(this.pending);
    if (this.failed) throw this.failed;
  }

  /** Replaces the output folder with the staged one. */
  commit(): void {
    const old = path.join(path.dirname(this.outDir), `.portal-old-${path.basename(this.outDir)}-${process.pid}`);
    // The marker tells the next build (and checkOutDir) that this folder is portal's to replace.
    writeFileSync(path.join(this.tmpDir, BUILD_MARKER), BUILD_MARKER_TEXT);
    const hadOld = existsSync(this.outDir);
    if (hadOld) renameSync(this.outDir, old);
    renameSync(this.tmpDir, this.outDir);
    this.release();
    if (hadOld) rmSync(old, { recursive: true, force: true });
  }

  /** Throws the staged files away once the writes in flight have ended (removing the folder under them could fail or leave it behind); the output folder is untouched. */
  async discard(): Promise<void> {
    this.discarded = true;
    for (const wake of this.queued.splice(0)) wake();
    await Promise.allSettled(this.pending);
    this.release();
    rmSync(this.tmpDir, { recursive: true, force: true });
  }
}
