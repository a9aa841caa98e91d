import { createCssVariablesTheme, createHighlighter, type BundledLanguage, type Highlighter, type ThemeRegistrationAny } from 'shiki';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoizeLines, type LineTokenizer } from '../../../src/markdown/line-memo.ts';

const theme = createCssVariablesTheme({ name: 'memo-test', variablePrefix: '--shiki-' });
const LANGS = ['php', 'ruby', 'javascript', 'csharp', 'html'] as const;

/** Blocks whose lines mean different things in different states: inside a comment, a string, a heredoc, embedded code. */
const BLOCKS: [string, string][] = [
  ['javascript', 'const a = 1; /* start\nconst b = 2;\n*/ const c = `x\nconst b = 2;\n${a}`;\nconst b = 2;'],
  ['javascript', 'const b = 2;\n// const b = 2;\nconst b = 2;'],
  ['ruby', 'body = <<~JSON\n  { "amount": 1200 }\nJSON\nputs body\n  { "amount": 1200 }'],
  ['php', '<?php\n$x = "a\n$y = 1;\n";\n$y = 1;\n?>\n<p>$y = 1;</p>'],
  ['html', '<script>\nconst b = 2;\n</script>\n<style>\nbody { color: red }\n</style>\nconst b = 2;'],
  ['csharp', 'var s = @"line\nvar n = 1;\n";\nvar n = 1;\n/// <summary>var n = 1;</summary>'],
];

let plain: Highlighter;
let memo: Highlighter;
// No time limit (shiki's default stops a line after 500 ms): on a loaded machine the reference tokens were cut short.
const tokens = (h: Highlighter, lang: string, code: string) =>
  h.codeToTokensBase(code, { lang: lang as BundledLanguage, theme: theme as ThemeRegistrationAny, tokenizeTimeLimit: 0 });

beforeAll(async () => {
  plain = await createHighlighter({ themes: [theme], langs: [...LANGS] });
  memo = await createHighlighter({ themes: [theme], langs: [...LANGS] });
  for (const lang of LANGS) memoizeLines(memo.getLanguage(lang) as unknown as LineTokenizer);
});

describe('memoizeLines', () => {
  it('gives the tokens the grammar gives, for lines seen before in other states and in any order', () => {
    const expected = BLOCKS.map(([lang, code]) => tokens(plain, lang, code));
    for (const order of [BLOCKS.keys(), [...BLOCKS.keys()].reverse(), BLOCKS.keys()]) {
      for (const i of order) expect(tokens(memo, BLOCKS[i]![0], BLOCKS[i]![1]), `block ${i}`).toEqual(expected[i]);
    }
  });

  it('tokenizes a repeated line once per state it starts in', () => {
    const grammar = plain.getLanguage('javascript') as unknown as LineTokenizer;
    let calls = 0;
    const counting: LineTokenizer = {
      tokenizeLine2: (line, state, limit) => {
        calls++;
        return grammar.tokenizeLine2(line, state, limit);
      },
    };
    memoizeLines(counting);
    // Three samples that differ in their first line only (as code samples of three operations do).
    const shared = ['const body = JSON.stringify(payload);', 'await fetch(url, { headers, body });'];
    for (let round = 0; round < 3; round++) {
      let state = null;
      for (const line of [`const url = "/v1/payments/pay_${round}";`, ...shared]) state = counting.tokenizeLine2(line, state).ruleStack;
    }
    expect(calls).toBe(3 + shared.length);
  });

  it('starts afresh when full, still giving the right tokens', async () => {
    const small = await createHighlighter({ themes: [theme], langs: ['javascript'] });
    memoizeLines(small.getLanguage('javascript') as unknown as LineTokenizer, { maxLines: 3 });
    const [, code] = BLOCKS[0]!;
    expect(tokens(small, 'javascript', code)).toEqual(tokens(plain, 'javascript', code));
    expect(tokens(small, 'javascript', code)).toEqual(tokens(plain, 'javascript', code));
  });
});
