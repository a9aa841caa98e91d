import { lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SITE_LIMITS } from '../safety/budgets.ts';
import { confine } from '../safety/confine.ts';
import { inputRefusal, readInputFile } from '../safety/read-input.ts';
import { isActiveFile, publishedBytes } from '../safety/svg-sanitize.ts';
import type { Diagnostics } from '../diagnostics.ts';

/** Docusaurus's folder of files copied to the output as they are, beside the config. */
export const STATIC_DIR = 'static';

/** One file of `static/` that may be published: where it is, its output-relative path and its size when it was listed. */
export interface StaticFile {
  /** Output-relative path (`img/logo.png`). */
  rel: string;
  abs: string;
  /** The path a writer knows, for messages. */
  display: string;
  bytes: number;
}

const MB = 1024 * 1024;
const SVG = /\.svgz?$/i;

/** "4.4 GB" or "60.0 MB". */
const size = (bytes: number) => (bytes >= 1024 * MB ? `${(bytes / 1024 / MB).toFixed(1)} GB` : `${(bytes / MB).toFixed(1)} MB`);

/**
 * The files of the site's `static/` folder, sorted by output-relative path, as Docusaurus copies
 * them (`static/img/logo.png` → `/img/logo.png`); listed, not read, so that the copy holds one file
 * at a time. Each passes safety/: a symlink that leads outside the folder, a FIFO, a hard link or a
 * file over the asset limit is a warning naming it and is not copied. All of them together keep to
 * `SITE_LIMITS.staticBytes`: over it, one error names the folder, the total and the limit, and none is
 * copied. Dotfiles are left out; pages written later with the same path win.
 */
export function staticDirFiles(options: {
  rootDir: string;
  cwd: string;
  diagnostics: Diagnostics;
  untrusted?: boolean;
  /** Filled with each file not copied: output-relative path → why, for the link checker's message about a link to it. */
  refused?: Map<string, string>;
}): StaticFile[] {
  const root = path.join(options.rootDir, STATIC_DIR);
  const files: StaticFile[] = [];
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue;
      const abs = path.join(dir, name);
      const childRel = rel ? `${rel}/${name}` : name;
      const display = path.relative(options.cwd, abs);
      const checked = confine({ roots: [root], target: abs });
      if (!checked.ok) {
        const why = `is a symbolic link that leads outside ${STATIC_DIR}/`;
        options.refused?.set(childRel, `${display} ${why}`);
        options.diagnostics.warn(`${display} is not copied: it ${why}`, { file: display }, `keep the files of ${STATIC_DIR}/ inside it`);
        continue;
      }
      const stat = lstatSync(abs, { throwIfNoEntry: false });
      // Real folders only: a symlinked folder could lead back into itself.
      if (stat?.isDirectory()) walk(abs, childRel);
      else if (options.untrusted && isActiveFile(name)) {
        options.diagnostics.error(
          `${display} is not published in untrusted content mode: a browser runs it as a page or code at the site's origin`,
          { file: display },
          'review the file, then build without --untrusted',
        );
      } else {
        const refused = inputRefusal(abs, 'asset');
        if (refused) {
          const why = `${display} is ${refused}`;
          options.refused?.set(childRel, why);
          options.diagnostics.warn(
            `${display} is not copied: ${why}`,
            { file: display },
            `${STATIC_DIR}/ holds regular files only, each within the size limit`,
          );
          continue;
        }
        const file = { rel: childRel, abs, display, bytes: statSync(abs, { throwIfNoEntry: false })?.size ?? 0 };
        // An SVG is sanitized when it is copied; one that cannot be is said here, once (the bytes are not kept).
        if (SVG.test(name) && !staticFileBytes(file))
          options.diagnostics.warn(
            `${display} is not copied: an SVG that is not well-formed XML cannot be sanitized`,
            { file: display },
            'check the file in an SVG editor, or export it again',
          );
        else files.push(file);
      }
    }
  };
  if (lstatSync(root, { throwIfNoEntry: false })?.isDirectory()) walk(root, '');
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  if (total <= SITE_LIMITS.staticBytes) return files;
  const largest = [...files].sort((a, b) => b.bytes - a.bytes || (a.rel < b.rel ? -1 : 1)).slice(0, 3);
  options.diagnostics.error(
    `${path.relative(options.cwd, root) || STATIC_DIR}/ holds ${size(total)} in ${files.length} files: over the limit of ${(SITE_LIMITS.staticBytes / MB).toFixed(0)} MB on the total size of ${STATIC_DIR}/, so none of it is copied`,
    { file: path.relative(options.cwd, root) || STATIC_DIR },
    `serve large downloads from elsewhere (a release page, a CDN) and link to them; the largest here: ${largest.map((f) => `${f.display} (${size(f.bytes)})`).join(', ')}`,
  );
  return [];
}

/** One listed file's bytes as published (an SVG sanitized), read now; undefined for an SVG that cannot be sanitized. Throws a PortalError naming it when it became a file that is not read. */
export function staticFileBytes(file: StaticFile): Uint8Array | undefined {
  return publishedBytes(file.abs, readInputFile(file.abs, { kind: 'asset', display: file.display }));
}

/** Is this listed file copied as it is (streamed), rather than read whole and sanitized? */
export function copiedAsIs(file: StaticFile): boolean {
  return !SVG.test(file.rel);
}
