import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Diagnostic } from '@portal/renderer';

/**
 * The tabs listening for changes, over server-sent events. Each tab gets `hello` on connecting
 * (and the current errors, so a tab opened while the site is broken shows the overlay too), then
 * `reload`, `css` and `build-error` as edits come.
 */
export class LiveEvents {
  /** Tells this server from an earlier one, so a tab reloads after a restart. */
  readonly serverId = randomBytes(6).toString('hex');
  /** Bumped on every change sent: pages carry it, so a page older than the tab's first `hello` reloads. */
  build = 1;
  private errors: Diagnostic[] = [];
  private readonly clients = new Set<ServerResponse>();

  /** Answers a request on LIVE_EVENTS_PATH: keeps it open and sends events down it. */
  connect(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
    });
    // Reconnect quickly when the server restarts.
    res.write('retry: 500\n\n');
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
    this.write(res, 'hello', { id: this.serverId, build: String(this.build) });
    if (this.errors.length) this.write(res, 'build-error', { errors: this.errors });
  }

  /** The pages of these routes changed: tabs showing one reload (all of them when `recovered` clears an error). */
  reload(routes: readonly string[]): void {
    this.build++;
    this.errors = [];
    this.broadcast('reload', { routes });
  }

  /** The stylesheet changed: tabs swap it without reloading. */
  css(href: string): void {
    this.build++;
    this.broadcast('css', { href });
  }

  /** The sources are broken: tabs show the overlay until the next reload. */
  error(errors: readonly Diagnostic[]): void {
    this.errors = [...errors];
    this.broadcast('build-error', { errors });
  }

  /** Ends every stream (the server is stopping). */
  close(): void {
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private broadcast(event: string, data: unknown): void {
    for (const res of this.clients) this.write(res, event, data);
  }

  private write(res: ServerResponse, event: string, data: unknown): void {
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }
}
