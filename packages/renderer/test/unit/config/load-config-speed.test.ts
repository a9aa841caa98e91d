import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluateConfig, prestartConfigThread } from '../../../src/config/evaluate-config.ts';
import { loadConfig } from '../../../src/config/load-config.ts';

let cwd: string;
let cacheDir: string;

beforeEach(() => {
  cwd = mkdtempSync(path.join(os.tmpdir(), 'portal-config-cache-'));
  cacheDir = path.join(cwd, 'cache');
  vi.stubEnv('PORTAL_CACHE_DIR', cacheDir);
  writeFileSync(path.join(cwd, 'portal.config.ts'), "import { title } from './title.ts';\nexport default { title };\n");
  writeFileSync(path.join(cwd, 'title.ts'), "export const title: string = 'First';\n");
});

const title = async () => (await loadConfig({ cwd })).config.title;

/** The kept compiled config, with its module's code replaced by `code`. */
function poisonKept(code: string): void {
  const file = path.join(cacheDir, readdirSync(cacheDir).find((name) => name.startsWith('config-'))!);
  const kept = JSON.parse(readFileSync(file, 'utf8')) as { files: [string, string][] };
  writeFileSync(file, JSON.stringify({ ...kept, files: kept.files.map(([name]) => [name, Buffer.from(code).toString('base64')]) }));
}

describe('the compiled config kept between builds', () => {
  it('is used while the config and the files it imports are unchanged', async () => {
    expect(await title()).toBe('First');
    poisonKept("export default { title: 'Kept' };");
    expect(await title()).toBe('Kept');
  });

  it('is compiled again once a file the config imports changed', async () => {
    expect(await title()).toBe('First');
    poisonKept("export default { title: 'Kept' };");
    writeFileSync(path.join(cwd, 'title.ts'), "export const title: string = 'Second';\n");
    expect(await title()).toBe('Second');
  });

  it('is compiled again once the config itself changed', async () => {
    expect(await title()).toBe('First');
    writeFileSync(path.join(cwd, 'portal.config.ts'), "export default { title: 'Edited' };\n");
    expect(await title()).toBe('Edited');
  });

  it('is still evaluated on every load: what the config reads when it runs is read again', async () => {
    writeFileSync(path.join(cwd, 'portal.config.ts'), "export default { title: process.env.PORTAL_TEST_TITLE ?? 'unset' };\n");
    vi.stubEnv('PORTAL_TEST_TITLE', 'One');
    expect(await title()).toBe('One');
    vi.stubEnv('PORTAL_TEST_TITLE', 'Two');
    expect(await title()).toBe('Two');
  });
});

describe('the config thread started with portal (prestartConfigThread)', () => {
  const url = (code: string) => Promise.resolve(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

  it('evaluates the next config, and the one after gets a thread of its own', async () => {
    prestartConfigThread();
    expect(await evaluateConfig(url("export default { title: 'Spare' };"))).toEqual({ kind: 'value', value: { title: 'Spare' }, awaited: false });
    expect(await evaluateConfig(url("export default { title: 'Next' };"))).toEqual({ kind: 'value', value: { title: 'Next' }, awaited: false });
  });

  it('still stops a config that never ends', async () => {
    prestartConfigThread();
    expect(await evaluateConfig(url('for (;;) {}\nexport default {};'), 300)).toEqual({ kind: 'timeout', ms: 300 });
  });
});
