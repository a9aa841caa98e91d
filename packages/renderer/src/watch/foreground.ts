/** How long background work waits after the last edit or request: a tab's request after a reload comes within it. */
const QUIET_MS = 150;
/** Longest a background step waits for a quiet moment: a tab or a script asking again and again never stops background work. */
const MAX_HOLD_MS = 1000;

/**
 * What a user of `portal watch` waits for (file changes, updates, requests), and a way for
 * background work to step aside: the link check renders every page in this thread, one page per
 * turn of the event loop, and a page can take a second to render cold; it goes on only once
 * nothing came for a moment, so an edit made while it runs shows as fast as later edits.
 * Only when background work runs depends on it, never what any file holds.
 */
export class Foreground {
  private quietAt = 0;
  private running = 0;

  /** Something came that a user waits for (a file change, a request). */
  touch(): void {
    this.quietAt = performance.now() + QUIET_MS;
  }

  /** Runs foreground work: background work waits until it is done and a moment has passed. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.running++;
    this.touch();
    try {
      return await work();
    } finally {
      this.running--;
      this.touch();
    }
  }

  /** Resolves on a later turn of the event loop, once no foreground work runs or came for a moment (at most `MAX_HOLD_MS` later). */
  async idle(): Promise<void> {
    const until = performance.now() + MAX_HOLD_MS;
    await new Promise((resolve) => setImmediate(resolve));
    for (let wait = this.waitMs(); wait > 0; wait = this.waitMs()) {
      const left = until - performance.now();
      if (left <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, left)));
    }
  }

  private waitMs(): number {
    return this.running ? QUIET_MS : this.quietAt - performance.now();
  }
}
