import { readFileSync } from 'node:fs';
import type { ClientBundle } from './bundle-client.ts';

/** The favicon every page links to (`/favicon.svg`). */
function faviconSvg(): Buffer {
  return readFileSync(new URL('./favicon.svg', import.meta.url));
}

/**
 * The files a site has besides its pages, output-relative: the client bundle, the stylesheet
 * (at `cssPath`), the favicon and the downloadable API description.
 */
export function staticFiles(options: { client: ClientBundle; css: { path: string; text: string }; api?: { downloadHref: string; source: string } }): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>(options.client.files);
  files.set(options.css.path, options.css.text);
  if (options.api) files.set(options.api.downloadHref.slice(1), options.api.source);
  files.set('favicon.svg', faviconSvg());
  return files;
}
