import { z } from 'zod';

/**
 * The one allow-list for URLs that come from content (Markdown links, autolinks, reference
 * definitions, images, front matter such as `custom_edit_url` and a post's `image`): a URL with no
 * scheme (a path, `#anchor`, `//host`), or one of these schemes. Anything else (`javascript:`,
 * `vbscript:`, `data:`, `file:`, an app's scheme) never becomes an href or a src.
 */
export const ALLOWED_SCHEME_NAMES = ['http', 'https', 'mailto', 'tel'] as const;
const ALLOWED_SCHEMES = new Set(ALLOWED_SCHEME_NAMES.map((name) => `${name}:`));

/** Schemes that run code when a reader follows the link or the page loads it. */
const CODE_SCHEMES = new Set(['javascript:', 'vbscript:', 'data:']);

/**
 * The scheme of a URL as a browser reads it, lower case with its colon (`javascript:`), or undefined
 * for a relative URL. Whitespace and control characters are ignored anywhere (a browser drops tabs and
 * newlines inside a URL and spaces around it: `java\tscript:` runs too), so this errs towards a scheme.
 */
export function urlScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  return /^([a-zA-Z][a-zA-Z0-9+.-]*:)/.exec(cleaned)?.[1]?.toLowerCase();
}

/** The scheme that keeps a content URL off the page (not http, https, mailto or tel), or undefined when it may be used. */
export function refusedScheme(url: string): string | undefined {
  const scheme = urlScheme(url);
  return scheme && !ALLOWED_SCHEMES.has(scheme) ? scheme : undefined;
}

/** Is this URL one content may link or load (the allow-list above)? */
export function isAllowedUrl(url: string): boolean {
  return refusedScheme(url) === undefined;
}

/** What a refused URL does, for the end of a message: "… URL runs code when followed". */
export function refusedUrlReason(scheme: string): string {
  return CODE_SCHEMES.has(scheme) ? 'runs code when followed' : 'is not a scheme pages link to (http, https, mailto, tel or a path)';
}

/** A URL field of front matter or a metadata file (`custom_edit_url`, an author's `url`): the allow-list as a schema. */
export const contentUrl = z
  .string()
  .min(1)
  .refine(isAllowedUrl, { message: 'a URL with http, https, mailto or tel, or a path (javascript:, data: and other schemes are refused)' });
