import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PortalError } from '../diagnostics.ts';
import { isInside, realPathOf } from './confine.ts';

/** The file every portal build leaves in its output, so a later build knows the folder is its own. */
export const BUILD_MARKER = '.portal-build';

/** Files every portal build wrote before the marker: such a folder is an earlier build too. */
const LEGACY_FILES = ['404.html', 'versions.json', 'sitemap.xml'];

/** The marker's text: the same on every build, so the output stays byte for byte the same. */
export const BUILD_MARKER_TEXT = 'This folder is the output of `portal build`; the next build replaces it.\n';

/**
 * Refuses an output folder that would destroy sources: the content folder, the config's
 * folder, the description's folder, any folder that contains one of them, an existing file,
 * or a non-empty folder without the marker of an earlier build (unless `force`). Refuses too an
 * output inside a folder the build reads whole (`read`: the content folder, `static/`, the
 * changelog): the next build would read its own output (`--out content/build` makes the second
 * build ingest the Markdown twins; `--out static/build` nests a copy in itself on every build).
 * Symbolic links are resolved first. Throws a PortalError with a hint; `display` is how the
 * output was named.
 */
export function checkOutDir(options: {
  outDir: string;
  display: string;
  protect: { dir: string; what: string }[];
  read?: { dir: string; what: string }[];
  force?: boolean;
}): void {
  const out = realPathOf(path.resolve(options.outDir));
  const hint = 'pass another folder with --out DIR, e.g. --out build';
  const protect = options.protect.map(({ dir, what }) => ({ real: realPathOf(path.resolve(dir)), what }));
  const same = protect.find(({ real }) => real === out);
  if (same) throw new PortalError(`--out ${options.display} is ${same.what}; a build would replace it`, { file: options.display, hint });
  const inside = protect.find(({ real }) => isInside(out, real));
  if (inside) throw new PortalError(`--out ${options.display} contains ${inside.what}; a build would replace it`, { file: options.display, hint });
  const read = (options.read ?? []).map(({ dir, what }) => ({ real: realPathOf(path.resolve(dir)), what }));
  const within = read.find(({ real }) => isInside(real, out));
  if (within) {
    const what = within.real === out ? `is ${within.what}` : `is inside ${within.what}`;
    throw new PortalError(`--out ${options.display} ${what}, which the build reads; the next build would read its own output`, { file: options.display, hint });
  }
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(options.outDir);
  } catch {
    return;
  }
  if (stat.isSymbolicLink())
    throw new PortalError(`--out ${options.display} is a symbolic link; a build replaces the folder, not what it points to`, { file: options.display, hint });
  if (!stat.isDirectory()) throw new PortalError(`--out ${options.display} is an existing file, not a folder`, { file: options.display, hint });
  const entries = readdirSync(options.outDir);
  if (entries.length === 0 || entries.includes(BUILD_MARKER) || options.force) return;
  // Built by portal before the marker existed: its three meta files are there.
  if (LEGACY_FILES.every((name) => entries.includes(name))) return;
  throw new PortalError(
    `--out ${options.display} is a folder that portal did not build (no ${BUILD_MARKER} file); a build would replace its ${entries.length} entries`,
    {
      file: options.display,
      hint: 'pass another folder with --out DIR, or --force to replace it anyway',
    },
  );
}
