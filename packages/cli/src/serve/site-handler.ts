import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { requestPath } from '@portal/renderer/routes';
import { isCompressible } from '@portal/renderer/content-types';
import { policyFor } from './security-headers.ts';

/** A file ready to send: its bytes, type and ETag, and its compressed forms once asked for. */
export interface SiteFile {
  body: Buffer;
  etag: string;
  type: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Its Content-Security-Policy, worked out when first sent (security-headers.ts). */
  csp?: string | null;
}

/** Wraps bytes as a file to send. */
export function siteFile(body: Buffer, type: string): SiteFile {
  return { body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Where a site's files come from: a built folder (`portal serve`) or memory (`portal watch`). */
export interface SiteSource {
  /** The file at an output-relative path (`a/b/index.html`, `assets/…`), or undefined. */
  file(rel: string): SiteFile | undefined;
  /** Is this URL served with `immutable` caching? Default: everything under /assets/ (content-hashed). */
  immutable?(url: URL): boolean;
  /** The path the site is served under (the config's `baseUrl`), `/` by default: `/docs/guides/x` is `guides/x/index.html`. */
  base?: string;
}

/** Sends a file with its type, caching headers, ETag (304 when it matches) and gzip or brotli when the client takes it. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile, status: number, cacheControl: string): void {
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (file.csp === undefined) file.csp = policyFor(file.type, file.body) ?? null;
  if (file.csp) res.setHeader('Content-Security-Policy', file.csp);
  if (status === 200) {
    res.setHeader('ETag', file.etag);
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304).end();
      return;
    }
  }
  let body = file.body;
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (isCompressible(file.type) && file.body.length > 256) {
    res.setHeader('Vary', 'Accept-Encoding');
    if (/\bbr\b/.test(accepts)) {
      file.br ??= brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      body = file.br;
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accepts)) {
      file.gzip ??= gzipSync(file.body);
      body = file.gzip;
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * What a static host does, over any source of files: exact routes (`/a/b` → `a/b/index.html`),
 * the not-found page with status 404 for anything else, a redirect from a trailing slash to the
 * canonical URL (repeated slashes and `.` collapsed), GET and HEAD only, no `..` or NUL in
 * paths, and no redirect that leaves the site. A site with a base path is served under it: `/` and
 * the base without its slash redirect to the base, a path outside it answers the not-found page.
 */
export function createSiteHandler(source: SiteSource): (req: IncomingMessage, res: ServerResponse) => void {
  const immutable = source.immutable ?? ((url: URL) => url.pathname.startsWith('/assets/'));
  /** The request's path on the site (`/docs/a` → `/a`), `redirect` to the base itself, or undefined outside the base. */
  const onSite = (req: IncomingMessage): ReturnType<typeof requestPath> | 'redirect' => {
    const base = source.base ?? '/';
    const bare = base.slice(0, -1);
    const target = requestPath(req.url);
    if (!target || base === '/') return target;
    if (target.pathname === '/' || target.pathname === bare) return 'redirect';
    if (!target.pathname.startsWith(base) || !target.encoded.startsWith(base)) return undefined;
    return { ...target, pathname: target.pathname.slice(bare.length), encoded: target.encoded.slice(bare.length) };
  };
  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const page = source.file('404.html');
    if (page) sendFile(req, res, page, 404, 'no-cache');
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };
  const failed = (res: ServerResponse, error: unknown) => {
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Internal error: ${(error as Error).message}`);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      // Never `new URL(req.url, base)`: `//x` would name the host x (and `//` no URL at all).
      const target = onSite(req);
      const bare = (source.base ?? '/').slice(0, -1);
      if (target === 'redirect') {
        res.writeHead(302, { Location: `${bare}/` }).end();
        return;
      }
      if (!target) return notFound(req, res);
      const { pathname } = target;
      const url = new URL(`${target.encoded}${target.search}`, 'http://portal.invalid');
      const rel = pathname.slice(1);
      const index = indexOf(rel);
      const file = (rel && !rel.endsWith('/') ? source.file(rel) : undefined) ?? source.file(index);
      if (!file) return notFound(req, res);
      // Links have no trailing slash, and a path has single slashes: send the reader to the
      // canonical URL, always a path on this site (one leading slash), never `//host`.
      const slash = pathname.length > 1 && pathname.endsWith('/');
      if (slash || target.collapsed) {
        const location = bare + (slash ? target.encoded.replace(/\/+$/, '') : target.encoded);
        res.writeHead(301, { Location: `${location}${target.search}`.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c)) }).end();
        return;
      }
      sendFile(req, res, file, 200, immutable(url) ? 'public, max-age=31536000, immutable' : 'no-cache');
    } catch (error) {
      failed(res, error);
    }
  };
}

/** The page a path names as a folder: `a/b` → `a/b/index.html`, `` → `index.html`. */
function indexOf(rel: string): string {
  return rel.replace(/\/*$/, rel ? '/index.html' : 'index.html');
}
