import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { mdxTwinMarkdown } from '../src/llms/mdx-twin.ts';
import { removeTree, writeTree } from './unit/content-tree.ts';

/**
 * An MDX guide's twin is made from the tree its compile parsed (llms/mdx-twin.ts `mdxTwinFromParse`):
 * it must be the twin made by parsing the body again, whatever the page holds, and a site plugin
 * that reads other syntax must not change it.
 */
const GUIDES: Record<string, string> = {
  'tabs.mdx': [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "export const product = 'Acme';",
    '',
    'Welcome to {product}. {/* a comment */} %%kept as text%%',
    '',
    '<Tabs groupId="lang">',
    '  <TabItem value="js" label="JavaScript">',
    '',
    '```js',
    '// highlight-next-line',
    'npm install acme',
    '```',
    '',
    '  </TabItem>',
    '  <TabItem value="py">Use **pip**.</TabItem>',
    '</Tabs>',
    '',
  ].join('\n'),
  'notes.mdx': [
    "import Admonition from '@theme/Admonition';",
    '',
    '## Keys {#keys}',
    '',
    ':::caution[Mind the keys]',
    'Keep them *secret*.',
    ':::',
    '',
    '<!-- prettier-ignore -->',
    '| a | b |',
    '|---|---|',
    '| 1 | ~~2~~ |',
    '',
    '- [x] done',
    '- [ ] todo',
    '',
    '<Admonition type="tip" title="Tip title">Some *tip*.</Admonition>',
    '',
    '<details>',
    '  <summary>More</summary>',
    '',
    'Hidden text with a footnote[^1] and https://example.com.',
    '',
    '</details>',
    '',
    '[^1]: The note.',
    '',
  ].join('\n'),
  'partials.mdx': [
    "import Help from './_help.mdx';",
    "import CodeBlock from '@theme/CodeBlock';",
    "import Link from '@docusaurus/Link';",
    '',
    'Intro with <Link to="/notes">a link</Link>.',
    '',
    '<Help topic="refunds" />',
    '',
    '<CodeBlock language="json" title="a.json">{`{ "a": 1 }`}</CodeBlock>',
    '',
  ].join('\n'),
};

/** A site with the guides (each titled by its name), a partial and, with `plugin`, a site plugin that reads `%%…%%` as a node of its own. */
function site(plugin: boolean): string {
  const files: Record<string, string> = {
    'portal.config.ts': `export default { title: 'Twins', contentDir: 'docs', markdown: { format: 'mdx'${plugin ? ", plugins: './plugins.mjs'" : ''} } };\n`,
    'docs/_help.mdx': '### Help with {props.topic}\n\nWrite to us.\n',
  };
  for (const [name, body] of Object.entries(GUIDES)) files[`docs/${name}`] = `---\ntitle: ${name.replace(/\..*/, '')}\n---\n${body}`;
  if (plugin) files['plugins.mjs'] = PERCENT_PLUGIN;
  return writeTree(files);
}

const PERCENT_PLUGIN = `
const percent = {
  name: 'percentMark',
  tokenize(effects, ok, nok) {
    let marks = 0;
    const open = (code) => {
      if (code === 37 && marks < 2) { effects.consume(code); marks++; return open; }
      return marks < 2 ? nok(code) : inside(code);
    };
    const inside = (code) => {
      if (code === null || code < 0) return nok(code);
      effects.consume(code);
      return code === 37 ? close : inside;
    };
    const close = (code) => {
      if (code !== 37) return inside(code);
      effects.consume(code);
      effects.exit('percentMark');
      return ok;
    };
    return (code) => { effects.enter('percentMark'); return open(code); };
  },
};
function remarkPercent() {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({ text: { 37: percent } });
  (data.fromMarkdownExtensions ??= []).push({
    enter: { percentMark(token) { this.enter({ type: 'percentMark', value: '' }, token); } },
    exit: { percentMark(token) { this.stack[this.stack.length - 1].value = this.sliceSerialize(token); this.exit(token); } },
  });
}
export default { remarkPlugins: [remarkPercent] };
`;

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) removeTree(root);
});

describe("an MDX guide's twin made from its compile's parse", () => {
  it.each([
    ['without site plugins', false],
    ['with a site plugin that reads other syntax', true],
  ])('is the twin made by parsing the body again (%s)', async (_, plugin) => {
    const root = site(plugin);
    roots.push(root);
    const out = path.join(root, 'out');
    await build({ cwd: root, outDir: out }).catch((error) => {
      throw new Error(JSON.stringify(error.diagnostics));
    });
    for (const [name, body] of Object.entries(GUIDES)) {
      const slug = name.replace(/\..*/, '');
      const again = mdxTwinMarkdown(body, { file: path.join(root, 'docs', name), rootDir: root }).trim();
      expect(again).not.toMatch(/^import /m);
      expect(readFileSync(path.join(out, `${slug}.md`), 'utf8')).toBe(`# ${slug}\n\n${again}\n`);
    }
    // The plugin did read its syntax on the page (else the second case would test nothing).
    if (plugin) expect(readFileSync(path.join(out, 'tabs/index.html'), 'utf8')).toContain('%%kept as text%%');
  });
});
