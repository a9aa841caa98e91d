import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { migrateDocusaurus } from '../src/migrate/migrate-docusaurus.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/**
 * Manifold's docs configure `admonitions: { keywords: ['location'], extendDefaults: true }` and write
 * `:::location Where to find it`: migrate dropped the option, and the build gave 27 "unknown
 * directive" warnings and plain blocks. The keyword is now carried over and drawn as Docusaurus draws
 * a type without a component of its own.
 */
const root = writeTree({
  'docusaurus.config.js':
    "module.exports = { title: 'Keywords', url: 'https://keywords.example', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/', admonitions: { keywords: ['location', 'note'], extendDefaults: true } }, blog: false }]] };\n",
  'docs/intro.md':
    '---\ntitle: Intro\n---\n\n:::location Where to find it\nUnder **Settings**.\n:::\n\n:::location\nUntitled.\n:::\n\n:::tip\nStill a tip.\n:::\n\n:::nte\nA typo.\n:::\n',
});
afterAll(() => removeTree(root));

describe("a site's own admonition keywords", () => {
  it('are carried over by migrate and drawn as admonitions, titled, with the other types as before', async () => {
    const { config } = await migrateDocusaurus({ projectDir: root, cwd: root });
    expect(config.markdown?.admonitions).toEqual({ keywords: ['location'] });
    const result = await build({ cwd: root, outDir: path.join(root, 'out') });
    expect(result.warnings.map((w) => w.message)).toEqual(['unknown directive ":::nte", rendered as a plain block']);
    const html = readFileSync(path.join(root, 'out/intro/index.html'), 'utf8');
    expect(html).toMatch(/<div class="admonition admonition-info admonition-location"><p class="admonition-heading"><svg[\s\S]*?<\/svg>Where to find it<\/p>/);
    expect(html).toMatch(/<\/svg>Location<\/p><div class="admonition-content">\s*<p>Untitled.<\/p>/);
    expect(html).toContain('class="admonition admonition-tip"');
    expect(html).not.toContain(':::');
  });
});
