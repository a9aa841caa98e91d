import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { migrateDocusaurus } from '../src/migrate/migrate-docusaurus.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/**
 * A project under a base path that writes its routes with the base (`/base/docs/a`) in the footer and
 * the sidebars file, as Docusaurus reads them: migrate carried the navbar's, but made the footer's a
 * doubled URL of the live site (`https://e.x/base/base/docs/a`) and put the sidebar's among the
 * external routes, never checked, and the built sidebar linked `/base/base/docs/a`.
 */
const root = writeTree({
  'docusaurus.config.js':
    "module.exports = { title: 'M', url: 'https://e.x', baseUrl: '/base/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]], themeConfig: { navbar: { items: [{ to: '/base/docs/a', label: 'Nav' }] }, footer: { links: [{ title: 'T', items: [{ label: 'Foot', to: '/base/docs/a' }] }] } } };\n",
  'sidebars.js': "module.exports = { s: [{ type: 'link', href: '/base/docs/a', label: 'Latest' }, 'a', 'b'] };\n",
  'docs/a.md': '---\ntitle: A\n---\n\nA.\n',
  'docs/b.md': '---\ntitle: B\n---\n\nB.\n',
});
afterAll(() => removeTree(root));

describe('routes written with the base path in a migrated footer and sidebars file', () => {
  it('are the routes without it, linked once under the base, and checked', async () => {
    const { config, notCarried } = await migrateDocusaurus({ projectDir: root, cwd: root });
    expect(JSON.stringify(config.footer?.links)).toContain('"to":"/docs/a"');
    expect(config.externalRoutes ?? []).toEqual([]);
    expect(notCarried.join('\n')).not.toMatch(/leads to no page/);
    const result = await build({ cwd: root, outDir: path.join(root, 'out') });
    expect(result.warnings.filter((w) => w.message.startsWith('broken'))).toEqual([]);
    const page = readFileSync(path.join(root, 'out/docs/b/index.html'), 'utf8');
    expect(page).not.toContain('/base/base/');
    expect(page).toMatch(/<a[^>]*href="\/base\/docs\/a"[^>]*>Latest<\/a>/);
    expect(page).toMatch(/<a[^>]*href="\/base\/docs\/a"[^>]*>Foot<\/a>/);
  });
});
