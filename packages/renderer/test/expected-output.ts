import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Content hashes change with every CSS or client edit; the expected files name them `[hash]`. */
export function normalize(text: string): string {
  return text
    .replace(/\.[0-9a-f]{10}\.(css|svg|png|jpe?g|gif|webp|json|yml)/g, '.[hash].$1')
    .replace(/(main|chunk|[A-Z][A-Za-z]+|site\/[\w-]+)\.[A-Z0-9]{8}\.js/g, '$1.[hash].js');
}

/** Every file under `dir`, relative and sorted. */
export function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))]))
    .sort();
}

/** Puts each tag that opens a block on its own line, so a change shows as a readable diff. */
export function lines(html: string): string {
  return html.replace(
    /<(?=(?:html|head|body|header|nav|main|article|aside|footer|div|section|ul|ol|li|h[1-6]|p|pre|table|thead|tbody|tr|meta|link|script|title|details|dl)[\s>])/g,
    '\n<',
  );
}
