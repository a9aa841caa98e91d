import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/** A migrated project whose docs are at /docs with a sidebars file wrote `mainDocId: ""` in versions.json. */
const root = writeTree({
  'portal.config.ts': "export default { title: 'Main', contentDir: 'docs', docs: { routeBasePath: '/docs', sidebarPath: 'sidebars.js' } };\n",
  'sidebars.js': "module.exports = { docs: ['start', 'README'] };\n",
  'docs/README.md': '---\ntitle: Overview\n---\n\nThe docs.\n',
  'docs/start.md': '---\ntitle: Start\n---\n\nStart.\n',
});
const sidebarOnly = writeTree({
  'portal.config.ts': "export default { title: 'Main', contentDir: 'docs', docs: { routeBasePath: '/docs', sidebarPath: 'sidebars.js' } };\n",
  'sidebars.js': "module.exports = { docs: ['start', 'next'] };\n",
  'docs/next.md': '---\ntitle: Next\n---\n\nNext.\n',
  'docs/start.md': '---\ntitle: Start\n---\n\nStart.\n',
});
afterAll(() => {
  removeTree(root);
  removeTree(sidebarOnly);
});

const mainDocId = async (dir: string) => {
  await build({ cwd: dir, outDir: path.join(dir, 'out') });
  return (JSON.parse(readFileSync(path.join(dir, 'out/versions.json'), 'utf8')) as { mainDocId: string }[])[0]!.mainDocId;
};

describe("versions.json's mainDocId, as Docusaurus gives it", () => {
  it("is the guide at the docs' base", async () => {
    expect(await mainDocId(root)).toBe('README');
  });

  it('is else the first guide of the docs sidebar', async () => {
    expect(await mainDocId(sidebarOnly)).toBe('start');
  });
});
