import { Diagnostics, type Diagnostic } from '../../diagnostics.ts';
import type { CompiledMarkdown, MarkdownCompiler } from '../../markdown/compile-markdown.ts';
import type { CompileContext } from '../../markdown/context.ts';

export type CompileInput = Omit<CompileContext, 'links'>;

/**
 * A compiled guide and what its HTML depends on besides its text and where it lives: the route
 * each `./other.md` it links to resolved to, and the URL (content hash) each image it shows got.
 * Plain data, so it can be kept in memory (watch) or on disk (build).
 */
export interface CompileRecord {
  routes: [string, string | undefined][];
  assets: [string, string | undefined][];
  /** Fingerprints of other inputs (imported partials and components), by key; absent for plain Markdown. */
  deps?: [string, string | undefined][];
  result: CompiledMarkdown;
  /** Warnings the compile reported, given again whenever the result is reused. */
  messages: Diagnostic[];
}

/** Compiles a guide, noting every route and image URL the result depends on and the messages it gave. */
export function compileTracked(compile: MarkdownCompiler, markdown: string, ctx: CompileInput): CompileRecord {
  const routes: CompileRecord['routes'] = [];
  const assets: CompileRecord['assets'] = [];
  const messages = new Diagnostics();
  const deps: [string, string | undefined][] = [];
  const result = compile(markdown, {
    ...ctx,
    dependency: (key) => {
      const value = ctx.dependency?.(key);
      deps.push([key, value]);
      return value;
    },
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
  return { routes, assets, ...(deps.length ? { deps } : {}), result, messages: messages.items };
}

/**
 * Do the routes and images a record depends on still resolve as they did (so the same text
 * compiles to the same HTML)? A missing route or image is `undefined` in memory and `null` once the
 * record went through JSON: both mean "none".
 */
export function dependenciesHold(
  record: Pick<CompileRecord, 'routes' | 'assets' | 'deps'>,
  ctx: Pick<CompileInput, 'routeOfFile' | 'addAsset' | 'dependency'>,
): boolean {
  if (record.deps?.some(([key, value]) => (ctx.dependency?.(key) ?? null) !== (value ?? null))) return false;
  return (
    record.routes.every(([rel, route]) => (ctx.routeOfFile(rel) ?? null) === (route ?? null)) &&
    record.assets.every(([abs, url]) => (ctx.addAsset(abs) ?? null) === (url ?? null))
  );
}

/** The remembered result of a record, its warnings reported again. */
export function reuse(record: CompileRecord, diagnostics: Diagnostics): CompiledMarkdown {
  for (const message of record.messages) diagnostics.add(message);
  return record.result;
}
