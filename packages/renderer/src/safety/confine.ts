import { realpathSync } from 'node:fs';
import path from 'node:path';

/** Why a path was refused, in words a writer reads after "refused: ". */
export type Refusal = 'outside' | 'absolute' | 'nul' | 'backslash' | 'symlink';

/** A path checked against its root: the absolute path, or why it is refused. */
export type Confined = { ok: true; abs: string } | { ok: false; reason: Refusal; abs?: string };

/** Is `abs` the root itself or inside it (both absolute and normalised)? */
export function isInside(root: string, abs: string): boolean {
  const rel = path.relative(root, abs);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
}

/** The real path of `abs`, or of its deepest existing ancestor with the rest appended (for files not written yet). */
export function realPathOf(abs: string): string {
  const rest: string[] = [];
  let current = abs;
  for (;;) {
    try {
      return path.join(realpathSync.native(current), ...rest.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return abs;
      rest.push(path.basename(current));
      current = parent;
    }
  }
}

/**
 * The one check every path derived from input passes before a read or a write (like Vite's
 * isFileServingAllowed): `target` resolved from `from` (default: `root`) must stay inside one
 * of `roots` both as written and after symlinks are followed. `relativeOnly` refuses absolute
 * paths outright (a guide's image, an output-relative path).
 */
export function confine(options: {
  roots: readonly string[];
  target: string;
  from?: string;
  relativeOnly?: boolean;
  /**
   * Folders this check passed before whose entries only portal makes (the staging folder's): a target
   * directly inside one is not resolved again (a build's 4,800 writes spent 0.4 s in realpath).
   */
  checkedDirs?: ReadonlySet<string>;
}): Confined {
  const { target } = options;
  if (target.includes('\0')) return { ok: false, reason: 'nul' };
  if (options.relativeOnly && (path.isAbsolute(target) || path.posix.isAbsolute(target) || /^[a-zA-Z]:/.test(target))) return { ok: false, reason: 'absolute' };
  if (options.relativeOnly && target.includes('\\')) return { ok: false, reason: 'backslash' };
  const roots = options.roots.map((r) => path.resolve(r));
  const abs = path.resolve(options.from ?? roots[0]!, target);
  if (!roots.some((root) => isInside(root, abs))) return { ok: false, reason: 'outside', abs };
  if (options.checkedDirs?.has(path.dirname(abs))) return { ok: true, abs };
  const real = realPathOf(abs);
  if (!roots.some((root) => isInside(realPathOf(root), real))) return { ok: false, reason: 'symlink', abs };
  return { ok: true, abs };
}

/** A refusal as the end of a sentence: "… is refused: <this>". */
export function describeRefusal(reason: Refusal, rootName: string): string {
  switch (reason) {
    case 'nul':
      return 'it contains a NUL character';
    case 'absolute':
      return 'it is an absolute path';
    case 'backslash':
      return 'it contains a backslash (use /)';
    case 'symlink':
      return `it is a symbolic link that leads outside ${rootName}`;
    default:
      return `it leads outside ${rootName}`;
  }
}
