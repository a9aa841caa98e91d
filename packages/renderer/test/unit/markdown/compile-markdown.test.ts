import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { createMarkdownCompiler, type CompiledMarkdown, type MarkdownCompiler } from '../../../src/markdown/compile-markdown.ts';
import { createCodeHighlighter } from '../../../src/markdown/highlighter.ts';

let compiler: MarkdownCompiler;
let dir: string;

beforeAll(async () => {
  const highlighter = await createCodeHighlighter();
  compiler = createMarkdownCompiler({ highlighter });
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-md-'));
  mkdirSync(path.join(dir, 'img'));
  writeFileSync(path.join(dir, 'img', 'flow.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function compile(markdown: string): CompiledMarkdown & { diagnostics: Diagnostics; assets: string[] } {
  const diagnostics = new Diagnostics();
  const assets: string[] = [];
  const routes: Record<string, string> = { 'guides/other.md': '/guides/other', 'index.md': '/' };
  const result = compiler(markdown, {
    relPath: 'guides/page.md',
    displayPath: 'content/guides/page.md',
    absDir: dir,
    routeOfFile: (rel) => routes[rel],
    addAsset: (abs) => {
      assets.push(abs);
      return abs.startsWith(dir) && abs.endsWith('flow.svg') ? '/assets/images/flow.abc123.svg' : undefined;
    },
    diagnostics,
  });
  return { ...result, diagnostics, assets };
}

/** The text of the code lines (one string per `.line` span), marked `*` when highlighted. */
function codeLines(html: string): string[] {
  return [...html.matchAll(/<span class="line( highlighted)?">(.*?)<\/span>(?=\n|<\/code>)/g)].map(
    (m) => `${m[1] ? '*' : ' '}${m[2]!.replace(/<[^>]+>/g, '')}`,
  );
}

describe('admonitions', () => {
  it('renders an admonition with its default title', () => {
    const { html } = compile(':::note\nPlain note.\n:::\n');
    expect(html).toContain('<div class="admonition admonition-note"><p class="admonition-heading"><svg class="admonition-icon"');
    expect(html).toMatch(/<\/svg>Note<\/p><div class="admonition-content">\s*<p>Plain note.<\/p>\s*<\/div><\/div>/);
  });

  it('renders a given title, keeping its inline Markdown', () => {
    const { html } = compile(':::warning[Never expose *your* key]\nKeep it on the server.\n:::\n');
    expect(html).toContain('<div class="admonition admonition-warning">');
    expect(html).toContain('</svg>Never expose <em>your</em> key</p>');
    expect(html).not.toContain('>Warning</p>');
    expect(html).toContain('<p>Keep it on the server.</p>');
  });

  it.each(['tip', 'info', 'danger'])('knows the %s type', (type) => {
    expect(compile(`:::${type}\nx\n:::\n`).html).toContain(`class="admonition admonition-${type}"`);
  });

  it.each([
    ['caution', 'warning', 'Caution'],
    ['important', 'info', 'Important'],
    ['secondary', 'note', 'Secondary'],
    ['success', 'tip', 'Success'],
  ])('draws the Docusaurus alias %s like %s, with its own title', (type, look, title) => {
    const { html } = compile(`:::${type}\nx\n:::\n`);
    expect(html).toContain(`class="admonition admonition-${look} admonition-${type}"`);
    expect(html).toContain(`</svg>${title}</p>`);
  });

  it('reads the legacy title syntax `:::type Title` like `:::type[Title]`', () => {
    const { html } = compile(':::caution Mind the **gap**\nBody.\n:::\n');
    expect(html).toContain('</svg>Mind the <strong>gap</strong></p>');
    expect(html).toContain('<p>Body.</p>');
    expect(html).not.toContain(':::');
  });

  it('warns about a name of its own given a title (a keyword the Docusaurus site configured), instead of leaking its text', () => {
    // Manifold's docs configured `admonitions: { keywords: ['location'] }` and wrote `:::location Where?`.
    const { html, diagnostics } = compile(':::location Where to find it\nOnly para.\n:::\n');
    expect(html).not.toContain(':::');
    expect(html).toContain('<p>Only para.</p>');
    expect(diagnostics.warnings.map((w) => `${w.line}: ${w.message}`)).toEqual(['1: unknown directive ":::location", rendered as a plain block']);
  });

  it('leaves `:::type Title` inside a code fence alone', () => {
    const { html } = compile('```md\n:::tip Title\n:::\n```\n');
    expect(html).toContain(':::tip Title');
    expect(html).not.toContain('[Title]');
  });

  it('nests admonitions when the outer one has more colons', () => {
    const { html } = compile('::::important[Outer]\nA\n\n:::success Inner\nB\n:::\n\nC\n::::\n');
    expect(html).toMatch(/admonition-important">.*Outer.*admonition-success">.*Inner.*<p>B<\/p>.*<p>C<\/p>/s);
    expect(html).not.toContain(':::');
  });

  it('leaves text that looks like a directive as text', () => {
    const { html } = compile('Note:this stays, and so does a:b and time 10:30.\n');
    expect(html).toBe('<p>Note:this stays, and so does a:b and time 10:30.</p>');
  });

  it('keeps a text directive label as written', () => {
    expect(compile('See:[here] now\n').html).toBe('<p>See:[here] now</p>');
  });

  it('reads inline colon syntax as plain Markdown, emphasis and all', () => {
    expect(compile('Set $env:MK_API_KEY, then :badge[**live**]{.green}.\n').html).toBe(
      '<p>Set $env:MK_API_KEY, then :badge[<strong>live</strong>]{.green}.</p>',
    );
  });

  it('reads leaf directive syntax as plain Markdown too', () => {
    expect(compile('::youtube[Checkout **demo**]{#intro}\n').html).toBe('<p>::youtube[Checkout <strong>demo</strong>]{#intro}</p>');
  });
});

describe('headings', () => {
  const source = '# Page title\n\n## Refund a payment\n\n### Sub `code` part\n\n###### Six\n\n## Refund a payment\n';

  it('gives h2–h6 an id and a hash link titled "Direct link to …", but not h1', () => {
    const { html } = compile(source);
    expect(html).toContain('<h1 id="page-title">Page title</h1>');
    expect(html).toContain(
      '<h2 id="refund-a-payment" class="anchor-heading">Refund a payment<a href="#refund-a-payment" class="hash-link" aria-label="Direct link to Refund a payment" title="Direct link to Refund a payment">#</a></h2>',
    );
    expect(html).toContain(
      '<a href="#sub-code-part" class="hash-link" aria-label="Direct link to Sub code part" title="Direct link to Sub code part">#</a></h3>',
    );
    expect(html).toContain('<h6 id="six" class="anchor-heading">Six<a href="#six"');
    expect(html.match(/class="hash-link"/g)).toHaveLength(4);
  });

  it('lists the h2–h6 headings for the table of contents, with unique ids', () => {
    expect(compile(source).headings).toEqual([
      { depth: 2, id: 'refund-a-payment', text: 'Refund a payment' },
      { depth: 3, id: 'sub-code-part', text: 'Sub code part' },
      { depth: 6, id: 'six', text: 'Six' },
      { depth: 2, id: 'refund-a-payment-1', text: 'Refund a payment' },
    ]);
  });
});

describe('code blocks', () => {
  it('shows the title and highlights the lines of the meta string', () => {
    const { html, diagnostics } = compile('```php title="checkout.php" {1,3-4}\n$a = 1;\n$b = 2;\n$c = 3;\n$d = 4;\n$e = 5;\n```\n');
    expect(diagnostics.items).toEqual([]);
    expect(html).toMatch(/^<div class="code-block" data-language="php"><div class="code-block-title">checkout.php<\/div><pre class="shiki /);
    expect(codeLines(html)).toEqual(['*$a = 1;', ' $b = 2;', '*$c = 3;', '*$d = 4;', ' $e = 5;']);
    // One tokenization; colours are CSS variables the stylesheet defines per colour mode.
    expect(html).toContain('color:var(--shiki-token-');
    expect(html).not.toMatch(/#[0-9a-f]{6}/i);
  });

  it('highlights nothing without a range, and shows no title without one', () => {
    const { html } = compile('```bash\necho one\necho two\n```\n');
    expect(html).not.toContain('highlighted');
    expect(html).not.toContain('code-block-title');
    expect(codeLines(html)).toEqual([' echo one', ' echo two']);
  });

  it('warns once about an unknown language, with the line of the fence, and renders plain text', () => {
    const { html, diagnostics } = compile('Intro.\n\n```klingon\nqapla <b>\n```\n');
    expect(diagnostics.warnings).toHaveLength(1);
    expect(diagnostics.warnings[0]).toMatchObject({
      message: 'unknown code block language "klingon", shown as plain text',
      file: 'content/guides/page.md',
      line: 3,
      column: 1,
      sitewide: true,
    });
    expect(html).toContain('data-language="klingon"');
    expect(html).toContain('<span class="line"><span>qapla &#x3C;b></span></span>');
  });

  it('does not warn about plain text fences or fences without a language', () => {
    const { diagnostics } = compile('```text\na\n```\n\n```\nb\n```\n');
    expect(diagnostics.items).toEqual([]);
  });

  it('gives the highlighted <pre> exactly one tabindex="0", for known and unknown languages', () => {
    for (const markdown of ['```php\n$a = 1;\n```\n', '```\nplain\n```\n', '```klingon\nqapla\n```\n']) {
      const pre = /<pre[^>]*>/.exec(compile(markdown).html)![0];
      expect(pre.match(/tabindex=/gi)).toEqual(['tabindex=']);
      expect(pre).toContain('tabindex="0"');
    }
  });
});

describe('GitHub Flavored Markdown', () => {
  it('renders tables', () => {
    const { html } = compile('| a | b |\n|---|--:|\n| 1 | 2 |\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<th>a</th>');
    expect(html).toContain('<td align="right">2</td>');
  });

  it('renders task lists', () => {
    const { html } = compile('- [x] done\n- [ ] todo\n');
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain('<li class="task-list-item"><input type="checkbox" checked disabled aria-label="done"> done</li>');
    expect(html).toContain('<li class="task-list-item"><input type="checkbox" disabled aria-label="todo"> todo</li>');
  });

  it('renders strikethrough and autolink literals', () => {
    expect(compile('~~gone~~ www.example.com and https://x.example/a\n').html).toBe(
      '<p><del>gone</del> <a href="http://www.example.com">www.example.com</a> and <a href="https://x.example/a">https://x.example/a</a></p>',
    );
  });

  it('strikes through an image description beside a fence-like line that is inline code', () => {
    const { html } = compile('```npm i``` first.\n\n![~~old~~ new](./img/flow.svg)\n\n```bash\nls ~\n```\n');
    expect(html).toContain('alt="old new"');
  });

  it('renders GFM in prose beside code that holds the same characters, whatever the fences', () => {
    const fence = "```bash\ncurl https://sandbox.api.merchantkit.example | jq '.items[] | .id' # ~/keys\n```";
    // The list item's fence is never closed: it ends with the item, so the URL, table and
    // strikethrough after it are prose, though a later fence could pair with it.
    const source = `- Run:\n  \`\`\`bash\n  echo 1\n- Then see https://docs.merchantkit.example, ~~v1~~ v2\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n${fence}\n`;
    const { html } = compile(source);
    expect(html).toContain('<a href="https://docs.merchantkit.example">https://docs.merchantkit.example</a>');
    expect(html).toContain('<del>v1</del>');
    expect(html).toContain('<th>a</th>');
    // In the code block, nothing is linked or struck.
    expect(html).not.toContain('href="https://sandbox.api.merchantkit.example"');
  });

  it('renders footnotes without putting their label in the TOC', () => {
    const { html, headings } = compile('Text[^1].\n\n[^1]: The note.\n');
    expect(html).toContain('<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref');
    expect(html).toContain('<section data-footnotes class="footnotes">');
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).not.toMatch(/id="footnote-label"[^>]*>[^<]*<a[^>]*hash-link/);
    expect(headings).toEqual([]);
  });
});

describe('links and images', () => {
  it('keeps a link with a malformed percent escape as written instead of failing', () => {
    const { links } = compile('[odd](./a%zz.md) and ![odd](./b%zz.png)\n');
    expect(links.map((l) => [l.raw, l.resolved, l.kind])).toEqual([
      ['./a%zz.md', './a%zz.md', 'markdown-file'],
      ['./b%zz.png', './b%zz.png', 'image'],
    ]);
  });

  it('rewrites a link to a Markdown file through routeOfFile and records it with its line', () => {
    const { html, links } = compile('Intro.\n\nSee [Other](./other.md#x) and [home](../index.md).\n');
    expect(html).toBe('<p>Intro.</p>\n<p>See <a href="/guides/other#x">Other</a> and <a href="/">home</a>.</p>');
    expect(links).toEqual([
      { raw: './other.md#x', resolved: '/guides/other#x', kind: 'markdown-file', line: 3, column: 5 },
      { raw: '../index.md', resolved: '/', kind: 'markdown-file', line: 3, column: 31 },
    ]);
  });

  it('reads a fence of options without a language (```title="Jenkinsfile") as plain text with its title, without a warning', () => {
    const { html, diagnostics } = compile('```title="Jenkinsfile"\npipeline {}\n```\n');
    expect(diagnostics.items).toEqual([]);
    expect(html).toContain('<div class="code-block-title">Jenkinsfile</div>');
    expect(html).toContain('data-language="text"');
  });

  it('looks for a bare Markdown link (no ./ or ../) beside the page, then from the content folder, as Docusaurus does', () => {
    const { html } = compile('[beside](other.md) [from the root](guides/other.md) [home](index.md) [not bare](./guides/other.md)\n');
    expect(html).toBe(
      '<p><a href="/guides/other">beside</a> <a href="/guides/other">from the root</a> <a href="/">home</a> <a href="./guides/other.md">not bare</a></p>',
    );
  });

  it('leaves a link to an unknown Markdown file as written, but records it', () => {
    const { html, links } = compile('[gone](./missing.md)\n');
    expect(html).toBe('<p><a href="./missing.md">gone</a></p>');
    expect(links).toEqual([{ raw: './missing.md', resolved: './missing.md', kind: 'markdown-file', line: 1, column: 1 }]);
  });

  it('records site links and ignores external ones', () => {
    const { links } = compile('[api](/api/mk-api#op) [ext](https://example.com) [mail](mailto:a@b.c)\n');
    expect(links).toEqual([{ raw: '/api/mk-api#op', resolved: '/api/mk-api#op', kind: 'link', line: 1, column: 1 }]);
  });

  it('keeps a missing image as written and records it, with its line, for the link checker', () => {
    const { html, diagnostics, links } = compile('Text.\n\n![Nope](./img/nope.png)\n');
    expect(diagnostics.warnings).toHaveLength(0);
    expect(html).toContain('<img src="./img/nope.png" alt="Nope">');
    expect(links).toEqual([{ raw: './img/nope.png', resolved: './img/nope.png', kind: 'image', line: 3, column: 1 }]);
  });

  it('replaces an existing image with the URL from addAsset', () => {
    const { html, diagnostics, assets } = compile('![Flow](./img/flow.svg)\n');
    expect(diagnostics.items).toEqual([]);
    expect(assets).toEqual([path.join(dir, 'img', 'flow.svg')]);
    expect(html).toBe('<p><img src="/assets/images/flow.abc123.svg" alt="Flow"></p>');
  });
});
