import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';

// A site with three docs versions, built again and again as a docs team does: the guide and category
// pages that did not change come from the previous build's output (render/job/page-cache.ts), and the
// site written is always the one a cold build writes.
const FIXTURE = path.join(import.meta.dirname, 'fixtures/versions');
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A copy of the fixture (without its expected output) in a folder of its own, so its caches are its own. */
function site(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-page-cache-'));
  roots.push(root);
  cpSync(FIXTURE, root, { recursive: true, filter: (src) => !src.includes(`${path.sep}expected`) });
  // Outside the repository `defineConfig` is the config itself.
  const config = path.join(root, 'portal.config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8')
      .replace(/^import .*\n/m, '')
      .replace('defineConfig(', '('),
  );
  return root;
}

/** Every file of an output folder, by relative path. */
function outputFiles(out: string): Map<string, string> {
  return new Map(
    readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [path.relative(out, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), 'latin1')]),
  );
}

describe('the pages of the previous build', () => {
  it('are taken again when nothing they are made from changed, and the site is the one a cold build writes', async () => {
    const root = site();
    const out = path.join(root, 'build');
    const cold = await build({ cwd: root, outDir: out });
    expect(cold.reusedPages).toBe(0);
    const files = outputFiles(out);

    const warm = await build({ cwd: root, outDir: out });
    const guidePages = [...files.keys()].filter((f) => f.endsWith('index.html')).length;
    // Every guide, category and tag page of the three versions (not the 404 page).
    expect(warm.reusedPages).toBe(guidePages);
    expect(outputFiles(out)).toEqual(files);

    // An edit in the current docs: that page is made again, every page of the older versions is kept.
    appendFileSync(path.join(root, 'content/guides/webhooks.md'), '\nA sentence added in the next version.\n');
    const edited = await build({ cwd: root, outDir: out });
    expect(edited.reusedPages).toBe(guidePages - 1);
    const afterEdit = outputFiles(out);
    expect(afterEdit.get('next/guides/webhooks/index.html')).toContain('A sentence added in the next version.');

    // The same sources built cold, elsewhere: the same bytes.
    const twin = site();
    cpSync(path.join(root, 'content'), path.join(twin, 'content'), { recursive: true });
    await build({ cwd: twin, outDir: path.join(twin, 'build') });
    expect(outputFiles(path.join(twin, 'build'))).toEqual(afterEdit);
  });

  it('are made again when their file in the output folder is not the one the previous build wrote', async () => {
    const root = site();
    const out = path.join(root, 'build');
    await build({ cwd: root, outDir: out });
    const files = outputFiles(out);
    const tampered = path.join(out, 'next/guides/webhooks/index.html');
    writeFileSync(tampered, '<p>edited by hand</p>');
    const again = await build({ cwd: root, outDir: out });
    expect(again.reusedPages).toBe([...files.keys()].filter((f) => f.endsWith('index.html')).length - 1);
    expect(outputFiles(out)).toEqual(files);
    // A FIFO in its place is not waited on, and a link to the same bytes outside the folder is not followed.
    rmSync(tampered);
    execFileSync('mkfifo', [tampered]);
    const outside = path.join(root, 'outside.html');
    writeFileSync(outside, files.get('next/index.html')!, 'latin1');
    rmSync(path.join(out, 'next/index.html'));
    symlinkSync(outside, path.join(out, 'next/index.html'));
    const third = await build({ cwd: root, outDir: out });
    expect(third.reusedPages).toBe([...files.keys()].filter((f) => f.endsWith('index.html')).length - 2);
    expect(outputFiles(out)).toEqual(files);
  });
});
