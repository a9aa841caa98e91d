import { apiOfPage } from '../site/api-of.ts';
import { existsSync } from 'node:fs';
import { Worker, type MessagePort } from 'node:worker_threads';
import { HighlightCache, type AheadHighlights } from '../cache/highlight-cache.ts';
import type { BuildCacheFiles } from '../cache/build-caches.ts';
import { guideCodeBlocks, type CodeBlockRequest } from '../markdown/code-blocks.ts';
import { createCodeHighlighter } from '../markdown/highlighter.ts';
import { operationCodeBlocks } from '../openapi/operation-view.ts';
import { docMarkdown } from './render-page.tsx';
import type { PageData, SiteModel } from '../site/types.ts';
import type { WorkerStart } from './render-pool.ts';
import { workerScript } from './worker-script.ts';

/** The code of one page to highlight ahead: a guide's Markdown (its fences are read in the worker) or the blocks themselves. */
export type AheadRequest = { markdown: string } | { blocks: CodeBlockRequest[] };
/** What the thread that renders tells the highlighting worker. */
export type ToHighlightWorker = { type: 'highlight'; id: number; request: AheadRequest; urgent: boolean };
/** The HTML of a request's blocks, by the highlight cache's key of each. */
type FromHighlightWorker = { type: 'highlighted'; id: number; entries: [string, string][] };

/**
 * Code highlighted in a worker thread ahead of the pages that show it, for `portal watch`. A cold
 * start of shiki spends most of its time compiling each grammar's patterns in Oniguruma (about a
 * second for the real site's languages) in whichever thread highlights first: the thread that
 * serves the site, handles edits and renders the pages no tab asked for (the link check) could not
 * take an edit while it compiled a grammar for a page in the background. The worker runs the same
 * highlighter code, so a block gives the same HTML in either thread; a page's render takes a block's
 * HTML from here (through its highlight cache, `takeFrom`) and highlights a block itself only when
 * it was not asked for ahead (a fence read differently, an edited block, the worker gone). What a
 * page shows never depends on which thread highlighted it.
 *
 * Measured for a build too (a small site renders in one thread), with the second core free (the
 * search index is made in the render threads): the real site's cold build took as long (2.13-2.46 s
 * against 2.28-2.54 s, four runs each), with 0.4 s more CPU and 70 MB more memory, since the render
 * thread mostly waits for the worker's first grammars; builds do not use it.
 */
export class HighlightAhead implements AheadHighlights {
  private readonly entries = new Map<string, string>();
  private readonly pending = new Map<number, () => void>();
  private nextId = 0;
  private ended = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: FromHighlightWorker) => {
      for (const [key, html] of message.entries) this.entries.set(key, html);
      this.pending.get(message.id)?.();
      this.pending.delete(message.id);
      if (!this.pending.size) worker.unref();
    });
    // A worker that fails leaves the highlighting to the render (no page waits for it).
    worker.on('error', () => this.end());
    worker.once('exit', () => this.end());
    // The worker keeps the process alive only while a page waits for it.
    worker.unref();
  }

  /** Starts the worker (it loads the renderer and shiki while the site loads). */
  static start(): HighlightAhead {
    return new HighlightAhead(new Worker(workerScript, { workerData: { role: 'highlight' } satisfies WorkerStart, execArgv: [] }));
  }

  /** Is the highlight cache cold (no file kept by an earlier build), so that highlighting ahead pays? */
  static pays(kept: BuildCacheFiles): boolean {
    return !kept.highlight || !existsSync(kept.highlight.file);
  }

  /**
   * Highlights a page's code in the worker; resolves once its HTML is here, or at once when the
   * worker is gone. An `urgent` request (a tab waits) goes before the others.
   */
  request(request: AheadRequest, urgent = false): Promise<void> {
    if (this.ended) return Promise.resolve();
    const id = this.nextId++;
    const ready = new Promise<void>((resolve) => this.pending.set(id, resolve));
    this.worker.ref();
    this.worker.postMessage({ type: 'highlight', id, request, urgent } satisfies ToHighlightWorker);
    return ready;
  }

  /** The HTML made ahead for a block's cache key (taken once: the cache remembers it from then on). */
  take(key: string): string | undefined {
    const html = this.entries.get(key);
    if (html !== undefined) this.entries.delete(key);
    return html;
  }

  /**
   * Highlights the code of a page (a guide's fences, an operation's samples and examples) in the
   * worker (`urgent`: a tab waits for it); resolves once its HTML is here (at once for a page with no
   * such code, or when the worker is gone).
   */
  forPage(site: SiteModel, page: PageData, urgent = false): Promise<void> {
    if (page.kind === 'doc') return this.request({ markdown: docMarkdown(page.doc) }, urgent);
    const api = page.kind === 'api-operation' ? apiOfPage(site, page) : undefined;
    if (page.kind === 'api-operation' && api) return this.request({ blocks: operationCodeBlocks(page.operation, api.sandboxUrl) }, urgent);
    return Promise.resolve();
  }

  /** Ends the worker. */
  stop(): void {
    this.end();
    void this.worker.terminate();
  }

  private end(): void {
    this.ended = true;
    for (const resolve of this.pending.values()) resolve();
    this.pending.clear();
  }
}

/** A request the worker holds: its blocks once read, how many are highlighted, their HTML so far. */
interface Job {
  message: ToHighlightWorker;
  blocks?: readonly CodeBlockRequest[];
  done: number;
  entries: [string, string][];
}

/**
 * The worker's side: highlights the requests' blocks with a highlighter of its own, one block per
 * turn of its event loop, and posts each request's HTML back once its blocks are done. An urgent
 * request (a page a tab waits for) is taken before the others, from the next block on. A request
 * that throws (a guide beyond the Markdown limits) posts what it made; the render highlights the
 * rest and reports what is wrong.
 */
export async function serveHighlightAhead(port: MessagePort): Promise<void> {
  const cache = new HighlightCache();
  const highlighter = await createCodeHighlighter({ cache });
  const jobs: Job[] = [];
  let scheduled = false;
  const finish = (job: Job) => {
    jobs.splice(jobs.indexOf(job), 1);
    port.postMessage({ type: 'highlighted', id: job.message.id, entries: job.entries } satisfies FromHighlightWorker);
  };
  const step = () => {
    scheduled = false;
    const job = jobs.find((j) => j.message.urgent) ?? jobs[0];
    if (!job) return;
    try {
      const request = job.message.request;
      job.blocks ??= 'markdown' in request ? guideCodeBlocks(request.markdown) : request.blocks;
      const block = job.blocks[job.done++];
      if (block) {
        const { value: html, keys } = cache.memo.track(() => highlighter.highlight(block.code, block.lang, block.lines && new Set(block.lines)));
        if (keys[0] !== undefined) job.entries.push([keys[0], html]);
      }
      if (job.done >= job.blocks.length) finish(job);
    } catch {
      finish(job);
    }
    schedule();
  };
  const schedule = () => {
    if (scheduled || !jobs.length) return;
    scheduled = true;
    setImmediate(step);
  };
  port.on('message', (message: ToHighlightWorker) => {
    if (message.type !== 'highlight') return;
    jobs.push({ message, done: 0, entries: [] });
    schedule();
  });
}
