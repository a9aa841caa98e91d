import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/build.ts';
import { removeTree, writeTree } from '../content-tree.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeTree));

describe("a guide's image from the site's folder (Docusaurus's ../static/img/…)", () => {
  it('is copied like one beside the guide, from a Markdown and an MDX page', async () => {
    const dir = writeTree({
      'portal.config.ts': "export default { contentDir: 'docs', markdown: { format: 'detect' } };\n",
      'static/img/shot.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      'docs/intro.md': '# Intro\n\n![Shot](../static/img/shot.svg)\n',
      'docs/deep/page.mdx': '# Page\n\n<p>MDX</p>\n\n![Shot](../../static/img/shot.svg)\n',
    });
    dirs.push(dir);
    const outDir = path.join(dir, 'build');
    await build({ cwd: dir, outDir });
    const intro = readFileSync(path.join(outDir, 'intro', 'index.html'), 'utf8');
    const src = /<img src="(\/assets\/images\/shot\.[0-9a-f]+\.svg)" alt="Shot"/.exec(intro)?.[1];
    expect(src).toBeDefined();
    expect(readFileSync(path.join(outDir, src!), 'utf8')).toContain('<svg');
    expect(readFileSync(path.join(outDir, 'deep', 'page', 'index.html'), 'utf8')).toContain(`<img src="${src}" alt="Shot"`);
  });
});
