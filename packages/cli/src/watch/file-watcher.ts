import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { watch, type FSWatcher } from 'chokidar';
import type { FileChange } from '@portal/renderer';

/** Editors write a file several times in a row: changes are handled once this long after the last. */
const QUIET_MS = 10;
const FILE_EVENTS = new Set(['add', 'change', 'unlink', 'addDir', 'unlinkDir']);
/**
 * chokidar drops a file's `change` that comes within 50 ms of the last one it reported (its
 * throttle): a second save that soon was never handled and the site kept the first. A changed file
 * is looked at again once that window is over, and a change found then is reported.
 */
const CHOKIDAR_THROTTLE_MS = 50;

/**
 * Watches files and folders and hands over the changes in batches: a burst of events becomes one
 * batch, and a batch waits until the previous one was handled (no two updates at once).
 */
export class FileWatcher {
  private readonly watcher: FSWatcher;
  private pending: FileChange[] = [];
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** Files reported changed, each with the timer that looks at it again after chokidar's throttle. */
  private readonly lookAgain = new Map<string, NodeJS.Timeout>();
  private closed = false;
  /** Resolves once the initial scan is done and changes are seen. */
  readonly ready: Promise<void>;

  constructor(
    paths: string[],
    private readonly onChanges: (changes: FileChange[]) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    /** Called on every change as it comes (and on every raw event of the file system, earlier still), before the batch is handled. */
    private readonly onEvent?: () => void,
  ) {
    this.watcher = watch(paths, { ignoreInitial: true, ignored: (file) => /(^|[/\\])(node_modules|\.git)([/\\]|$)/.test(file) });
    this.ready = new Promise((resolve) => this.watcher.once('ready', () => resolve()));
    this.watcher.on('all', (event, file, stats) => {
      if (!FILE_EVENTS.has(event)) return;
      this.push(event as FileChange['event'], file);
      if (event === 'change' && stats) this.checkAfterThrottle(file, stats);
    });
    this.watcher.on('raw', () => this.onEvent?.());
    this.watcher.on('error', (error) => onError(error));
  }

  /** Watches more paths (the config may name other folders after an edit). */
  add(paths: string[]): void {
    this.watcher.add(paths);
  }

  /** Stops watching and waits for a running batch. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    for (const timer of this.lookAgain.values()) clearTimeout(timer);
    this.lookAgain.clear();
    this.pending = [];
    await this.watcher.close();
    await this.running;
  }

  private push(event: FileChange['event'], file: string): void {
    this.onEvent?.();
    this.pending.push({ event, path: file });
    this.schedule();
  }

  /** Looks at a changed file again once chokidar would report a change of it: a save it dropped meanwhile is reported then. */
  private checkAfterThrottle(file: string, reported: Stats): void {
    clearTimeout(this.lookAgain.get(file));
    const timer = setTimeout(() => {
      this.lookAgain.delete(file);
      stat(file).then(
        (now) => {
          if (this.closed || this.lookAgain.has(file) || (now.mtimeMs === reported.mtimeMs && now.size === reported.size)) return;
          this.push('change', file);
          this.checkAfterThrottle(file, now);
        },
        () => undefined, // removed meanwhile: chokidar reports that
      );
    }, CHOKIDAR_THROTTLE_MS + 10);
    this.lookAgain.set(file, timer);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), QUIET_MS);
  }

  private async flush(): Promise<void> {
    if (this.running) return; // the running batch flushes again when done
    const batch = this.pending;
    if (!batch.length) return;
    this.pending = [];
    this.running = this.onChanges(batch)
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
        if (this.pending.length) this.schedule();
      });
    await this.running;
  }
}
