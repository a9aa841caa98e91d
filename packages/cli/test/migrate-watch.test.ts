import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, startFixtureWatch } from './watch-helpers.ts';

// Generous: the machine is shared with other builds. Nothing here asserts a duration.
const POLL = { timeout: 60_000, interval: 100 };

/** The watch fixture shaped like a migrated Docusaurus site: a second docs instance and markdown.plugins with a file of its own. */
function migratedShape(dir: string): void {
  mkdirSync(path.join(dir, 'learn'));
  writeFileSync(path.join(dir, 'learn/start.md'), '---\ntitle: Start learning\n---\n\nThe first lesson.\n');
  mkdirSync(path.join(dir, 'plugins'));
  writeFileSync(path.join(dir, 'plugins/version.js'), "export const VERSION = '1.0.0';\n");
  writeFileSync(
    path.join(dir, 'plugins/markdown.js'),
    `import { VERSION } from './version.js';
/** Replaces {{VERSION}} in the text, as a Docusaurus site's remark plugin does. */
function remarkVersion() {
  const walk = (node) => {
    if (node.type === 'text') node.value = node.value.replaceAll('{{VERSION}}', VERSION);
    for (const child of node.children ?? []) walk(child);
  };
  return walk;
}
export default { remarkPlugins: [remarkVersion] };
`,
  );
  writeFileSync(path.join(dir, 'content/versioned.md'), '---\ntitle: Install\n---\n\nInstall version {{VERSION}} of the server.\n');
  writeFileSync(
    path.join(dir, 'portal.config.ts'),
    `export default {
  title: 'Watch Fixture',
  url: 'https://watch.example',
  markdown: { plugins: 'plugins/markdown.js', format: 'md' },
  docsInstances: [{ id: 'learn', path: 'learn', routeBasePath: '/learn' }],
};
`,
  );
}

describe('portal watch of a migrated Docusaurus site (issue 36)', { retry: 1 }, () => {
  let site: Awaited<ReturnType<typeof startFixtureWatch>>;
  beforeAll(async () => {
    site = await startFixtureWatch({ prepare: migratedShape });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
  });

  it("serves the second docs instance's pages and runs the site's remark plugins", async () => {
    expect(await page(site.base, '/learn/start')).toContain('The first lesson.');
    expect(await page(site.base, '/versioned')).toContain('Install version 1.0.0 of the server.');
  });

  it("shows an edit of a guide in the second instance's folder, and a guide added there", async () => {
    site.edit('learn/start.md', (text) => text.replace('The first lesson.', 'The first lesson, revised.'));
    await expect.poll(() => page(site.base, '/learn/start'), POLL).toContain('The first lesson, revised.');
    site.write('learn/next.md', '---\ntitle: Next lesson\n---\n\nThe second lesson.\n');
    await expect.poll(() => page(site.base, '/learn/next'), POLL).toContain('The second lesson.');
  });

  it('compiles the guides again when a file the markdown.plugins module imports changes', async () => {
    site.write('plugins/version.js', "export const VERSION = '2.0.0';\n");
    await expect.poll(() => page(site.base, '/versioned'), POLL).toContain('Install version 2.0.0 of the server.');
  });
});
