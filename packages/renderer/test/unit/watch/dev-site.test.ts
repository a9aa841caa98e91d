import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevSite, type UpdateResult } from '../../../src/index.ts';
import { THEME_DIR } from '../../../src/watch/dev-assets.ts';
import { md, removeTree, writeTree } from '../content-tree.ts';

// These tests look at the default place of the caches, in their own temporary site's package.
vi.stubEnv('PORTAL_CACHE_DIR', '');

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) removeTree(root);
  roots = [];
});

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

/** A small site: two guides in a category, one with an image, one linking to the other. */
async function start(files: Record<string, string> = {}) {
  const root = writeTree({
    'portal.config.ts': "export default { title: 'Dev Site' };\n",
    'content/index.md': md({ title: 'Home' }, 'Start here.\n'),
    'content/guides/a.md': md({ title: 'Guide A', sidebar_position: 1 }, 'About A. ![flow](./flow.svg)\n'),
    'content/guides/b.md': md({ title: 'Guide B', sidebar_position: 2 }, 'About B, after [A](./a.md).\n'),
    'content/guides/flow.svg': SVG,
    ...files,
  });
  roots.push(root);
  const site = await DevSite.start({ cwd: root });
  const file = (rel: string) => path.join(root, rel);
  const update = (rel: string, text: string | undefined, event: 'change' | 'add' | 'unlink' = 'change'): Promise<UpdateResult> => {
    if (text === undefined) unlinkSync(file(rel));
    else writeFileSync(file(rel), text);
    return site.update([{ event, path: file(rel) }]);
  };
  const html = (rel: string) => String(site.read(rel) ?? '');
  return { site, update, html, root };
}

const routes = (result: UpdateResult) => (result.kind === 'reload' ? [...result.routes].sort() : result);

describe('DevSite', () => {
  it('serves every page, its assets and images from memory, drafts included', async () => {
    const { site, html } = await start({ 'content/guides/draft.md': md({ title: 'Draft', draft: true }, 'Not yet.\n') });
    expect(site.errors).toEqual([]);
    expect(html('guides/a/index.html')).toContain('About A.');
    expect(html('guides/draft/index.html')).toContain('Not yet.');
    expect(html('404.html')).toContain('Page Not Found');
    expect(html('assets/css/styles.css')).toContain('--');
    const image = /src="\/(assets\/images\/flow\.[0-9a-f]{10}\.svg)"/.exec(html('guides/a/index.html'))![1]!;
    expect(String(site.read(image))).toBe(SVG);
    expect(html('sitemap.xml')).toContain('/guides/b');
    expect(site.read('nothing/here.html')).toBeUndefined();
  });

  it('checks a model once, and checks the model a save of the same text swapped in while the last check ran', async () => {
    const { site, update } = await start({ 'content/guides/c.md': md({ title: 'C' }, 'See [nowhere](/nowhere).\n') });
    const first = site.check();
    expect(site.check()).toBe(first);
    expect(await update('content/guides/c.md', md({ title: 'C' }, 'See [nowhere](/nowhere).\n'))).toEqual({ kind: 'unchanged' });
    // The save swapped in a model of its own: the check of the one before stops, and the new one is checked.
    expect(await first).toBeUndefined();
    const again = site.check();
    expect(again).not.toBe(first);
    expect((await again)?.map((d) => d.message)).toContain('broken link: /nowhere does not exist');
  });

  it('re-renders only the edited guide when its body changes', async () => {
    const { update, html } = await start();
    expect(routes(await update('content/guides/a.md', md({ title: 'Guide A', sidebar_position: 1 }, 'Now about A. ![flow](./flow.svg)\n')))).toEqual([
      '/guides/a',
    ]);
    expect(html('guides/a/index.html')).toContain('Now about A.');
  });

  it('re-renders the pages whose sidebar, pagination or links change with a title or a route', async () => {
    const { update, html } = await start();
    expect(routes(await update('content/guides/a.md', md({ title: 'Guide Alpha', sidebar_position: 1 }, 'About A. ![flow](./flow.svg)\n')))).toEqual([
      '/',
      '/guides/a',
      '/guides/b',
    ]);
    expect(html('guides/b/index.html')).toContain('Guide Alpha');
    // A new slug moves the page: the guide linking to ./a.md is compiled again.
    expect(
      routes(await update('content/guides/a.md', md({ title: 'Guide Alpha', sidebar_position: 1, slug: 'alpha' }, 'About A. ![flow](./flow.svg)\n'))),
    ).toEqual(['/', '/guides/a', '/guides/alpha', '/guides/b']);
    expect(html('guides/b/index.html')).toContain('href="/guides/alpha"');
  });

  it('reloads nothing when a save changes no page', async () => {
    const { update } = await start();
    expect(await update('content/guides/a.md', md({ title: 'Guide A', sidebar_position: 1 }, 'About A. ![flow](./flow.svg)\n'))).toEqual({ kind: 'unchanged' });
    expect(await update('content/guides/notes.txt', 'an editor backup', 'add')).toEqual({ kind: 'unchanged' });
  });

  it('re-renders the guides that show an image when it changes', async () => {
    const { update, html } = await start();
    const before = html('guides/a/index.html');
    html('guides/b/index.html');
    expect(routes(await update('content/guides/flow.svg', SVG.replace('width="1"', 'width="2"')))).toEqual(['/guides/a']);
    expect(html('guides/a/index.html')).not.toBe(before);
  });

  it('reads the tree again when a guide is added or removed', async () => {
    const { update, html } = await start();
    expect(routes(await update('content/guides/c.md', md({ title: 'Guide C', sidebar_position: 3 }), 'add'))).toEqual([
      '/',
      '/guides/a',
      '/guides/b',
      '/guides/c',
    ]);
    expect(html('guides/c/index.html')).toContain('Guide C');
    expect(routes(await update('content/guides/c.md', undefined, 'unlink'))).toEqual(['/', '/guides/a', '/guides/b', '/guides/c']);
    expect(html('guides/c/index.html')).toBe('');
  });

  it('keeps the last good site and reports the error with its position until the guide is fixed', async () => {
    const { site, update, html } = await start();
    const broken = await update('content/guides/a.md', '---\ntitle: [Guide A\n---\nBroken.\n');
    expect(broken).toMatchObject({
      kind: 'error',
      errors: [
        {
          file: expect.stringMatching(/guides[/\\]a\.md$/),
          line: expect.any(Number),
          column: expect.any(Number),
          frame: expect.stringContaining('title: [Guide A'),
        },
      ],
    });
    expect(site.errors).toHaveLength(1);
    expect(html('guides/a/index.html')).toContain('About A.');
    // Another guide edited meanwhile: still an error, as long as the first is broken.
    expect((await update('content/guides/b.md', md({ title: 'Guide B', sidebar_position: 2 }, 'B changed.\n'))).kind).toBe('error');
    const fixed = await update('content/guides/a.md', md({ title: 'Guide A', sidebar_position: 1 }, 'Fixed A.\n'));
    expect(fixed).toMatchObject({ kind: 'reload', recovered: true });
    expect(site.errors).toEqual([]);
    expect(html('guides/a/index.html')).toContain('Fixed A.');
    expect(html('guides/b/index.html')).toContain('B changed.');
  });

  it('starts with errors when a source is broken, and builds once it is fixed', async () => {
    const { site, update, html } = await start({ 'content/guides/b.md': '---\nsidebar_position: two\n---\nB.\n' });
    expect(site.model).toBeUndefined();
    expect(site.errors).toMatchObject([{ message: expect.stringContaining('sidebar_position'), file: expect.stringMatching(/b\.md$/) }]);
    expect(html('index.html')).toBe('');
    expect(await update('content/guides/b.md', md({ title: 'Guide B' }, 'B.\n'))).toMatchObject({ kind: 'reload', recovered: true });
    expect(html('guides/b/index.html')).toContain('Guide B');
  });

  it('rebuilds everything when the config changes, and swaps only the stylesheet when the theme changes', async () => {
    const { site, update, html } = await start();
    const result = await update('portal.config.ts', "export default { title: 'Renamed Site' };\n");
    expect(routes(result)).toEqual(['/', '/404', '/guides/a', '/guides/b']);
    expect(html('index.html')).toContain('Renamed Site');
    expect(await site.update([{ event: 'change', path: path.join(THEME_DIR, 'base.css') }])).toEqual({
      kind: 'css',
      href: expect.stringMatching(/^\/assets\/css\/styles\.css\?v=[0-9a-f]{10}$/),
    });
  });

  it('adds the API pages when a description appears', async () => {
    const { root, update, html } = await start();
    mkdirSync(path.join(root, 'mk-openapi'));
    const result = await update(
      'mk-openapi/openapi.yml',
      'openapi: 3.0.3\ninfo: { title: New API, version: 1.0.0 }\npaths:\n  /x:\n    get:\n      operationId: getX\n      responses: { "200": { description: ok } }\n',
      'add',
    );
    expect(routes(result)).toEqual(expect.arrayContaining(['/api/get-x', '/api/mk-api']));
    expect(html('api/get-x/index.html')).toContain('<h1>GET /x</h1>');
  });

  it('checks the links of every page in the background and reports the broken ones', async () => {
    const { site, update } = await start();
    expect(await site.check()).toEqual([]);
    await update('content/guides/b.md', md({ title: 'Guide B', sidebar_position: 2 }, 'See [nothing](/nowhere).\n'));
    expect(await site.check()).toMatchObject([
      { severity: 'warning', message: expect.stringContaining('/nowhere does not exist'), file: expect.stringMatching(/b\.md$/), line: 5 },
    ]);
  });

  it('keeps the guides it compiled for the next build or session, once every page was checked', async () => {
    const { site, root, html } = await start({ 'package.json': '{ "private": true }\n' });
    const cacheDir = path.join(root, 'node_modules/.cache/portal');
    const kept = () => (existsSync(cacheDir) ? readdirSync(cacheDir).filter((name) => name.startsWith('markdown-')) : []);
    expect(kept()).toEqual([]);
    expect(await site.check()).toEqual([]);
    const [file] = kept();
    // The identity line and the three guides.
    expect(readFileSync(path.join(cacheDir, file!), 'utf8').trim().split('\n')).toHaveLength(4);
    const next = await DevSite.start({ cwd: root });
    expect(String(next.read('guides/b/index.html'))).toBe(html('guides/b/index.html'));
  });
});
