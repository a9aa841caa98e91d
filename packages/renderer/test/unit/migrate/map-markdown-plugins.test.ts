import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PortalConfigInput } from '../../../src/config/schema.ts';
import { carryMarkdownPlugins, liveCopyrightYear } from '../../../src/migrate/map-markdown-plugins.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-md-plugins-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** An evaluated Docusaurus config (functions as `{ "[function]": name }`) with remark-math and rehype-katex, KaTeX's CSS from a CDN. */
const KATEX_SITE = {
  presets: [['classic', { docs: { remarkPlugins: [{ '[function]': 'remarkMath' }], rehypePlugins: [[{ '[function]': 'rehypeKatex' }, { strict: false }]] } }]],
  stylesheets: [{ href: 'https://cdn.jsdelivr.net/npm/katex@0.16.9/dist/katex.min.css' }],
  markdown: { mermaid: true },
};

function carry(projectDir: string, value: unknown) {
  const config: PortalConfigInput = { stylesheets: ['src/css/custom.css'] };
  const notCarried = ['docs.remarkPlugins', 'docs.rehypePlugins', 'stylesheets', 'plugin x'];
  carryMarkdownPlugins({ value, projectDir, configName: 'docusaurus.config.js', config, notCarried });
  return { config, notCarried };
}

describe('issue 36: migrate carries remark and rehype plugins', () => {
  it("names the Docusaurus config as markdown.plugins and takes KaTeX's stylesheet from the site's katex package", () => {
    const dir = path.join(tmp, 'with-katex');
    mkdirSync(path.join(dir, 'node_modules/katex/dist'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules/katex/dist/katex.min.css'), '.katex{}');
    const { config, notCarried } = carry(dir, KATEX_SITE);
    expect(config.markdown).toEqual({ plugins: './docusaurus.config.js' });
    expect(config.stylesheets).toEqual(['src/css/custom.css', 'node_modules/katex/dist/katex.min.css']);
    expect(notCarried).toEqual(['plugin x', 'markdown.mermaid: mermaid diagrams show as their highlighted code']);
  });

  it("says how to get KaTeX's stylesheet when the site has not installed katex", () => {
    const { config, notCarried } = carry(path.join(tmp, 'no-katex'), KATEX_SITE);
    expect(config.stylesheets).toEqual(['src/css/custom.css']);
    expect(notCarried.find((line) => line.startsWith("KaTeX's stylesheet"))).toMatch(/npm install katex/);
  });

  it('leaves a config without plugins as it was', () => {
    const { config, notCarried } = carry(tmp, { presets: [['classic', { docs: {} }]] });
    expect(config.markdown).toBeUndefined();
    expect(notCarried).toEqual(['docs.remarkPlugins', 'docs.rehypePlugins', 'stylesheets', 'plugin x']);
  });
});

describe("issue 36: the copyright's year stays live", () => {
  const source = path.join(tmp, 'docusaurus.config.js');
  writeFileSync(source, 'module.exports = { themeConfig: { footer: { copyright: `Copyright © ${new Date().getFullYear()} Acme` } } };\n');
  const configText = 'export default defineConfig({\n  footer: {\n    copyright: "Copyright © 2031 Acme"\n  }\n});\n';

  it('writes the year the config computes as an expression evaluated at build time', () => {
    expect(liveCopyrightYear({ configText, copyright: 'Copyright © 2031 Acme', sourceFile: source, year: 2031 })).toContain(
      'copyright: `Copyright © ${new Date().getFullYear()} Acme`',
    );
  });

  it('keeps a year written as text', () => {
    const fixed = path.join(tmp, 'fixed.config.js');
    writeFileSync(fixed, "module.exports = { themeConfig: { footer: { copyright: 'Copyright © 2031 Acme' } } };\n");
    expect(liveCopyrightYear({ configText, copyright: 'Copyright © 2031 Acme', sourceFile: fixed, year: 2031 })).toBeUndefined();
  });
});
