import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../src/build.ts';

// These tests look at the default place of the caches, in their own temporary site's package.
vi.stubEnv('PORTAL_CACHE_DIR', '');

// Builds one site again and again, as a writer does: the second build reuses what the first one
// compiled (node_modules/.cache/portal of the site's package) and must write the same site, and an
// edit to what a guide depends on, but not to the guide itself, must still show.
let root: string;
const content = () => path.join(root, 'content');
const cacheDirs = () => readdirSync(path.join(root, 'node_modules/.cache/portal'));
const page = (route: string) => readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');

/** Every file of the output, by relative path. */
function outputFiles(): Map<string, string> {
  const out = path.join(root, 'build');
  return new Map(
    readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.relative(out, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), 'latin1')]),
  );
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'portal-build-cache-'));
  writeFileSync(path.join(root, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(root, 'portal.config.ts'), "export default { title: 'Cache Portal', url: 'https://cache.example' };\n");
  mkdirSync(path.join(content(), 'img'), { recursive: true });
  writeFileSync(path.join(content(), 'img', 'flow.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
  writeFileSync(
    path.join(content(), 'index.md'),
    '---\ntitle: Home\n---\n\nRead [the refunds guide](./refunds.md#partial).\n\n![Flow](./img/flow.svg)\n\n```merchantscript\nDISPLAY "HI".\n```\n\n```json\n{ "amount": 1200 }\n```\n',
  );
  writeFileSync(path.join(content(), 'refunds.md'), '---\ntitle: Refunds\n---\n\n## Partial\n\nRefund part of a payment.\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('building a site again', () => {
  it('writes the same site from the cache, with the same warnings', async () => {
    const first = await build({ cwd: root });
    const files = outputFiles();
    expect(cacheDirs()).toEqual(expect.arrayContaining([expect.stringMatching(/^markdown-[0-9a-f]{12}\.jsonl$/)]));
    const second = await build({ cwd: root });
    expect(outputFiles()).toEqual(files);
    expect(second.warnings.map((w) => `${w.file}:${w.line} ${w.message}`)).toEqual(first.warnings.map((w) => `${w.file}:${w.line} ${w.message}`));
    expect(second.warnings.some((w) => /merchantscript/.test(w.message))).toBe(true);
  });

  it('follows a linked guide that moved and an image that changed, though the linking guide did not change', async () => {
    writeFileSync(path.join(content(), 'refunds.md'), '---\ntitle: Refunds\nslug: /payments/refunds\n---\n\n## Partial\n\nRefund part of a payment.\n');
    writeFileSync(path.join(content(), 'img', 'flow.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
    const before = readFileSync(path.join(root, 'build', 'index.html'), 'utf8').match(/src="(\/assets\/images\/flow\.[^"]+)"/)![1];
    await build({ cwd: root });
    const home = page('');
    expect(home).toContain('href="/payments/refunds#partial"');
    const after = home.match(/src="(\/assets\/images\/flow\.[^"]+)"/)![1]!;
    expect(after).not.toBe(before);
    expect(readFileSync(path.join(root, 'build', after), 'utf8')).toContain('circle');
  });

  it('shows an edited guide as edited', async () => {
    writeFileSync(
      path.join(content(), 'refunds.md'),
      '---\ntitle: Refunds\nslug: /payments/refunds\n---\n\n## Partial\n\nRefund any part of a captured payment.\n',
    );
    await build({ cwd: root });
    expect(page('payments/refunds')).toContain('Refund any part of a captured payment.');
  });

  it('uses the kept compile: a poisoned entry shows in the next build of an unchanged guide', async () => {
    const dir = path.join(root, 'node_modules/.cache/portal');
    const file = path.join(dir, cacheDirs().find((name) => name.startsWith('markdown-'))!);
    const kept = readFileSync(file, 'utf8');
    expect(kept).toContain('Refund any part of a captured payment.');
    writeFileSync(file, kept.replace('Refund any part of a captured payment.', 'POISONED BY THE TEST'));
    await build({ cwd: root });
    expect(page('payments/refunds')).toContain('POISONED BY THE TEST');
  });
});

describe('building an MDX site again after its packages changed', () => {
  let site: string;
  const install = (version: string) => {
    const dir = path.join(site, 'node_modules', 'fake-embed');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "fake-embed", "version": "1.0.0", "main": "index.js" }\n');
    writeFileSync(
      path.join(dir, 'index.js'),
      `const React = require('react');\nmodule.exports = function Embed(props) { return React.createElement('iframe', { title: '${version} ' + props.id }); };\n`,
    );
  };
  beforeAll(() => {
    site = mkdtempSync(path.join(os.tmpdir(), 'portal-build-cache-packages-'));
    writeFileSync(path.join(site, 'package.json'), '{ "private": true }\n');
    writeFileSync(path.join(site, 'portal.config.ts'), "export default { title: 'Packages' };\n");
    mkdirSync(path.join(site, 'content'));
    mkdirSync(path.join(site, 'src', 'components'), { recursive: true });
    writeFileSync(
      path.join(site, 'src', 'components', 'Video.jsx'),
      'import Embed from \'fake-embed\';\nexport default function Video(props) { return <div className="video"><Embed {...props} /></div>; }\n',
    );
    writeFileSync(
      path.join(site, 'content', 'index.mdx'),
      '---\ntitle: Home\n---\nimport Video from \'@site/src/components/Video\';\nimport Embed from \'fake-embed\';\n\n<Video id="component" />\n\n<Embed id="page" />\n',
    );
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const home = () => readFileSync(path.join(site, 'build', 'index.html'), 'utf8');

  // A new version of an installed package is a new fingerprint as well; within one process Node keeps
  // the module it loaded first, so that is checked with the CLI, a process a build.
  it('builds once a package the pages and components import is installed, though the failed build was kept', async () => {
    await expect(build({ cwd: site })).rejects.toThrow();
    install('v1');
    await build({ cwd: site });
    expect(home()).toContain('<iframe title="v1 component">');
    expect(home()).toContain('<iframe title="v1 page">');
  });
});

describe("an MDX guide's Markdown twin, kept with its compile", () => {
  let site: string;
  const twin = () => readFileSync(path.join(site, 'build', 'setup.md'), 'utf8');
  const cacheFile = () => {
    const dir = path.join(site, 'node_modules/.cache/portal');
    return path.join(dir, readdirSync(dir).find((name) => name.startsWith('markdown-'))!);
  };
  beforeAll(() => {
    site = mkdtempSync(path.join(os.tmpdir(), 'portal-twin-cache-'));
    writeFileSync(path.join(site, 'package.json'), '{ "private": true }\n');
    writeFileSync(path.join(site, 'portal.config.ts'), "export default { title: 'Twin Portal', url: 'https://twin.example' };\n");
    mkdirSync(path.join(site, 'content'), { recursive: true });
    writeFileSync(path.join(site, 'content', 'index.md'), '---\ntitle: Home\n---\n\nRead [setup](./setup.mdx).\n');
    writeFileSync(path.join(site, 'content', 'setup.mdx'), "---\ntitle: Setup\n---\nimport Steps from './_steps.mdx';\n\n# Setup\n\n<Steps />\n");
    writeFileSync(path.join(site, 'content', '_steps.mdx'), "import Keys from './_keys.md';\n\n1. Install the module.\n\n<Keys />\n");
    writeFileSync(path.join(site, 'content', '_keys.md'), 'Paste the sandbox key.\n');
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('is reused while the guide and the partials it imports are unchanged, and made again when a nested partial changes', async () => {
    await build({ cwd: site });
    expect(twin()).toContain('Paste the sandbox key.');
    // What the next build gives comes from the kept twin.
    writeFileSync(cacheFile(), readFileSync(cacheFile(), 'utf8').replaceAll('Paste the sandbox key.', 'KEPT TWIN'));
    await build({ cwd: site });
    expect(twin()).toContain('KEPT TWIN');
    writeFileSync(path.join(site, 'content', '_keys.md'), 'Paste the live key.\n');
    await build({ cwd: site });
    expect(twin()).toContain('Paste the live key.');
    expect(twin()).not.toContain('KEPT TWIN');
    expect(readFileSync(path.join(site, 'build', 'setup', 'index.html'), 'utf8')).toContain('Paste the live key.');
  });
});
