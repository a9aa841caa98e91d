import picomatch from 'picomatch';

/** Docusaurus's docs `include` and `exclude` globs, relative to the docs folder. */
export interface DocGlobs {
  include?: readonly string[];
  exclude?: readonly string[];
}

/**
 * Which guide files a docs folder's `include`/`exclude` keep (`guides/setup.md` → true), as
 * Docusaurus's docs plugin picks them; undefined when neither is given (every .md and .mdx is read).
 * Files and folders starting with `_` or `.` are never read, whatever the globs say.
 */
export function docFileFilter(globs: DocGlobs): ((relPath: string) => boolean) | undefined {
  if (!globs.include?.length && !globs.exclude?.length) return undefined;
  const included = globs.include?.length ? picomatch([...globs.include]) : () => true;
  const excluded = globs.exclude?.length ? picomatch([...globs.exclude]) : () => false;
  return (relPath) => included(relPath) && !excluded(relPath);
}
