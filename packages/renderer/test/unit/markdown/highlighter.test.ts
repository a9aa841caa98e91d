import { describe, expect, it } from 'vitest';
import { HighlightCache } from '../../../src/cache/highlight-cache.ts';
import { bundledGrammar, createCodeHighlighter } from '../../../src/markdown/highlighter.ts';
import { CODE_LIMITS } from '../../../src/safety/budgets.ts';
import { HtmlMemo } from '../../../src/cache/html-memo.ts';
import { TimeBudget } from '../../../src/safety/time-limit.ts';

/** The token colours of a highlighted block, in order. */
const tokens = (html: string) => [...html.matchAll(/color:var\(--shiki-token-([\w-]+)\)/g)].map((m) => m[1]);

describe('createCodeHighlighter', () => {
  it('times the tokenizing only: a grammar that loads slowly (a busy machine) still highlights its block', async () => {
    const limit = CODE_LIMITS.highlightMs;
    const slowly = (id: string) => {
      const end = Date.now() + 1000;
      while (Date.now() < end);
      return bundledGrammar(id);
    };
    try {
      (CODE_LIMITS as { highlightMs: number }).highlightMs = 400;
      const highlighter = await createCodeHighlighter({ grammars: slowly });
      const overBudget: string[] = [];
      const html = highlighter.highlight('val amount = 1200', 'kotlin', undefined, (why) => overBudget.push(why));
      expect(tokens(html)).toContain('keyword');
      expect(overBudget).toEqual([]);
    } finally {
      (CODE_LIMITS as { highlightMs: number }).highlightMs = limit;
    }
  });

  it('highlights any language shiki ships, by id or alias, loading its grammar on first use', async () => {
    const highlighter = await createCodeHighlighter();
    for (const lang of ['kotlin', 'csharp', 'c#', 'PHP', 'sh']) expect(highlighter.supports(lang), lang).toBe(true);
    expect(tokens(highlighter.highlight('val amount = 1200', 'kotlin'))).toContain('keyword');
    expect(highlighter.highlight('var x = 1;', 'c#')).toBe(highlighter.highlight('var x = 1;', 'C#'));
    // php embeds html: both grammars work after one load.
    expect(tokens(highlighter.highlight('<?php echo "hi"; ?>', 'php'))).toContain('string-expression');
    expect(tokens(highlighter.highlight('<p class="x">hi</p>', 'html'))).toContain('string-expression');
  });

  it("highlights Prism's names for languages shiki names otherwise, as Docusaurus projects write them", async () => {
    const highlighter = await createCodeHighlighter();
    for (const lang of ['objectivec', 'gradle', 'svg', 'output', 'ascii']) expect(highlighter.supports(lang), lang).toBe(true);
    expect(highlighter.highlight('def x = 1', 'gradle')).toBe(highlighter.highlight('def x = 1', 'groovy'));
    expect(tokens(highlighter.highlight('@interface Pay : NSObject', 'objectivec'))).toContain('keyword');
  });

  it('highlights code embedded in Markdown the same whatever was highlighted before', async () => {
    const block = '# Pay\n\n```js\nconst amount = 1200;\n```\n';
    const fresh = await createCodeHighlighter();
    const first = fresh.highlight(block, 'md');
    const used = await createCodeHighlighter();
    used.highlight('const a = 1;', 'js');
    used.highlight('<?php echo 1;', 'php');
    expect(used.highlight(block, 'md')).toBe(first);
    expect(tokens(first)).toContain('keyword');
  });

  it('highlights a language whose embedded grammars embed others lazily the same whatever came before', async () => {
    // Ruby embeds HAML, which embeds Markdown lazily: a heredoc of HAML with a :markdown filter.
    const ruby = 'page = <<~HAML\n  %p Hello\n  :markdown\n    # Title\nHAML\nputs page';
    const fresh = await createCodeHighlighter();
    const first = fresh.highlight(ruby, 'ruby');
    const used = await createCodeHighlighter();
    used.highlight('# Pay\n\n```ruby\nputs 1\n```', 'md');
    used.highlight('%p Hi', 'haml');
    expect(used.highlight(ruby, 'ruby')).toBe(first);
  });

  it('shows an unknown language as plain text, and reports it as unknown', async () => {
    const highlighter = await createCodeHighlighter();
    expect(highlighter.supports('merchantscript')).toBe(false);
    expect(highlighter.supports('text')).toBe(true);
    const html = highlighter.highlight('PAY 1200 <EUR>', 'merchantscript');
    expect(tokens(html)).toEqual([]);
    expect(html).toContain('PAY 1200 &#x3C;EUR>');
  });

  it('gives a cached block without highlighting it again', async () => {
    const first = new HighlightCache();
    const made = (await createCodeHighlighter({ cache: first })).highlight('echo 1;', 'php', new Set([1]));
    expect(made).toContain('class="line highlighted"');
    // The next build's highlighter gets the entry back, whatever the entry holds.
    const key = first.memo.use().made[0]![0];
    const cached = await createCodeHighlighter({ cache: new HighlightCache(new HtmlMemo(new Map([[key, JSON.stringify('<pre>kept</pre>')]]))) });
    expect(cached.highlight('echo 1;', 'php', new Set([1]))).toBe('<pre>kept</pre>');
  });
});

describe('highlightAll', () => {
  it('highlights a page of blocks as one block at a time does, in order', async () => {
    const highlighter = await createCodeHighlighter();
    const blocks = [
      { code: 'val amount = 1200', lang: 'kotlin' },
      { code: '{ "a": 1 }', lang: 'json', highlightLines: new Set([1]) },
      { code: 'plain', lang: 'nope' },
    ];
    const one = await createCodeHighlighter();
    expect(highlighter.highlightAll(blocks)).toEqual(blocks.map((b) => one.highlight(b.code, b.lang, b.highlightLines)));
  });

  /** A page's highlighting time that counts its time checks (each starts a watchdog thread). */
  class CountedBudget extends TimeBudget {
    checks = 0;
    override run<T>(fn: () => T): T {
      this.checks++;
      return super.run(fn);
    }
  }

  it("loads a page's grammars first, so that its blocks share one time check, new languages and aliases too", async () => {
    const highlighter = await createCodeHighlighter();
    const page = new CountedBudget(CODE_LIMITS.highlightMsPerPage, CODE_LIMITS.highlightMs);
    const blocks = [
      { code: 'val amount = 1200', lang: 'kotlin' },
      { code: 'const a = 1;', lang: 'js' },
      { code: 'var b = 2;', lang: 'c#' },
      { code: 'const c = 3;', lang: 'js' },
      { code: 'plain', lang: 'text' },
    ];
    const html = highlighter.highlightAll(blocks, page);
    expect(page.checks).toBe(1);
    expect(html.slice(0, 4).every((h) => tokens(h).includes('keyword'))).toBe(true);
  });

  it('loads no grammar for a block the cache has, nor for a page whose highlighting time is spent', async () => {
    const first = new HighlightCache();
    (await createCodeHighlighter({ cache: first })).highlight('val amount = 1200', 'kotlin');
    const [key, html] = first.memo.use().made[0]!;
    const loaded: string[] = [];
    const cache = new HighlightCache(new HtmlMemo(new Map([[key, JSON.stringify(html)]])));
    const highlighter = await createCodeHighlighter({ cache, grammars: (id) => (loaded.push(id), bundledGrammar(id)) });
    expect(highlighter.highlightAll([{ code: 'val amount = 1200', lang: 'kotlin' }])).toEqual([html]);
    const spent = new TimeBudget(0, CODE_LIMITS.highlightMs);
    const [plain] = highlighter.highlightAll([{ code: 'echo 1;', lang: 'php', overBudget: () => {} }], spent);
    expect(tokens(plain!)).toEqual([]);
    expect(loaded).toEqual([]);
  });
});
