import { readdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { failedBuild } from './failed-build.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/**
 * A Markdown link to a local file that is not a page (`[the spec](../files/spec.pdf)`) publishes the
 * file under a hashed name, as the page's images are and as Docusaurus's file loader does, and links
 * it. Found on PagerTree's docs: links to `learn/.gitbook/assets/*.pdf` were reported as broken
 * ("/files/b.pdf does not exist") and the files were not published.
 */
const site = writeTree({
  'portal.config.ts': "export default { title: 'Files', url: 'https://files.example', baseUrl: '/docs/', contentDir: 'docs' };\n",
  'docs/intro.md': '# Intro\n\nThe docs.\n',
  'docs/sub/page.md': [
    '# Files',
    '',
    '[plain](../files/b.pdf), [page three](../files/b.pdf#page=3), [hidden](../.assets/a.pdf)',
    '',
    '[the sheet][sheet] and [the archive](../../static/downloads/kit.zip)',
    '',
    '[missing](../files/none.pdf) and [above the site](../../../elsewhere.pdf)',
    '',
    '[sheet]: ./report.xlsx',
    '',
  ].join('\n'),
  'docs/files/b.pdf': '%PDF-1.4 b',
  'docs/.assets/a.pdf': '%PDF-1.4 a',
  'docs/sub/report.xlsx': 'a spreadsheet',
  'static/downloads/kit.zip': 'PK an archive',
});
// A link through a symbolic link that leads out of the site.
const outside = writeTree({ 'secret.pdf': '%PDF-1.4 not the site’s' });
const escaping = writeTree({
  'portal.config.ts': "export default { title: 'Escape', contentDir: 'docs' };\n",
  'docs/intro.md': '# Intro\n\nRead [the secret](./files/secret.pdf).\n',
});
symlinkSync(outside, path.join(escaping, 'docs/files'));
afterAll(() => {
  removeTree(site);
  removeTree(outside);
  removeTree(escaping);
});

describe('links to local files that are not pages', async () => {
  const out = path.join(site, 'out');
  const result = await build({ cwd: site, outDir: out });
  const html = readFileSync(path.join(out, 'sub/page/index.html'), 'utf8');
  const published = readdirSync(path.join(out, 'assets/images'));
  const named = (pattern: RegExp) => {
    const found = published.find((f) => pattern.test(f));
    expect(found, `${pattern} in ${published.join(', ')}`).toBeDefined();
    return found!;
  };

  it('publish the file under a hashed name, and the page links it under the base path', () => {
    const b = named(/^b\.[\w-]+\.pdf$/);
    const a = named(/^a\.[\w-]+\.pdf$/);
    const sheet = named(/^report\.[\w-]+\.xlsx$/);
    const kit = named(/^kit\.[\w-]+\.zip$/);
    expect(html).toContain(`<a href="/docs/assets/images/${b}">plain</a>`);
    expect(html).toContain(`<a href="/docs/assets/images/${b}#page=3">page three</a>`);
    expect(html).toContain(`<a href="/docs/assets/images/${a}">hidden</a>`);
    expect(html).toContain(`<a href="/docs/assets/images/${sheet}">the sheet</a>`);
    expect(html).toContain(`<a href="/docs/assets/images/${kit}">the archive</a>`);
    expect(readFileSync(path.join(out, 'assets/images', b), 'utf8')).toBe('%PDF-1.4 b');
    expect(readFileSync(path.join(out, 'assets/images', kit), 'utf8')).toBe('PK an archive');
  });

  it('are broken links when the file does not exist or is outside the site, and only then', () => {
    const broken = result.warnings.filter((w) => w.message.startsWith('broken'));
    expect(broken.map((w) => `${path.basename(w.file)}:${w.line}:${w.column}: ${w.message}`)).toEqual([
      'page.md:7:1: broken link: /files/none.pdf does not exist (written as ../files/none.pdf)',
      'page.md:7:34: broken link: ../../../elsewhere.pdf leaves the site, which is served under /docs/',
    ]);
    expect(published.some((f) => f.startsWith('none.') || f.startsWith('elsewhere.'))).toBe(false);
  });

  it('are refused through a symbolic link that leads out of the site', async () => {
    const errors = (await failedBuild({ cwd: escaping, outDir: path.join(escaping, 'out') })).filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${path.basename(d.file)}:${d.line}:${d.column}: ${d.message}`)).toEqual([
      'intro.md:3:6: link "./files/secret.pdf" is refused: it is a symbolic link that leads outside the content folder and the site\'s folder',
    ]);
  });
});
