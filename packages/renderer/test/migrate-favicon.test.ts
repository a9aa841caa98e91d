import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { migrateDocusaurus } from '../src/migrate/migrate-docusaurus.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/** Three migrated projects got portal's mark instead of their own icon, and nothing said so. */
const root = writeTree({
  'docusaurus.config.js':
    "module.exports = { title: 'Icons', url: 'https://icons.example', baseUrl: '/', favicon: 'img/favicon.ico', trailingSlash: true, presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n",
  'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  'static/img/favicon.ico': 'icon bytes',
});
afterAll(() => removeTree(root));

describe("a migrated project's favicon", () => {
  it('is carried over and linked from every page; trailingSlash: true is reported', async () => {
    const { config, notCarried } = await migrateDocusaurus({ projectDir: root, cwd: root });
    expect(config.favicon).toBe('img/favicon.ico');
    expect(notCarried.join('\n')).toMatch(/trailingSlash: true/);
    const result = await build({ cwd: root, outDir: path.join(root, 'out') });
    expect(result.warnings).toEqual([]);
    const page = readFileSync(path.join(root, 'out/index.html'), 'utf8');
    expect(page).toContain('<link rel="icon" href="/img/favicon.ico" type="image/x-icon"/>');
    expect(readFileSync(path.join(root, 'out/img/favicon.ico'), 'utf8')).toBe('icon bytes');
  });

  it('is a broken link when the file is missing', async () => {
    const config = readFileSync(path.join(root, 'portal.config.ts'), 'utf8');
    writeFileSync(path.join(root, 'portal.config.ts'), config.replace('img/favicon.ico', 'img/missing.ico'));
    const result = await build({ cwd: root, outDir: path.join(root, 'out-missing') });
    expect(result.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/^broken (link|image): \/img\/missing\.ico does not exist/)]);
  });
});
