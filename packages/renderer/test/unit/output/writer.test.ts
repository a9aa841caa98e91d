import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
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

  it('throws a failed write from flush()', async () => {
    const out = new StagedOutput(path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-out-')), 'build'));
    mkdirSync(path.join(out.tmpDir, 'taken', 'index.html'), { recursive: true }); // a folder where the page would go
    await out.writeSoon('taken/index.html', '<p>x</p>');
    await expect(out.flush()).rejects.toThrow();
  });
});
