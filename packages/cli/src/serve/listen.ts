import type { Server } from 'node:http';

/** Starts `server` listening; rejects with the listen error (port in use, address not available…). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The URL a server on `host:port` answers at (an IPv6 host in brackets). */
export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The one message for a server that could not listen, with the command's hint. */
export function cannotListenMessage(host: string, port: number, error: NodeJS.ErrnoException, hint: string): string {
  return `error: cannot listen on ${host}:${port}: ${error.code === 'EADDRINUSE' ? 'the port is in use' : error.message}\n  hint: ${hint}\n`;
}
