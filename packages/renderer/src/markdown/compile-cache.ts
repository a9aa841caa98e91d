import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MarkdownCompiler } from './compile-markdown.ts';
import { compileTracked, dependenciesHold, reuse, type CompileRecord } from './tracked-compile.ts';

/** A guide's compiled Markdown as kept on disk, under the key of what it was compiled from. */
interface StoredCompile extends CompileRecord {
  key: string;
}

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

/** What a render job tells the pool about the cache: the guides it used, and the entries it made. */
export interface CompileCacheUse {
  used: string[];
  made: [string, string][];
}

/**
 * Compiled Markdown of the previous build (`node_modules/.cache/portal/markdown-<site>.jsonl`):
 * unified and shiki are most of a page's cost, and a guide whose text, place, linked routes and
 * images are unchanged compiles to the same HTML. Entries are used only under the same identity
 * (portal's code and the lockfile, see compiler-identity.ts).
 *
 * One file, one line per guide (`<sha1 of its path> <JSON>`), read whole and parsed a line at a
 * time when the guide is rendered: creating a file per guide cost more than compiling some of them.
 * The render jobs say which guides they used and send back the entries they made; the pool writes
 * the file again only when one was made or a guide is gone (`writeCompileCache`).
 */
export class CompileCache {
  /** Guides compiled again in this build: id → entry. */
  readonly made = new Map<string, string>();
  /** Guides this build rendered. */
  readonly used = new Set<string>();

  constructor(
    private readonly identity: string,
    private readonly earlier: ReadonlyMap<string, string> = new Map(),
  ) {}

  /** The cache a file holds, or an empty one when it is missing, unreadable or from another identity. */
  static read(file: string | undefined, identity: string): CompileCache {
    return new CompileCache(identity, file ? readEntries(file, identity) : undefined);
  }

  /** The compiler wrapped: a guide is compiled only when its entry is missing or out of date. */
  wrap(compile: MarkdownCompiler): MarkdownCompiler {
    return (markdown, ctx) => {
      const id = sha1(ctx.relPath);
      const key = sha1(`${this.identity}\u0000${ctx.displayPath}\u0000${ctx.absDir}\u0000${markdown}`);
      this.used.add(id);
      const line = this.made.get(id) ?? this.earlier.get(id);
      const stored = line === undefined ? undefined : parse(line);
      if (stored?.key === key && dependenciesHold(stored, ctx)) return reuse(stored, ctx.diagnostics);
      const record = compileTracked(compile, markdown, ctx);
      this.made.set(id, JSON.stringify({ key, ...record } satisfies StoredCompile));
      return record.result;
    };
  }

  /** What this cache's build did, for `writeCompileCache`. */
  use(): CompileCacheUse {
    return { used: [...this.used], made: [...this.made] };
  }
}

function parse(line: string): StoredCompile | undefined {
  try {
    return JSON.parse(line) as StoredCompile;
  } catch {
    return undefined; // an entry cut short: compiled again
  }
}

/** The entries of a cache file (id → JSON), if it was written under `identity`. */
function readEntries(file: string, identity: string): Map<string, string> {
  const entries = new Map<string, string>();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return entries;
  }
  const lines = text.split('\n');
  if (lines[0] !== identity) return entries;
  for (const line of lines.slice(1)) {
    const space = line.indexOf(' ');
    if (space > 0) entries.set(line.slice(0, space), line.slice(space + 1));
  }
  return entries;
}

/**
 * Writes the cache for the next build: the entries of the guides this build rendered (those made
 * again by the jobs, the others as they were), only when one was made or one is no longer used.
 * Written whole, then renamed: builds running at once never read half a file.
 */
export function writeCompileCache(file: string | undefined, identity: string, uses: readonly CompileCacheUse[]): void {
  if (!file) return;
  const made = new Map(uses.flatMap((use) => use.made));
  const used = new Set(uses.flatMap((use) => use.used));
  const earlier = readEntries(file, identity);
  if (!made.size && used.size === earlier.size && [...used].every((id) => earlier.has(id))) return;
  const lines = [identity];
  for (const id of used) {
    const entry = made.get(id) ?? earlier.get(id);
    if (entry !== undefined) lines.push(`${id} ${entry}`);
  }
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${lines.join('\n')}\n`);
    renameSync(tmp, file);
  } catch {
    // A cache that cannot be written (read-only checkout) only makes the next build slower.
  }
}
