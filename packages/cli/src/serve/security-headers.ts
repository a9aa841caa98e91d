import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of a page portal built, for `portal serve` and `portal watch` (and
 * what the README tells static hosts to send): scripts only from the site and the page's own inline
 * scripts by hash (the colour-mode and announcement scripts, watch's live-reload client), so a
 * script that slipped into the content cannot run. Styles allow inline attributes (shiki colours
 * tokens with `style`); images may come from anywhere a guide links them; `connect-src *` because
 * the explorer sends requests to the servers the reader picks (the sandbox, the description's,
 * the config's, a proxy) and they are the site's to list, not the server's.
 */
export function pagePolicy(html: Buffer | string): string {
  const hashes = inlineScripts(String(html)).map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.length ? ` ${[...new Set(hashes)].join(' ')}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    'img-src * data:',
    "font-src 'self' data:",
    'connect-src *',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of every other file (images, SVG, feeds, twins, JSON): opened on its own, it is a
 * document that runs no script and is sandboxed into an origin of its own, so an SVG with a
 * `<script>` or an XML file cannot act with the site's origin. Scripts and style sheets are not
 * affected (a policy on a script or a style sheet a page loads is ignored).
 */
export const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'none'; sandbox";

/** The text of each inline classic or module script of a page (not data blocks such as JSON-LD, which never run). */
function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1]!;
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    out.push(match[2]!);
  }
  return out;
}

/** The Content-Security-Policy a file is sent with, by its type; undefined for scripts and style sheets. */
export function policyFor(type: string, body: Buffer): string | undefined {
  if (type.startsWith('text/html')) return pagePolicy(body);
  if (/javascript|^text\/css/.test(type)) return undefined;
  return FILE_POLICY;
}
