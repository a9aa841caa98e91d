/** A docs plugin's options as evaluated. */
type Json = Record<string, unknown>;

const strings = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string' && s !== '') ? (v as string[]) : undefined;

/**
 * A docs plugin's `include` and `exclude` globs, carried as they are (portal reads them relative to
 * the docs folder, as Docusaurus does); a value that is not a list of globs is listed for the report.
 */
export function mapDocGlobs(options: Json, where: string, notCarried: string[]): { include?: string[]; exclude?: string[] } {
  const out: { include?: string[]; exclude?: string[] } = {};
  for (const key of ['include', 'exclude'] as const) {
    const value = options[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const globs = strings(value);
    if (globs) out[key] = globs;
    else notCarried.push(`${where}.${key} is not a list of globs`);
  }
  return out;
}
