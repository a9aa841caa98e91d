import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/**
 * A page that requires or imports a video, a sound or a document gets its URL, as Docusaurus's file
 * loader gives one (found on capacitor-docs: `<source src={require('@site/static/video/x.mp4').default} />`
 * failed its build with "is not a component portal bundled").
 */
const root = writeTree({
  'portal.config.ts': "export default { title: 'Files', contentDir: 'docs' };\n",
  'docs/index.mdx': [
    "import guide from './guide.pdf';",
    '',
    '# Media',
    '',
    '<video controls width="100%">',
    '  <source src={require(\'@site/static/video/intro.mp4\').default} type="video/mp4" />',
    '</video>',
    '',
    '<a href={guide}>The guide (PDF)</a>',
    '',
  ].join('\n'),
  'docs/guide.pdf': '%PDF-1.4 a small document',
  'static/video/intro.mp4': 'not really a video, but bytes',
});
afterAll(() => removeTree(root));

describe('files a page requires or imports for their URL', async () => {
  const out = path.join(root, 'out');
  await build({ cwd: root, outDir: out });
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');

  it('are published under a hashed name, and the page links them', () => {
    const published = readdirSync(path.join(out, 'assets/images'));
    const video = published.find((f) => /^intro\.[\w-]+\.mp4$/.test(f));
    const pdf = published.find((f) => /^guide\.[\w-]+\.pdf$/.test(f));
    expect(video).toBeDefined();
    expect(pdf).toBeDefined();
    expect(html).toContain(`<source src="/assets/images/${video}" type="video/mp4"/>`);
    expect(html).toContain(`<a href="/assets/images/${pdf}">The guide (PDF)</a>`);
    expect(readFileSync(path.join(out, 'assets/images', video!), 'utf8')).toBe('not really a video, but bytes');
  });
});
