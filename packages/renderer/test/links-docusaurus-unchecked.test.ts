import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { failedBuild } from './failed-build.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/**
 * Links no Docusaurus check looks at (a full URL of the site's own origin, an image written in JSX or
 * HTML) are still checked, but where broken links stop the build (`onBrokenLinks: 'throw'`) they are
 * warnings: capacitor-docs, which Docusaurus builds, stopped on two full URLs of its own site and a
 * JSX image that no Docusaurus check reads. A path link stays an error, and `--strict` stops on all.
 */
const CONFIG =
  "export default { title: 'Unchecked', url: 'https://unchecked.example', baseUrl: '/docs/', contentDir: 'docs', markdown: { format: 'detect' }, onBrokenLinks: 'throw', onBrokenAnchors: 'throw' };\n";
const files = (camera: string) => ({
  'portal.config.ts': CONFIG,
  'docs/intro.md': '---\ntitle: Intro\n---\n\nThe docs.\n',
  'docs/camera.md': `---\ntitle: Camera\n---\n\n${camera}\n`,
  'docs/elements.mdx': '---\ntitle: Elements\n---\n\nThe elements:\n\n<img src="/assets/img/pwa-elements.png" alt="PWA elements" />\n',
});
const FULL_URLS =
  'Install [the PWA elements](https://unchecked.example/docs/v3/pwa-elements) first, as [the intro says](https://unchecked.example/docs/intro#missing-part).';
const root = writeTree(files(FULL_URLS));
const broken = writeTree(files(`${FULL_URLS}\n\nAnd [a path link](/v3/pwa-elements).`));
afterAll(() => {
  removeTree(root);
  removeTree(broken);
});

describe('links Docusaurus never checks, where broken links stop the build', () => {
  it('are reported as warnings, at their line, saying why, and the site is built', async () => {
    const result = await build({ cwd: root, outDir: path.join(root, 'out') });
    const broken = result.warnings.filter((w) => w.message.startsWith('broken'));
    expect(broken.map((w) => `${path.basename(w.file)}:${w.line}: ${w.message}`)).toEqual([
      'camera.md:5: broken link: /v3/pwa-elements does not exist (written as https://unchecked.example/docs/v3/pwa-elements)',
      'camera.md:5: broken anchor: /intro exists but has no #missing-part (written as https://unchecked.example/docs/intro#missing-part)',
      expect.stringMatching(/^elements\.mdx:\d+: broken image: \/assets\/img\/pwa-elements\.png does not exist$/),
    ]);
    for (const warning of broken) expect(warning.hint).toContain('Docusaurus checks neither full URLs, nor images written in JSX or HTML');
  });

  it('stop a --strict build', async () => {
    const diagnostics = await failedBuild({ cwd: root, outDir: path.join(root, 'strict-out'), strict: true });
    expect(diagnostics.filter((d) => d.message.startsWith('broken'))).toHaveLength(3);
  });

  it('leave a path link to a missing page an error', async () => {
    const errors = (await failedBuild({ cwd: broken, outDir: path.join(broken, 'out') })).filter((d) => d.severity === 'error');
    expect(errors.map((d) => `${path.basename(d.file)}:${d.line}: ${d.message}`)).toEqual(['camera.md:7: broken link: /v3/pwa-elements does not exist']);
  });
});
