/**
 * `require()` in an MDX page, as Docusaurus's webpack gives it: `require('./data.json')` is the
 * parsed data, `require('@site/static/img/x.png').default` an image's URL (the module itself
 * stringifies to the URL too, for `src={require('./x.png')}`), any other module what `import` gives.
 */

/** Where the page first names `spec` in a `require(…)` (1-based), for messages. */
export function requirePosition(text: string, spec: string): { line?: number; column?: number } {
  const match = new RegExp(`require\\(\\s*['"\`]${spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`).exec(text);
  if (!match) return {};
  const before = text.slice(0, match.index).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** An image as webpack's asset module gives it to `require`: `default` is its URL, and so is the module as a string. */
export function requiredImage(url: string | undefined): Record<string, unknown> {
  return { __esModule: true, default: url, toString: () => url ?? '' };
}

/** Is this file read as JSON data by `require`? */
export function isJsonModule(file: string): boolean {
  return /\.json$/i.test(file);
}
