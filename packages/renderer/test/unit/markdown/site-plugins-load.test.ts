import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleMarkdownPlugins, loadMarkdownPlugins, type MarkdownPluginsBundle } from '../../../src/markdown/site-plugins.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'portal-site-plugins-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bundle = async (source: string): Promise<MarkdownPluginsBundle> => {
  writeFileSync(path.join(dir, 'plugins.cjs'), source);
  const made = await bundleMarkdownPlugins({ rootDir: dir, written: './plugins.cjs' });
  if ('problem' in made) throw new Error(made.problem.message);
  return made;
};

describe('loadMarkdownPlugins', () => {
  it('names a module that throws by its file, never by the data: URL of its code', async () => {
    const made = await bundle(`throw new Error("Cannot find module 'data:text/javascript;base64,${'QUFB'.repeat(5000)}'");`);
    const { problems } = await loadMarkdownPlugins(made);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toBe(`markdown.plugins "./plugins.cjs": it threw when loaded: Cannot find module '(the bundle of ./plugins.cjs)'`);
  });

  it('loads a module without import(), which the prebuilt CLI cannot run', async () => {
    const made = await bundle(`module.exports = { remarkPlugins: [() => () => {}] };`);
    expect(made.code).not.toMatch(/\bimport\s*\(|^\s*export\s/m);
    const { plugins, problems } = await loadMarkdownPlugins(made);
    expect(problems).toEqual([]);
    expect(plugins.remark).toHaveLength(1);
  });
});
