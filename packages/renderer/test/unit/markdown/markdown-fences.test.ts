import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createCssVariablesTheme } from 'shiki';
import { createHighlighterCoreSync } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { tokensToHtml } from '../../../src/markdown/tokens-to-html.ts';
import { bundledGrammar, createCodeHighlighter } from '../../../src/markdown/highlighter.ts';

const fence = (info: string, code: string, marks = '```') => `${marks}${info}\n${code}\n${marks}`;
const CODE = 'const a = "b"; // c\nif (d) { return e(1); } # f <g h="i">';

/** Markdown blocks whose fences open in the ways the grammar knows: languages by name and alias, quotes, lists, tildes, longer runs, attributes, CRLF. */
const BLOCKS = [
  ['# Title', '', fence('js', CODE), '', fence('python', CODE), '', fence('bash', 'echo "$HOME" | grep x')].join('\n'),
  ['---', 'title: x', '---', '', 'Text with <b>html</b> and `code`.', '', fence('jsonc', '{ "a": 1 } // c')].join('\n'),
  [
    `> ${fence('ts', 'let x: number = 1;').split('\n').join('\n> ')}`,
    '',
    '- item',
    '',
    `  ${fence('rust', 'fn main() {}', '~~~').split('\n').join('\n  ')}`,
  ].join('\n'),
  [fence('yaml title="a.yml" {1,2}', 'a: 1', '````'), '', fence('dataviewjs', 'x'), '', fence('HTML', '<p>x</p>'), '', fence('unknown', 'x')].join('\r\n'),
  'No fences at all: *emphasis*, [a link](x), <span>inline HTML</span>.',
];

/** The HTML of each block highlighted with every language the Markdown grammar embeds lazily loaded first: the reference. */
async function withEveryLanguage(blocks: string[]): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const engine = await createOnigurumaEngine((imports) => WebAssembly.instantiate(readFileSync(require.resolve('shiki/onig.wasm')), imports));
  const theme = createCssVariablesTheme({ name: 'portal-css-variables', variablePrefix: '--shiki-', fontStyle: true });
  const highlighter = createHighlighterCoreSync({ themes: [theme], langs: [], engine, warnings: false });
  const markdown = bundledGrammar('markdown');
  for (const id of markdown.find((g) => g.name === 'markdown')!.embeddedLangsLazy ?? []) highlighter.loadLanguageSync(bundledGrammar(id));
  highlighter.loadLanguageSync(markdown);
  return blocks.map((code) => {
    const {
      tokens,
      fg = '',
      bg = '',
      themeName = '',
    } = highlighter.codeToTokens(code, { lang: 'markdown', theme: 'portal-css-variables', tokenizeTimeLimit: 0 });
    return tokensToHtml(tokens, { themeName, fg, bg });
  });
}

describe('a Markdown block is highlighted with the languages its fences reach', () => {
  it('gives the HTML it gives with every embedded language loaded, by id or alias and in any order', async () => {
    const expected = await withEveryLanguage(BLOCKS);
    expect(expected.join('')).toContain('--shiki-token-keyword');
    const forwards = await createCodeHighlighter();
    expect(BLOCKS.map((code) => forwards.highlight(code, 'markdown'))).toEqual(expected);
    const byAlias = await createCodeHighlighter();
    expect(BLOCKS.map((code) => byAlias.highlight(code, 'md'))).toEqual(expected);
    const reversed = await createCodeHighlighter();
    expect([...BLOCKS].reverse().map((code) => reversed.highlight(code, 'markdown'))).toEqual([...expected].reverse());
  });

  it('loads only those languages (and what inline HTML and front matter need), not the 57 the grammar names', async () => {
    const loaded: string[] = [];
    const highlighter = await createCodeHighlighter({ grammars: (id) => (loaded.push(id), bundledGrammar(id)) });
    loaded.length = 0;
    highlighter.highlight(BLOCKS[0]!, 'markdown');
    const used = new Set(loaded.filter((id) => id !== 'markdown'));
    expect(used).toContain('javascript');
    expect(used).toContain('python');
    expect(used).toContain('shellscript');
    expect(used).not.toContain('rust');
    expect(used).not.toContain('csharp');
  });
});
