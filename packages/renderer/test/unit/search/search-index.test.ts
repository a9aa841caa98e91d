import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../../src/build.ts';
import { indexedHtml } from '../../../src/search/pagefind-index.ts';
import { md, removeTree, writeTree } from '../content-tree.ts';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) removeTree(root);
  roots = [];
});

const text = (html: string) => html.replace(/<[^>]*>/g, '');

// Issue 15: what Pagefind is given of a page, and a site without search.
describe('the search index', () => {
  it('gives Pagefind the article with code blocks as plain text: the same words, without the highlighting', () => {
    const code = '<pre class="shiki" style="color:var(--fg)" tabindex="0"><code><span class="line"><span style="color:var(--kw)">curl</span><span> -X POST</span></span>\n<span class="line"><span>&#x3C;?php</span></span></code></pre>';
    const page = `<html><body><nav>Sidebar</nav><article class="doc"><h1>Refunds</h1><p>Refund a <em>payment</em>.</p>${code}</article><footer>Footer</footer></body></html>`;
    const html = indexedHtml(page, { route: '/refunds', group: 'Guides', terms: [] })!;
    expect(html).not.toContain('Sidebar');
    expect(html).not.toContain('Footer');
    expect(html).not.toContain('style=');
    expect(html).toContain('<pre><code>curl -X POST\n&#x3C;?php</code></pre>');
    expect(text(html)).toBe(`${text(page.slice(page.indexOf('<article'), page.indexOf('</article>')))}`);
  });

  it('is neither written nor offered with `search: false`', async () => {
    const root = writeTree({
      'portal.config.ts': "export default { title: 'No Search', search: false };\n",
      'content/index.md': md({ title: 'Home' }, 'Start here.\n'),
      'content/guide.md': md({ title: 'Guide' }, '## Refunds\n\nRefund a payment.\n'),
    });
    roots.push(root);
    const outDir = path.join(root, 'build');
    await build({ cwd: root, outDir });
    expect(existsSync(path.join(outDir, 'pagefind'))).toBe(false);
    expect(readFileSync(path.join(outDir, 'guide/index.html'), 'utf8')).not.toContain('SearchButton');
    expect(readFileSync(path.join(outDir, 'guide/index.html'), 'utf8')).toContain('Refund a payment');
  });
});
