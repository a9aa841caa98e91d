import { watch, type FSWatcher } from 'chokidar';
import type { FileChange } from '@portal/renderer';

/** Editors write a file several times in a row: changes are handled once this long after the last. */
const QUIET_MS = 10;
const FILE_EVENTS = new Set(['add', 'change', 'unlink', 'addDir', 'unlinkDir']);

/**
 * Watches files and folders and hands over the changes in batches: a burst of events becomes one
 * batch, and a batch waits until the previous one was handled (no two updates at once).
 */
export class FileWatcher {
  private readonly watcher: FSWatcher;
  private pending: FileChange[] = [];
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** Resolves once the initial scan is done and changes are seen. */
  readonly ready: Promise<void>;

  constructor(
    paths: string[],
    private readonly onChanges: (changes: FileChange[]) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {
    this.watcher = watch(paths, { ignoreInitial: true, ignored: (file) => /(^|[/\\])(node_modules|\.git)([/\\]|$)/.test(file) });
    this.ready = new Promise((resolve) => this.watcher.once('ready', () => resolve()));
    this.watcher.on('all', (event, file) => {
      if (!FILE_EVENTS.has(event)) return;
      this.pending.push({ event: event as FileChange['event'], path: file });
      this.schedule();
    });
    this.watcher.on('error', (error) => onError(error));
  }

  /** Watches more paths (the config may name other folders after an edit). */
  add(paths: string[]): void {
    this.watcher.add(paths);
  }

  /** Stops watching and waits for a running batch. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.pending = [];
    await this.watcher.close();
    await this.running;
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
