import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import { Diagnostics, formatReport } from '../../../src/diagnostics.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/markdown/compile-markdown.ts';
import { createCodeHighlighter } from '../../../src/markdown/highlighter.ts';

// Issue 41: raw HTML in untrusted content is sanitized by one schema (safety/html-sanitize.ts).
let compiler: MarkdownCompiler;

beforeAll(async () => {
  compiler = createMarkdownCompiler({ highlighter: await createCodeHighlighter() });
});

function compile(markdown: string, rawHtml: 'allow' | 'sanitize' = 'sanitize') {
  const diagnostics = new Diagnostics();
  const result = compiler(markdown, {
    relPath: 'page.md',
    displayPath: 'content/page.md',
    absDir: '/nonexistent',
    routeOfFile: () => undefined,
    addAsset: () => undefined,
    diagnostics,
    rawHtml,
  });
  return { html: result.html, report: formatReport(diagnostics.items) };
}

/** What must never be in the HTML of sanitized content: a script element, a handler, a script URL, an element that changes the page's base, refreshes it or posts it. */
function expectNothingActive(html: string): void {
  // Read as a browser reads the page: text that looks like a tag is text.
  const active: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (node: Element) => {
    if (/^(script|iframe|object|embed|base|meta|form|math|style|link|template|noscript|frame|button)$/.test(node.tagName)) active.push(`<${node.tagName}>`);
    if (node.tagName === 'svg' && !String(node.properties.className).includes('admonition-icon')) active.push('<svg>');
    for (const [name, value] of Object.entries(node.properties)) {
      if (/^on/i.test(name) || /^(formAction|srcDoc|xLinkHref)$/.test(name)) active.push(`${node.tagName} ${name}`);
      if (/^(href|src|action|cite|longDesc|data)$/.test(name) && /^(javascript|vbscript|data):/i.test(String(value).replace(/[\u0000-\u0020]/g, '')))
        active.push(`${node.tagName} ${name}=${value}`);
    }
  });
  expect(active).toEqual([]);
}

const PAYLOADS: [string, string][] = [
  ['script', '<script>window.__pwned = 1</script>'],
  ['script in a paragraph', 'Text <script>window.__pwned = 1</script> more.'],
  ['on* handler', '<img src="x.png" onerror="window.__pwned = 1">'],
  ['handler in upper case, no quotes', '<IMG SRC=x.png ONERROR=window.__pwned=1>'],
  ['handler after a slash', '<img/src="x.png"/onerror="window.__pwned=1">'],
  ['details ontoggle', '<details open ontoggle="window.__pwned=1"><summary>s</summary>x</details>'],
  ['javascript: href', '<a href="javascript:window.__pwned=1">a</a>'],
  ['javascript: href with entities', '<a href="&#106;avascript&#58;window.__pwned=1">a</a>'],
  ['javascript: href with a tab and case', '<a href="JaVa&#x09;ScRiPt:window.__pwned=1">a</a>'],
  ['javascript: href with leading spaces', '<a href="  javascript:window.__pwned=1">a</a>'],
  ['javascript: href unquoted', '<a href=javascript:window.__pwned=1>a</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">a</a>'],
  ['data: href', '<a href="data:text/html,<script>window.__pwned=1</script>">a</a>'],
  ['data: img src', '<img src="data:image/svg+xml,&lt;svg onload=window.__pwned=1&gt;">'],
  ['javascript: in cite and longdesc', '<blockquote cite="javascript:x">q</blockquote><img longdesc="javascript:x" src="a.png">'],
  ['svg with script', '<svg><script>window.__pwned=1</script></svg>'],
  ['svg onload', '<svg onload="window.__pwned=1"></svg>'],
  ['svg a xlink:href', '<svg><a xlink:href="javascript:window.__pwned=1"><text>x</text></a></svg>'],
  ['svg animate to a script URL', '<svg><a><animate attributeName="href" to="javascript:window.__pwned=1"/><text>x</text></a></svg>'],
  ['mathml mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1></style></mglyph></table></mtext></math>'],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>"></noscript>'],
  ['base', '<base href="https://evil.example/">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">'],
  ['form action', '<form action="javascript:window.__pwned=1"><input type="submit"></form>'],
  ['button formaction', '<button formaction="javascript:window.__pwned=1">go</button>'],
  ['iframe srcdoc', '<iframe srcdoc="&lt;script&gt;parent.__pwned=1&lt;/script&gt;"></iframe>'],
  ['object and embed', '<object data="javascript:window.__pwned=1"></object><embed src="javascript:window.__pwned=1">'],
  ['style tag and attribute', '<style>body{background:url(javascript:x)}</style><p style="background:url(javascript:x)">p</p>'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['template', '<template><img src=x onerror=window.__pwned=1></template>'],
  ['comment breakout', '<!--><img src=x onerror=window.__pwned=1>-->'],
  ['unclosed attribute', '<a href="https://ok.example" title="x\n\n<img src=x onerror=window.__pwned=1>">a</a>'],
];

describe("raw HTML in untrusted content (markdown.rawHtml: 'sanitize')", () => {
  it.each(PAYLOADS)('takes out %s', (_name, payload) => {
    const { html } = compile(`# Page\n\n${payload}\n\nAfter.\n`);
    expectNothingActive(html);
    expect(html).toContain('<p>After.</p>');
  });

  it('would keep those payloads with allow (the test can fail)', () => {
    const { html } = compile(PAYLOADS.map(([, payload]) => payload).join('\n\n'), 'allow');
    expect(() => expectNothingActive(html)).toThrow();
  });

  it('keeps what GitHub keeps: details, tables, images, links, headings with their ids', () => {
    const { html, report } = compile(
      '<details><summary>More</summary>\n\nText **bold**.\n\n</details>\n\n<table><tr><td>a</td></tr></table>\n\n<img src="/img/a.png" alt="A" width="20">\n\n<a href="https://example.com/x" title="t">x</a> <a href="mailto:a@example.com">m</a>\n\n<h2 id="custom">Custom</h2>\n',
    );
    expect(html).toContain('<details><summary>More</summary>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<td>a</td>');
    expect(html).toContain('<img src="/img/a.png" alt="A" width="20">');
    expect(html).toContain('<a href="https://example.com/x" title="t">x</a>');
    expect(html).toContain('<a href="mailto:a@example.com">m</a>');
    expect(html).toMatch(/<h2 id="custom"/);
    expect(report).toBe('');
  });

  it("leaves portal's own output as allow writes it: code blocks, admonitions, heading ids, footnotes", () => {
    const page =
      '# Title {#top}\n\n## Section\n\n:::note Careful\nText.\n:::\n\n```js title="a.js" {1}\nconst a = "<b>";\n```\n\n- [x] done\n\nA note[^1].\n\n[^1]: The note.\n';
    expect(compile(page).html).toBe(compile(page, 'allow').html);
    // With raw HTML on the page, portal's parts go round the sanitizer unchanged.
    const withHtml = `${page}\n<span onclick="x()">raw</span>\n`;
    const sanitized = compile(withHtml).html;
    expect(sanitized).toContain(compile(':::note Careful\nText.\n:::\n', 'allow').html);
    expect(sanitized).toContain('<div class="code-block" data-language="js"><div class="code-block-title">a.js</div><pre class="shiki');
    expect(sanitized).toContain('<span>raw</span>');
  });

  it('warns once per removed element or attribute, at its line and column', () => {
    const { report } = compile('Intro.\n\n<div>\n<img src="a.png" onerror="x()">\n<script>x()</script>\n<a href="javascript:x()">a</a>\n</div>\n');
    expect(report).toContain('warning content/page.md:4:1: raw HTML: `onerror` on <img> removed');
    expect(report).toContain('warning content/page.md:5:1: raw HTML: <script> removed');
    expect(report).toContain('warning content/page.md:6:1: raw HTML: the `javascript:` URL of `href` on <a> removed');
    expect(report.match(/^warning/gm)).toHaveLength(3);
  });

  it("cannot forge the placeholder that keeps portal's code blocks", () => {
    const { html } = compile('<portal-kept data-kept="0"></portal-kept>\n\n```js\nconst a = 1;\n```\n');
    expect(html.match(/class="code-block"/g)).toHaveLength(1);
    expect(html).not.toContain('portal-kept');
  });

  it('refuses raw HTML nested deeper than the tree limit with a message, not a stack overflow', () => {
    expect(() => compile(`${'<div>'.repeat(50_000)}x\n`)).toThrow(/raw HTML nested more than 100 levels deep/);
  });
});
