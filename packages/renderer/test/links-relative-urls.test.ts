import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/**
 * A relative URL link (`[child](./child)`, not a `.md` file link) resolves as Docusaurus resolves it:
 * against the page's URL, which has a trailing slash for a folder's index doc or a `slug` ending in
 * `/` (`docs/guide/index.md` is served at `/guide/`, so `./child` is `/guide/child`). Portal's route
 * has none (`/guide`), so the page's HTML gets the resolved route, which a browser follows to the same
 * page whatever the URL it was served at, and the link checker checks that route. Found on
 * SmartWinnr's docs: `See [child](./child)` in an index doc failed the build under
 * `onBrokenLinks: 'throw'` with "/child does not exist", and the browser went there too.
 */
const PAGES = {
  'docs/intro.md': '# Intro\n\nThe docs.\n',
  'docs/guide/index.md': '# Guide\n\nSee [child](./child), [its part](./child#part), [the same](child) and [the steps](#steps).\n\n## Steps\n\nTake them.\n',
  'docs/guide/child.md': '# Child\n\n## Part\n\nNext [other](./other), back to [the guide](../guide) and [up](./).\n',
  'docs/guide/other.md': '# Other\n\nThe other page.\n',
  'docs/manual/README.md': '# Manual\n\nStart with [the introduction][intro].\n\n[intro]: ./start\n',
  'docs/manual/start.md': '# Start\n\nStarting.\n',
  'docs/tools/index.mdx': '# Tools\n\n<div className="tools">Use [the hammer](./hammer).</div>\n',
  'docs/tools/hammer.md': '# Hammer\n\nHit.\n',
  // Written as JSX: `<Link to>` and `<a href>` resolve the same way.
  'docs/kit/index.mdx': 'import Link from \'@docusaurus/Link\';\n\n# Kit\n\nTake <Link to="./drill">the drill</Link> for <a href="./drill#use">its use</a>.\n',
  'docs/kit/drill.md': '# Drill\n\n## Use\n\nDrill.\n',
  // A slug without a trailing slash wins over the index name: served at `/flat`, `./intro` is `/intro`.
  'docs/flat/index.md': '---\nslug: /flat\n---\n# Flat\n\nSee [the intro](./intro).\n',
  // A slug that ends with `/` keeps it, as Docusaurus serves the page: `./codes` is `/ref/help/codes`.
  'docs/ref/help.md': '---\nslug: /ref/help/\n---\n# Help\n\nSee [codes](./codes).\n',
  'docs/ref/help/codes.md': '# Codes\n\nThe codes.\n',
};
const site = writeTree({
  'portal.config.ts':
    "export default { title: 'Relative', url: 'https://relative.example', contentDir: 'docs', docs: { routeBasePath: '/' }, onBrokenLinks: 'throw', onBrokenAnchors: 'throw' };\n",
  ...PAGES,
});
// The same pages under a base path, with a slug whose `./codes` names no page.
const based = writeTree({
  'portal.config.ts':
    "export default { title: 'Relative', url: 'https://relative.example', baseUrl: '/docs/', contentDir: 'docs', docs: { routeBasePath: '/' } };\n",
  ...Object.fromEntries(Object.entries(PAGES).filter(([file]) => file !== 'docs/ref/help/codes.md')),
  'docs/ref/codes.md': '# Codes\n\nThe codes.\n',
});
afterAll(() => {
  removeTree(site);
  removeTree(based);
});

/** The hrefs of a built page's article, in order. */
function articleHrefs(out: string, route: string): string[] {
  const html = readFileSync(path.join(out, route, 'index.html'), 'utf8');
  const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  return [...article.matchAll(/<a [^>]*?href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .filter(([, , text]) => text !== '#' && text !== '')
    .map(([, href, text]) => `${text} → ${href}`);
}

describe('relative URL links', async () => {
  const out = path.join(site, 'out');
  const result = await build({ cwd: site, outDir: out });

  it('resolve against an index doc’s folder, and the HTML links the route', () => {
    expect(articleHrefs(out, 'guide')).toEqual(['child → /guide/child', 'its part → /guide/child#part', 'the same → /guide/child', 'the steps → #steps']);
    expect(articleHrefs(out, 'manual')).toEqual(['the introduction → /manual/start']);
    expect(articleHrefs(out, 'tools')).toEqual(['the hammer → /tools/hammer']);
    expect(articleHrefs(out, 'kit')).toEqual(['the drill → /kit/drill', 'its use → /kit/drill#use']);
  });

  it('resolve against the page itself elsewhere, and against a slug as written', () => {
    expect(articleHrefs(out, 'guide/child')).toEqual(['other → /guide/other', 'the guide → /guide', 'up → /guide']);
    expect(articleHrefs(out, 'flat')).toEqual(['the intro → /intro']);
    expect(articleHrefs(out, 'ref/help')).toEqual(['codes → /ref/help/codes']);
  });

  it('are checked where they lead, so the build stops on none of them', () => {
    expect(result.links).toEqual({ brokenLinks: 0, brokenAnchors: 0, brokenMarkdownLinks: 0 });
    expect(result.warnings.filter((w) => w.message.startsWith('broken'))).toEqual([]);
  });
});

describe('relative URL links on a site under a path', async () => {
  const out = path.join(based, 'out');
  const result = await build({ cwd: based, outDir: out });

  it('link the route under the path', () => {
    expect(articleHrefs(out, 'guide')).toEqual([
      'child → /docs/guide/child',
      'its part → /docs/guide/child#part',
      'the same → /docs/guide/child',
      'the steps → #steps',
    ]);
  });

  it('are reported where Docusaurus resolves them, as written', () => {
    const broken = result.warnings.filter((w) => w.message.startsWith('broken'));
    expect(broken.map((w) => `${path.basename(w.file)}:${w.line}:${w.column}: ${w.message}`)).toEqual([
      'help.md:6:5: broken link: /ref/help/codes does not exist (written as ./codes); did you mean /ref/codes?',
    ]);
  });

  it('follow a slug that loses its trailing slash in the next build, though the text did not change', async () => {
    writeFileSync(path.join(based, 'docs/ref/help.md'), '---\nslug: /ref/help\n---\n# Help\n\nSee [codes](./codes).\n');
    const again = await build({ cwd: based, outDir: out });
    expect(articleHrefs(out, 'ref/help')).toEqual(['codes → /docs/ref/codes']);
    expect(again.warnings.filter((w) => w.message.startsWith('broken'))).toEqual([]);
  });
});
