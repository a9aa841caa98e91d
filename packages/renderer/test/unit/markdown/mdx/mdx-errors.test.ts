import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, BuildFailure } from '../../../../src/build.ts';
import type { Diagnostic } from '../../../../src/diagnostics.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-mdx-errors-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Builds a site of the given files (paths relative to its folder) and returns the errors it failed with. */
async function errorsOf(name: string, files: Record<string, string>): Promise<Diagnostic[]> {
  const dir = path.join(tmp, name);
  for (const [rel, text] of Object.entries({ 'portal.config.ts': "export default { contentDir: 'docs' };\n", ...files })) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  try {
    await build({ cwd: dir, outDir: path.join(dir, 'build') });
  } catch (error) {
    expect(error).toBeInstanceOf(BuildFailure);
    return (error as BuildFailure).diagnostics.filter((d) => d.severity === 'error');
  }
  throw new Error('expected the build to fail');
}

describe('MDX errors name the file, line, column and give a hint', () => {
  it('an unknown component lists the known ones', async () => {
    const [error] = await errorsOf('unknown', { 'docs/index.mdx': '# Hi\n\nText.\n\n<Screenshot src="x.png" />\n' });
    expect(error).toMatchObject({ message: 'unknown component <Screenshot>', file: expect.stringMatching(/docs[\\/]index\.mdx$/), line: 5, column: 1 });
    expect(error!.hint).toMatch(/MDXComponents.*known: .*@theme\/Tabs/);
    expect(error!.frame).toContain('<Screenshot');
  });

  it('an import that does not resolve', async () => {
    const [error] = await errorsOf('unresolved', { 'docs/index.mdx': "import Missing from '@site/src/components/Missing';\n\n<Missing />\n" });
    expect(error).toMatchObject({ message: 'cannot resolve import "@site/src/components/Missing"', line: 1, column: 1 });
    expect(error!.hint).toContain('@site/');
  });

  it('an import that leaves the site folder', async () => {
    const [error] = await errorsOf('outside', { 'docs/index.mdx': "import Secret from '../../../../etc/passwd.md';\n\n<Secret />\n" });
    expect(error!.message).toBe('import "../../../../etc/passwd.md" is refused: it leads outside the site\'s folder');
  });

  it('a JSX syntax error', async () => {
    const [error] = await errorsOf('syntax', { 'docs/index.mdx': '# Hi\n\n<Tabs>\n  <TabItem value="a">\n</Tabs>\n' });
    expect(error!.message).toMatch(/^MDX syntax error: /);
    expect(error).toMatchObject({ line: 5 });
    expect(error!.hint).toContain('{/* … */}');
  });

  it("the site's MDXComponents failing to load names that file, not the page's syntax", async () => {
    const errors = await errorsOf('mdx-components', {
      'src/theme/MDXComponents.js':
        "import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';\nexport default { Docs: () => useAllDocsData() };\n",
      'docs/index.mdx': '# Hi\n\n<p>MDX</p>\n',
    });
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(
        /^the site's .*src[\\/]theme[\\/]MDXComponents\.js, which gives every MDX page its components, failed to load: "@docusaurus\/plugin-content-docs\/client" is not available to site components/,
      ),
    ]);
    expect(errors[0]).toMatchObject({
      file: expect.stringMatching(/docs[\\/]index\.mdx$/),
      hint: expect.stringMatching(/^fix .*src[\\/]theme[\\/]MDXComponents\.js/),
    });
  });

  it('a component that throws while rendering names the page and the component', async () => {
    const [error] = await errorsOf('throws', {
      'src/components/Broken.jsx': "export default function Broken() { throw new Error('no data'); }\n",
      'docs/index.mdx': "import Broken from '@site/src/components/Broken';\n\nSome text.\n\n<Broken />\n",
    });
    expect(error).toMatchObject({ message: expect.stringMatching(/^component <Broken> threw while rendering .*index\.mdx: no data$/), line: 5, column: 1 });
    expect(error!.hint).toMatch(/page .*index\.mdx, component <Broken>/);
  });

  it('a component that imports a file outside the site folder', async () => {
    const errors = await errorsOf('component-outside', {
      'src/components/Leak.jsx': "import text from '../../../outside.js';\nexport default function Leak() { return text; }\n",
      'docs/index.mdx': "import Leak from '@site/src/components/Leak';\n\n<Leak />\n",
    });
    expect(errors[0]!.message).toContain("leaves the site's folder");
    expect(errors[0]!.file).toMatch(/Leak\.jsx$/);
  });

  it('issue 36: usePluginData names the hook and the plugin, on the page that uses it', async () => {
    const [error] = await errorsOf('plugin-data', {
      'src/components/Versions.jsx':
        "import { usePluginData } from '@docusaurus/useGlobalData';\nexport default function Versions() { return usePluginData('docusaurus-plugin-content-docs').versions.length; }\n",
      'docs/index.mdx': "import Versions from '@site/src/components/Versions';\n\n<Versions />\n",
    });
    expect(error).toMatchObject({
      message: expect.stringMatching(
        /^component <Versions> threw while rendering .*index\.mdx: usePluginData\("docusaurus-plugin-content-docs"\): portal does not carry Docusaurus plugins' global data/,
      ),
      line: 3,
    });
  });

  it('issue 36: require() of a file that is not there, or of bad JSON, names the page and the line', async () => {
    const errors = await errorsOf('require', {
      'docs/data.json': '{ not json',
      'docs/index.mdx': "# Hi\n\nexport const a = require('./data.json');\n\n<img alt=\"x\" src={require('./missing.png').default} />\n",
    });
    expect(errors.map((e) => [e.message.replace(/:[^:]*$/, ''), e.line])).toEqual([
      [expect.stringMatching(/^require\("\.\/data\.json"\): .*data\.json is not JSON/), 3],
      ['cannot resolve import "./missing.png"', 5],
    ]);
  });
});
