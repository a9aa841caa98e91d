import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bundleSiteModules } from '../../../src/markdown/mdx/site-modules.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-package-css-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
};

it("bundles a stylesheet a component imports from a package into the site's CSS, as a local one", async () => {
  write('node_modules/toggle-kit/package.json', JSON.stringify({ name: 'toggle-kit', version: '1.0.0', main: 'index.js' }));
  write('node_modules/toggle-kit/index.js', 'module.exports = function Toggle() { return null; };\n');
  write('node_modules/toggle-kit/style.css', '.toggle-kit-track { width: 50px; }\n');
  write(
    'src/components/Switch.jsx',
    "import Toggle from 'toggle-kit';\nimport 'toggle-kit/style.css';\nexport default function Switch() { return <Toggle />; }\n",
  );
  write('docs/index.md', '# Home\n');
  const modules = await bundleSiteModules({ rootDir: dir, contentDir: path.join(dir, 'docs') });
  expect(modules.failed).toBeUndefined();
  expect(modules.css).toContain('.toggle-kit-track');
  const code = modules.codes[path.join(dir, 'src/components/Switch.jsx')]!;
  expect(code).toContain('require("toggle-kit")');
  expect(code).not.toContain('style.css');
});
