import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, BuildFailure } from '../src/build.ts';
import type { Diagnostic } from '../src/diagnostics.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/**
 * A partial outside its page's docs folder that imports another, whose image lies beside the site's
 * folder: the read is refused where every input is (safety/read-input.ts), whatever folder the inner
 * partial's path is taken from (the outer partial carries its page's docs folder now, `docsDir`).
 */
const root = writeTree({
  'site/portal.config.ts': "export default { title: 'Partials', contentDir: 'docs', markdown: { format: 'mdx' } };\n",
  'site/docs/page.mdx': "---\ntitle: Page\n---\nimport Outer from '../shared/_outer.mdx';\n\n<Outer />\n",
  'site/shared/_outer.mdx': "import Inner from './_inner.mdx';\n\n<Inner />\n",
  'site/shared/_inner.mdx': 'Text.\n\n![A secret](../../secret.png)\n',
  // A page that requires a video beside the site's folder.
  'media/portal.config.ts': "export default { title: 'Media', contentDir: 'docs' };\n",
  'media/docs/index.mdx': "# Video\n\n<video src={require('../../secret.mp4').default} />\n",
  // Beside the sites' folders, not in them.
  'secret.png': 'secret bytes',
  'secret.mp4': 'secret bytes',
});
afterAll(() => removeTree(root));

describe('an image of a partial that a partial outside the docs imports', () => {
  it('is refused when it lies outside the site, naming the partial, and nothing is published', async () => {
    const site = path.join(root, 'site');
    const out = path.join(site, 'out');
    let errors: Diagnostic[] = [];
    await build({ cwd: site, outDir: out }).catch((error) => {
      expect(error).toBeInstanceOf(BuildFailure);
      errors = (error as BuildFailure).diagnostics.filter((d) => d.severity === 'error');
    });
    expect(errors.map((e) => e.file)).toEqual([expect.stringMatching(/shared[\\/]_inner\.mdx$/)]);
    expect(errors[0]!.message).toContain('secret.png');
    expect(existsSync(path.join(out, 'assets/images'))).toBe(false);
  });

  it('a video a page requires from beside the site is refused the same way', async () => {
    const site = path.join(root, 'media');
    const out = path.join(site, 'out');
    let errors: Diagnostic[] = [];
    await build({ cwd: site, outDir: out }).catch((error) => {
      expect(error).toBeInstanceOf(BuildFailure);
      errors = (error as BuildFailure).diagnostics.filter((d) => d.severity === 'error');
    });
    expect(errors.map((e) => e.file)).toEqual([expect.stringMatching(/docs[\\/]index\.mdx$/)]);
    expect(errors[0]!.message).toContain('secret.mp4');
    expect(existsSync(path.join(out, 'assets/images'))).toBe(false);
  });
});
