import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../src/build.ts';

// A small site's render is kept whole (render/render-memo.ts) and given again while nothing it read
// changed. These builds look at the default place of the caches, in their own site's package.
vi.stubEnv('PORTAL_CACHE_DIR', '');

let site: string;
const file = (rel: string) => readFileSync(path.join(site, 'build', rel), 'utf8');
const write = (rel: string, text: string) => writeFileSync(path.join(site, 'content', rel), text);
const keptFile = () => {
  const dir = path.join(site, 'node_modules/.cache/portal');
  return path.join(dir, readdirSync(dir).find((name) => name.startsWith('render-'))!);
};

/** Replaces `from` by `to` in every kept page and twin, as if the kept render had said so. */
function poisonKept(from: string, to: string): void {
  const kept = v8.deserialize(readFileSync(keptFile())) as { pages: Array<{ bytes: Uint8Array; twin?: Uint8Array }> };
  const swap = (bytes: Uint8Array) => new Uint8Array(Buffer.from(Buffer.from(bytes).toString('utf8').replaceAll(from, to), 'utf8'));
  for (const page of kept.pages) {
    page.bytes = swap(page.bytes);
    if (page.twin) page.twin = swap(page.twin);
  }
  writeFileSync(keptFile(), v8.serialize(kept));
}

beforeAll(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'portal-render-memo-'));
  writeFileSync(path.join(site, 'package.json'), '{ "private": true }\n');
  writeFileSync(path.join(site, 'portal.config.ts'), "export default { title: 'Memo Portal', url: 'https://memo.example' };\n");
  mkdirSync(path.join(site, 'content', 'img'), { recursive: true });
  write('img/flow.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
  write('index.md', '---\ntitle: Home\n---\n\nRead [setup](./setup.mdx).\n\n![Flow](./img/flow.svg)\n\n```merchantscript\nDISPLAY "HI".\n```\n');
  write('setup.mdx', "---\ntitle: Setup\n---\nimport Keys from './_keys.md';\n\n# Setup\n\n<Keys />\n");
  write('_keys.md', 'Paste the sandbox key.\n');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("a small site's kept render", () => {
  it('gives an unchanged site again, pages, twins and warnings', async () => {
    const first = await build({ cwd: site });
    poisonKept('Paste the sandbox key.', 'KEPT RENDER');
    const second = await build({ cwd: site });
    expect(file('setup/index.html')).toContain('KEPT RENDER');
    expect(file('setup.md')).toContain('KEPT RENDER');
    expect(second.warnings.map((w) => `${w.file}:${w.line} ${w.message}`)).toEqual(first.warnings.map((w) => `${w.file}:${w.line} ${w.message}`));
    expect(second.warnings.some((w) => /merchantscript/.test(w.message))).toBe(true);
  });

  it('is not used once a partial a guide imports changed (the guide and the site model did not)', async () => {
    write('_keys.md', 'Paste the live key.\n');
    await build({ cwd: site });
    expect(file('setup/index.html')).toContain('Paste the live key.');
    expect(file('setup.md')).toContain('Paste the live key.');
    expect(file('setup/index.html')).not.toContain('KEPT RENDER');
  });

  it('is not used once an image a page shows changed', async () => {
    await build({ cwd: site });
    poisonKept('Paste the live key.', 'KEPT RENDER');
    const before = file('index.html').match(/src="(\/assets\/images\/flow\.[^"]+)"/)![1]!;
    write('img/flow.svg', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
    await build({ cwd: site });
    const after = file('index.html').match(/src="(\/assets\/images\/flow\.[^"]+)"/)![1]!;
    expect(after).not.toBe(before);
    expect(file(after.slice(1))).toContain('circle');
    expect(file('setup/index.html')).not.toContain('KEPT RENDER');
  });

  it('is not used once a guide changed', async () => {
    await build({ cwd: site });
    poisonKept('Paste the live key.', 'KEPT RENDER');
    write('index.md', '---\ntitle: Home\n---\n\nRead [setup](./setup.mdx) first.\n');
    await build({ cwd: site });
    expect(file('index.html')).toContain('first.');
    expect(file('setup/index.html')).toContain('Paste the live key.');
  });

  it('is not used, and the build neither hangs nor reads a device, when the kept receipts name one', async () => {
    await build({ cwd: site });
    const expected = file('setup/index.html');
    const kept = v8.deserialize(readFileSync(keptFile())) as { assets: [string, string | undefined][]; dependencies: [string, string | undefined][] };
    kept.assets.push(['/dev/zero', '/assets/images/zero.png']);
    kept.dependencies.push(['/dev/zero', 'x']);
    writeFileSync(keptFile(), v8.serialize(kept));
    poisonKept('Paste the live key.', 'KEPT RENDER');
    await build({ cwd: site });
    expect(file('setup/index.html')).toBe(expected);
  });
});
