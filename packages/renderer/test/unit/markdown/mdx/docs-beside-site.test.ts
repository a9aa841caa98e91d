import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, BuildFailure } from '../../../../src/build.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-docs-beside-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A project laid out as Docusaurus monorepos are: the config in `website/`, the docs in `../docs` with their own components. */
function project(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name);
  const all = {
    'website/portal.config.ts': "export default { title: 'Beside', contentDir: '../docs' };\n",
    'docs/components/Note.jsx': 'export function Note({ children }) { return <aside className="beside-note">{children}</aside>; }\n',
    'docs/components/_shared.mdx': 'Shared words from a partial.\n',
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('docs in a folder beside the config\'s (Docusaurus `docs.path: "../docs"`)', () => {
  it('import components and partials of the docs folder', async () => {
    const dir = project('imports', {
      'docs/guides/intro.mdx':
        "import { Note } from '../components/Note';\nimport Shared from '../components/_shared.mdx';\n\n# Intro\n\n<Note>Read this first.</Note>\n\n<Shared />\n",
    });
    const out = path.join(dir, 'build');
    await build({ cwd: path.join(dir, 'website'), outDir: out });
    const html = readFileSync(path.join(out, 'guides', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('<aside class="beside-note">Read this first.</aside>');
    expect(html).toContain('Shared words from a partial.');
  });

  it('still refuse an import that leaves both folders', async () => {
    const dir = project('outside', {
      'secret.mdx': 'Not part of the site.\n',
      'docs/guides/intro.mdx': "import Secret from '../../secret.mdx';\n\n# Intro\n\n<Secret />\n",
    });
    const error = await build({ cwd: path.join(dir, 'website'), outDir: path.join(dir, 'build') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildFailure);
    expect((error as BuildFailure).diagnostics.map((d) => d.message)).toContain('import "../../secret.mdx" is refused: it leads outside the site\'s folder');
  });
});
