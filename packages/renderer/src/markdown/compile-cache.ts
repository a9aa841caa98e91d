import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MarkdownCompiler } from './compile-markdown.ts';
import { compileTracked, dependenciesHold, reuse, type CompileRecord } from './tracked-compile.ts';

/** A guide's compiled Markdown as kept on disk, under the key of what it was compiled from. */
interface StoredCompile extends CompileRecord {
  key: string;
}

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

/** The file that holds a guide's entry: one per guide, named by its content-relative path. */
const entryName = (relPath: string): string => `${sha1(relPath)}.json`;

/**
 * Compiled Markdown of the previous build, one JSON file per guide (`node_modules/.cache/portal/
 * markdown-<site>/`): unified and shiki are most of a page's cost, and a guide whose text, place,
 * linked routes and images are unchanged compiles to the same HTML. An entry is used only when it
 * was written by the same portal code, dependencies and highlight languages (`identity`).
 *
 * Each render worker reads the entries of its own pages and writes those it compiled again, so the
 * cache never crosses a thread; entries are written whole, then renamed.
 */
export class CompileCache {
  constructor(
    private readonly dir: string,
    private readonly identity: string,
  ) {}

  /** The compiler wrapped: a guide is compiled only when its entry is missing or out of date, then stored. */
  wrap(compile: MarkdownCompiler): MarkdownCompiler {
    let dirMade = false;
    return (markdown, ctx) => {
      const key = sha1(`${this.identity}\u0000${ctx.displayPath}\u0000${ctx.absDir}\u0000${markdown}`);
      const file = path.join(this.dir, entryName(ctx.relPath));
      const stored = this.read(file);
      if (stored?.key === key && dependenciesHold(stored, ctx)) return reuse(stored, ctx.diagnostics);
      const record = compileTracked(compile, markdown, ctx);
      try {
        if (!dirMade) mkdirSync(this.dir, { recursive: true });
        dirMade = true;
        const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        writeFileSync(tmp, JSON.stringify({ key, ...record } satisfies StoredCompile));
        renameSync(tmp, file);
      } catch {
        // A cache that cannot be written (read-only checkout) only makes the next build slower.
      }
      return record.result;
    };
  }

  /** Deletes the entries of guides that are gone (`relPaths`: every guide of this build). */
  keepOnly(relPaths: Iterable<string>): void {
    const keep = new Set([...relPaths].map(entryName));
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names) if (!keep.has(name)) rmSync(path.join(this.dir, name), { force: true });
  }

  private read(file: string): StoredCompile | undefined {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as StoredCompile;
    } catch {
      return undefined; // missing, or cut short by a build that was killed: compiled again
    }
  }
}
