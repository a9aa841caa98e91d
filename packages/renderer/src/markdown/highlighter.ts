import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { bundledLanguages, createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';
import { HighlightCache } from './highlight-cache.ts';

/** Languages every build loads; the config's `highlight.extraLanguages` and the fences found in the content add to them. */
export const BASE_LANGUAGES = ['javascript', 'typescript', 'python', 'go', 'xml', 'yaml', 'http', 'html', 'css', 'json', 'bash', 'jsx', 'tsx', 'diff', 'ini', 'sql'];

/** Fence languages that mean "no highlighting" and are not worth a warning. */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', '']);

export interface CodeHighlighter {
  /** Is this fence language known (loaded, or plain text)? */
  supports(lang: string): boolean;
  /** The code as a highlighted `<pre>` (HTML) with light and dark colours as CSS variables; `highlightLines` are 1-based. */
  highlight(code: string, lang: string, highlightLines?: ReadonlySet<number>): string;
}

/** Is this a language shiki ships (by id or alias)? */
export function isBundledLanguage(lang: string): boolean {
  return Object.hasOwn(bundledLanguages, lang);
}

/**
 * One theme whose colours are CSS variables (`--shiki-token-keyword`, …): code is tokenized once
 * and the stylesheet gives the variables a light and a dark palette, switched by `data-theme`
 * alone. Two real themes would tokenize every block twice (about 2.7× the time).
 */
const cssVariablesTheme = createCssVariablesTheme({ name: 'portal-css-variables', variablePrefix: '--shiki-', fontStyle: true });

/** One code block as a `<pre>` element, the lines in `highlightLines` marked `highlighted`. */
function highlightToHtml(highlighter: Highlighter, code: string, lang: string, highlightLines: ReadonlySet<number> | undefined): string {
  const root = highlighter.codeToHast(code, {
    lang,
    theme: cssVariablesTheme.name!,
    transformers: highlightLines?.size
      ? [
          {
            line(node, line) {
              if (highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
            },
          },
        ]
      : [],
  }) as Root;
  return toHtml(root.children[0]!);
}

/** The languages a highlighter asked for `languages` loads: the base ones and those asked for that shiki ships. */
export function highlighterLanguages(languages: readonly string[]): string[] {
  return [...new Set([...BASE_LANGUAGES, ...languages].map((l) => l.toLowerCase()))].filter(isBundledLanguage);
}

/** Creates the one highlighter a build shares; with a cache, code highlighted by the previous build is reused. */
export async function createCodeHighlighter(options: { languages: readonly string[]; cache?: HighlightCache }): Promise<CodeHighlighter> {
  const cache = options.cache ?? new HighlightCache();
  const langs = highlighterLanguages(options.languages);
  const highlighter: Highlighter = await createHighlighter({ themes: [cssVariablesTheme], langs });
  const loaded = new Set(highlighter.getLoadedLanguages());
  return {
    supports: (lang) => PLAIN.has(lang.toLowerCase()) || loaded.has(lang.toLowerCase()),
    highlight(code, lang, highlightLines) {
      const id = loaded.has(lang.toLowerCase()) ? lang.toLowerCase() : 'text';
      return cache.get({ lang: id, code, lines: [...(highlightLines ?? [])].join(',') }, () => highlightToHtml(highlighter, code, id, highlightLines));
    },
  };
}
