import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { confine } from '../safety/confine.ts';
import { readInputFile } from '../safety/read-input.ts';
import { isActiveFile, publishedBytes } from '../safety/svg-sanitize.ts';
import type { Diagnostics } from '../diagnostics.ts';

/** Docusaurus's folder of files copied to the output as they are, beside the config. */
export const STATIC_DIR = 'static';

/**
 * The files of the site's `static/` folder by output-relative path, sorted, as Docusaurus copies
 * them (`static/img/logo.png` → `/img/logo.png`). Each passes safety/: a symlink that leads outside
 * the folder, a FIFO or a file over the asset limit is a warning naming it and is not copied.
 * Dotfiles are left out; pages written later with the same path win.
 */
export function staticDirFiles(options: { rootDir: string; cwd: string; diagnostics: Diagnostics; untrusted?: boolean }): [string, Buffer][] {
  const root = path.join(options.rootDir, STATIC_DIR);
  const files: [string, Buffer][] = [];
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue;
      const abs = path.join(dir, name);
      const childRel = rel ? `${rel}/${name}` : name;
      const display = path.relative(options.cwd, abs);
      const checked = confine({ roots: [root], target: abs });
      if (!checked.ok) {
        options.diagnostics.warn(`${display} is not copied: it is a symbolic link that leads outside ${STATIC_DIR}/`, { file: display }, `keep the files of ${STATIC_DIR}/ inside it`);
        continue;
      }
      const stat = lstatSync(abs, { throwIfNoEntry: false });
      // Real folders only: a symlinked folder could lead back into itself.
      if (stat?.isDirectory()) walk(abs, childRel);
      else if (options.untrusted && isActiveFile(name)) {
        options.diagnostics.error(`${display} is not published in untrusted content mode: a browser runs it as a page or code at the site's origin`, { file: display }, 'review the file, then build without --untrusted');
      } else {
        try {
          const bytes = publishedBytes(abs, readInputFile(abs, { kind: 'asset', display }));
          if (bytes) files.push([childRel, Buffer.from(bytes)]);
          else options.diagnostics.warn(`${display} is not copied: an SVG that is not well-formed XML cannot be sanitized`, { file: display }, 'check the file in an SVG editor, or export it again');
        } catch (error) {
          options.diagnostics.warn(`${display} is not copied: ${(error as Error).message}`, { file: display }, `${STATIC_DIR}/ holds regular files only`);
        }
      }
    }
  };
  if (lstatSync(root, { throwIfNoEntry: false })?.isDirectory()) walk(root, '');
  return files;
}

