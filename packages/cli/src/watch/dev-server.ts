import { createServer, type Server, type ServerResponse } from 'node:http';
import { LIVE_EVENTS_PATH, withBase, type DevSite } from '@portal/renderer';
import { contentType } from '@portal/renderer/content-types';
import { createSiteHandler, siteFile, type SiteFile } from '../serve/site-handler.ts';
import { allowedHost, allowedOrigin } from './allowed-hosts.ts';
import type { LiveEvents } from './live-events.ts';

/** What a tab gets while the site has never built: the overlay (through the events) tells why. */
const NOT_BUILT =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>portal watch</title></head><body><main><h1>The site is not built yet</h1><p>Fix the errors shown in the terminal; this page reloads by itself.</p></main></body></html>';

/**
 * Puts the live-reload client at the end of the body (client navigation swaps the body; the
 * script guards against a second start), and links the stylesheet as its current version, so the
 * browser caches it for good and a reload does not wait to revalidate it.
 */
export function devPage(html: string, options: { script: string; build: number; stylesheet: { path: string; href: string }; base?: string }): string {
  const tag = `<script data-portal-live-reload data-build="${options.build}"${options.base && options.base !== '/' ? ` data-base="${options.base}"` : ''}>${options.script}</script>`;
  const at = html.lastIndexOf('</body>');
  const page = at === -1 ? `${html}${tag}` : `${html.slice(0, at)}${tag}${html.slice(at)}`;
  return page.replace(`href="${withBase(options.stylesheet.path, options.base ?? '/')}"`, `href="${withBase(options.stylesheet.href, options.base ?? '/')}"`);
}

/**
 * The dev server of `portal watch`: serves the DevSite from memory as `portal serve` serves a
 * folder (exact routes, 404 page, ETag, compression), with the live-reload client in every page
 * and the event stream on /__portal/events (under the site's base path, as everything it serves). Content-hashed scripts and images are immutable, and
 * so is the stylesheet asked for with its current hash; pages link it so.
 */
export function createDevServer(options: { site: DevSite; events: LiveEvents; host: string }): Server {
  const { site, events } = options;
  // Files as sent (with the script injected and compressed once), dropped whenever the build changes.
  let cache = new Map<string, { source: string | Uint8Array; file: SiteFile }>();
  let cachedBuild = events.build;
  const handler = createSiteHandler({
    file(rel) {
      if (cachedBuild !== events.build) {
        cache = new Map();
        cachedBuild = events.build;
      }
      const source = site.read(rel) ?? (rel === '404.html' && !site.model ? NOT_BUILT : undefined);
      if (source === undefined) return undefined;
      const cached = cache.get(rel);
      if (cached?.source === source) return cached.file;
      const page = () =>
        devPage(String(source), { script: site.liveReloadScript, build: events.build, stylesheet: site.stylesheet, base: site.model?.config.baseUrl });
      const body = Buffer.from(rel.endsWith('.html') ? page() : source);
      const file = siteFile(body, contentType(rel));
      cache.set(rel, { source, file });
      return file;
    },
    // Served under the site's base path, as its pages link it (followed when the config changes).
    get base() {
      return site.model?.config.baseUrl;
    },
    // Scripts and images have hashed names; the stylesheet is asked for with its hash (`?v=`).
    immutable: (url) =>
      /^\/assets\/(js|images)\//.test(url.pathname) || (url.pathname === site.stylesheet.path && url.search === new URL(site.stylesheet.href, url).search),
  });
  return createServer((req, res) => {
    const isEvents = isEventsPath(req.url?.split('?')[0], site.model?.config.baseUrl ?? '/');
    if (!allowedHost(req.headers.host, options.host) || (isEvents && !allowedOrigin(req))) forbidden(res);
    else if (isEvents && req.method === 'GET') events.connect(req, res);
    else handler(req, res);
  });
}

/** The event stream's path under the site's base (`/docs/__portal/events`); its bare path stays open to a tab of an earlier session. */
function isEventsPath(pathname: string | undefined, base: string): boolean {
  return pathname === LIVE_EVENTS_PATH || pathname === withBase(LIVE_EVENTS_PATH, base);
}

/** The answer to a request for another host or from another origin: says why, shows nothing of the site. */
function forbidden(res: ServerResponse): void {
  res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
  res.end('403: this dev server answers only requests addressed to the host it listens on (localhost, an IP address or the --host given).\n');
}
