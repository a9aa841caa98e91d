import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Diagnostics, formatReport } from '../../../src/diagnostics.ts';
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/markdown/compile-markdown.ts';
import { createCodeHighlighter } from '../../../src/markdown/highlighter.ts';

// Issue 11: script URLs, raw HTML on request, and images outside the content folder.
let compiler: MarkdownCompiler;
let content: string;

beforeAll(async () => {
  compiler = createMarkdownCompiler({ highlighter: await createCodeHighlighter() });
  content = mkdtempSync(path.join(os.tmpdir(), 'portal-untrusted-'));
  mkdirSync(path.join(content, 'guides'));
});
afterAll(() => rmSync(content, { recursive: true, force: true }));

function compile(markdown: string, rawHtml?: 'allow' | 'escape') {
  const diagnostics = new Diagnostics();
  const assets: string[] = [];
  const result = compiler(markdown, {
    relPath: 'guides/page.md',
    displayPath: 'content/guides/page.md',
    absDir: path.join(content, 'guides'),
    routeOfFile: () => undefined,
    addAsset: (abs) => {
      assets.push(abs);
      return undefined;
    },
    diagnostics,
    rawHtml,
  });
  return { html: result.html, report: formatReport(diagnostics.items), assets };
}

describe('untrusted Markdown', () => {
  it('warns about javascript:, vbscript: and data:text/html links and images with file:line:col', () => {
    const { report } = compile('[a](javascript:alert(1))\n\n![b](vbscript:x)\n\n[c](DATA:text/html,%3Cb%3E)\n\n[ok](https://example.com)\n');
    expect(report).toContain('warning content/guides/page.md:1:1: link with a `javascript:` URL runs code when followed');
    expect(report).toContain('warning content/guides/page.md:3:1: image with a `vbscript:` URL');
    expect(report).toContain('warning content/guides/page.md:5:1: link with a `data:` URL');
    expect(report.match(/warning/g)).toHaveLength(3);
  });

  it('never writes a refused URL as an href or a src: links keep their text, images their alt (issue 41)', () => {
    const source = [
      '[inline](javascript:alert(1)) <javascript:alert(2)> [ref][r] ![alt text](javascript:alert(3))',
      '',
      '[entity](&#106;avascript:alert(4)) [tab](java&#x09;script:alert(5)) [data](data:text/html,x) ![svg](data:image/svg+xml,x) [file](file:///etc/passwd)',
      '',
      '![img ref][i] [ok](https://example.com) [mail](mailto:a@b.example) [tel](tel:+15550100) [here](#top)',
      '',
      '[r]: javascript:alert(6)',
      '[i]: vbscript:x',
      '',
    ].join('\n');
    const { html, report } = compile(source);
    expect(html).not.toMatch(/(href|src)="[^"]*(javascript|vbscript|data:|file:)/i);
    expect(html).not.toContain('<img');
    expect(html.match(/<a /g)).toHaveLength(4);
    expect(html).toContain('inline');
    expect(html).toContain('alt text');
    expect(html).toContain('ref');
    expect(html).toContain('<a href="https://example.com">ok</a>');
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
    expect(html).toContain('<a href="tel:+15550100">tel</a>');
    expect(html).toContain('<a href="#top">here</a>');
    expect(report).toContain('warning content/guides/page.md:7:1: link with a `javascript:` URL runs code when followed; it is left out');
    expect(report).toContain('link with a `file:` URL is not a scheme pages link to');
    expect(report.match(/warning/g)).toHaveLength(10);
  });

  it('keeps raw HTML by default and escapes it with markdown.rawHtml: escape', () => {
    const source = '<script>alert(1)</script>\n\nText with <b onclick="x()">bold</b>.\n';
    expect(compile(source).html).toContain('<script>alert(1)</script>');
    const escaped = compile(source, 'escape').html;
    expect(escaped).not.toContain('<script>');
    expect(escaped).not.toContain('<b ');
    expect(escaped).toContain('&#x3C;script>alert(1)&#x3C;/script>');
  });

  it("escapes the writer's HTML but keeps portal's own (admonition icons) with rawHtml: escape (issue 41)", () => {
    const { html } = compile(':::note\n\n<b>x</b>\n\n:::\n', 'escape');
    expect(html).toContain('<svg class="admonition-icon"');
    expect(html).toContain('&#x3C;b>x&#x3C;/b>');
  });

  it('refuses an image outside the content folder as an error at its position, and never registers it', () => {
    const { report, assets } = compile('Text\n\n![x](../../secret.png)\n\n![y](/etc/passwd)\n');
    expect(report).toContain('error content/guides/page.md:3:1: image "../../secret.png" is refused: it leads outside the content folder');
    expect(assets).toEqual([]);
  });
});
