import { afterEach, describe, expect, it } from 'vitest';
import { DevSite } from '../../../src/index.ts';
import { md, removeTree, writeTree } from '../content-tree.ts';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) removeTree(root);
  roots = [];
});

// Issue 15: watch mode serves the Markdown twins, llms.txt and, once the pages were checked, the search index.
describe('DevSite for tools and search', () => {
  it('serves R.md, llms.txt and the search index from memory', async () => {
    const root = writeTree({
      'portal.config.ts': "export default { title: 'Dev Site' };\n",
      'content/index.md': md({ title: 'Home' }, 'Start here.\n'),
      'content/guides/a.md': md({ title: 'Guide A', description: 'About A' }, '## Refunds\n\nRefund a payment.\n'),
    });
    roots.push(root);
    const site = await DevSite.start({ cwd: root });
    expect(String(site.read('guides/a.md'))).toBe('# Guide A\n\n## Refunds\n\nRefund a payment.\n');
    expect(String(site.read('llms.txt'))).toContain('- [Guide A](');
    expect(site.read('search/index.json')).toBeUndefined();
    expect(await site.check()).toEqual([]);
    const manifest = JSON.parse(String(site.read('search/index.json'))) as { id: string; docs: string };
    // Home and Guide A, each with its fragment, served from memory like the manifest.
    expect(manifest.docs).toHaveLength(2);
    expect(site.read(`search/${manifest.id}/f1.bin`)).toBeDefined();
    expect(site.read(`search/${manifest.id}/t0.bin`)).toBeDefined();
  });
});
