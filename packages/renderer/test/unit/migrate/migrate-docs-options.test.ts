import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/load-config.ts';
import { docFileFilter } from '../../../src/content/doc-globs.ts';
import { allDocs, loadContent } from '../../../src/content/load-content.ts';
import { Diagnostics } from '../../../src/diagnostics.ts';
import { migrateDocusaurus } from '../../../src/migrate/migrate-docusaurus.ts';
import { md, removeTree, writeTree } from '../content-tree.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) removeTree(root);
});

/** A Docusaurus project with `docusaurus.config.js` as given and a few docs, migrated. */
async function migrate(configJs: string, extra: Record<string, string> = {}) {
  const dir = writeTree({
    'docusaurus.config.js': configJs,
    'docs/intro.md': md({ title: 'Intro' }),
    'docs/guides/setup.md': md({ title: 'Setup' }),
    'docs/guides/README.md': md({ title: 'Guides readme' }),
    'docs/guides/index.md': md({ title: 'Guides' }),
    ...extra,
  });
  roots.push(dir);
  const result = await migrateDocusaurus({ projectDir: dir, cwd: dir });
  return { dir, ...result };
}

const classic = (docs: string, rest = '') =>
  `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: ${docs}, blog: false }]], ${rest} };\n`;

describe('issue 36: migrate carries the docs options Docusaurus projects use', () => {
  it('asks an editUrl function about each doc and carries the one folder URL it follows', async () => {
    const { config, notCarried } = await migrate(
      classic('{ editUrl: ({ versionDocsDirPath, docPath }) => `https://github.com/acme/site/edit/main/website/${versionDocsDirPath}/${docPath}` }'),
    );
    expect(config.docs?.editUrl).toBe('https://github.com/acme/site/edit/main/website');
    expect(notCarried.join('\n')).not.toMatch(/editUrl/);
  });

  it('reports an editUrl function whose URLs follow no one folder, naming the docs that differ', async () => {
    const { config, notCarried } = await migrate(
      classic(
        "{ editUrl: ({ docPath }) => docPath.startsWith('guides/') ? 'https://wiki.acme.example/' + docPath.length : `https://github.com/acme/site/edit/main/docs/${docPath}` }",
      ),
    );
    expect(config.docs?.editUrl).toBeUndefined();
    const line = notCarried.find((l) => l.startsWith('docs.editUrl'));
    expect(line).toMatch(/for 3 of 4 docs it gives no URL ending in the doc's path \(guides\/index\.md, guides\/README\.md, guides\/setup\.md\)/);
    expect(line).toMatch(/custom_edit_url/);
  });

  it('carries docs.include and docs.exclude, and the docs they leave out are not read', async () => {
    const { dir, config, notCarried } = await migrate(classic("{ exclude: ['**/README.md'], include: ['**/*.md', '**/*.mdx'] }"));
    expect(config.docs).toMatchObject({ include: ['**/*.md', '**/*.mdx'], exclude: ['**/README.md'] });
    expect(notCarried.join('\n')).not.toMatch(/include|exclude/);
    const validated = validateConfig(config);
    const content = loadContent({ contentDir: path.join(dir, 'docs'), cwd: dir, diagnostics: new Diagnostics(), select: docFileFilter(validated.docs) });
    expect(
      allDocs(content)
        .map((d) => d.relPath)
        .sort(),
    ).toEqual(['guides/index.md', 'guides/setup.md', 'intro.md']);
  });

  it("reads a preset that wraps preset-classic as preset-classic's options, and says so", async () => {
    const { config, notCarried } = await migrate(
      "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [[require.resolve('./acme-preset'), { docs: { path: 'docs', routeBasePath: 'learn', editUrl: 'https://github.com/acme/site/edit/main/' }, theme: { customCss: './src/custom.css' } }]] };\n",
      { 'acme-preset.js': 'module.exports = () => ({});\n' },
    );
    expect(config.docs).toMatchObject({ routeBasePath: '/learn', editUrl: 'https://github.com/acme/site/edit/main/' });
    expect(notCarried.find((l) => l.startsWith('preset '))).toMatch(
      /is not @docusaurus\/preset-classic: its docs, theme options were read as preset-classic's/,
    );
  });

  it('names a preset it could not read and what portal assumed instead', async () => {
    const { notCarried } = await migrate("module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: ['@acme/docusaurus-preset'] };\n");
    expect(notCarried.find((l) => l.startsWith('preset @acme/docusaurus-preset'))).toMatch(
      /portal reads only @docusaurus\/preset-classic; if this preset wraps it, its docs options .* are not here/,
    );
  });

  it("lists Prism's additional languages that shiki does not ship, once, and writes none into the config (shiki loads every language it ships on first use)", async () => {
    const { config, notCarried } = await migrate(classic('{}', "themeConfig: { prism: { additionalLanguages: ['hcl', 'csharp', 'promql', 'cli-example'] } }"));
    const line = notCarried.find((l) => l.startsWith('prism additionalLanguages'));
    expect(line).toMatch(/^prism additionalLanguages promql, cli-example: shiki has no grammar/);
    expect(config.highlight).toBeUndefined();
  });

  it("keeps a navbar icon link's className for the site's stylesheet to draw (GitHub's is portal's icon)", async () => {
    const items =
      "themeConfig: { navbar: { items: [{ href: 'https://github.com/acme/x', className: 'header-github-link', 'aria-label': 'GitHub' }, { href: 'https://www.npmjs.com/package/x', className: 'header-npm-link', 'aria-label': 'npm package', position: 'right' }] } }";
    const { config } = await migrate(classic('{}', items));
    expect(config.navbar?.items).toEqual([
      { to: 'https://github.com/acme/x', ariaLabel: 'GitHub', icon: 'github' },
      { to: 'https://www.npmjs.com/package/x', position: 'right', ariaLabel: 'npm package', className: 'header-npm-link' },
    ]);
  });

  it('keeps links to the pages of src/pages (portal builds them) and carries the pages options', async () => {
    const footer =
      "themeConfig: { footer: { links: [{ title: 'More', items: [{ label: 'Showcase', to: '/showcase' }, { label: 'Team', to: '/about/team' }] }] } }";
    const built = await migrate(classic("{ routeBasePath: '/' }", footer), {
      'src/pages/showcase.tsx': 'export default function Showcase() { return null; }\n',
      'src/pages/about/team/index.md': md({ title: 'Team' }),
      'src/pages/_private.js': 'export default () => null;\n',
    });
    expect(built.config.footer?.links).toEqual([
      {
        title: 'More',
        items: [
          { label: 'Showcase', to: '/showcase' },
          { label: 'Team', to: '/about/team' },
        ],
      },
    ]);
    expect(built.config.pages).toBeUndefined();
    expect(built.notCarried.join('\n')).not.toMatch(/src\/pages|preset option pages/);
    const moved = await migrate(
      `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: {}, blog: false, pages: { path: 'website/pages', exclude: ['**/x.js'] } }]] };\n`,
    );
    expect(moved.config.pages).toEqual({ path: 'website/pages' });
    expect(moved.notCarried).toContain('preset option pages.exclude');
    const none = await migrate(
      `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: {}, blog: false, pages: false }]] };\n`,
    );
    expect(none.config.pages).toBe(false);
  });

  it("links navbar and footer items to the live site when they lead to a page portal does not build (a dropped plugin's)", async () => {
    const { config, notCarried } = await migrate(
      classic(
        "{ routeBasePath: '/' }",
        "plugins: [['docusaurus-plugin-typedoc-api', { projectRoot: '.' }]], themeConfig: { navbar: { items: [{ to: 'api', label: 'API' }, { to: '/intro', label: 'Intro' }, { to: '/guides', label: 'Guides' }] }, footer: { links: [{ title: 'More', items: [{ label: 'Showcase', to: '/showcase' }] }] } }",
      ),
    );
    expect(config.navbar?.items?.map((i) => ('to' in i ? i.to : undefined))).toEqual(['https://t.example/api', '/intro', '/guides']);
    expect(config.footer?.links).toEqual([{ title: 'More', items: [{ label: 'Showcase', href: 'https://t.example/showcase' }] }]);
    expect(notCarried).toContain('navbar item "API" (/api) leads to no page portal builds (a plugin\'s): it links to https://t.example/api now');
  });

  it('puts a sidebars file link to a route no docs folder serves in externalRoutes (the build then passes), and reports it with the URL to write there', async () => {
    const { config, notCarried } = await migrate(classic("{ routeBasePath: '/', sidebarPath: './sidebars.js' }"), {
      'sidebars.js':
        "module.exports = { docs: ['intro', { type: 'link', label: 'API', href: '/api' }, { type: 'link', label: 'Setup', href: '/guides/setup' }] };\n",
    });
    expect(notCarried.filter((l) => l.startsWith('sidebar link'))).toEqual([
      'sidebar link "API" (/api) in the sidebars file leads to no page portal builds (a plugin\'s): /api is in externalRoutes, so links to it are not checked; serve it beside the site, or write https://t.example/api in the sidebars file and remove it from externalRoutes',
    ]);
    expect(config.externalRoutes).toEqual(['/api']);
  });
});
