import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { migrateDocusaurus } from '../src/migrate/migrate-docusaurus.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

const project = (themeConfig: string) =>
  writeTree({
    'docusaurus.config.js': `module.exports = { title: 'Feet', url: 'https://feet.example', baseUrl: '/', themeConfig: ${themeConfig}, presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]] };\n`,
    'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  });
const bare = project('{}');
const light = project("{ footer: { copyright: 'Feet Inc.', links: [{ label: 'Blog', href: 'https://feet.example/blog' }] } }");
afterAll(() => {
  removeTree(bare);
  removeTree(light);
});

/** The `<footer>` of the built home page, or undefined. */
async function footerOf(dir: string): Promise<string | undefined> {
  await migrateDocusaurus({ projectDir: dir, cwd: dir });
  await build({ cwd: dir, outDir: path.join(dir, 'out') });
  return /<footer[\s\S]*?<\/footer>/.exec(readFileSync(path.join(dir, 'out/index.html'), 'utf8'))?.[0];
}

describe("a migrated project's footer, as Docusaurus renders it", () => {
  it('is not there when the project has none (an empty dark bar was)', async () => {
    expect(await footerOf(bare)).toBeUndefined();
  });

  it('is light when the project does not say, with its copyright and links', async () => {
    const footer = await footerOf(light);
    expect(footer).toContain('class="footer footer-light"');
    expect(footer).toContain('Feet Inc.');
    expect(footer).toContain('href="https://feet.example/blog"');
  });
});
