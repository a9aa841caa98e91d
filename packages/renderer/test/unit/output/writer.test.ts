import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StagedOutput } from '../../../src/output/writer.ts';

describe('StagedOutput.writeSoon', () => {
  it('writes every file by flush(), however many are in flight', async () => {
    const out = new StagedOutput(path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-out-')), 'build'));
    for (let i = 0; i < 20; i++) await out.writeSoon(`p${i}/index.html`, `<p>${i}</p>`, 3);
    await out.flush();
    expect(out.files).toBe(20);
    expect(readFileSync(path.join(out.tmpDir, 'p19/index.html'), 'utf8')).toBe('<p>19</p>');
  });

  it('writes every file when many callers wait for a place at once', async () => {
    const out = new StagedOutput(path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-out-')), 'build'));
    await Promise.all(Array.from({ length: 40 }, (_, i) => out.writeSoon(`p${i}/index.html`, `<p>${i}</p>`, 3)));
    await out.flush();
    expect(out.files).toBe(40);
    for (let i = 0; i < 40; i++) expect(readFileSync(path.join(out.tmpDir, `p${i}/index.html`), 'utf8')).toBe(`<p>${i}</p>`);
  });

  it('lets the callers still waiting for a place go when the output is thrown away, writing nothing more', async () => {
    const out = new StagedOutput(path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-out-')), 'build'));
    const calls = Array.from({ length: 20 }, (_, i) => out.writeSoon(`p${i}/index.html`, `<p>${i}</p>`, 2));
    await out.discard();
    await Promise.all(calls);
    expect(out.files).toBe(2);
    expect(existsSync(out.tmpDir)).toBe(false);
  });

  it('throws a failed write from flush()', async () => {
    const out = new StagedOutput(path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-out-')), 'build'));
    mkdirSync(path.join(out.tmpDir, 'taken', 'index.html'), { recursive: true }); // a folder where the page would go
    await out.writeSoon('taken/index.html', '<p>x</p>');
    await expect(out.flush()).rejects.toThrow();
  });
});

describe('StagedOutput: where it writes', () => {
  it('refuses a path out of the output, also in a folder it wrote in before, and through a symbolic link to a folder outside', () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'portal-out-'));
    const out = new StagedOutput(path.join(parent, 'build'));
    out.write('a/one.html', '1');
    out.write('a/two.html', '2');
    expect(readFileSync(path.join(out.tmpDir, 'a/two.html'), 'utf8')).toBe('2');
    expect(() => out.write('a/../../escape.html', 'x')).toThrow(/refused/);
    expect(() => out.write('/abs.html', 'x')).toThrow(/refused/);
    // A folder that leads outside, planted where no page was written yet.
    mkdirSync(path.join(parent, 'elsewhere'));
    symlinkSync(path.join(parent, 'elsewhere'), path.join(out.tmpDir, 'link'));
    expect(() => out.write('link/page.html', 'x')).toThrow(/refused/);
    expect(existsSync(path.join(parent, 'elsewhere', 'page.html'))).toBe(false);
    // The same, named as the folder of a page not written yet, inside a folder this build made.
    symlinkSync(path.join(parent, 'elsewhere'), path.join(out.tmpDir, 'a', 'next'));
    expect(() => out.write('a/next/index.html', 'x')).toThrow(/refused/);
    expect(existsSync(path.join(parent, 'elsewhere', 'index.html'))).toBe(false);
    // A page folder that does not exist yet is made and written.
    out.write('a/third/index.html', '3');
    expect(readFileSync(path.join(out.tmpDir, 'a/third/index.html'), 'utf8')).toBe('3');
  });

  it('writeSoon makes a new page folder in a libuv thread: written into once made, a link planted there refused, a file written at once beside it', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'portal-out-'));
    const out = new StagedOutput(path.join(parent, 'build'));
    out.write('a/one.html', '1');
    await out.writeSoon('a/page/index.html', '<p>page</p>');
    // A file written at once into the folder still being made.
    out.write('a/page/data.json', '{}');
    await out.writeSoon('a/page.md', '# page');
    // A new folder in a new folder, both made by libuv threads (the search index's search/<hash>/).
    await out.writeSoon('s/index.json', '[]');
    await out.writeSoon('s/h/t0.bin', 'bin');
    await out.flush();
    expect(readFileSync(path.join(out.tmpDir, 's/h/t0.bin'), 'utf8')).toBe('bin');
    expect(readFileSync(path.join(out.tmpDir, 'a/page/index.html'), 'utf8')).toBe('<p>page</p>');
    expect(readFileSync(path.join(out.tmpDir, 'a/page/data.json'), 'utf8')).toBe('{}');
    // A link to a folder outside, planted where the next page's folder goes: nothing is written through it.
    mkdirSync(path.join(parent, 'elsewhere'));
    symlinkSync(path.join(parent, 'elsewhere'), path.join(out.tmpDir, 'a', 'next'));
    await out.writeSoon('a/next/index.html', 'x');
    await expect(out.flush()).rejects.toThrow(/refused to write "a\/next\/index.html": its folder is not a folder/);
    expect(existsSync(path.join(parent, 'elsewhere', 'index.html'))).toBe(false);
  });
});
