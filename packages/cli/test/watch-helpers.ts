import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileChange, UpdateResult } from '@portal/renderer';
import { startWatch, type RunningWatch } from '../src/watch/start-watch.ts';

const FIXTURE = path.resolve(import.meta.dirname, 'fixtures/watch-site');

/** One server-sent event as the live-reload client sees it. */
export interface LiveEvent {
  event: string;
  data: unknown;
}

/**
 * A listener on /__portal/events that keeps every event, like a browser tab would: like
 * EventSource, it connects again when the stream ends (`drops` counts how often).
 */
export function listenEvents(base: string): { events: LiveEvent[]; drops: number; close: () => void } {
  const abort = new AbortController();
  const tab = { events: [] as LiveEvent[], drops: 0, close: () => abort.abort() };
  void (async () => {
    while (!abort.signal.aborted) {
      await readStream(base, tab.events, abort.signal).catch(() => undefined);
      if (abort.signal.aborted) break;
      tab.drops++;
      await new Promise((resolve) => setTimeout(resolve, 500)); // the server's `retry: 500`
    }
  })();
  return tab;
}

async function readStream(base: string, events: LiveEvent[], signal: AbortSignal): Promise<void> {
  const response = await fetch(`${base}/__portal/events`, { signal });
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
}

/** A temporary copy of the watch fixture (changed by `prepare` before it is served), served by `portal watch` on a free loopback port. */
export async function startFixtureWatch(options: { prepare?: (dir: string) => void } = {}): Promise<{
  dir: string;
  running: RunningWatch;
  base: string;
  updates: { result: UpdateResult; changes: readonly FileChange[] }[];
  log: string[];
  edit: (rel: string, change: (text: string) => string) => void;
  write: (rel: string, text: string) => void;
  stop: () => Promise<void>;
}> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-watch-'));
  cpSync(FIXTURE, dir, { recursive: true });
  options.prepare?.(dir);
  const updates: { result: UpdateResult; changes: readonly FileChange[] }[] = [];
  const log: string[] = [];
  const running = await startWatch({
    cwd: dir,
    port: 0,
    host: '127.0.0.1',
    log: (text) => log.push(text),
    onUpdate: (result, changes) => updates.push({ result, changes }),
  });
  return {
    dir,
    running,
    base: running.url,
    updates,
    log,
    edit: (rel, change) => writeFileSync(path.join(dir, rel), change(readFileSync(path.join(dir, rel), 'utf8'))),
    write: (rel, text) => writeFileSync(path.join(dir, rel), text),
    stop: async () => {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The text of a served page, or its status when it is not 200. */
export async function page(base: string, route: string): Promise<string> {
  const response = await fetch(`${base}${route}`);
  const text = await response.text();
  return response.status === 200 ? text : `${response.status} ${text}`;
}
