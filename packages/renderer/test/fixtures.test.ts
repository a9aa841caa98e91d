import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../src/build.ts';
import { formatReport } from '../src/diagnostics.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'portal-fixtures-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Content hashes change with every CSS or client edit; the expected files name them `[hash]`. */
function normalize(text: string): string {
  return text
    .replace(/\.[0-9a-f]{10}\.(css|svg|png|jpe?g|gif|webp|json|yml)/g, '.[hash].$1')
    .replace(/(main|chunk)\.[A-Z0-9]{8}\.js/g, '$1.[hash].js');
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))]))
    .sort();
}

/** Puts each tag that opens a block on its own line, so a change shows as a readable diff. */
function lines(html: string): string {
  return html.replace(/<(?=(?:html|head|body|header|nav|main|article|aside|footer|div|section|ul|ol|li|h[1-6]|p|pre|table|thead|tbody|tr|meta|link|script|title)[\s>])/g, '\n<');
}

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
