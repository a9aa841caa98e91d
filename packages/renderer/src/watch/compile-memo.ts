import { Diagnostics, type Diagnostic } from '../diagnostics.ts';
import type { CompiledMarkdown, MarkdownCompiler } from '../markdown/compile-markdown.ts';
import type { CompileContext } from '../markdown/context.ts';

type CompileInput = Omit<CompileContext, 'links'>;

/** One compiled guide and everything its output depended on besides its text. */
interface MemoEntry {
  markdown: string;
  displayPath: string;
  absDir: string;
  /** Each `./other.md` the guide links to and the route it resolved to. */
  routes: [string, string | undefined][];
  /** Each image it shows and the URL it got (its content hash). */
  assets: [string, string | undefined][];
  result: CompiledMarkdown;
  /** Warnings the compile reported, given again whenever the result is reused. */
  messages: Diagnostic[];
}

/**
 * Markdown compiled once per guide and reused while nothing it depends on changed: its text,
 * the routes of the guides it links to and the images it shows. A sidebar or title change then
 * re-renders pages without re-running unified and shiki (the expensive part of a page).
 */
export type MemoStatus = 'new' | 'fresh' | 'stale';

export class CompileMemo {
  private readonly entries = new Map<string, MemoEntry>();

  constructor(private readonly compileMarkdown: MarkdownCompiler) {}

  /** Compiles like the wrapped compiler, or gives the remembered result (and its warnings) when still valid. */
  readonly compile: MarkdownCompiler = (markdown, ctx) => {
    const entry = this.entries.get(ctx.relPath);
    if (entry && this.valid(entry, markdown, ctx)) {
      for (const message of entry.messages) ctx.diagnostics.add(message);
      return entry.result;
    }
    const routes: MemoEntry['routes'] = [];
    const assets: MemoEntry['assets'] = [];
    const messages = new Diagnostics();
    const result = this.compileMarkdown(markdown, {
      ...ctx,
      diagnostics: messages,
      routeOfFile: (rel) => {
        const route = ctx.routeOfFile(rel);
        routes.push([rel, route]);
        return route;
      },
      addAsset: (abs) => {
        const url = ctx.addAsset(abs);
        assets.push([abs, url]);
        return url;
      },
    });
    for (const message of messages.items) ctx.diagnostics.add(message);
    this.entries.set(ctx.relPath, { markdown, displayPath: ctx.displayPath, absDir: ctx.absDir, routes, assets, result, messages: messages.items });
    return result;
  };

  /**
   * What the memo holds for a guide: `new` (never compiled), `fresh` (compiling it now would give
   * what was remembered) or `stale` (it would compile differently, so a page showing it is out of date).
   */
  status(markdown: string, ctx: Pick<CompileInput, 'relPath' | 'displayPath' | 'absDir' | 'routeOfFile' | 'addAsset'>): MemoStatus {
    const entry = this.entries.get(ctx.relPath);
    if (!entry) return 'new';
    return this.valid(entry, markdown, ctx) ? 'fresh' : 'stale';
  }

  /** Forgets guides that no longer exist, so the memo holds one entry per guide at most. */
  keepOnly(relPaths: ReadonlySet<string>): void {
    for (const rel of this.entries.keys()) if (!relPaths.has(rel)) this.entries.delete(rel);
  }

  private valid(entry: MemoEntry, markdown: string, ctx: Pick<CompileInput, 'displayPath' | 'absDir' | 'routeOfFile' | 'addAsset'>): boolean {
    return (
      entry.markdown === markdown &&
      entry.displayPath === ctx.displayPath &&
      entry.absDir === ctx.absDir &&
      entry.routes.every(([rel, route]) => ctx.routeOfFile(rel) === route) &&
      entry.assets.every(([abs, url]) => ctx.addAsset(abs) === url)
    );
  }
}
