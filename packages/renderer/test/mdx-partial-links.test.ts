import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/**
 * A partial's Markdown links resolve from where the partial is, in the importing page's docs (a second
 * docs instance here, a version in the same way), and a broken one is reported once, at the partial's
 * line, however many pages import it (found on pnpm.io: its versioned pages linked `../finders.md` as
 * written, and the warning named whichever importing page was compiled first, with the partial's line).
 */
const root = writeTree({
  'portal.config.ts':
    "export default { title: 'Partials', contentDir: 'docs', markdown: { format: 'mdx' }, docsInstances: [{ id: 'learn', path: 'learn', routeBasePath: '/learn' }] };\n",
  'docs/intro.md': '---\ntitle: Intro\n---\n\nThe docs.\n',
  'learn/start.mdx': "---\ntitle: Start\n---\nimport Shared from './parts/_shared.mdx';\n\nStart here.\n\n<Shared />\n",
  'learn/again.mdx': "---\ntitle: Again\n---\nimport Shared from './parts/_shared.mdx';\n\n<Shared />\n",
  'learn/basics.md': '---\ntitle: Basics\n---\n\nThe basics.\n',
  'learn/parts/_shared.mdx': 'Read [the basics](../basics.md) first.\n\nThen [the missing page](../missing.md).\n',
  // Out of the docs folder and back in: from a page, and from a partial beside the docs folders.
  'learn/round.mdx': "---\ntitle: Round\n---\nimport Beside from '../shared/_beside.mdx';\n\nSee [the basics](../learn/basics.md).\n\n<Beside />\n",
  'shared/_beside.mdx': 'From beside: [the basics](../learn/basics.md).\n',
});
afterAll(() => removeTree(root));

describe("a partial's Markdown links", async () => {
  const out = path.join(root, 'out');
  const result = await build({ cwd: root, outDir: out });

  it('resolve from the partial, in the docs of the page that imports it', () => {
    for (const page of ['learn/start/index.html', 'learn/again/index.html']) {
      const html = readFileSync(path.join(out, page), 'utf8');
      expect(html).toContain('<a href="/learn/basics">the basics</a>');
    }
  });

  it('resolve when they leave the docs folder and come back into it', () => {
    const html = readFileSync(path.join(out, 'learn/round/index.html'), 'utf8');
    expect(html).toContain('See <a href="/learn/basics">the basics</a>');
    expect(html).toContain('From beside: <a href="/learn/basics">the basics</a>');
    expect(result.warnings.filter((w) => w.message.includes('basics.md'))).toEqual([]);
  });

  it('are reported once when broken, at the line of the partial', () => {
    const broken = result.warnings.filter((w) => w.message.includes('missing.md'));
    expect(broken.map((w) => `${w.file}:${w.line}`)).toEqual([`${path.relative(process.cwd(), path.join(root, 'learn/parts/_shared.mdx'))}:3`]);
  });
});
