import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mdxTwinMarkdown } from '../../../src/llms/mdx-twin.ts';
import { siteRootOf } from '../../../src/llms/mdx-twin-partials.ts';
import { removeTree, writeTree } from '../content-tree.ts';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) removeTree(root);
  roots = [];
});

/** A site with partials; returns the twin of `docs/page.mdx`. */
function twinOf(page: string, files: Record<string, string>, setup?: (root: string) => void): string {
  const root = writeTree({ 'docs/page.mdx': page, ...files });
  roots.push(root);
  setup?.(root);
  return mdxTwinMarkdown(page, { file: path.join(root, 'docs/page.mdx'), rootDir: root });
}

// Issue 14: a partial is rendered in the Markdown twin where the page uses it, with its props.
describe('mdxTwinMarkdown with partials', () => {
  it('inlines an imported partial where it is used, with the props the page gives it, and partials it imports', () => {
    const twin = twinOf(
      "import Help from './_help.mdx';\nimport Footer from '@site/docs/shared/_footer.md';\n\nIntro.\n\n<Help topic=\"refunds\" count={3} />\n\nBetween.\n\n<Footer />\n",
      {
        'docs/_help.mdx':
          "---\ntitle: ignored\n---\nimport Sign from './shared/_sign.mdx';\n\n### Help with {props.topic} ({props.count} ways)\n\nWrite to us. {props.missing}\n\n<Sign />\n",
        'docs/shared/_sign.mdx': '_The team_\n',
        'docs/shared/_footer.md': 'The end.\n',
      },
    );
    expect(twin).toBe('Intro.\n\n### Help with refunds (3 ways)\n\nWrite to us.\n\n_The team_\n\nBetween.\n\nThe end.\n');
    expect(twin).not.toMatch(/import |<Help|<Footer|<Sign/);
  });

  it('leaves out a partial that imports itself (after one level), one outside the site, and one through a symlink out of it', () => {
    const twin = twinOf(
      "import Loop from './_loop.mdx';\nimport Out from '../../outside.mdx';\nimport Linked from './_linked.mdx';\n\n<Loop />\n\n<Out />\n\n<Linked />\n\nDone.\n",
      { 'docs/_loop.mdx': "import Loop from './_loop.mdx';\n\nLooping.\n\n<Loop />\n" },
      (root) => {
        mkdirSync(path.join(root, '..', `${path.basename(root)}-outside`), { recursive: true });
        const outside = path.join(root, '..', `${path.basename(root)}-outside`, 'secret.mdx');
        writeFileSync(outside, 'SECRET\n');
        symlinkSync(outside, path.join(root, 'docs/_linked.mdx'));
      },
    );
    expect(twin).toBe('Looping.\n\nDone.\n');
  });

  it("finds the site's folder from a guide and the config's contentDir", () => {
    expect(siteRootOf({ file: '/site/docs/guides/a.mdx', relPath: 'guides/a.mdx' }, 'docs')).toBe('/site');
    expect(siteRootOf({ file: '/site/docs/a.mdx', relPath: 'a.mdx' }, './docs/')).toBe('/site');
    expect(siteRootOf({ file: '/elsewhere/a.mdx', relPath: 'a.mdx' }, 'docs')).toBe('/elsewhere');
  });
});
