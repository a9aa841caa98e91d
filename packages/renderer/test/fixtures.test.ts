import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { formatReport } from '../src/diagnostics.ts';
import { lines, listFiles, normalize } from './expected-output.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-fixtures-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

for (const name of readdirSync(FIXTURES)) {
  describe(`fixture site "${name}"`, async () => {
    const dir = path.join(FIXTURES, name);
    const outDir = path.join(tmp, name);
    const result = await build({ cwd: dir, outDir });
    const expected = (file: string) => path.join(dir, 'expected', file);

    it('writes the expected files', async () => {
      await expect(normalize(listFiles(outDir).join('\n'))).toMatchFileSnapshot(expected('files.txt'));
    });

    it('reports the expected warnings', async () => {
      await expect(`${formatReport(result.warnings)}\n`).toMatchFileSnapshot(expected('warnings.txt'));
    });

    it('writes the expected pages, sitemap and version metadata', async () => {
      for (const file of listFiles(outDir).filter((f) => /\.(html|xml|json)$/.test(f))) {
        const text = normalize(readFileSync(path.join(outDir, file), 'utf8'));
        await expect(file.endsWith('.html') ? lines(text) : text).toMatchFileSnapshot(expected(file));
      }
    });
  });
}
