import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentType, isCompressible } from './content-types.ts';

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  type: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A static host for a built site: exact routes (`/a/b` → `a/b/index.html`), the not-found page
 * with status 404 for anything else, gzip or brotli, ETags, immutable caching for hashed assets,
 * no directory listings, and nothing outside the served folder.
 */
export function createStaticServer(options: { dir: string }): Server {
  const root = realpathSync(options.dir);
  const cache = new Map<string, CachedFile>();

  /** The real path of a file inside the root, or undefined (missing, a folder, or outside through `..` or a symlink). */
  const resolveFile = (relative: string): string | undefined => {
    const candidate = path.join(root, relative);
    if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
    try {
      const real = realpathSync(candidate);
      if (real !== root && !real.startsWith(root + path.sep)) return undefined;
      return statSync(real).isFile() ? real : undefined;
    } catch {
      return undefined;
    }
  };

  const load = (file: string): CachedFile => {
    const stat = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const body = readFileSync(file);
    const entry: CachedFile = { mtimeMs: stat.mtimeMs, size: stat.size, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, type: contentType(file) };
    cache.set(file, entry);
    return entry;
  };

  const send = (req: IncomingMessage, res: ServerResponse, file: CachedFile, status: number, cacheControl: string) => {
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('X-Content-Type-Options', 'nosniff');
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
  };

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const page = resolveFile('404.html');
    if (page) send(req, res, load(page), 404, 'no-cache');
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  return createServer((req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://portal.invalid');
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return notFound(req, res);
      }
      if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound(req, res);
      // Links have no trailing slash: send the reader to the canonical URL.
      if (pathname.length > 1 && pathname.endsWith('/') && resolveFile(path.join(pathname, 'index.html'))) {
        res.writeHead(301, { Location: `${url.pathname.replace(/\/+$/, '')}${url.search}` }).end();
        return;
      }
      const file = resolveFile(pathname) ?? resolveFile(path.join(pathname, 'index.html'));
      if (!file) return notFound(req, res);
      const immutable = /^\/assets\//.test(pathname);
      send(req, res, load(file), 200, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Internal error: ${(error as Error).message}`);
    }
  });
}
