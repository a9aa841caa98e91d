import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevSite } from '../../../src/index.ts';
import { md, removeTree, writeTree } from '../content-tree.ts';

vi.stubEnv('PORTAL_CACHE_DIR', '');

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) removeTree(root);
  roots = [];
});

const counter = (label: string) =>
  `'use client';\nimport { useState } from 'react';\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>${label} {n}</button>;\n}\n`;

// Issue 14: a 'use client' component edited in `portal watch` is bundled again for the browser.
describe('DevSite with a site component that hydrates', () => {
  it('serves its chunk, and a new chunk after the component is edited', async () => {
    const root = writeTree({
      'portal.config.ts': "export default { title: 'Dev Site', markdown: { format: 'mdx' } };\n",
      'content/index.mdx': md({ title: 'Home' }, "import Counter from '@site/src/components/Counter';\n\n<Counter />\n"),
      'content/other.md': md({ title: 'Other' }, 'No component here.\n'),
      'src/components/Counter.jsx': counter('Count'),
    });
    roots.push(root);
    const site = await DevSite.start({ cwd: root });
    expect(site.errors).toEqual([]);
    const html = (rel: string) => {
      const file = site.read(rel) ?? '';
      return typeof file === 'string' ? file : Buffer.from(file).toString('utf8');
    };
    const chunkOf = (page: string) => /data-module="\/(assets\/js\/site\/Counter\.[A-Z0-9]+\.js)"/.exec(page)?.[1];
    const first = chunkOf(html('index.html'));
    expect(first).toBeDefined();
    expect(html('index.html')).toContain(`<link rel="modulepreload" href="/${first}"/>`);
    expect(html(first!)).toContain('Count');
    expect(html('other/index.html')).not.toContain('/assets/js/site/');

    writeFileSync(path.join(root, 'src/components/Counter.jsx'), counter('Total'));
    const result = await site.update([{ event: 'change', path: path.join(root, 'src/components/Counter.jsx') }]);
    expect(result.kind).toBe('reload');
    const second = chunkOf(html('index.html'));
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(html(second!)).toContain('Total');
    expect(html('index.html')).toContain('Total');
  });
});
