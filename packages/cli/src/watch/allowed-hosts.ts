import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * Which requests the dev server answers: those addressed to a name it listens on. A page on
 * another site whose DNS name is rebound to 127.0.0.1 sends its own name in `Host`, so it gets
 * 403 and cannot read the drafts the dev server shows (Vite's `server.allowedHosts`).
 *
 * Allowed: `localhost` and `*.localhost`, any IP address written as such (a rebound name is never
 * one), and the `--host` given. The event stream also checks `Origin` when a browser sends one:
 * it must be this very server (same host and port), so no other page, not even another local
 * server, reads its messages (they carry code frames of the sources).
 */
export function allowedHost(hostHeader: string | undefined, listenHost: string): boolean {
  if (!hostHeader) return false;
  const name = hostName(hostHeader);
  if (name === undefined) return false;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name)) return true;
  return name === listenHost.toLowerCase().replace(/^\[|\]$/g, '');
}

/** `Origin` absent (same-origin GET) or naming this server exactly. */
export function allowedOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === (req.headers.host ?? '').toLowerCase();
}

/** The name of a `Host` header without its port (an IPv6 address without brackets); undefined if malformed. */
function hostName(header: string): string | undefined {
  const value = header.trim().toLowerCase();
  const ipv6 = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(value);
  if (ipv6) return ipv6[1];
  const named = /^([a-z0-9.-]+)(?::\d+)?$/.exec(value);
  return named?.[1]?.replace(/\.$/, '');
}
