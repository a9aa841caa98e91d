import { readFileSync } from 'node:fs';
import type { ClientBundle } from './bundle-client.ts';
import type { LoadedApi } from '../openapi/load-api.ts';

/** The favicon every page links to (`/favicon.svg`). */
function faviconSvg(): Buffer {
  return readFileSync(new URL('./favicon.svg', import.meta.url));
}

/**
 * The files a site has besides its pages, output-relative: the client bundle, the stylesheet
 * (at `cssPath`), the favicon, the downloadable API description and the explorer's shared schemas.
 */
export function staticFiles(options: {
  client: ClientBundle;
  css: { path: string; text: string };
  apis: readonly LoadedApi[];
}): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>(options.client.files);
  files.set(options.css.path, options.css.text);
  for (const api of options.apis) {
    files.set(api.site.downloadHref.slice(1), api.source);
    if (api.definitionsFile) files.set(api.definitionsFile.path, api.definitionsFile.text);
  }
  files.set('favicon.svg', faviconSvg());
  return files;
}
