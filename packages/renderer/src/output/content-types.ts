/** Content types by file extension, for what a portal build writes (and what writers put in content/): what `portal serve` and `portal watch` send, and the type a page gives its icon. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** The Content-Type of a file name; unknown extensions are served as bytes. */
export function contentType(file: string): string {
  const dot = file.lastIndexOf('.');
  return (dot === -1 ? undefined : TYPES[file.slice(dot).toLowerCase()]) ?? 'application/octet-stream';
}

/** Is this type worth compressing (text, JSON, XML, SVG)? */
export function isCompressible(type: string): boolean {
  return /^text\/|json|xml|yaml|svg|javascript/.test(type);
}
