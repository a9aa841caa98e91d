import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/** `@theme/DocCard` written out as Ionic's preset takes it (capacitor-docs' plugins pages threw "reading 'href'"). */
const root = writeTree({
  'portal.config.ts': "export default { title: 'Cards', contentDir: 'docs' };\n",
  'docs/index.mdx': [
    "import DocCard from '@theme/DocCard';",
    "import DocCardList from '@theme/DocCardList';",
    '',
    '# Plugins',
    '',
    '<DocCardList>',
    '  <DocCard header="Official plugins" img="/img/official.png" href="/official">',
    '    <p>Maintained by the team</p>',
    '  </DocCard>',
    '  <DocCard title="No link" />',
    '</DocCardList>',
    '',
  ].join('\n'),
  'docs/official.md': '# Official\n\nThe plugins.\n',
  'static/img/official.png': 'png bytes',
});
afterAll(() => removeTree(root));

describe('a DocCard written out', async () => {
  const out = path.join(root, 'out');
  await build({ cwd: root, outDir: out });
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');

  it('is a card linking where it says, with its image, title and description', () => {
    expect(html).toContain(
      '<div class="card doc-card"><a href="/official" class="card-link"><img src="/img/official.png" alt="" class="card-image" loading="lazy"/><span class="card-title">Official plugins</span><div class="card-description"><p>Maintained by the team</p></div></a></div>',
    );
    expect(html).toContain('<div class="card doc-card"><div class="card-link"><span class="card-title">No link</span></div></div>');
  });
});
