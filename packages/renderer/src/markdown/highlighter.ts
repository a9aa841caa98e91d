import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LanguageRegistration } from 'shiki';
import type { HighlighterCore, RegexEngine } from 'shiki/core';
import { HighlightCache } from '../cache/index.ts';
import { BudgetExceeded, CODE_LIMITS, WorkBudget } from '../safety/budgets.ts';
import { TimeBudget, TimeLimitExceeded } from '../safety/time-limit.ts';
import { memoizeLines, type LineTokenizer } from './line-memo.ts';
import { markdownFenceLanguages } from './markdown-fence-languages.ts';
import { sharingPatterns } from './shared-patterns.ts';
import { tokensToHtml } from './tokens-to-html.ts';

/** Fence languages that mean "no highlighting" and are not worth a warning (`output`, `ascii`: Docusaurus projects write them for program output and diagrams). */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', '', 'output', 'ascii']);

/**
 * Names Docusaurus's highlighter (Prism) knows that shiki ships under another name, so a migrated
 * project's code is highlighted (and not warned about) as it was.
 */
const PRISM_NAMES: Record<string, string> = {
  objectivec: 'objective-c',
  svg: 'xml',
  gradle: 'groovy',
  vbnet: 'vb',
  nasm: 'asm',
  env: 'dotenv',
  ndjson: 'jsonl',
  django: 'jinja',
  jinja2: 'jinja',
  ejs: 'html',
  http2: 'http',
  'shell-session': 'shellsession',
};

/** The shiki language a fence's language names (lower case, Prism's names mapped), or `text`; `bundled` says which shiki ships. */
function shikiLanguage(lang: string, bundled: (id: string) => boolean): string {
  const lower = lang.toLowerCase();
  const id = Object.hasOwn(PRISM_NAMES, lower) ? PRISM_NAMES[lower]! : lower;
  return bundled(id) ? id : 'text';
}

/** Of these fence languages (a Docusaurus config's Prism `additionalLanguages`), those shiki does not ship: their code shows as plain text. */
export async function unknownCodeLanguages(names: readonly string[]): Promise<string[]> {
  const { bundledLanguagesInfo } = await import('shiki');
  const known = new Set(bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])]));
  return names.filter((name) => !PLAIN.has(name.toLowerCase()) && shikiLanguage(name, (id) => known.has(id)) === 'text');
}

export interface CodeHighlighter {
  /** Is this fence language known (one shiki ships, or plain text)? */
  supports(lang: string): boolean;
  /**
   * The code as a highlighted `<pre>` (HTML) with light and dark colours as CSS variables; `highlightLines` are 1-based.
   * A block over its budget (safety/budgets.ts `CODE_LIMITS`) is plain text, and `overBudget` hears why.
   * `page` is the time its page's blocks share (`pageHighlightBudget`): once it is spent, the block is
   * plain text, and only the first such block of the page is told.
   */
  highlight(code: string, lang: string, highlightLines?: ReadonlySet<number>, overBudget?: (why: string) => void, page?: TimeBudget): string;
  /**
   * Each block as `highlight` gives it, in order, `page` shared as there. Their grammars are loaded
   * first, then the blocks are tokenized under one time check for as many as fit in it (a check's
   * watchdog thread costs about 0.1 ms of CPU to start, more wall time on a busy machine), each still
   * bounded as `highlight` bounds it.
   */
  highlightAll(blocks: readonly CodeToHighlight[], page?: TimeBudget): string[];
}

/** One block for `highlightAll`: the arguments of `highlight`. */
export interface CodeToHighlight {
  code: string;
  lang: string;
  highlightLines?: ReadonlySet<number>;
  overBudget?: (why: string) => void;
}

/** The highlighting time one page's code blocks share (safety/budgets.ts `CODE_LIMITS.highlightMsPerPage`). */
export function pageHighlightBudget(): TimeBudget {
  return new TimeBudget(CODE_LIMITS.highlightMsPerPage, CODE_LIMITS.highlightMs);
}

/**
 * One theme whose colours are CSS variables (`--shiki-token-keyword`, …): code is tokenized once
 * and the stylesheet gives the variables a light and a dark palette, switched by `data-theme`
 * alone. Two real themes would tokenize every block twice (about 2.7× the time).
 */
const THEME = { name: 'portal-css-variables', variablePrefix: '--shiki-', fontStyle: true };

/** Lines longer than this (minified JSON, base64) are shown as plain text rather than tokenized. */
const MAX_TOKENIZED_LINE = 5_000;

/** Why a block is too large to highlight at all (characters, lines), or undefined. */
function staticOverBudget(code: string): string | undefined {
  if (code.length > CODE_LIMITS.chars)
    return `it has ${code.length.toLocaleString('en-US')} characters (at most ${CODE_LIMITS.chars.toLocaleString('en-US')} are highlighted)`;
  let lines = 1;
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1))
    if (++lines > CODE_LIMITS.lines) return `it has more than ${CODE_LIMITS.lines.toLocaleString('en-US')} lines (the limit of a highlighted block)`;
  return undefined;
}

/**
 * One code block as a `<pre>` element, the lines in `highlightLines` marked `highlighted`: shiki's
 * tokens written as HTML directly (tokens-to-html.ts), the bytes `codeToHast` and hast-util-to-html
 * give without the tree between (a block of twenty lines is some two hundred nodes, made and
 * serialized; on 200 generated guides, whose blocks all mark a line, the main thread's highlighting
 * went from 0.84 to 0.58 s).
 */
function highlightToHtml(highlighter: HighlighterCore, code: string, lang: string, highlightLines: ReadonlySet<number> | undefined): string {
  // No time limit (shiki's default of 500 ms cut lines short on a busy machine, and the cut HTML was
  // kept): the output depends on the code alone. A line too long to tokenize cheaply is bounded by
  // its length instead, which is the same on every machine.
  const options = { lang, theme: THEME.name, tokenizeTimeLimit: 0, tokenizeMaxLineLength: MAX_TOKENIZED_LINE };
  const { tokens, fg = '', bg = '', themeName = '' } = highlighter.codeToTokens(code, options);
  return tokensToHtml(tokens, { themeName, fg, bg }, highlightLines);
}

/**
 * Oniguruma's WebAssembly from shiki's own `onig.wasm` (the same bytes as `shiki/wasm`, which decodes
 * them from base64 and gzip first, and which a bundle compiled from V8's code cache could not import).
 */
const instantiateOniguruma = (imports?: WebAssembly.Imports) =>
  WebAssembly.instantiate(readFileSync(createRequire(import.meta.url).resolve('shiki/onig.wasm')), imports);

/** Which regex engine runs the grammars' patterns: Oniguruma's WebAssembly (as VS Code), or JavaScript's RegExp (shiki's `oniguruma-to-es` translation). */
export type RegexEngineName = 'oniguruma' | 'javascript';

/**
 * The one regex engine every language's highlighter shares: each pattern is compiled once for all of
 * them and every rule that holds it. Builds use Oniguruma: on the real site's 266 code blocks (16 fence
 * languages) shiki's JavaScript engine gave the same HTML but took 1.65× the CPU cold (translating each
 * pattern to a RegExp costs more than Oniguruma compiles), and the raw engine on
 * `@shikijs/langs-precompiled` (4.4.3, behind shiki 4.6's grammars) 1.4× with other tokens in bash,
 * python, php and java blocks (`scripts/bench/regex-engines.ts`).
 */
async function createRegexEngine(name: RegexEngineName, budget: WorkBudget): Promise<{ engine: RegexEngine; unbudgeted: RegexEngine }> {
  if (name === 'javascript') {
    // Its own cache keeps one RegExp per pattern source for every scanner of the engine.
    const { createJavaScriptRegexEngine } = await import('shiki/engine/javascript');
    const engine = createJavaScriptRegexEngine();
    return { engine, unbudgeted: engine };
  }
  const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
  const oniguruma = await createOnigurumaEngine(instantiateOniguruma);
  return { engine: sharingPatterns(oniguruma, { budget }), unbudgeted: oniguruma };
}

/** Where the grammars come from: shiki's own `@shikijs/langs`, one module per language (and alias). */
const requireGrammar = createRequire(createRequire(import.meta.url).resolve('shiki'));

/** The grammar of a language shiki ships, with the grammars it embeds (php brings html, css, javascript, …). */
export function bundledGrammar(id: string): LanguageRegistration[] {
  return (requireGrammar(`@shikijs/langs/${id}`) as { default: LanguageRegistration[] }).default;
}

/**
 * Creates the one highlighter a build (or a render worker) shares; with a cache, code highlighted
 * by the previous build is reused. Every language shiki ships is available, and its grammar is
 * loaded the first time a block that is not in the cache needs it (synchronously, from its module
 * in `@shikijs/langs`): a build whose code is all cached loads no grammar (about 0.15 s a thread).
 *
 * Each language has a highlighter of its own, holding its grammar, the grammars it embeds and the
 * languages it embeds lazily (Markdown's fences, Vue's blocks), loaded before it: what a block gives
 * depends on its language alone, never on which blocks came first. The languages an embedded grammar
 * embeds lazily are not loaded: Ruby embeds HAML, which embeds Markdown lazily, and loading Markdown
 * brings 57 grammars (Ruby's first block took 1.3 s; 0.2-0.7 s without them). Markdown's own
 * highlighter loads only the languages its blocks' fences reach (markdown-fence-languages.ts: the same
 * HTML, 0.4 s instead of 1.6 s of CPU for a thread's first block), and is made again with more when a
 * later block reaches more.
 * Patterns run on Oniguruma's WebAssembly, as in VS Code; only its start is asynchronous. shiki
 * itself is loaded here: a build whose pages were all kept highlights nothing and never loads it.
 * `engine` and `grammars` are for benchmarks (scripts/bench/regex-engines.ts): another engine, or grammars from elsewhere.
 */
export async function createCodeHighlighter(
  options: { cache?: HighlightCache; engine?: RegexEngineName | RegexEngine; grammars?: (id: string) => LanguageRegistration[] } = {},
): Promise<CodeHighlighter> {
  const grammarOf = options.grammars ?? bundledGrammar;
  const cache = options.cache ?? new HighlightCache();
  const [{ bundledLanguagesInfo, createCssVariablesTheme }, { createHighlighterCoreSync }] = await Promise.all([import('shiki'), import('shiki/core')]);
  /** The id of each language shiki ships, by id and by alias (`c#` → `csharp`). */
  const languageIds = new Map(bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name, info.id] as const)));
  const bundled = (id: string) => languageIds.has(id);
  const theme = createCssVariablesTheme(THEME);
  // Each pattern compiled once for every language's highlighter and every rule that holds it.
  const budget = new WorkBudget('scans per line', CODE_LIMITS.scansPerLine);
  const { engine, unbudgeted } =
    typeof options.engine === 'object'
      ? { engine: options.engine, unbudgeted: options.engine }
      : await createRegexEngine(options.engine ?? 'oniguruma', budget);
  // One instance a language is the design here (shiki warns from ten on, for a highlighter made again and again).
  const create = () => createHighlighterCoreSync({ themes: [theme], langs: [], engine, warnings: false });
  const plain = create();
  /** Each language's highlighter, with the lazily embedded languages loaded into it. */
  const highlighters = new Map<string, { core: HighlighterCore; lazy: ReadonlySet<string> }>();
  const lazyIds = new Map<string, string[]>();
  /** The languages `id`'s grammar embeds lazily, as ids, in its order (each language's once). */
  const lazyIdsOf = (id: string): string[] => {
    let ids = lazyIds.get(id);
    if (!ids) {
      const names = grammarOf(id).find((grammar) => grammar.name === id)?.embeddedLangsLazy ?? [];
      ids = [...new Set(names.map((name) => languageIds.get(name)).filter((lazyId): lazyId is string => lazyId !== undefined && lazyId !== id))];
      lazyIds.set(id, ids);
    }
    return ids;
  };
  let markdownFences: ((code: string) => string[]) | undefined;
  let lastMarkdown: { code: string; languages: string[] } | undefined;
  /**
   * The languages a block of language `id` needs besides its own, in its grammar's order: those the
   * grammar embeds lazily, or for Markdown those the block's fences reach (markdown-fence-languages.ts).
   */
  const lazyLanguages = (id: string, code: string): string[] => {
    if (id !== 'markdown') return lazyIdsOf(id);
    if (lastMarkdown?.code !== code) {
      // The fences are read from shiki's own grammars (a benchmark's `grammars` load as they are).
      markdownFences ??= markdownFenceLanguages(bundledGrammar(id).find((grammar) => grammar.name === id)!, bundledGrammar, unbudgeted);
      const reached = new Set(markdownFences(code).map((name) => languageIds.get(name)));
      lastMarkdown = { code, languages: lazyIdsOf(id).filter((lazyId) => reached.has(lazyId)) };
    }
    return lastMarkdown.languages;
  };
  /** The highlighter of a block of `lang`, every language the block needs loaded, remembering the lines it tokenized. */
  const withLanguage = (lang: string, code: string): HighlighterCore => {
    const id = languageIds.get(lang);
    if (!id) return plain;
    const needed = lazyLanguages(id, code);
    let entry = highlighters.get(id);
    if (!entry || needed.some((lazyId) => !entry!.lazy.has(lazyId))) {
      // A Markdown block whose fences reach a language not loaded yet: the highlighter is made again with
      // them and those it had (the languages loaded first, in the grammar's order, as the grammar is made).
      const had = entry?.lazy ?? new Set<string>();
      const lazy = lazyIdsOf(id).filter((lazyId) => had.has(lazyId) || needed.includes(lazyId));
      const core = create();
      for (const lazyId of lazy) core.loadLanguageSync(grammarOf(lazyId));
      core.loadLanguageSync(grammarOf(id));
      memoizeLines(core.getLanguage(id) as unknown as LineTokenizer, { budget });
      highlighters.set(id, (entry = { core, lazy: new Set(lazy) }));
    }
    return entry.core;
  };
  /** Can a block of `lang` (an id or an alias) be tokenized without loading a grammar? */
  const grammarLoaded = (lang: string, code: string): boolean => {
    const id = languageIds.get(lang);
    if (id === undefined) return true;
    const entry = highlighters.get(id);
    return entry !== undefined && lazyLanguages(id, code).every((lazyId) => entry.lazy.has(lazyId));
  };
  /** Drops a language's highlighter (a stopped tokenization left its grammars' rules half compiled). */
  const dropHighlighter = (lang: string): void => {
    const id = languageIds.get(lang);
    if (id) highlighters.delete(id);
  };
  const lineList = (block: CodeToHighlight) => [...(block.highlightLines ?? [])].join(',');
  const plainText = (block: CodeToHighlight) =>
    cache.get({ lang: 'text', code: block.code, lines: lineList(block) }, () => highlightToHtml(plain, block.code, 'text', block.highlightLines));
  /** Tokenizes a block (the cache keeps it); over the scans budget, plain text. */
  const tokenized = (block: CodeToHighlight, id: string): string => {
    try {
      return cache.get({ lang: id, code: block.code, lines: lineList(block) }, () =>
        highlightToHtml(withLanguage(id, block.code), block.code, id, block.highlightLines),
      );
    } catch (error) {
      if (!(error instanceof BudgetExceeded)) throw error;
      // An interrupted tokenization leaves the grammar's lazily compiled rules half made: the language gets a fresh highlighter.
      dropHighlighter(id);
      // Nothing was kept for this block: the next build tokenizes it up to the same line and comes here again.
      block.overBudget?.(`highlighting it went ${error.message}`);
      return plainText(block);
    }
  };
  const highlightAll = (blocks: readonly CodeToHighlight[], page?: TimeBudget): string[] => {
    const ids = blocks.map((block) => shikiLanguage(block.lang, bundled));
    /** A block's HTML without tokenizing it (over a budget, or cached), else undefined. */
    const withoutWork = (i: number, budget: TimeBudget | undefined): string | undefined => {
      const block = blocks[i]!;
      const id = ids[i]!;
      const over = staticOverBudget(block.code);
      if (over && id !== 'text') {
        block.overBudget?.(over);
        return plainText(block);
      }
      if (budget && id !== 'text' && budget.left() === 0) {
        // Even a block kept from an earlier build: the page comes out the same, cold or warm.
        if (!budget.told)
          block.overBudget?.(
            `the page's code blocks took their ${CODE_LIMITS.highlightMsPerPage / 1000} s of highlighting (highlightMsPerPage), so this block and the page's later ones are plain text`,
          );
        budget.told = true;
        return plainText(block);
      }
      return cache.find({ lang: id, code: block.code, lines: lineList(block) });
    };
    // The grammars of the blocks to tokenize are loaded first (loading is not timed), so that the page's
    // blocks share one time check instead of one for each language new to this thread: each check starts
    // and joins a watchdog thread (0.3-1 ms). A block in the cache needs no grammar (a warm build loads none).
    for (let i = 0; i < blocks.length && page?.left() !== 0; i++) {
      const id = ids[i]!;
      if (id === 'text' || staticOverBudget(blocks[i]!.code) || grammarLoaded(id, blocks[i]!.code)) continue;
      if (!cache.has({ lang: id, code: blocks[i]!.code, lines: lineList(blocks[i]!) })) withLanguage(id, blocks[i]!.code);
    }
    const html: string[] = new Array(blocks.length);
    let next = 0;
    while (next < blocks.length) {
      const ready = withoutWork(next, page);
      if (ready !== undefined) {
        html[next++] = ready;
        continue;
      }
      // A time check from this block on, for as long as the next blocks' grammars are loaded (all of
      // them, unless a check stopped a grammar halfway: it is loaded again here). Only the tokenizing is
      // timed: loading a grammar (Markdown's brings 57) takes seconds on a busy machine, and a block's
      // output must not depend on the load.
      withLanguage(ids[next]!, blocks[next]!.code);
      const budget = page ?? new TimeBudget(Number.POSITIVE_INFINITY, CODE_LIMITS.highlightMs);
      const first = next;
      let startedAt = 0;
      try {
        budget.run(() => {
          startedAt = performance.now();
          html[next] = tokenized(blocks[next]!, ids[next]!);
          next++;
          while (next < blocks.length) {
            startedAt = performance.now();
            // Within the check, the check's own end bounds the page's time.
            const done = withoutWork(next, undefined);
            if (done !== undefined) html[next] = done;
            else if (grammarLoaded(ids[next]!, blocks[next]!.code)) html[next] = tokenized(blocks[next]!, ids[next]!);
            else break;
            next++;
          }
        });
      } catch (error) {
        if (!(error instanceof TimeLimitExceeded)) throw error;
        // The grammar was stopped halfway through compiling its rules: the next block gets a fresh one.
        dropHighlighter(ids[next]!);
        if (next === first) {
          const block = blocks[next]!;
          block.overBudget?.(
            `highlighting it did not finish within ${error.ms / 1000} s (the regular expressions of the ${ids[next]} grammar backtrack on this text)`,
          );
          html[next] = plainText(block);
          next++;
        } else {
          // It began late in the check: it runs again at the start of one of its own, and the page is
          // not charged for the time it ran in this one.
          budget.refund(performance.now() - startedAt);
        }
      }
    }
    return html;
  };
  return {
    supports: (lang) => PLAIN.has(lang.toLowerCase()) || shikiLanguage(lang, bundled) !== 'text',
    highlight: (code, lang, highlightLines, overBudget, page) => highlightAll([{ code, lang, highlightLines, overBudget }], page)[0]!,
    highlightAll,
  };
}
