import { toHtml } from 'hast-util-to-html';
import { createCssVariablesTheme, createHighlighter, type BundledLanguage, type BundledTheme } from 'shiki';
import { describe, expect, it } from 'vitest';
import { tokensToHtml } from '../../../src/markdown/tokens-to-html.ts';

const cssVariables = createCssVariablesTheme({ name: 'css-vars-test', variablePrefix: '--shiki-', fontStyle: true });

// Blocks with what the serializer must get right: escapes, empty lines, whitespace-only tokens, a
// long line left plain, italic and bold and underlined tokens (the real themes), non-ASCII text.
const BLOCKS: [BundledLanguage | 'text', string][] = [
  ['python', 'import requests\n\nurl = "https://x.example/a?b=1&c=<2>"\n\n\tprint(response.json())  # done\n'],
  ['bash', "curl --request GET \\\n  --url 'https://x.example/a?b=1&c=2' \\\n  --header 'Accept: application/json'"],
  ['json', `{\n  "name": "<b>Café & co</b>",\n  "n": [1, 2.5e3, true, null],\n  "long": "${'x'.repeat(60)}"\n}`],
  ['markdown', '# Title\n\n*italic* **bold** [link](https://x.example) `code`\n\n> quote\n'],
  ['php', '<?php\n$client = new \\GuzzleHttp\\Client();\n// comment\necho "a" . \'b\';\n'],
  ['csharp', 'using var client = new HttpClient();\n/// <summary>Doc</summary>\nvar x = @"raw ""quoted""";\n'],
  ['text', 'plain <text> & more\n\n'],
];

describe('tokensToHtml', () => {
  it('writes the HTML codeToHast (same-style tokens merged) and hast-util-to-html write, byte for byte', async () => {
    const highlighter = await createHighlighter({
      themes: [cssVariables, 'monokai', 'github-light', 'solarized-dark'],
      langs: ['python', 'bash', 'json', 'markdown', 'php', 'csharp'],
    });
    for (const theme of ['css-vars-test', 'monokai', 'github-light', 'solarized-dark'] as BundledTheme[]) {
      for (const [lang, code] of BLOCKS) {
        const options = { lang, theme, tokenizeTimeLimit: 0, tokenizeMaxLineLength: 40, mergeSameStyleTokens: true };
        const expected = toHtml(highlighter.codeToHast(code, options).children[0]!);
        const { tokens, fg = '', bg = '', themeName = '' } = highlighter.codeToTokens(code, options);
        expect(tokensToHtml(tokens, { fg, bg, themeName }), `${lang} in ${theme}`).toBe(expected);
      }
    }
  });

  it('marks the lines a block highlights as a `line` transformer adding the class `highlighted` does', async () => {
    const highlighter = await createHighlighter({ themes: [cssVariables], langs: ['python', 'php', 'json'] });
    const marks = [new Set([1]), new Set([2, 4]), new Set([5, 99]), new Set<number>()];
    for (const [lang, code] of BLOCKS.filter(([lang]) => ['python', 'php', 'json', 'text'].includes(lang)))
      for (const highlightLines of marks) {
        const options = { lang, theme: 'css-vars-test', tokenizeTimeLimit: 0, tokenizeMaxLineLength: 40, mergeSameStyleTokens: true };
        const expected = toHtml(
          highlighter.codeToHast(code, {
            ...options,
            transformers: [
              {
                line(node, line) {
                  if (highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
                },
              },
            ],
          }).children[0]!,
        );
        const { tokens, fg = '', bg = '', themeName = '' } = highlighter.codeToTokens(code, options);
        const html = tokensToHtml(tokens, { fg, bg, themeName }, highlightLines);
        expect(html, `${lang} marking ${[...highlightLines]}`).toBe(expected);
        expect(html.split('class="line highlighted"').length - 1).toBe([...highlightLines].filter((n) => n <= code.split('\n').length).length);
      }
  });
});
