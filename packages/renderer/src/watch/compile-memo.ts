import type { MarkdownCompiler } from '../markdown/compile-markdown.ts';
import { compileTracked, dependenciesHold, reuse, type CompileInput, type CompileRecord } from '../render/job/tracked-compile.ts';

/** One compiled guide, with the text and place it was compiled from. */
interface MemoEntry extends CompileRecord {
  markdown: string;
  displayPath: string;
  absDir: string;
}

/** What the memo holds for a guide (see `CompileMemo.status`). */
export type MemoStatus = 'new' | 'fresh' | 'stale';

/**
 * Markdown compiled once per guide and reused while nothing it depends on changed: its text,
 * the routes of the guides it links to and the images it shows. A sidebar or title change then
 * re-renders pages without re-running unified and shiki (the expensive part of a page).
 */
export class CompileMemo {
  private readonly entries = new Map<string, MemoEntry>();

  constructor(
    private readonly compileMarkdown: MarkdownCompiler,
    /** The fingerprints of what MDX guides import (partials, the site's components), as they are now. */
    private readonly dependency?: () => CompileInput['dependency'],
  ) {}

  /** Compiles like the wrapped compiler, or gives the remembered result (and its warnings) when still valid. */
  readonly compile: MarkdownCompiler = (markdown, given) => {
    const ctx = this.withDependency(given);
    const entry = this.entries.get(ctx.displayPath);
    if (entry && this.valid(entry, markdown, ctx)) return reuse(entry, ctx.diagnostics);
    const record = compileTracked(this.compileMarkdown, markdown, ctx);
    this.entries.set(ctx.displayPath, { markdown, displayPath: ctx.displayPath, absDir: ctx.absDir, ...record });
    return record.result;
  };

  /**
   * What the memo holds for a guide: `new` (never compiled), `fresh` (compiling it now would give
   * what was remembered) or `stale` (it would compile differently, so a page showing it is out of date).
   */
  status(markdown: string, given: Pick<CompileInput, 'relPath' | 'displayPath' | 'absDir' | 'routeOfFile' | 'addAsset' | 'dependency'>): MemoStatus {
    const ctx = this.withDependency(given);
    const entry = this.entries.get(ctx.displayPath);
    if (!entry) return 'new';
    return this.valid(entry, markdown, ctx) ? 'fresh' : 'stale';
  }

  /** Forgets guides that no longer exist, so the memo holds one entry per guide at most. */
  keepOnly(displayPaths: ReadonlySet<string>): void {
    for (const file of this.entries.keys()) if (!displayPaths.has(file)) this.entries.delete(file);
  }

  private withDependency<T extends { dependency?: CompileInput['dependency'] }>(ctx: T): T {
    return ctx.dependency || !this.dependency ? ctx : { ...ctx, dependency: this.dependency() };
  }

  private valid(entry: MemoEntry, markdown: string, ctx: Pick<CompileInput, 'displayPath' | 'absDir' | 'routeOfFile' | 'addAsset' | 'dependency'>): boolean {
    return entry.markdown === markdown && entry.displayPath === ctx.displayPath && entry.absDir === ctx.absDir && dependenciesHold(entry, ctx);
  }
}
