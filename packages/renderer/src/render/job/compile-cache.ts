import { createHash } from 'node:crypto';
import { parseEntry, readEntries, type CacheFileUse } from '../../cache/entry-file.ts';
import type { HtmlMemo } from '../../cache/html-memo.ts';
import type { MarkdownCompiler } from '../../markdown/compile-markdown.ts';
import { compileTracked, dependenciesHold, reuse, type CompileRecord } from './tracked-compile.ts';

/** A guide's compiled Markdown as kept on disk, under the key of what it was compiled from. */
interface StoredCompile extends CompileRecord {
  key: string;
  /** The highlight cache entries of its code blocks, kept as long as the guide is. */
  highlights?: string[];
  /** Its Markdown twin (an MDX guide's), under the key of what it was made from. */
  twin?: { key: string; markdown: string };
}

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

/**
 * Compiled Markdown of the previous build (`node_modules/.cache/portal/markdown-<site>.jsonl`):
 * unified and shiki are most of a page's cost, and a guide whose text, place, linked routes and
 * images are unchanged compiles to the same HTML. Entries are used only under the same version
 * of portal's code and the lockfile (code-version.ts).
 *
 * One file of entries (entry-file.ts), one line per guide keyed by the sha1 of its file as messages name it
 * (`displayPath`: two docs instances or versions hold the same content-relative paths), parsed when
 * the guide is rendered: creating a file per guide cost more than compiling some of them. The
 * render jobs say which guides they used and hand over the entries they made as they go (`drain`);
 * the file is written again only when one was made or a guide is gone.
 */
export class CompileCache {
  /** Guides compiled again in this build: id → entry. */
  private readonly made = new Map<string, StoredCompile>();
  /** Guides this build rendered. */
  private readonly used = new Set<string>();
  /** Guides whose kept entry this build found up to date (read again for their twin, rather than held). */
  private readonly reused = new Set<string>();

  constructor(
    private readonly codeVersion: string,
    private readonly earlier: ReadonlyMap<string, string> = new Map(),
    /** The highlighted code kept with it: a reused guide keeps its code blocks there too. */
    private readonly highlights?: HtmlMemo,
  ) {}

  /** The cache a file holds, or an empty one when it is missing, unreadable or from another code version. */
  static read(file: string | undefined, codeVersion: string, highlights?: HtmlMemo): CompileCache {
    return new CompileCache(codeVersion, readEntries(file, codeVersion), highlights);
  }

  /** The compiler wrapped: a guide is compiled only when its entry is missing or out of date. */
  wrap(compile: MarkdownCompiler): MarkdownCompiler {
    return (markdown, ctx) => {
      const id = sha1(ctx.displayPath);
      const key = sha1(
        `${this.codeVersion}\u0000${ctx.displayPath}\u0000${ctx.absDir}\u0000${ctx.rawHtml ?? 'allow'}\u0000${ctx.format ?? 'mdx'}\u0000${ctx.pluginsKey ?? ''}\u0000${(ctx.admonitionKeywords ?? []).join(',')}\u0000${markdown}`,
      );
      this.used.add(id);
      const stored = this.made.get(id) ?? (parseEntry(this.earlier.get(id)) as StoredCompile | undefined);
      if (stored?.key === key && dependenciesHold(stored, ctx)) {
        this.highlights?.retain(stored.highlights ?? []);
        if (!this.made.has(id)) this.reused.add(id);
        return reuse(stored, ctx.diagnostics);
      }
      const made = () => compileTracked(compile, markdown, ctx);
      const { value: record, keys } = this.highlights ? this.highlights.track(made) : { value: made(), keys: [] };
      this.made.set(id, { key, ...record, highlights: keys });
      return record.result;
    };
  }

  /**
   * The Markdown twin of the guide of `displayPath` (compiled just before, through `wrap`), kept with its
   * entry under `key` (a hash of what the twin is made from besides the files the guide imports): an
   * MDX guide's twin is parsed again from its text, about as long as a compile of Markdown. The files
   * it imports are the compile's dependencies, so a kept twin is used only while its compile is:
   * an edited partial compiles the guide again, and its twin is made again with it. A guide whose
   * compile failed has no entry, and its twin is made each time.
   */
  twin(displayPath: string, key: string, make: () => string): string {
    const id = sha1(displayPath);
    const entry = this.made.get(id) ?? (this.reused.has(id) ? (parseEntry(this.earlier.get(id)) as StoredCompile | undefined) : undefined);
    if (!entry) return make();
    if (entry.twin?.key === key) return entry.twin.markdown;
    const markdown = make();
    this.made.set(id, { ...entry, twin: { key, markdown } });
    return markdown;
  }

  /** Forgets the guides not in `displayPaths` (watch: guides deleted during the session). */
  keepOnly(displayPaths: Iterable<string>): void {
    const keep = new Set([...displayPaths].map(sha1));
    for (const id of this.used) if (!keep.has(id)) this.used.delete(id);
  }

  /** The guides compiled since the last drain, for the file: they are not held any longer (a guide is compiled once a build). */
  drain(): [string, StoredCompile][] {
    const drained = [...this.made];
    this.made.clear();
    return drained;
  }

  /** What this cache's build did, for `writeEntries`: the guides compiled and not drained. */
  use(): CacheFileUse {
    return { used: [...this.used], made: [...this.made], earlier: this.earlier.size };
  }
}
