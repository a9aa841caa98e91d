import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../../src/build.ts';
import { removeTree, writeTree } from '../../content-tree.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-docusaurus-modules-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("site components use Docusaurus's router, Head, Translate and Interpolate", () => {
  it("render with the page route and the messages; their <Head>'s title is the page's <title>, nothing of it in the body", async () => {
    const files: Record<string, string> = {
      'portal.config.ts': "export default { contentDir: 'docs' };\n",
      'src/components/Where.jsx': [
        "import { useLocation, useHistory } from '@docusaurus/router';",
        "import Head from '@docusaurus/Head';",
        "import Translate, { translate } from '@docusaurus/Translate';",
        "import Interpolate from '@docusaurus/Interpolate';",
        'export default function Where() {',
        '  const location = useLocation();',
        '  const history = useHistory();',
        '  return (<div className="where">',
        '    <Head><title>Where it is</title><meta name="robots" content="none" /></Head>',
        '    <p className="path">{location.pathname}|{location.search}|{history.location.pathname}</p>',
        '    <p className="msg"><Translate id="x" values={{ n: 3 }}>{"You have {n} keys"}</Translate></p>',
        "    <p className=\"fn\">{translate({ id: 'y', message: 'Hello {who}' }, { who: 'merchant' })}</p>",
        '    <p className="interp"><Interpolate values={{ link: <a href="/docs/intro">intro</a> }}>{"Read the {link}."}</Interpolate></p>',
        '  </div>);',
        '}',
        '',
      ].join('\n'),
      'docs/guides/where.mdx': "import Where from '@site/src/components/Where';\n\n# Where\n\n<Where />\n",
      'docs/intro.md': '# Intro\n\nText.\n',
    };
    const dir = path.join(tmp, 'site');
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    }
    await build({ cwd: dir, outDir: path.join(dir, 'build') });
    // React's separators between adjacent texts are left out of the comparison.
    const html = readFileSync(path.join(dir, 'build', 'guides', 'where', 'index.html'), 'utf8').replaceAll('<!-- -->', '');
    expect(html).toContain('<p class="path">/guides/where||/guides/where</p>');
    expect(html).toContain('<p class="msg">You have 3 keys</p>');
    expect(html).toContain('<p class="fn">Hello merchant</p>');
    expect(html).toContain('<p class="interp">Read the <a href="/docs/intro">intro</a>.</p>');
    expect(html.slice(html.indexOf('<body'))).not.toContain('Where it is');
    expect(html).toContain('<title>Where it is</title>');
    // Its other tags are left out: the page's head is portal's.
    expect(html).not.toContain('content="none"');
  });
});

const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

describe("Docusaurus's raw-loader imports", () => {
  it('give the text of a file of the site, from a relative path and from @site/', async () => {
    const dir = writeTree({
      'portal.config.ts': "export default { contentDir: 'docs' };\n",
      'code-examples/app.go': 'package main\n\nfunc main() {}\n',
      'docs/guides/snippet.txt': 'plain <text> & more\n',
      'docs/guides/raw.mdx': [
        "import CodeBlock from '@theme/CodeBlock';",
        "import app from '!!raw-loader!../../code-examples/app.go';",
        "import snippet from '!!raw-loader!./snippet.txt';",
        "import same from '!raw-loader!@site/code-examples/app.go';",
        '',
        '# Raw',
        '',
        '<CodeBlock language="text" title="app.go">{app}</CodeBlock>',
        '',
        '<p className="snippet">{snippet}</p>',
        '',
        '<p className="same">{String(same === app)}</p>',
        '',
      ].join('\n'),
      // An import inside JSX, as ory's docs write them in mdx-code-block fences within <TabItem>s.
      'docs/guides/nested.mdx': [
        '# Nested',
        '',
        '<div>',
        '',
        "import inner from '!!raw-loader!./snippet.txt'",
        '',
        '<p className="inner">{inner}</p>',
        '',
        '</div>',
        '',
      ].join('\n'),
    });
    trees.push(dir);
    await build({ cwd: dir, outDir: path.join(dir, 'build') });
    const html = readFileSync(path.join(dir, 'build', 'guides', 'raw', 'index.html'), 'utf8');
    expect(html).toContain('<span>package main</span>');
    expect(html).toContain('<span>func main() {}</span>');
    expect(html).toContain('<p class="snippet">plain &lt;text&gt; &amp; more\n</p>');
    expect(html).toContain('<p class="same">true</p>');
    expect(readFileSync(path.join(dir, 'build', 'guides', 'nested', 'index.html'), 'utf8')).toContain('<p class="inner">plain &lt;text&gt; &amp; more\n</p>');
  });
});

describe("a theme component portal does not provide, from the site's src/theme/", () => {
  it('is imported by its @theme/ name, as in Docusaurus; portal keeps its own Tabs', async () => {
    const dir = writeTree({
      'portal.config.ts': "export default { contentDir: 'docs' };\n",
      'src/theme/Callout/index.jsx': 'export default function Callout(props) {\n  return <aside className="callout">{props.children}</aside>;\n}\n',
      'src/theme/Tabs/index.jsx': 'export default function Tabs() {\n  return <p>swizzled</p>;\n}\n',
      'docs/page.mdx':
        "import Callout from '@theme/Callout';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Page\n\n<Callout>Read this.</Callout>\n\n<Tabs><TabItem value=\"a\" label=\"A\">Tab A</TabItem></Tabs>\n",
    });
    trees.push(dir);
    await build({ cwd: dir, outDir: path.join(dir, 'build') });
    const html = readFileSync(path.join(dir, 'build', 'page', 'index.html'), 'utf8');
    expect(html).toContain('<aside class="callout">Read this.</aside>');
    expect(html).toContain('data-island="DocTabs"');
    expect(html).not.toContain('swizzled');
  });
});
