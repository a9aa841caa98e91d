/** URL schemes that run code when a reader follows a link: `javascript:`, `vbscript:`, `data:text/html`. */
const SCRIPT_SCHEMES = ['javascript:', 'vbscript:', 'data:text/html'];

/**
 * The script-running scheme a link or image URL starts with, or undefined. Whitespace and
 * control characters are ignored as a browser ignores them (`java\tscript:` runs too).
 */
export function scriptScheme(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return SCRIPT_SCHEMES.find((scheme) => cleaned.startsWith(scheme));
}
