import { closeSync, constants, fstatSync, openSync, readSync, statSync, writeSync, type Stats } from 'node:fs';
import path from 'node:path';
import { PortalError } from '../diagnostics.ts';
import { confine, describeRefusal } from './confine.ts';

/**
 * The largest file portal reads, per kind of input, in bytes. A guide is text a person writes (the
 * largest real ones are under 1 MB); an API description of 10,000 operations is about 10 MB.
 */
export const INPUT_LIMITS = {
  /** Guides and `_category_` files. */
  text: 8 * 1024 * 1024,
  /** The API description and the files its `$ref`s name. */
  description: 64 * 1024 * 1024,
  /** Images and other files a guide links to. */
  asset: 64 * 1024 * 1024,
} as const;

export type InputKind = keyof typeof INPUT_LIMITS;

const MB = 1024 * 1024;

/** How one input file is read: its kind (size limit), its name in messages, and the folder it must stay in. */
export interface ReadInputOptions {
  kind: InputKind;
  display?: string;
  limit?: number;
  /** The folder the file must be inside after symbolic links are followed, and its name for messages ("the content folder"). */
  within?: { root: string; name: string };
}

/** Each limit's name in messages. */
const LIMIT_NAMES: Record<InputKind, string> = {
  text: 'the size limit of a text file',
  description: 'the size limit of a description file',
  asset: 'the size limit of an image or static file',
};

/** Kinds of input that are data (guides, metadata, the description and its $refs, images, static files): a hard link among them is refused. */
const CONTENT_KINDS: ReadonlySet<InputKind> = new Set(['text', 'description', 'asset']);

/** Why a file with this status is not read, or undefined when it may be: the end of "<file> is …" and a hint. */
function statRefusal(stat: Stats, kind: InputKind, limit: number): { what: string; hint: string } | undefined {
  if (!stat.isFile()) {
    const what = stat.isDirectory() ? 'a folder' : stat.isFIFO() ? 'a named pipe (FIFO)' : stat.isSocket() ? 'a socket' : 'a device';
    return { what: `${what}, not a regular file`, hint: 'portal reads only regular files; point the path at a file' };
  }
  // A second name of a file cannot tell where its first one is: it may be outside the site (git never makes one).
  if (stat.nlink > 1 && CONTENT_KINDS.has(kind))
    return {
      what: `a hard link (a file with ${stat.nlink} names, one of which may lie outside the site)`,
      hint: 'replace it by a copy: cp FILE FILE.tmp && mv FILE.tmp FILE',
    };
  if (stat.size > limit)
    return {
      what: tooLargeText(stat.size, kind, limit),
      hint: kind === 'asset' ? 'compress the file, or serve it from elsewhere and link to it' : 'split the file, or shrink it',
    };
  return undefined;
}

function tooLargeText(size: number, kind: InputKind, limit = INPUT_LIMITS[kind]): string {
  return `too large: ${(size / MB).toFixed(1)} MB (at most ${(limit / MB).toFixed(0)} MB, ${LIMIT_NAMES[kind]})`;
}

/**
 * Why a file is too large to read as `kind`, as the end of "<file> is …", or undefined. For files read by
 * another tool (a component esbuild bundles, which may come from a package manager's hard-linked store).
 */
export function sizeRefusal(file: string, kind: InputKind): string | undefined {
  const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  return size > INPUT_LIMITS[kind] ? tooLargeText(size, kind) : undefined;
}

/**
 * Why `readInputFile` would refuse an existing file (not a regular file, a hard link, over the limit
 * of its kind), as the end of "<file> is …"; undefined when it may be read or does not exist (a missing file
 * is the link checker's to report). For callers that must say why a file is left out.
 */
export function inputRefusal(file: string, kind: InputKind): string | undefined {
  let stat: Stats;
  try {
    stat = statSync(file);
  } catch {
    return undefined;
  }
  return statRefusal(stat, kind, INPUT_LIMITS[kind])?.what;
}

/**
 * Reads one input file, only when it is a regular file (never a FIFO, a device or a socket,
 * which could block or never end), not a hard link when it is content, and no larger than the limit of its kind. The file is opened
 * without blocking and checked on the open descriptor, so it cannot be swapped in between.
 * Throws a PortalError naming `display` (the path a writer knows).
 */
export function readInputFile(file: string, options: ReadInputOptions): Buffer {
  const display = options.display ?? file;
  const limit = options.limit ?? INPUT_LIMITS[options.kind];
  if (options.within) {
    // The one confinement check (confine.ts): a metadata file that is a link to a file elsewhere is never read.
    const checked = confine({ roots: [options.within.root], target: file });
    if (!checked.ok)
      throw new PortalError(`${display} is refused: ${describeRefusal(checked.reason, options.within.name)}`, {
        file: display,
        hint: `keep ${path.basename(file)} a file inside ${options.within.name}, not a link to one elsewhere`,
      });
  }
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PortalError(code === 'ENOENT' ? `file not found: ${display}` : `cannot read ${display}: ${code ?? (error as Error).message}`, {
      file: display,
      hint: 'check the path and the file permissions',
      cause: error,
    });
  }
  try {
    const stat = fstatSync(fd);
    const refused = statRefusal(stat, options.kind, limit);
    if (refused) throw new PortalError(`${display} is ${refused.what}`, { file: display, hint: refused.hint });
    // Read at most limit + 1 bytes: a file that grows while read is still bounded.
    const buffer = Buffer.allocUnsafe(Math.min(stat.size, limit) + 1);
    let length = 0;
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
    if (length > limit)
      throw new PortalError(`${display} grew beyond ${(limit / MB).toFixed(0)} MB while it was read`, {
        file: display,
        hint: 'build again once the file is written',
      });
    return buffer.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** Bytes copied at a time by `copyInputFile`: the copy holds one chunk, whatever the file's size. */
const COPY_CHUNK = 1024 * 1024;

/**
 * Copies one input file to `target` a chunk at a time, with the checks of `readInputFile` (a regular
 * file, not a hard link when it is content, within the limit, made on the open descriptor), so a
 * file of `static/` is published without being held in memory. Throws a PortalError naming `display`.
 */
export function copyInputFile(file: string, target: string, options: ReadInputOptions): void {
  const display = options.display ?? file;
  const limit = options.limit ?? INPUT_LIMITS[options.kind];
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PortalError(code === 'ENOENT' ? `file not found: ${display}` : `cannot read ${display}: ${code ?? (error as Error).message}`, {
      file: display,
      hint: 'check the path and the file permissions',
      cause: error,
    });
  }
  try {
    const refused = statRefusal(fstatSync(fd), options.kind, limit);
    if (refused) throw new PortalError(`${display} is ${refused.what}`, { file: display, hint: refused.hint });
    const out = openSync(target, 'w');
    try {
      const chunk = Buffer.allocUnsafe(COPY_CHUNK);
      let copied = 0;
      for (let n = readSync(fd, chunk, 0, COPY_CHUNK, null); n > 0; n = readSync(fd, chunk, 0, COPY_CHUNK, null)) {
        copied += n;
        if (copied > limit)
          throw new PortalError(`${display} grew beyond ${(limit / MB).toFixed(0)} MB while it was copied`, {
            file: display,
            hint: 'build again once the file is written',
          });
        for (let done = 0; done < n; ) done += writeSync(out, chunk, done, n - done);
      }
    } finally {
      closeSync(out);
    }
  } finally {
    closeSync(fd);
  }
}

/** `readInputFile` as UTF-8 text. */
export function readInputText(file: string, options: ReadInputOptions): string {
  return readInputFile(file, options).toString('utf8');
}
