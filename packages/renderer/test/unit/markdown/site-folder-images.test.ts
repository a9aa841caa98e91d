import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/build.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-site-images-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("a guide's image from the site's folder (Docusaurus's ../static/img/…)", () => {
  it('is copied like one beside the guide, from a Markdown and an MDX page', async () => {
    const files: Record<string, string> = {
      'portal.config.ts': "export default { contentDir: 'docs', markdown: { format: 'detect' } };\n",
      'static/img/shot.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      'docs/intro.md': '# Intro\n\n![Shot](../static/img/shot.svg)\n',
      'docs/deep/page.mdx': '# Page\n\n<p>MDX</p>\n\n![Shot](../../static/img/shot.svg)\n',
    };
    const dir = path.join(tmp, 'site');
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    }
    const outDir = path.join(dir, 'build');
    await build({ cwd: dir, outDir });
    const intro = readFileSync(path.join(outDir, 'intro', 'index.html'), 'utf8');
    const src = /<img src="(\/assets\/images\/shot\.[0-9a-f]+\.svg)" alt="Shot"/.exec(intro)?.[1];
    expect(src).toBeDefined();
    expect(readFileSync(path.join(outDir, src!), 'utf8')).toContain('<svg');
    expect(readFileSync(path.join(outDir, 'deep', 'page', 'index.html'), 'utf8')).toContain(`<img src="${src}" alt="Shot"`);
  });
});
